def f(a, b, c, d=0):
    return a * 1000 + b * 100 + c * 10 + d
args = [1, 2, 3]
print(f(*args), f(*args, 4), f(1, *[2, 3]), f(*[1], *[2], 3))
kw = {"c": 3, "d": 4}
print(f(1, 2, **kw), f(**{"a": 1, "b": 2, "c": 3}), f(1, *[2], **{"c": 5}))
try:
    f(1, 2, 3, **{"a": 1})
except TypeError as e:
    print("TypeError:", e)
print(max(*[4, 7, 1]), print(*["a", "b"], sep="+"))
