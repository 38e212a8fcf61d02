print(b"%d items" % 5, b"%s-%s" % (b"a", b"b"), b"%05.1f" % 3.14159, b"%x" % 255)
print(b"name=%s" % b"val", b"%c" % 65, b"%%")
