import functools
from functools import reduce, partial, wraps, total_ordering, cmp_to_key, cached_property, lru_cache, cache
import operator

print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 10), reduce(max, [3], 0))
try:
    reduce(operator.add, [])
except TypeError as e:
    print('TypeError:', e)

def power(base, exp, *, mod=None):
    r = base ** exp
    return r % mod if mod else r

square = partial(power, exp=2)
print(square(5), square(5, exp=3), partial(power, 2)(10), partial(power, 2, mod=7)(10))
p = partial(partial(power, 3), 4)
print(p(), p.args, p.keywords, p.func is power)
print(repr(partial(max, 1, key=abs)))
try:
    partial(5)
except TypeError as e:
    print('TypeError:', e)

def deco(f):
    @wraps(f)
    def inner(*a, **k):
        return f(*a, **k)
    return inner

@deco
def documented(x):
    """Docs here."""
    return x
print(documented.__name__, documented.__doc__, documented.__wrapped__.__name__, documented(3))

@total_ordering
class Version:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return self.n == other.n
    def __lt__(self, other):
        return self.n < other.n
a, b = Version(1), Version(2)
print(a < b, a > b, a <= b, a >= b, a <= Version(1), b >= a)
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print('ValueError:', e)

def compare(x, y):
    return (x % 10) - (y % 10)
print(sorted([21, 13, 5, 40, 32], key=cmp_to_key(compare)))
print(sorted(['b', 'A', 'c'], key=cmp_to_key(lambda x, y: (x.lower() > y.lower()) - (x.lower() < y.lower()))))

class Circle:
    def __init__(self, r):
        self.r = r
        self.calls = 0
    @cached_property
    def area(self):
        self.calls += 1
        return 3 * self.r * self.r
c = Circle(2)
print(c.area, c.area, c.calls, 'area' in vars(c))
del c.area
print(c.area, c.calls)

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())

@lru_cache(maxsize=2)
def sq(x):
    print('computing', x)
    return x * x
sq(1); sq(2); sq(1); sq(3); sq(2); sq(1)
print(sq.cache_info(), sq.__name__, sq.cache_parameters())

@lru_cache
def plain(x):
    return x + 1
print(plain(1), plain(1), plain.cache_info())

@cache
def fact(n):
    return 1 if n == 0 else n * fact(n - 1)
print(fact(20), fact.cache_info().misses)

class Svc:
    @lru_cache(maxsize=8)
    def get(self, k):
        return k * 2
s = Svc()
print(s.get(3), s.get(3), Svc.get.cache_info().hits)

@functools.singledispatch
def describe(x):
    return f'object {x!r}'
@describe.register
def _(x: int):
    return f'int {x}'
@describe.register(list)
def _(x):
    return f'list of {len(x)}'
print(describe(1), describe(True), describe([1, 2]), describe('s'), describe(1.5))
print(describe.dispatch(bool).__name__ == '_', object in describe.registry)
