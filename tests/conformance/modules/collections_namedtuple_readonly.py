# namedtuple fields are read-only, as CPython's _tuplegetter: "can't set attribute",
# "can't delete attribute", and each field's doc names its index.
from collections import namedtuple
P = namedtuple("P", "x y", defaults=[1])
p = P(1)
for f in [lambda: setattr(p, "x", 2), lambda: delattr(p, "x")]:
    try:
        f()
    except AttributeError as e:
        print("AttributeError:", e)
try:
    p.y = 5
except AttributeError as e:
    print("AttributeError:", e)
print(P.x.__doc__, P.y.__doc__, p, p.x, p.y, p._replace(x=9))
class Q(P):
    @property
    def total(self):
        return self.x + self.y
q = Q(2, 3)
print(q.total, q.x, q)
try:
    q.x = 0
except AttributeError as e:
    print("AttributeError:", e)
