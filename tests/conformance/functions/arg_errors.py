def f(x):
    return x
def g(a, b, c=1):
    return a
tests = [
    lambda: f(),
    lambda: f(1, 2),
    lambda: f(y=1),
    lambda: f(1, x=2),
    lambda: g(1),
    lambda: g(),
    lambda: g(1, 2, 3, 4),
    lambda: g(1, 2, d=5),
    lambda: g(1, 2, c=3, a=4),
]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
