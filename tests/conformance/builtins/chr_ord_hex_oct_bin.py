print(chr(65), chr(97), chr(8364), repr(chr(0)), ord("A"), ord("€"), ord("\U0001F600"))
print(hex(0), hex(255), hex(-1), hex(2 ** 64), oct(0), oct(64), oct(-9), bin(0), bin(5), bin(-5), bin(2 ** 10))
print(int(hex(12345), 16), int(bin(99), 2), int(oct(77), 8))
try:
    hex(1.5)
except TypeError as e:
    print("TypeError:", e)
try:
    chr(0x110000)
except ValueError as e:
    print("ValueError:", e)
