print(int("42"), int("-7"), int(" 12 "), int("1_000_000"), int("0x1A", 16), int("0x1A", 0), int("z", 36), int("0b11", 0))
print(float("3.5"), float(" 1e3 "), float("inf"), float("-inf"), float("1_0.5"), float(4))
print(bool(0), bool(1), bool(""), bool("False"), bool([]), bool([0]), bool(None), bool(0.0))
print(int(True), float(True), str(False), int(-2.9), int(2.9))
for s in ["abc", "1.0", "", "0x10"]:
    try:
        int(s)
    except ValueError as e:
        print("ValueError:", e)
try:
    float("abc")
except ValueError as e:
    print("ValueError:", e)
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
try:
    int("12", 1)
except ValueError as e:
    print("ValueError:", e)
