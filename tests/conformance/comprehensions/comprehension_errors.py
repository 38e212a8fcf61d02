try:
    [1 / x for x in [1, 0]]
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    {k: v for k, v in [(1, 2), (3,)]}
except ValueError as e:
    print("ValueError:", e)
g = (int(s) for s in ["1", "x", "3"])
print(next(g))
try:
    next(g)
except ValueError as e:
    print("ValueError:", e)
print(next(g, "exhausted"))
