print(float(1), float(-1), float(10 ** 15), float(2 ** 1023) > 1e307)
try:
    float(2 ** 1024)
except OverflowError as e:
    print("OverflowError:", e)
print(int(1e15), int(-1e-5), int(9.99999999))
print(str(float(123)), repr(float("  -3.25")))
print(bool(0.0), bool(-0.0), bool(0.001), bool(float("nan")))
print(divmod(10.5, 3), divmod(-10.5, 3))
print(7.0 // 0.5, 7.0 % 0.5, 0.3 // 0.1, 0.3 % 0.1)
