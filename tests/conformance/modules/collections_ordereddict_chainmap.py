from collections import OrderedDict, ChainMap

od = OrderedDict()
od['b'] = 1
od['a'] = 2
od['c'] = 3
print(od, list(od), isinstance(od, dict))
od.move_to_end('b')
print(od)
od.move_to_end('c', last=False)
print(od)
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(), OrderedDict(x=1) == OrderedDict(x=1))
print(OrderedDict([('a', 1), ('b', 2)]) == OrderedDict([('b', 2), ('a', 1)]))
print(OrderedDict([('a', 1), ('b', 2)]) == {'b': 2, 'a': 1})
try:
    OrderedDict().popitem()
except KeyError as e:
    print('KeyError', e)
try:
    od.move_to_end('zz')
except KeyError as e:
    print('KeyError', e)
print(list(reversed(OrderedDict(a=1, b=2))), OrderedDict(a=1).copy())

base = {'a': 1, 'b': 2}
over = {'b': 20, 'c': 30}
cm = ChainMap(over, base)
print(cm['a'], cm['b'], cm['c'], len(cm), sorted(cm), 'a' in cm)
print(cm)
cm['d'] = 4
print(over, cm.get('zz', 'dflt'))
child = cm.new_child()
child['a'] = 100
print(child['a'], cm['a'], child.parents)
print(dict(cm))
try:
    cm['nope']
except KeyError as e:
    print('KeyError', e)
del cm['d']
print(cm.maps)
