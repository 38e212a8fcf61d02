for s in ["1.5", " 1e3 ", "-2.5E-3", "+.5", "5.", "1_000.5", "inf", "-inf", "nan", "  12  ", "0x", "abc", "1e", "", "1.2.3", "١٢"]:
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
print(float(), float(3), float(True), float(-7), float(2 ** 70))
print(float("1" * 20), float("0.1" + "0" * 30 + "1"))
