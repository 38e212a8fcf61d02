# Broad dataclasses API: Field objects, ClassVar/InitVar/KW_ONLY handling, inheritance order,
# generated methods' behaviour, asdict/astuple/replace, and class-creation error messages.
import dataclasses
from dataclasses import (dataclass, field, fields, asdict, astuple, replace, is_dataclass,
                         InitVar, KW_ONLY, MISSING, Field, FrozenInstanceError, make_dataclass)
from typing import ClassVar, List
from collections import namedtuple, OrderedDict


def attempt(fn):
    try:
        r = fn()
        print('ok', r)
    except Exception as e:
        print(type(e).__name__, e)


print(sorted(dataclasses.__all__))
print(repr(MISSING)[:30].startswith('<dataclasses._MISSING_TYPE'), repr(KW_ONLY)[:26])
print(repr(InitVar[int]), repr(InitVar[List[int]]), InitVar[int].type)


@dataclass
class Item:
    name: str
    price: float = 0.0
    qty: int = field(default=1, metadata={'unit': 'pcs'})
    tags: list = field(default_factory=list, repr=False, compare=False)
    counter: ClassVar[int] = 0


f = fields(Item)
print([x.name for x in f], [x.type for x in f])
print(f[2].metadata['unit'], f[2].default, f[3].default_factory is list, f[0].default is MISSING)
print(f[3].repr, f[3].compare, f[3].hash, f[3].init, f[0].kw_only)
print(isinstance(f[0], Field), 'counter' in Item.__dataclass_fields__, Item.counter)
print(Item('a'), Item('a', 1.5, 2, ['x']) == Item('a', 1.5, 2, ['y']))
print(Item.__init__.__qualname__ if hasattr(Item.__init__, '__qualname__') else None)
print(Item.__repr__.__qualname__, Item.__eq__.__qualname__)
print(Item.price, hasattr(Item, 'tags'), hasattr(Item, 'name'))
print(Item('a').__eq__(3), Item('a') == ('a', 0.0, 1))


# Inheritance: an overridden field keeps its original position.
@dataclass
class A:
    x: int = 1
    y: int = 2


@dataclass
class B(A):
    z: int = 3
    x: int = 10


print(B(), [g.name for g in fields(B)], B.__match_args__)
print(B(5, 6, 7))


# InitVar and __post_init__ with arguments; init=False fields with defaults.
@dataclass
class Conn:
    host: str
    password: InitVar[str]
    secure: bool = field(init=False, default=False)
    log: list = field(init=False, default_factory=list)

    def __post_init__(self, password):
        self.secure = bool(password)
        self.log.append('init')


c = Conn('h', 'pw')
print(c, [g.name for g in fields(c)], hasattr(c, 'password'))
attempt(lambda: Conn('h'))
attempt(lambda: replace(c, host='x'))
attempt(lambda: replace(c, host='x', password=''))
attempt(lambda: replace(c, secure=True))


# kw_only per field and KW_ONLY sentinel
@dataclass
class K:
    a: int
    b: int = field(default=0, kw_only=True)
    c: int = 5


print(K(1), K(1, 6, b=2), K.__match_args__, K.__doc__)
attempt(lambda: K(1, 2, 3))
attempt(lambda: K())
attempt(lambda: K(1, d=3))
attempt(lambda: K(1, a=3))


@dataclass(kw_only=True)
class KO:
    a: int
    b: int = 1


attempt(lambda: KO())
attempt(lambda: KO(b=3))
print(KO(a=1), KO.__match_args__)


def dup_kw_only():
    @dataclass
    class X:
        a: int
        _: KW_ONLY
        b: int
        _b: KW_ONLY
        c: int


attempt(dup_kw_only)

# Missing-argument messages from the generated __init__.


@dataclass
class Three:
    a: int
    b: int
    c: int


attempt(lambda: Three())
attempt(lambda: Three(1))
attempt(lambda: Three(1, 2))
attempt(lambda: Three(1, 2, 3, 4))
attempt(lambda: Three(1, 2, 3, b=4))


@dataclass
class One:
    a: int


attempt(lambda: One(1, 2))
attempt(lambda: One(1, x=2))

# repr recursion guard


@dataclass
class Node:
    val: int
    nxt: object = None


n = Node(1)
n.nxt = n
print(n)
m = Node(2, [Node(3)])
print(m, repr(m) == str(m))


# Nested class repr uses qualname
class Outer:
    @dataclass
    class Inner:
        v: int = 0


print(Outer.Inner(), Outer.Inner.__doc__)

# asdict / astuple recursion and factories
P = namedtuple('P', 'x y')


@dataclass
class Shape:
    name: str
    pts: list
    meta: dict
    origin: P
    sub: object = None


s = Shape('sq', [P(0, 0), (1, 1)], {'k': [Item('i')]}, P(0, 1), Shape('inner', [], {}, P(2, 2)))
print(asdict(s))
print(astuple(s))
print(asdict(Item('z'), dict_factory=OrderedDict))
print(astuple(Item('z'), tuple_factory=list))
d = asdict(s)
print(d['pts'][0] is s.pts[0], type(d['origin']).__name__, d['meta']['k'][0])
lst = [1, [2]]
inv = Item('q', tags=lst)
print(asdict(inv)['tags'] is lst, asdict(inv)['tags'] == lst)
attempt(lambda: astuple(Item))
attempt(lambda: asdict(3))
attempt(lambda: replace(3))

