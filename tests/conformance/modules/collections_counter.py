from collections import Counter

words = "the quick brown fox jumps over the lazy dog the fox".split()
c = Counter(words)
print(c)
print(c.most_common(3))
print(c.most_common())
print(c['the'], c['missing'], 'missing' in c)
print(c.total(), len(c))
print(sorted(Counter('abracadabra').elements()))
print(list(Counter(a=2, b=0, c=-1, d=1).elements()))
c2 = Counter('aabbbc')
c2.update('abd')
print(c2)
c2.update({'a': 5})
print(c2)
c2.subtract('aaaz')
print(c2)
c2.subtract({'b': 10})
print(c2)
a = Counter(a=3, b=1)
b = Counter(a=1, b=2)
print(a + b, a - b, a | b, a & b)
print(+Counter(a=2, b=-1), -Counter(a=2, b=-1))
x = Counter(a=1)
x += Counter(a=2, b=-1)
print(x)
x -= Counter(a=5)
print(x)
print(Counter() == Counter(), Counter(a=1) == Counter(a=1, b=0), Counter(a=1) < Counter(a=2))
print(Counter(), repr(Counter('ab')))
print(isinstance(c, dict), type(c).__name__)
del c['the']
del c['nope']
print(c)
print(Counter('zyx').most_common(2))
try:
    Counter.fromkeys('abc')
except NotImplementedError as e:
    print('NotImplementedError:', e)
try:
    Counter(a=1) + 1
except TypeError as e:
    print('TypeError:', e)
class MyCounter(Counter):
    pass
print(MyCounter('aab'), MyCounter('ab').copy())
print(Counter({'x': 2, 'y': 5}))
print(Counter(x=1, y=2), dict(Counter('hello')))
c3 = Counter(range(5))
print(c3, c3.most_common(0), c3.most_common(-1))
