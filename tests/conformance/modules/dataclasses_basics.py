from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, InitVar, FrozenInstanceError, KW_ONLY
import dataclasses

@dataclass
class Point:
    x: int
    y: int = 0

p = Point(1, 2)
print(p, Point(3), Point(x=4, y=5), p == Point(1, 2), p != Point(2, 2), Point.__hash__)
print(Point.__doc__, Point.__match_args__, [f.name for f in fields(p)], is_dataclass(p), is_dataclass(Point), is_dataclass(1))
for args, kwargs in [((), {}), ((1, 2, 3), {}), ((1,), {'z': 1}), ((1,), {'x': 1})]:
    try:
        Point(*args, **kwargs)
    except TypeError as e:
        print('TypeError:', e)

@dataclass
class Inventory:
    name: str
    tags: list = field(default_factory=list)
    count: int = field(default=0, repr=False)
    secret: str = field(default='s', compare=False)
    def __post_init__(self):
        self.name = self.name.title()

a = Inventory('widget')
b = Inventory('widget')
a.tags.append('x')
print(a, b, a == b, b.tags, Inventory('w', ['t'], 3) == Inventory('w', ['t'], 3, 'other'))
print(asdict(a), astuple(a), replace(a, count=9))

@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
v = Version(1, 2)
print(v, hash(v) == hash(Version(1, 2)), Version(1, 2) < Version(1, 3), sorted([Version(2), Version(1, 5), Version(1)]))
try:
    v.major = 3
except FrozenInstanceError as e:
    print('FrozenInstanceError:', e, isinstance(e, AttributeError))
try:
    del v.minor
except FrozenInstanceError as e:
    print('FrozenInstanceError:', e)
print({v: 'ok'}[Version(1, 2)])

@dataclass(kw_only=True)
class Config:
    host: str
    port: int = 80
print(Config(host='h'), Config.__doc__)
try:
    Config('h')
except TypeError as e:
    print('TypeError:', e)
try:
    Config()
except TypeError as e:
    print('TypeError:', e)

@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int
print(Mixed(1, c=3), Mixed.__match_args__)

@dataclass
class WithInit:
    x: int
    scale: InitVar[int] = 1
    total: int = field(init=False)
    def __post_init__(self, scale):
        self.total = self.x * scale
w = WithInit(3, 10)
print(w, fields(w)[-1].name, len(fields(w)))

@dataclass
class Base:
    a: int
    b: str = 'b'
@dataclass
class Child(Base):
    c: float = 1.0
print(Child(1), Child(1, 'x', 2.5), [f.name for f in fields(Child)])

@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1), hash(Ident(1)) is not None)

@dataclass(unsafe_hash=True)
class Hashy:
    v: int
    w: list = field(default_factory=list, hash=False)
print(hash(Hashy(1)) == hash(Hashy(1, [2])))

@dataclass(repr=False)
class NoRepr:
    v: int
print(repr(NoRepr(1)).startswith('<'))

@dataclass
class Tree:
    value: int
    children: list = field(default_factory=list)
t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(t)
print(asdict(t))

for src in ['mutable', 'order', 'nodefault', 'nofield', 'frozen_inherit', 'both']:
    try:
        if src == 'mutable':
            @dataclass
            class Bad:
                items: list = []
        elif src == 'order':
            @dataclass(order=True, eq=False)
            class Bad:
                x: int
        elif src == 'nodefault':
            @dataclass
            class Bad:
                x: int = 0
                y: int
        elif src == 'nofield':
            @dataclass
            class Bad:
                x = field(default=1)
        elif src == 'frozen_inherit':
            @dataclass
            class Bad(Version):
                z: int = 0
        elif src == 'both':
            field(default=1, default_factory=list)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
try:
    fields(1)
except TypeError as e:
    print('TypeError:', e)
try:
    asdict(Point)
except TypeError as e:
    print('TypeError:', e)
try:
    replace(w, total=1)
except ValueError as e:
    print('ValueError:', e)
match p:
    case Point(1, y):
        print('matched y =', y)
@dataclass
class Empty:
    pass
print(Empty(), Empty() == Empty())
@dataclass(slots=True)
class Slotted:
    a: int
    b: int = 2
print(Slotted(1), Slotted.__slots__)
