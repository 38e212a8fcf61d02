# functools beyond the basics: partial reprs/merging, partialmethod, reduce errors, wraps
# details, total_ordering from each root, lru_cache options and order, cached_property errors,
# singledispatch on hierarchies, singledispatchmethod.
import functools
from functools import (partial, partialmethod, reduce, wraps, update_wrapper, total_ordering,
                       cmp_to_key, lru_cache, cache, cached_property, singledispatch,
                       singledispatchmethod, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES)

import re
def err(label, fn, *a, **k):
    try:
        r = fn(*a, **k)
        print(label, "->", getattr(r, "__name__", r))
    except Exception as e:
        print(label, "->", type(e).__name__, re.sub(r" at 0x[0-9a-f]+", "", str(e)))

print(WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES)
print(sorted(functools.__all__) == sorted(set(functools.__all__)))

# partial
def f(a, b=2, *rest, c=3, **kw):
    return (a, b, rest, c, kw)
p = partial(f, 1, c=5)
print(p(), p(9, 8, 7, c=0, z=1), p.func is f, p.args, p.keywords)
pp = partial(p, 2, d=4)
print(pp.func is f, pp.args, pp.keywords, pp())
print(repr(partial(len)), repr(partial(len, 'abc')), repr(partial(int, base=2)))
print(repr(partial(partial(max, 1), 2, key=abs)))
class MyPartial(partial):
    pass
mp = MyPartial(max, 3)
print(repr(mp), mp(5), type(partial(mp, 1)).__name__, partial(mp, 1).func is mp)
err("partial no args", partial)
err("partial noncallable", partial, 3)
print(partial(dict, a=1)(a=2, b=3))
p2 = partial(f, 1)
p2.attr = "x"
print(p2.attr, callable(p2))
print(partial(f, 1) == partial(f, 1))
import copy
cp1 = copy.copy(partial(max, 1, key=abs))
print(repr(cp1), cp1(-5), copy.deepcopy(partial(f, [1], c=[2]))())
print(repr(partial(f, 1, 'two', key=[1, 2])).replace(hex(id(f)), 'ADDR').split(' at ')[0])

# partialmethod
class Cell:
    def __init__(self):
        self.state = None
    def set_state(self, state, extra=None):
        self.state = (state, extra)
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, extra="gone")
    @classmethod
    def make(cls, n, k=0):
        return (cls.__name__, n, k)
    make_one = partialmethod(make, 1)
    static_pm = partialmethod(staticmethod(lambda *a: a), "s")
c = Cell()
c.set_alive()
print(c.state)
c.set_dead()
print(c.state)
print(Cell.make_one(k=2), c.make_one(), c.static_pm(1))
print(type(Cell.__dict__['set_alive']).__name__)
err("partialmethod noncallable", partialmethod, 5)

# reduce
print(reduce(lambda a, b: a + b, [], 7), reduce(lambda a, b: a + [b], "abc", []))
print(reduce(lambda a, b: a * b, iter([2, 3, 4])))
err("reduce noniter", reduce, lambda a, b: a, 5)
err("reduce empty", reduce, lambda a, b: a, [])
err("reduce empty gen", reduce, lambda a, b: a, (x for x in []))

# wraps / update_wrapper
def original(x: int) -> int:
    "orig doc"
    return x
original.custom = 1
@wraps(original)
def wrapper(*a):
    return original(*a)
print(wrapper.__name__, wrapper.__doc__, wrapper.__annotations__, wrapper.custom,
      wrapper.__wrapped__ is original, wrapper.__qualname__)
class NoName:
    def __call__(self):
        return 1
def w2():
    pass
update_wrapper(w2, NoName())
print(w2.__name__, w2.__wrapped__.__class__.__name__)
def w3():
    pass
update_wrapper(w3, original, assigned=('__doc__',), updated=())
print(w3.__name__, w3.__doc__, hasattr(w3, 'custom'))
print(update_wrapper(w3, original) is w3)

# total_ordering from each root
def make(root):
    ns = {}
    def init(self, v):
        self.v = v
    def eq(self, o):
        return self.v == o.v
    ops = {'__lt__': lambda s, o: s.v < o.v, '__le__': lambda s, o: s.v <= o.v,
           '__gt__': lambda s, o: s.v > o.v, '__ge__': lambda s, o: s.v >= o.v}
    return total_ordering(type('T' + root.strip('_'), (), {'__init__': init, '__eq__': eq, root: ops[root]}))
for root in ('__lt__', '__le__', '__gt__', '__ge__'):
    T = make(root)
    a, b, a2 = T(1), T(2), T(1)
    print(root, [a < b, a <= b, a > b, a >= b, b < a, b <= a, b > a, b >= a, a <= a2, a >= a2, a < a2, a > a2])
    print(sorted(k for k in ('__lt__', '__le__', '__gt__', '__ge__') if k in T.__dict__), T.__gt__.__name__ if root != '__gt__' else '')
@total_ordering
class Both:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        if not isinstance(o, Both):
            return NotImplemented
        return self.v < o.v
    def __gt__(self, o):
        if not isinstance(o, Both):
            return NotImplemented
        return self.v > o.v
print(Both(1) <= Both(1), Both(2) >= Both(3))
err("total_ordering NotImplemented", lambda: Both(1) <= 5)
class Base:
    def __lt__(self, o):
        return True
@total_ordering
class Derived(Base):
    pass
print('__ge__' in Derived.__dict__)

# cmp_to_key
K = cmp_to_key(lambda a, b: (a > b) - (a < b))
k1, k2 = K(1), K(2)
print(k1 < k2, k1 > k2, k1 == K(1), k1 <= k2, k1 >= k2, k1 != k2)
try:
    hash(k1)
