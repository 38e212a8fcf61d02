def f(a, b, c=0, *args, **kwargs):
    return f"a={a} b={b} c={c} args={args} kwargs={kwargs}"
print(f(*[1, 2]))
print(f(*[1, 2, 3, 4, 5]))
print(f(**{"a": 1, "b": 2, "z": 9}))
print(f(1, *[2], *(3, 4), x=1, **{"y": 2}))
print(f(*"ab", c="C"))
args = (1,)
kwargs = {"b": "B"}
print(f(*args, **kwargs))
print(max(*[3, 9, 2]), "{}-{}".format(*"xy"), dict(**{"k": 1}, j=2))