# replace
it = Item('a', 1.0)
it2 = replace(it, qty=5)
print(it2, it2 is it, it)
attempt(lambda: replace(it, nope=1))

# is_dataclass
print(is_dataclass(Item), is_dataclass(it), is_dataclass(int), is_dataclass(dataclass))

# frozen behaviours


@dataclass(frozen=True)
class FZ:
    a: int
    b: list = field(default_factory=list, hash=False)


z = FZ(1)
attempt(lambda: setattr(z, 'a', 2))
attempt(lambda: setattr(z, 'other', 2))
attempt(lambda: delattr(z, 'a'))
print(hash(z) == hash(FZ(1, [9])), z == FZ(1), FZ.__setattr__.__qualname__)


@dataclass(frozen=True)
class FZ2(FZ):
    c: int = 0


print(FZ2(1, [], 3), FZ2(1) == FZ(1))
attempt(lambda: setattr(FZ2(1), 'c', 1))


def nonfrozen_from_frozen():
    @dataclass
    class X(FZ):
        pass


def frozen_from_nonfrozen():
    @dataclass(frozen=True)
    class X(Item):
        pass


attempt(nonfrozen_from_frozen)
attempt(frozen_from_nonfrozen)

# hashing rules


@dataclass
class H1:
    a: int


@dataclass(eq=False)
class H2:
    a: int


@dataclass(frozen=True, eq=False)
class H3:
    a: int


@dataclass
class H4:
    a: int

    def __hash__(self):
        return 42


print(H1.__hash__, H2.__hash__ is object.__hash__, H3.__hash__ is object.__hash__, hash(H4(1)))


def hash_clash():
    @dataclass(unsafe_hash=True)
    class X:
        a: int

        def __hash__(self):
            return 1


attempt(hash_clash)


def order_clash():
    @dataclass(order=True)
    class X:
        a: int

        def __lt__(self, other):
            return True


attempt(order_clash)


@dataclass(order=True)
class O:
    a: int
    b: str = ''


print(O(1) < O(2), O(1, 'a') <= O(1, 'a'), O(2) > O(1, 'z'), O(1) >= O(1))
attempt(lambda: O(1) < 3)
attempt(lambda: O(1) < H1(1))
print(O.__lt__.__qualname__)

# user methods are kept


@dataclass
class U:
    a: int

    def __repr__(self):
        return 'custom'

    def __eq__(self, other):
        return True


print(U(1), U(1) == 5, U.__hash__)

# mutable defaults and ClassVar/InitVar errors


def mut(v):
    def go():
        @dataclass
        class X:
            a: object = v
    return go


attempt(mut([]))
attempt(mut({}))
attempt(mut(set()))
attempt(mut(frozenset()))
attempt(mut(()))


class Unhashable:
    __hash__ = None


attempt(mut(Unhashable()))


def classvar_factory():
    @dataclass
    class X:
        a: ClassVar[list] = field(default_factory=list)


attempt(classvar_factory)


def classvar_kwonly():
    @dataclass
    class X:
        a: ClassVar[int] = field(default=1, kw_only=True)


attempt(classvar_kwonly)


def default_order():
    @dataclass
    class X:
        a: int = 1
        b: int


attempt(default_order)


def default_order_inherit():
    @dataclass
    class X(A):
        w: int


attempt(default_order_inherit)


def kw_default_order_ok():
    @dataclass
    class X:
        a: int = 1
        b: int = field(kw_only=True)
    return X(b=2)


attempt(kw_default_order_ok)

# field() repr and defaults
fl = field(default=3)
print(fl.default, fl.name, fl.type, fl.init, fl.repr, fl.hash, fl.compare, fl.kw_only is MISSING)
print(type(fl).__name__, type(fl.metadata).__name__ in ('mappingproxy', 'dict'))

# __post_init__ with no InitVars, init=False


@dataclass(init=False)
class NI:
    a: int = 1


print(NI(), NI.__init__ is object.__init__)


@dataclass
class PI:
    a: int
    b: int = field(init=False)

    def __post_init__(self):
        self.b = self.a * 2


print(PI(3), PI(3) == PI(3))

# String annotations


@dataclass
class SA:
    a: 'int'
    b: 'ClassVar[int]' = 3
    c: 'InitVar[int]' = 0


print([g.name for g in fields(SA)], sorted(SA.__dataclass_fields__), SA(1))

# descriptor default / __set_name__


class Desc:
    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        return 7 if obj is None else obj.__dict__.get('_' + self.name, 7)

    def __set__(self, obj, value):
        obj.__dict__['_' + self.name] = value


@dataclass
class WD:
    x: int = Desc()


print(WD(), WD(5), WD(5).x)

# match_args=False, repr of class with no fields, eq between subclass instances


@dataclass(match_args=False)
class NM:
    a: int


print(hasattr(NM, '__match_args__'))


@dataclass
class Sub(H1):
    pass


print(Sub(1) == H1(1), H1(1) == Sub(1), Sub(1) == Sub(1))
print(Item.__dataclass_params__.__class__.__name__, Item.__dataclass_params__.frozen)
