inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, inf + 1, inf - inf, inf * 0, -inf * -1)
print(inf > 1e308, -inf < -1e308, nan == nan, nan != nan, nan < 1, nan > 1)
print(float("infinity"), float("-Infinity"), float("NaN"), float(" inf "), float("+inf"))
print(inf == float("inf"), [nan] == [nan], nan in [nan])
print(1e308 * 10, -1e308 * 10, 1e-320 / 1e10)
print(max(1.0, inf), min(-inf, 0), abs(-inf))
print(int(1e300) > 0, str(-0.0), -0.0 == 0.0, repr(0.0 * -1))
try:
    int(inf)
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(nan)
except ValueError as e:
    print("ValueError:", e)
