vals = [b"", b"'", b'"', b"'\"", b"\\", b"\r\n\t", b"\x07\x1b", bytes(range(250, 256)), b"ok"]
for v in vals:
    print(repr(v), len(v))
print(sorted([b"b", b"a", b"ab", b""]))
print(b"abc" < b"abd", b"Z" < b"a", b"abc" == "abc", b"a" != "a")
print(str(b"x"), f"{b'x'}", "%s" % b"y", "%r" % b"z")
