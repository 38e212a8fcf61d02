data = b"\x01\x02\x03\xff"
total = 0
for byte in data:
    total += byte
print(total, sum(data), max(data), min(data))
print([hex(x) for x in data], [x ^ 0xFF for x in data])
print(bytes(x ^ 0x20 for x in b"Hello"))
checksum = 0
for i, byte in enumerate(b"payload"):
    checksum = (checksum * 31 + byte) % 65536
print(checksum)
print(bytes([c for c in b"a1b2c3" if chr(c).isdigit()]))
print(b"abc"[1], b"abc"[-1:], b"abc"[5:])
