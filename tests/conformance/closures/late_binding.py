funcs = []
for i in range(4):
    funcs.append(lambda: i)
print([f() for f in funcs])
funcs = []
for i in range(4):
    funcs.append(lambda i=i: i)
print([f() for f in funcs])
def make(n):
    return lambda: n
funcs = [make(i) for i in range(4)]
print([f() for f in funcs])
def outer():
    fs = []
    for j in range(3):
        def inner():
            return j * 10
        fs.append(inner)
    j = 100
    return fs
print([f() for f in outer()])
