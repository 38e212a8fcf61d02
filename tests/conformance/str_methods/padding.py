print("[" + "abc".center(9) + "]", "[" + "abc".center(8, "*") + "]", "[" + "abc".center(2) + "]")
print("[" + "abc".ljust(6) + "]", "[" + "abc".ljust(6, "-") + "]", "[" + "abc".rjust(6) + "]", "[" + "abc".rjust(6, "0") + "]")
print("42".zfill(5), "-42".zfill(5), "+42".zfill(5), "abc".zfill(6), "12345".zfill(3), "".zfill(2))
print("[" + "ab".center(7, "=") + "]", "[" + "abc".center(6, ".") + "]")
try:
    "x".center(5, "ab")
except TypeError as e:
    print("TypeError:", e)
