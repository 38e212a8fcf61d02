# A call's ** argument: CPython names the callee in "argument after ** must be a mapping"
# and "got multiple values for keyword argument" (functions, methods, classes, built-ins).
def f(a=0, **k): pass
class C:
    def m(self, a=0): pass
    @classmethod
    def cm(cls, **kw): pass
from collections import UserDict
for call in [lambda: f(**{'a':1}, a=2), lambda: C().m(**{'a':1}, a=2), lambda: print(**{'sep':1}, sep=2), lambda: dict(**{'a':1}, a=2),
             lambda: f(**{'a':1}, **{'a':2}), lambda: (lambda **k: 0)(**{'a':1}, a=2), lambda: f(**[1]), lambda: f(*[], **None),
             lambda: C(**None), lambda: C.cm(**{'x': 1}, **{'x': 2}), lambda: f(a=1, **UserDict(a=2)), lambda: max(**3), lambda: f(**{1: 2})]:
    try: call()
    except TypeError as e: print(e)
print({**{"a": 1}, **{"a": 2}})
try:
    {**[1]}
except TypeError as e:
    print(e)
f(**{"a": 1}, **{"k": 2})
print("ok")
