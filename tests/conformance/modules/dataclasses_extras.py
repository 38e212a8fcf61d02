# Smaller dataclasses facts: InitVar's repr, generated __doc__ shapes, make_dataclass name
# checks, weakref_slot without slots, default_factory call order and init=False stores.
import collections
from dataclasses import dataclass, field, fields, InitVar, make_dataclass, Field


def attempt(fn):
    try:
        print('ok', fn())
    except Exception as e:
        print(type(e).__name__, e)


print(repr(InitVar[collections.OrderedDict]), repr(InitVar['int']))


@dataclass(init=False)
class NoInit:
    a: int = 1


print(repr(NoInit.__doc__), NoInit().a, vars(NoInit()))
attempt(lambda: make_dataclass('X', ['class']))
attempt(lambda: make_dataclass('X', [('ok', int), 'def']))
attempt(lambda: make_dataclass('X', [3]))
attempt(lambda: dataclass(weakref_slot=True)(type('Q', (), {})))
X = make_dataclass('X', ['a', ('b', int, field(default=2, repr=False))], eq=False)
print(X.__doc__, X(1), X(1) == X(1), fields(X)[0].type)

calls = []


def counted(tag):
    def make():
        calls.append(tag)
        return [tag]
    return make


@dataclass
class Order:
    a: list = field(default_factory=counted('a'))
    b: list = field(init=False, default_factory=counted('b'))
    c: int = field(init=False, default=5)
    d: list = field(default_factory=counted('d'))


o = Order(d=[0])
print(o, calls, sorted(vars(o)), Order.c)
attempt(lambda: Order(1, 2, 3))
print(calls)


@dataclass
class Base:
    a: int
    b: int = 0


class Plain(Base):
    extra = 1


@dataclass
class Leaf(Plain):
    c: int = 9


print(Leaf(1), [f.name for f in fields(Leaf)], Leaf.__doc__)
f = Field(1, None, True, True, None, True, None, False)
print(f.default, f.metadata, f.name)
print(field().__repr__().startswith('Field(name=None,type=None,default=<dataclasses._MISSING_TYPE'))
print(repr(field(default=2)).endswith('kw_only=<dataclasses._MISSING_TYPE object>,_field_type=None)')
      or repr(field(default=2)).endswith(',_field_type=None)'))
