# Which bytes methods hand back the receiver itself when nothing changes (CPython 3.11).
b = b"abcab"
print(b.strip() is b, b.lstrip(b"x") is b, b.rstrip() is b, b.strip(b"a") is b)
print(b.replace(b"x", b"y") is b, b.replace(b"a", b"a") is b, b.replace(b"a", b"z", 0) is b)
print(b.removeprefix(b"x") is b, b.removesuffix(b"") is b, b.removeprefix(b"ab") is b)
print(b.center(3) is b, b.ljust(5) is b, b.rjust(6) is b, b.zfill(2) is b)
print(b.translate(None) is b, b.translate(None, b"") is b, b.translate(bytes(range(256))) is b, b.translate(None, b"c") is b)
print(b.upper() is b, b.expandtabs() is b, b[:] is b, bytes(b) is b)
ba = bytearray(b"abc")
print(ba.strip() is ba, ba.ljust(1) is ba, ba.replace(b"x", b"y") is ba, ba.strip() == ba)


class B(bytes):
    pass


sb = B(b"xyz")
print(type(sb.strip()).__name__, sb.strip() is sb, type(sb.zfill(1)).__name__)
