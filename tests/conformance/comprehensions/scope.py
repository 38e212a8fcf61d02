x = "outer"
res = [x for x in range(3)]
print(res, x)
y = 10
print([y + i for i in range(3)])
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
def outer():
    factor = 3
    return [factor * v for v in range(4)]
print(outer())
class K:
    vals = [1, 2, 3]
    doubled = [v * 2 for v in vals]
print(K.doubled)
