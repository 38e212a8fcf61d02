import itertools
from itertools import count, cycle, repeat, islice

print(list(islice(count(), 5)), list(islice(count(10, 2), 3)), list(islice(count(1.5, 0.5), 3)))
print(count(), count(5), count(5, 2), count(1.5))
c = count(3)
next(c)
print(c, next(c))
print(list(islice(cycle('abc'), 7)), list(cycle([])))
print(list(repeat('x', 3)), list(repeat(1, 0)), list(repeat(1, -2)), repeat('a'), repeat('a', 2))
r = repeat(7, 2)
print(next(r), r)
print(list(zip(range(3), repeat(0))))
print(list(map(pow, range(4), repeat(2))))
for bad in (lambda: count('a'), lambda: cycle(5), lambda: repeat()):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)
print(sum(islice(count(), 100000)))
