from collections import deque

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1])
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.reverse()
print(d, d.count(7), d.index(7), 2 in d, 99 in d)
d.remove(7)
d.insert(1, 'x')
print(d)
d[0] = 'first'
del d[1]
print(d, list(reversed(d)))
m = deque(range(5), maxlen=3)
print(m, m.maxlen)
m.append(10)
m.appendleft(-10)
print(m)
m.extend(range(20, 25))
print(m)
print(deque(), deque(maxlen=2), deque('abc'))
for bad in (lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[5],
            lambda: deque([1]).remove(9), lambda: deque([1]).index(9),
            lambda: deque([1], maxlen=1).insert(0, 2), lambda: deque(maxlen=-1),
            lambda: deque([1]) + [2], lambda: deque([1])['a']):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
q = deque()
for i in range(1000):
    q.append(i)
total = 0
while q:
    total += q.popleft()
print(total, q, bool(q))
for i in range(100):
    q.appendleft(i)
print(len(q), q[0], q[-1], q[50])
print(deque([1, 2]) == deque([1, 2]), deque([1]) < deque([2]), deque([1, 2]) + deque([3]))
print(deque([1, 2]) * 2, q.copy() == q)
q.clear()
print(q)
e = deque([1, 2, 3], maxlen=5)
e += [4, 5, 6]
print(e)
