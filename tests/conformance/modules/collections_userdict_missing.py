from collections import UserDict
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
class Cfg(UserDict):
    def __missing__(self, k): return f"<{k}>"
c = Cfg(a=1)
t(lambda: (c["a"], c["zz"], c.get("zz"), c.get("a"), "zz" in c))
t(lambda: c.setdefault("q", 5))
t(lambda: c.data)
t(lambda: c.pop("a"))
t(lambda: c.pop("nope"))
t(lambda: c.pop("nope", 0))
class Lower(UserDict):
    def __getitem__(self, k): return super().__getitem__(k.lower())
    def __setitem__(self, k, v): super().__setitem__(k.lower(), v)
lo = Lower(); lo["A"] = 1
t(lambda: (lo["a"], lo["A"], lo.get("A"), lo.get("B", 0), lo.setdefault("A", 9), lo.pop("A"), lo.data))
u = UserDict(x=1)
t(lambda: (u.get("x"), u.get("y"), u.get("y", 2), u.setdefault("y", 3), u.pop("x"), u.pop("x", None), u))
t(lambda: u.pop("x"))
