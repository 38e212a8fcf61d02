nums = [1, 2, 3, 4, 5]
g = (n * n for n in nums if n % 2)
print(type(g).__name__, list(g))
print(sum(n for n in nums), max((n for n in nums), key=lambda v: -v))
nested = ((i, j) for i in range(2) for j in range(2))
print(list(nested))
total = sum(x * y for x, y in zip([1, 2, 3], [4, 5, 6]))
print(total)
lines = ["# comment", "data 1", "", "data 2"]
print(list(l.split()[1] for l in lines if l and not l.startswith("#")))
gen = (c for c in "ab")
print(next(gen), list(gen))
