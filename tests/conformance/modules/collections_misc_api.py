from collections import OrderedDict, defaultdict, deque, ChainMap, UserDict, UserList, UserString

def attempt(f):
    try:
        r = f()
        print('ok', r)
    except Exception as e:
        print(type(e).__name__, e)

od = OrderedDict([('a', 1), ('b', 2), ('c', 3)])
print(od, OrderedDict(), OrderedDict(x=1))
od.move_to_end('a')
print(list(od))
od.move_to_end('a', last=False)
print(list(od), od.popitem(), od.popitem(last=False), od)
attempt(lambda: od.move_to_end('zz'))
attempt(lambda: OrderedDict().popitem())
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1))
print(list(reversed(OrderedDict(a=1, b=2, c=3))), OrderedDict.fromkeys('xy', 0))
o2 = OrderedDict(a=1)
o2.setdefault('b', 5)
o2.update(c=3)
print(o2, o2 | {'d': 4}, type(o2 | {'d': 4}).__name__, o2.copy(), o2.pop('a'), o2)
attempt(lambda: OrderedDict.__hash__)

dd = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    dd[k].append(v)
print(dd, dd['zz'], len(dd), dd.default_factory)
print(defaultdict(int, {'x': 1}), defaultdict(None, a=1), defaultdict())
attempt(lambda: defaultdict(None)['q'])
attempt(lambda: defaultdict(5))
d3 = defaultdict(lambda: 'dflt')
print(d3['a'], d3.get('b'), 'b' in d3, dict(d3))
print(type(dd.copy()).__name__, dd.copy() == dd, (dd | {'c': [9]})['c'])
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 2
print(nested['x']['y'], dict(nested['x']))

q = deque([1, 2, 3], maxlen=4)
q.append(4); q.append(5)
print(q, q.maxlen, len(q), q[0], q[-1])
q.appendleft(0)
print(q)
q.rotate(1); print(q)
q.rotate(-2); print(q)
q.extendleft([7, 8]); print(q)
print(q.popleft(), q.pop(), q, q.count(1), q.index(1) if 1 in q else None)
attempt(lambda: deque().pop())
attempt(lambda: deque().popleft())
attempt(lambda: deque([1]).remove(5))
attempt(lambda: deque([1], maxlen=1).insert(0, 2))
attempt(lambda: deque(maxlen=-1))
attempt(lambda: deque([1])[5])
print(deque('abc') == deque('abc'), deque([1, 2]) < deque([1, 3]), deque() == [], list(reversed(deque('xyz'))))
d4 = deque(range(5))
d4[1] = 'one'; del d4[0]
print(d4, d4 + deque([9]), d4 * 2, 'one' in d4)
d4.clear(); print(d4, bool(d4), deque([], maxlen=0))

cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
print(cm, cm['a'], cm['b'], len(cm), sorted(cm), cm.get('z', 0), 'b' in cm)
cm['c'] = 4
print(cm.maps, cm.parents, cm.new_child({'a': 0})['a'], dict(cm))
attempt(lambda: cm['nope'])
attempt(lambda: cm.pop('b'))
attempt(lambda: ChainMap({}).popitem())
del cm['c']
print(cm, list(cm.keys()), list(cm.values()), list(cm.items()))

ud = UserDict({'a': 1}, b=2)
ud['c'] = 3
print(ud, len(ud), ud['a'], 'b' in ud, ud.get('z'), sorted(ud.keys()), ud.data)
attempt(lambda: ud['missing'])
class DefaultUD(UserDict):
    def __missing__(self, key):
        return key * 2
print(DefaultUD()['ab'], ud == {'a': 1, 'b': 2, 'c': 3}, ud.pop('a'), ud)

ul = UserList([3, 1, 2])
ul.append(0); ul.sort()
print(ul, ul[1:], type(ul[1:]).__name__, len(ul), ul + [9], [9] + ul, ul * 2, ul.data)
print(ul == [0, 1, 2, 3], ul < [5], 2 in ul, ul.index(2), ul.count(1), ul.pop(), ul)
ul.extend(UserList([7])); ul.insert(0, -1); ul.reverse(); ul.remove(1)
print(ul, ul.copy(), type(ul.copy()).__name__)

us = UserString('Hello')
print(us, repr(us), len(us), us[1:3], us.upper(), us + '!', 'ell' in us, us == 'Hello')
print(us.split('l'), us.startswith('He'), us.find('l'), us * 2 if hasattr(us, '__mul__') else '', str(us) + 'x')
print(type(us.lower()).__name__, type(us[0]).__name__, sorted([UserString('b'), UserString('a')]) if hasattr(UserString, '__lt__') else '')
