class Record:
    pass
r = Record()
for k, v in {"a": 1, "b": [2], "c": "three"}.items():
    setattr(r, k, v)
print(r.a, r.b, r.c, getattr(r, "c"), getattr(r, "zz", None))
print(hasattr(r, "a"), hasattr(r, "zz"))
delattr(r, "a")
print(hasattr(r, "a"))
try:
    getattr(r, "a")
except AttributeError as e:
    print("AttributeError:", e)
class Proxy:
    def __init__(self, target):
        self._target = target
    def __getattr__(self, name):
        return f"proxied:{name}"
p = Proxy(r)
print(p.anything, p._target.b, getattr(p, "x"))
