nums = [0, 1, -1, 42, -42, 2 ** 31, 2 ** 63 - 1, -(2 ** 63), 2 ** 100, -(3 ** 60), 10 ** 25]
for n in nums:
    s = str(n)
    back = int(s)
    print(s, back == n, len(s), repr(n) == s)
print(int("-000123"), int("+77"), int("  42  "), int("1_000"), int("0"))
print(int("99999999999999999999999999"))
