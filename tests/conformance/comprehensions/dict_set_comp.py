words = ["apple", "bob", "kayak", "level", "python", "noon"]
print({w: w == w[::-1] for w in words})
print({len(w) for w in words})
print({w[0]: w for w in words})
print({i: {j: i * j for j in range(1, 3)} for i in range(1, 3)})
print(sorted({c for w in words for c in w if c in "aeiou"}))
inverted = {v: k for k, v in enumerate("abc")}
print(inverted)
