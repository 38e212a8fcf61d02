# Memory per short string: a list of one million distinct ASCII strings of 5 to 19 characters.
xs = ["key_" + "abcdefghij"[: i % 10] + str(i) for i in range(1_000_000)]
print(len(xs), sum(len(s) for s in xs), min(len(s) for s in xs), max(len(s) for s in xs), xs[123456])
