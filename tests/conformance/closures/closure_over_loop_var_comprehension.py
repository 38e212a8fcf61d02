adders = {name: (lambda x, n=n: x + n) for name, n in [("one", 1), ("ten", 10)]}
print(adders["one"](5), adders["ten"](5))
late = {name: (lambda x: x + n) for name, n in [("one", 1), ("ten", 10)]}
print(late["one"](5), late["ten"](5))
def make_ops():
    ops = []
    for sym in "+-":
        def op(a, b, sym=sym):
            return a + b if sym == "+" else a - b
        ops.append(op)
    return ops
print([f(10, 3) for f in make_ops()])