except TypeError:
    print("cmp_to_key key unhashable")
print(k1.obj, sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))
print(max(["aa", "b", "ccc"], key=cmp_to_key(lambda a, b: len(a) - len(b))))

# lru_cache
@lru_cache(maxsize=3)
def sq(x):
    print(" miss", x)
    return x * x
for v in [1, 2, 3, 1, 4, 2, 1, 3]:
    sq(v)
ci = sq.cache_info()
print(ci, ci.hits, ci._fields, type(ci).__name__, tuple(ci))
print(sq.cache_parameters(), sq.__wrapped__(5))
@lru_cache(maxsize=None, typed=True)
def typed(x):
    print(" typed miss", type(x).__name__)
    return x
typed(1); typed(1.0); typed(1); typed(True)
print(typed.cache_info(), typed.cache_parameters())
@lru_cache(maxsize=0)
def nocache(x):
    return x
nocache(1); nocache(1)
print(nocache.cache_info())
@lru_cache(maxsize=-5)
def neg(x):
    return x
neg(1); neg(1)
print(neg.cache_info())
@lru_cache()
def kw(a, b=1, **extra):
    print(" kw miss", a, b, extra)
    return a + b
kw(1); kw(1, b=1); kw(a=1); kw(1, 1); kw(1, b=1); kw(1, x=2, y=3); kw(1, y=3, x=2)
print(kw.cache_info())
err("lru_cache bad maxsize", lru_cache, "big")
err("lru_cache unhashable", sq, [1])
@cache
def c2(a, b):
    return a * b
c2(2, 3); c2(2, 3); c2(3, 2)
print(c2.cache_info(), c2.__name__, c2.cache_parameters())
def plain(x):
    "plain doc"
    return x
wrapped = lru_cache(maxsize=10, typed=True)(plain)
print(wrapped.__doc__, wrapped.__name__, wrapped.cache_parameters())
print(lru_cache(plain).cache_parameters())
class Memo:
    @lru_cache
    def m(self, x):
        return x + 1
    @cache
    def n(self):
        return "n"
mm = Memo()
print(mm.m(1), mm.m(1), Memo.m.cache_info().hits, mm.n(), mm.n())
sq.cache_clear()
print(sq.cache_info())
@lru_cache(maxsize=2)
def rec(n):
    return n if n < 2 else rec(n - 1) + rec(n - 2)
print(rec(30), rec.cache_info())

# cached_property
class Lazy:
    def __init__(self):
        self.n = 0
    @cached_property
    def value(self):
        "the value"
        self.n += 1
        return self.n * 10
lz = Lazy()
print(lz.value, lz.value, lz.n, type(Lazy.value).__name__, Lazy.value.__doc__, Lazy.value.attrname)
lz.value = 5
print(lz.value)
class Slotted:
    __slots__ = ('a',)
    @cached_property
    def prop(self):
        return 1
try:
    class Twice:
        @cached_property
        def a(self):
            return 1
        b = a
except Exception as e:
    print(type(e).__name__, e, type(e.__cause__).__name__ if e.__cause__ else None)
cp = cached_property(lambda self: 1)
class Unnamed:
    pass
Unnamed.x = cp
err("cached_property unnamed", lambda: Unnamed().x)

# singledispatch
class Animal: pass
class Dog(Animal): pass
class Puppy(Dog): pass
@singledispatch
def speak(x, loud=False):
    return "generic " + type(x).__name__
@speak.register
def _(x: Animal, loud=False):
    return "animal" + ("!" if loud else "")
@speak.register(Dog)
def _dog(x, loud=False):
    return "dog" + ("!" if loud else "")
print(speak(1), speak(Animal()), speak(Puppy(), loud=True), speak(None))
print(speak.dispatch(Puppy) is _dog, speak.dispatch(int).__name__, len(speak.registry))
speak.register(int, lambda x, loud=False: "int")
print(speak(5), speak(True), speak.__name__)
err("singledispatch noargs", speak)
err("register bad", speak.register, 5)
def noann(x):
    return x
err("register noann", speak.register, noann)
def badann(x: "str"):
    return x
err("register badann", speak.register, badann)
print(speak.register(float)(lambda x, loud=False: "float")(1.5), speak(2.5))
@singledispatch
def seq(x):
    return "other"
@seq.register(list)
@seq.register(tuple)
def _(x):
    return "sequence %d" % len(x)
print(seq([1]), seq((1, 2)), seq("ab"))

class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return "obj:" + repr(arg)
    @fmt.register
    def _(self, arg: int):
        return "int:%d" % arg
    @fmt.register(list)
    def _(self, arg):
        return "list:" + ",".join(self.fmt(a) for a in arg)
    @singledispatchmethod
    @classmethod
    def cfmt(cls, arg):
        return cls.__name__ + " any"
    @cfmt.register
    @classmethod
    def _(cls, arg: str):
        return cls.__name__ + " str"
fm = Formatter()
print(fm.fmt(3), fm.fmt("s"), fm.fmt([1, "x"]), Formatter.cfmt(1), Formatter.cfmt("x"), fm.cfmt("y"))
print(Formatter.fmt.__name__ if hasattr(Formatter.fmt, '__name__') else '?')

# register: unions and bad annotations
import re
@singledispatch
def g(x): return 0
for args in [(5, lambda x: x), ]:
    try: g.register(*args)
    except TypeError as e: print(e)
def h(x: 5): pass
try: g.register(h)
except TypeError as e: print(e)
def h2(x: int | str): return "u"
g.register(h2); print(g("s"), g(3))
import typing
def h3(x: typing.Union[list, dict]): return "L"
g.register(h3); print(g([]), g({}))
def h4(x: typing.List[int]): return 1
try: g.register(h4)
except TypeError as e: print(e)
