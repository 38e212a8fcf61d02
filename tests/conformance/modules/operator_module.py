import operator
from operator import itemgetter, attrgetter, methodcaller

print(operator.add(1, 2), operator.sub(5, 3), operator.mul(3, 4), operator.truediv(7, 2), operator.floordiv(7, 2))
print(operator.mod(7, 3), operator.pow(2, 10), operator.neg(5), operator.pos(-5), operator.abs(-3), operator.inv(5), operator.invert(0))
print(operator.lshift(1, 4), operator.rshift(32, 2), operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq(1, 1), operator.ne(1, 2), operator.ge(1, 2), operator.gt(3, 2))
print(operator.not_(0), operator.truth([]), operator.is_(None, None), operator.is_not(1, None))
print(operator.concat([1], [2]), operator.contains([1, 2], 2), operator.countOf([1, 1, 2], 1), operator.indexOf('abc', 'c'))
class Hint:
    def __length_hint__(self):
        return 4
print(operator.getitem([1, 2, 3], 1), operator.index(7), operator.length_hint([1, 2]), operator.length_hint(Hint(), 5), operator.length_hint(object(), 5))
d = {'a': 1}
operator.setitem(d, 'b', 2)
operator.delitem(d, 'a')
print(d, operator.call(max, 1, 5))
l = [1]
print(operator.iadd(l, [2]), l, operator.iadd(1, 2), operator.imul('ab', 2), operator.ior({1}, {2}))
try:
    operator.indexOf([1], 5)
except ValueError as e:
    print('ValueError:', e)
try:
    operator.concat(1, 2)
except TypeError as e:
    print('TypeError:', e)
try:
    operator.index(1.5)
except TypeError as e:
    print('TypeError:', e)

rows = [('b', 2, 'x'), ('a', 3, 'y'), ('c', 1, 'z')]
print(sorted(rows, key=itemgetter(1)), itemgetter(0, 2)(rows[0]), itemgetter(slice(1, None))('abc'))
print(itemgetter('k')({'k': 9}), itemgetter(1), itemgetter(1, 'a'))

class P:
    def __init__(self, name, child=None):
        self.name = name
        self.child = child
    def greet(self, greeting, punct='!'):
        return f'{greeting}, {self.name}{punct}'
p = P('root', P('leaf'))
print(attrgetter('name')(p), attrgetter('child.name')(p), attrgetter('name', 'child.name')(p))
print(attrgetter('name'), attrgetter('a', 'b.c'))
print(methodcaller('greet', 'Hi')(p), methodcaller('greet', 'Yo', punct='?')(p), methodcaller('upper')('abc'))
print(methodcaller('greet', 'Hi', punct='.'))
print(list(map(itemgetter(0), rows)), sorted([P('z'), P('m')], key=attrgetter('name'))[0].name)
try:
    attrgetter(1)
except TypeError as e:
    print('TypeError:', e)
try:
    attrgetter('missing')(p)
except AttributeError as e:
    print('AttributeError:', e)
