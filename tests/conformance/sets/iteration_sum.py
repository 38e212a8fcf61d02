s = {4, 8, 15, 16, 23, 42}
total = 0
for x in sorted(s):
    total += x
print(total, sum(s), len(s), max(s))
print(sorted(x for x in s if x % 2), any(x > 40 for x in s), all(x > 0 for x in s))
print(sorted(map(lambda x: x // 2, s)))
