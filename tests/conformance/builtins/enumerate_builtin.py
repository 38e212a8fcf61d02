print(list(enumerate("abc")), list(enumerate("abc", 1)), list(enumerate("ab", start=-2)))
for i, (k, v) in enumerate({"x": 1, "y": 2}.items(), start=10):
    print(i, k, v)
e = enumerate([5, 6])
print(next(e), next(e), next(e, None))
print(dict(enumerate("hi")), list(enumerate([])))
