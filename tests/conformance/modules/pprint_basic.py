# pprint: layout of nested containers and long strings/bytes at various widths, indent, depth,
# compact, sort_dicts, underscore_numbers, recursion markers, dataclasses and the helpers.
import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field

data = {
    'name': 'widget',
    'tags': ['red', 'green', 'blue', 'a-much-longer-tag-name', 'another'],
    'dims': (10, 20, 30),
    'nested': {'z': [1, 2, {'deep': list(range(15))}], 'a': None, 'm': {1, 2, 3}},
    'flag': True,
    'ratio': 0.3333333333333333,
    'blob': b'\x00\x01binary-data' * 3,
}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, width=120)
pprint.pprint(data, indent=4, width=50)
pprint.pprint(data, depth=1)
pprint.pprint(data, depth=2, width=30)
pprint.pprint(data, sort_dicts=False, width=60)
pprint.pp(data, width=60)
print(pprint.pformat(list(range(40))))
print(pprint.pformat(list(range(40)), compact=True))
print(pprint.pformat(list(range(40)), compact=True, width=30, indent=3))
print(pprint.pformat([list(range(12)), ['x' * 20, 'y' * 20], (1,), ()], width=30, compact=True))
print(pprint.pformat((1,), width=1), pprint.pformat((list(range(30)),), width=20))
print(pprint.pformat(tuple(range(25)), width=20))
print(pprint.pformat(set(range(30)), width=20))
print(pprint.pformat(frozenset(range(30)), width=20))
print(pprint.pformat([set(), frozenset(), {}, [], (), '', b'']))
print(pprint.pformat(frozenset({'abc'})), pprint.pformat({3, 1, 2}))
text = 'The quick brown fox jumps over the lazy dog. ' * 6
print(pprint.pformat(text))
print(pprint.pformat(text, width=30))
print(pprint.pformat({'key': text, 'k2': ['short', text]}, width=50))
print(pprint.pformat('line one\nline two is here\n\nlast line without end' * 3, width=25))
print(pprint.pformat('x' * 100, width=30))
print(pprint.pformat(['a' * 30 + ' ' + 'b' * 30], width=40))
print(pprint.pformat(b'0123456789abcdef' * 6, width=30))
print(pprint.pformat(b'ab', width=1))
print(pprint.pformat(bytearray(b'0123456789abcdef' * 6), width=40))
print(pprint.pformat({'bytes': b'0123456789' * 8}, width=40))
print(pprint.pformat(10 ** 12, underscore_numbers=True), pprint.pformat([123456789, 1.5, True], underscore_numbers=True))
print(pprint.pformat({'big': 12345678901234567890, 'l': [10 ** 9] * 9}, underscore_numbers=True, width=40))
print(pprint.pformat({2: 'b', 1: 'a', 'x': 3, (1, 2): 4, None: 5}))
print(pprint.pformat({'b': 1, 'a': {'d': 2, 'c': 3}}, sort_dicts=False))
print(pprint.pformat([{'id': i, 'name': 'user%d' % i, 'score': i * 1.5} for i in range(4)]))
print(pprint.pformat({'matrix': [[i * j for j in range(8)] for i in range(8)]}, width=40))

r = [1, 2]
r.append(r)
d = {'self': None}
d['self'] = d
print(pprint.pformat(r).replace(hex(id(r)), 'ID').replace(str(id(r)), 'ID'))
print(pprint.pformat(d).replace(str(id(d)), 'ID'))
print(pprint.saferepr(r).replace(str(id(r)), 'ID'))
print(pprint.isrecursive(r), pprint.isreadable(r), pprint.isrecursive([1, [2]]), pprint.isreadable([1, {'a': (2,)}]))
print(pprint.isreadable(object()), pprint.isreadable(pprint), pprint.isreadable('x'), pprint.isreadable({1: 2.5}))
print(pprint.saferepr({'b': [1, 2], 'a': 'x' * 100}))
print(pprint.saferepr(12345678))

print(pprint.pformat(OrderedDict([('b', 1), ('a', list(range(20)))]), width=40))
print(pprint.pformat(OrderedDict()), pprint.pformat(OrderedDict(a=1)))
print(pprint.pformat(defaultdict(list, {'k': list(range(20)), 'j': [1]}), width=40))
print(pprint.pformat(Counter('abracadabra' * 3), width=30))
print(pprint.pformat(deque(range(25)), width=30))
print(pprint.pformat(deque(range(25), maxlen=30), width=30))
print(pprint.pformat([deque([1]), Counter(), defaultdict(int)]))


@dataclass
class Point:
    x: int
    y: int
    label: str = 'origin'
    hidden: list = field(default_factory=list, repr=False)


@dataclass
class Shape:
    name: str
    points: list
    meta: dict


pts = [Point(i, i * i, 'p%d' % i) for i in range(4)]
print(pprint.pformat(Point(1, 2)))
print(pprint.pformat(Shape('poly', pts, {'color': 'red', 'closed': True}), width=60))
print(pprint.pformat({'shape': Shape('s', pts[:2], {})}, width=40))
print(pprint.pformat(Shape('s', [], {}), depth=1))


class Custom:
    def __repr__(self):
        return 'Custom(' + 'x' * 90 + ')'


print(pprint.pformat([Custom(), Custom()]))

pp = pprint.PrettyPrinter(indent=2, width=30, depth=3, compact=True)
print(pp.pformat({'a': [1, [2, [3, [4, [5]]]]], 'b': list(range(20))}))
pp.pprint(['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'])
print(pp.isreadable([1]), pp.isrecursive([1]))
print(pp.format({'x': 1}, {}, 0, 0))
for kw in [{'indent': -1}, {'depth': 0}, {'width': 0}, {'depth': -2}]:
    try:
        pprint.PrettyPrinter(**kw)
    except ValueError as e:
        print('ValueError', e)
pprint.pprint('hello')
pprint.pprint(42)
pprint.pprint([])
