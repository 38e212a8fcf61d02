from collections import defaultdict

d = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    d[k].append(v)
print(d)
print(d['zz'], len(d), 'q' in d, d.get('nope'))
print(repr(defaultdict(int)), defaultdict(None), defaultdict(set, {'x': {1}}))
counts = defaultdict(int)
for ch in 'mississippi':
    counts[ch] += 1
print(counts, dict(counts))
print(isinstance(d, dict), type(d).__name__, d.default_factory)
nd = defaultdict(None)
try:
    nd['x']
except KeyError as e:
    print('KeyError', e)
try:
    defaultdict(1)
except TypeError as e:
    print('TypeError:', e)
c = counts.copy()
print(type(c).__name__, c == counts, c is counts)
tree = lambda: defaultdict(tree)
t = tree()
t['a']['b']['c'] = 1
print(dict(t['a']['b']), type(t['a']).__name__)
d2 = defaultdict(list, a=[1])
print(d2, defaultdict(int, [('x', 1)]))
print(d2 | {'b': [2]})
d2.default_factory = dict
print(d2['new'])
def factory():
    return 'made'
print(defaultdict(factory)['k'])
class Sub(defaultdict):
    pass
print(Sub(int, a=1))
print(d.setdefault('a', []), d.pop('b'), sorted(d))
