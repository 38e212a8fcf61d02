# list(), tuple(), sorted(), set(), [*x] and dict.fromkeys() of a list or tuple subclass that
# defines __iter__ go through it (CPython reads the items directly only of an exact list).
from collections import namedtuple
class L(list):
    def __iter__(self):
        return iter([9, 8])
l = L([1, 2])
print([x for x in l], list(l), tuple(l), sorted(l), set(l), list(enumerate(l)), [*l], dict.fromkeys(l))
print(l[0], len(l), list(reversed(l)), l == [1, 2], list(list.__iter__(l)))
class T(tuple):
    def __iter__(self):
        return iter("xy")
t = T((1, 2))
print(list(t), [x for x in t], sorted(t), tuple(t), t[0], type(tuple(t)).__name__)
P = namedtuple("P", "a b")
p = P(1, 2)
print(tuple(p), type(tuple(p)).__name__, list(p), tuple(p) == p)
class Plain(list):
    pass
print(list(Plain([3, 4])), tuple(Plain([5])), sorted(Plain([2, 1])))
