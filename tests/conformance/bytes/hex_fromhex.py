b = b"\x00\x0f\xab\xff"
print(b.hex(), bytes.fromhex("deadbeef"), bytes.fromhex("de ad be ef"), bytes.fromhex(""))
print(b.hex(":"), b.hex("-", 2), b"hi".hex())
print(bytes.fromhex("48656c6c6f").decode())
try:
    bytes.fromhex("zz")
except ValueError as e:
    print("ValueError:", e)
print(list(bytes.fromhex("0102ff")))
