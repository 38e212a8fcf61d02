sq = lambda x: x * x
add = lambda a, b=10: a + b
print(sq(5), add(1), add(1, 2), (lambda: "nullary")())
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)))
print(list(map(lambda x, y: x * y, [1, 2, 3], [4, 5, 6])))
compose = lambda f, g: lambda x: f(g(x))
inc_then_sq = compose(sq, lambda x: x + 1)
print(inc_then_sq(3))
print((lambda *a, **k: (a, k))(1, 2, z=3))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
print([ops[o](6, 3) for o in "+-*"])
print(sq.__name__, (lambda: 0).__name__)
