b = b"hello"
print(b, len(b), b[0], b[-1], b[1:3], b[::-1], list(b))
print(type(b[0]).__name__, type(b[0:1]).__name__, b[0:1])
print(b + b" world", b * 2, b"ell" in b, 104 in b, b.upper(), b.count(b"l"))
print(bytes(3), bytes([65, 66, 67]), bytes(range(5)), bytes("é", "utf-8"))
print(b"\x00\x7f\x80\xff", b"tab\tnew\n", b"quote'", b'dq"', b"both'\"")
print(b == b"hello", b < b"help", b"a" * 0, bytes())
for x in b"AZ":
    print(x)
try:
    b[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    bytes([256])
except ValueError as e:
    print("ValueError:", e)
