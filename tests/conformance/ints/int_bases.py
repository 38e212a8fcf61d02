print(int("ff", 16), int("FF", 16), int("0xff", 16), int("0xff", 0))
print(int("777", 8), int("0o777", 0), int("101", 2), int("0b101", 0))
print(int("z", 36), int("Zz", 36), int("10", 3))
print(int("1_0_0", 0), int("0x_1f", 16), int("  -0x10 ", 16))
print(int(3.99), int(-3.99), int(True), int(False), int(1e20))
print(hex(255), hex(-255), oct(8), oct(-8), bin(10), bin(-10), bin(0))
print(int("0"), int("-0"), int("00"), int("0", 0))
for s in ["12a", "0x", "", " ", "1.5", "1__0", "08"]:
    try:
        print(int(s, 0))
    except ValueError as e:
        print("ValueError:", e)
