for ch in "hey":
    print(ch, ord(ch))
print(list("abc"), tuple("ab"), sorted("dcba"))
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print([i for i, c in enumerate("banana") if c == "a"])
print("".join(reversed("stressed")))
vowels = sum(1 for c in "Programming Language" if c.lower() in "aeiou")
print(vowels)
print(list(zip("abc", "123")))
print(list(map(str.upper, "xyz")))
