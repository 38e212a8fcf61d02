print(divmod(7, 2), abs(-7), max(1, 2), min(1, 2), sum([1]), round(1.25, 1), round(1.35, 1), pow(2, 3))
print(list(reversed(sorted({3: "c", 1: "a", 2: "b"}.items()))), len(str(2 ** 1000)))
print(all(isinstance(x, int) for x in [1, True, 2 ** 99]), any(isinstance(x, str) for x in [1, b"x"]))
print(sorted(map(abs, filter(lambda x: x < 0, [-3, 4, -1, 0]))), list(zip(*zip("ab", "cd"))))
