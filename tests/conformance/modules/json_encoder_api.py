# JSONEncoder as an object: attributes, default as argument / attribute / override, encode and
# iterencode overrides, iterencode's chunks, int/float/str subclasses, circular checks through
# default, cls= keyword passing, key coercion on the Python path.
import json
from enum import Enum, IntEnum


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)


e = json.JSONEncoder()
print(e.skipkeys, e.ensure_ascii, e.check_circular, e.allow_nan, e.sort_keys, e.indent)
print(repr(e.item_separator), repr(e.key_separator), 'default' in vars(e))
e = json.JSONEncoder(indent=4, separators=(';', '='), skipkeys=True, default=repr)
print(e.indent, repr(e.item_separator), repr(e.key_separator), e.skipkeys, e.default is repr)
print(repr(json.JSONEncoder(indent='\t').item_separator), repr(json.JSONEncoder(indent=0).item_separator))
show(lambda: json.JSONEncoder(1))
show(lambda: json.JSONEncoder(foo=1))
show(lambda: json.JSONEncoder().default(object()))
show(lambda: json.JSONEncoder().default(3))


class Color(IntEnum):
    RED = 1
    GREEN = 2


class Mood(Enum):
    HAPPY = 'h'


class MyInt(int):
    def __repr__(self):
        return 'MyInt!'


class MyFloat(float):
    def __repr__(self):
        return 'MyFloat!'


class MyStr(str):
    pass


class Obj:
    def __init__(self, v):
        self.v = v


def conv(o):
    if isinstance(o, Obj):
        return {'obj': o.v}
    if isinstance(o, Enum):
        return o.name
    raise TypeError('nope: ' + type(o).__name__)


vals = [Color.RED, MyInt(5), MyFloat(2.5), MyStr('s'), {Color.GREEN: 1, MyInt(7): 2, MyFloat(0.5): 3}]
print(json.dumps(vals))
print(json.dumps(vals + [Obj(1)], default=conv))
print(json.dumps(vals + [Obj(1)], default=conv, indent=1))
print(json.dumps({Color.RED: Obj([Mood.HAPPY])}, default=conv, sort_keys=True))
show(lambda: json.dumps(Mood.HAPPY))
print(json.dumps(Mood.HAPPY, default=conv))


class ByAttr(json.JSONEncoder):
    pass


enc = ByAttr()
enc.default = lambda o: 'attr-' + type(o).__name__
print(enc.encode([Obj(1), 2]))


class Sub(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


print(json.dumps({'s': {3, 1}}, cls=Sub))
print(json.dumps({'s': {3, 1}}, cls=Sub, default=lambda o: 'given'))
show(lambda: json.dumps({'s': frozenset()}, cls=Sub))


class Wrap(json.JSONEncoder):
    def encode(self, o):
        return '<' + super().encode(o) + '>'


print(json.dumps([1, 'x'], cls=Wrap), json.dumps('x', cls=Wrap))


class Chunks(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        for chunk in super().iterencode(o, _one_shot):
            yield chunk.upper()


print(json.dumps({'a': 'b'}, cls=Chunks), json.dumps('str', cls=Chunks), Chunks().encode([True]))


class Spy(json.JSONEncoder):
    def __init__(self, **kw):
        print('Spy got', sorted(kw.items(), key=lambda kv: kv[0]))
        super().__init__(**kw)


print(json.dumps([1], cls=Spy))
print(json.dumps({'b': 1, 'a': 2}, cls=Spy, sort_keys=True, separators=(',', ':')))

# iterencode's chunks (observable when iterating).
E = json.JSONEncoder
print(list(E().iterencode({'a': [1, 2], 'b': {'c': None}, 'd': 'x', 'e': [], 'f': {}})))
print(list(E().iterencode([1, 'a', [2, [3]], {'k': 1}, 2.5, True, [], {}])))
print(list(E(indent=2).iterencode([1, 'a', [2, [3]], {'k': 1}, 2.5, True, [], {}])))
print(list(E(indent=2).iterencode({'a': [1, 2], 'b': {'c': None}})))
print(list(E().iterencode('s')), list(E().iterencode(1)), list(E().iterencode(None)))
print(list(E(default=lambda o: [1, {'z': 2}]).iterencode([Obj(0), 3])))
print(list(E(default=lambda o: 'P').iterencode({'q': Obj(0), 'r': [Obj(0)]})))
print(list(E(default=lambda o: 'P').iterencode(Obj(0))))
print(list(E().iterencode({1: 2, 2.5: 3, True: 4, None: 5, False: 6})))
print(list(E().iterencode({'a': 1}, _one_shot=True)))
show(lambda: list(E(sort_keys=True, skipkeys=True).iterencode({'b': 1, 'a': [], (1,): 2})))
print(list(E(skipkeys=True).iterencode({'b': 1, (1,): 2, 'a': []})))
print(type(E().iterencode([1])).__name__)
g = E().iterencode([1, Obj(0), 3])
print(next(g), next(g))
show(lambda: next(g))
g = E(allow_nan=False).iterencode([1, float('nan')])
print(next(g))
show(lambda: next(g))

# Circularity and check_circular through default.
loop = Obj(None)
show(lambda: json.dumps(loop, default=lambda o: {'again': o}))
show(lambda: json.dumps(loop, default=lambda o: {'again': o}, indent=1))
same = Obj(1)
print(json.dumps([same, same, [same]], default=lambda o: o.v))
lst = [1]
lst.append(lst)
show(lambda: json.dumps(lst, default=str))
show(lambda: list(E().iterencode(lst)))
dct = {}
dct['me'] = [dct]
show(lambda: json.dumps(dct, default=str))
show(lambda: json.dumps(dct, default=str, check_circular=False))
counter = [0]


def grow(o):
    counter[0] += 1
    if counter[0] > 30:
        return 'stop'
    return [o]


print(json.dumps(Obj(0), default=grow, check_circular=False).count('['), counter[0])

# Python path: keys, NaN, errors in the middle.
show(lambda: json.dumps({(1,): 1, 'k': Obj(1)}, default=conv))
print(json.dumps({(1,): 1, 'k': Obj(1)}, default=conv, skipkeys=True))
print(json.dumps({None: Obj(2), 1.5: True, False: [Obj(3)]}, default=conv))
show(lambda: json.dumps({float('nan'): Obj(1)}, default=conv, allow_nan=False))
show(lambda: json.dumps([float('inf'), Obj(1)], default=conv, allow_nan=False))
show(lambda: json.dumps([Obj(1), float('-inf')], default=conv, allow_nan=False, indent=2))
print(json.dumps([float('nan'), float('inf'), -0.0, Obj(1)], default=conv))
show(lambda: json.dumps({'b': Obj(1), 2: 0}, default=conv, sort_keys=True))
print(json.dumps({'b': Obj(1), 'a': {'d': 1, 'c': Obj(2)}}, default=conv, sort_keys=True, indent='..'))
print(json.dumps(['é', Obj('ü')], default=conv), json.dumps(['é', Obj('ü')], default=conv, ensure_ascii=False))
print(json.dumps((1, (2, Obj(3))), default=conv, separators=(',', ':')))
show(lambda: json.dumps([Obj(1), object()], default=conv))
show(lambda: json.dumps(object(), default=None))
print(json.dumps([], default=conv), json.dumps({}, default=conv, indent=3), json.dumps([[], {}], default=conv, indent=3))
