x = None
print(x is None, x is not None, x == None)
def f():
    pass
print(f() is None, f())
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
print(type(None).__name__)
print(True is True, False is not True)
vals = [None, 0, False, ""]
print([v is None for v in vals])
print([v == None for v in vals])
d = {"k": None}
print(d.get("k") is None, d.get("missing") is None, "k" in d)
