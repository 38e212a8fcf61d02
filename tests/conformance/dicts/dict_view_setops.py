# dict_keys and dict_items as sets: operators with any iterable on either side, comparisons, isdisjoint.
d = {1: 2, 3: 4}
print(d.keys() | [5], d.keys() & {1}, d.keys() - [1], [1, 7] & d.keys(), (3, 8) - d.keys())
print(d.items() | {(9, 9)}, d.items() & [(1, 2)], [(3, 4), (5, 6)] ^ d.items(), d.keys() | d.items())
print(frozenset({1}) | d.keys(), type(frozenset({1}) | d.keys()).__name__, type(frozenset({1}) | {2}).__name__)
print(d.keys() == {1, 3}, d.keys() != {1}, {1, 3} == d.keys(), d.items() == {(1, 2), (3, 4)}, d.values() == d.values())
print(d.keys() < {1, 3, 5}, d.keys() <= {1, 3}, d.keys() > {1}, d.keys().isdisjoint([7]), d.items().isdisjoint([(1, 2)]))
v = d.values()
print(v == v, d.keys() == [1, 3], repr(d.keys()), repr(d.items()), repr(v))
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
show(lambda: hash(d.keys()))
show(lambda: hash(d.items()))
show(lambda: d.keys() | 1)
show(lambda: 1 & d.keys())
show(lambda: d.values() | [1])
show(lambda: {[1]: 2})
show(lambda: d.keys() | [[1]])
