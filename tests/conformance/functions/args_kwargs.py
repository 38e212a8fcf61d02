def f(*args, **kwargs):
    return args, kwargs
print(f(), f(1, 2), f(a=1), f(1, b=2, c=3))
def g(a, b=2, *rest, c, d=4, **extra):
    return a, b, rest, c, d, extra
print(g(1, c=3))
print(g(1, 2, 3, 4, c=5, e=6))
print(g(*[1, 2, 3], **{"c": 0, "z": 9}))
def total(*nums, start=0):
    return start + sum(nums)
print(total(1, 2, 3), total(start=10), total(1, start=100))
def show(**kw):
    return sorted(kw.items())
print(show(b=2, a=1), show(**{"x": 1}, y=2))
