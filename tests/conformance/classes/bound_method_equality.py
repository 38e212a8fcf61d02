# Bound methods: equal when the same function is bound to the same object (by identity);
# a new method object each access; hashable by the same rule.
class A:
    def f(self): return 1
    def g(self): return 2
    @classmethod
    def c(cls): return cls
    def __eq__(self, other): return True
    __hash__ = object.__hash__

a = A(); b = A()
print(a.f == a.f, a.f is a.f, a.f != a.f)
print(a.f == b.f, a.f != b.f, a == b)
print(a.f == a.g, a.f == A.f, A.f == A.f)
print(hash(a.f) == hash(a.f))
d = {a.f: "af", b.f: "bf"}
print(d[a.f], d[b.f], len(d), a.g in d)
s = {a.f, a.f, b.f, a.g}
print(len(s), a.f in s)
print(a.f.__self__ is a, a.f.__func__ is A.f, a.f.__func__.__name__)
print(A.c == A.c, a.c == A.c, A.c.__self__ is A, hash(A.c) == hash(a.c))
m = a.f
print(m == a.f, m() == 1, [a.f].count(a.f), [a.f].index(a.f))
try:
    print(a.f < a.f)
except TypeError as e:
    print(type(e).__name__, e)

l = []
print(l.append == l.append, l.append is l.append, l.append == [].append)
print(hash(l.append) == hash(l.append), l.append.__self__ is l)
print({l.append} == {l.append}, len({l.append, l.append, l.pop}))
k = {}
k[l.append] = 1
k[l.append] += 1
print(list(k.values()))
x = "abc"
print(x.upper == x.upper, x.upper == x.lower, x.upper.__self__ is x)
class B:
    def __init__(self): self.h = self.f
    def f(self): pass
bb = B()
print(bb.h == bb.f, bb.h is bb.f)
