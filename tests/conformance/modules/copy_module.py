import copy

a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a)
c = copy.deepcopy(a)
a[1].append(99)
a[2]['k'].append(5)
print(b, c, b[1] is a[1], c[1] is a[1])
cyc = [1]
cyc.append(cyc)
d = copy.deepcopy(cyc)
print(d[1] is d, d[1] is not cyc, d[0])
class Node:
    def __init__(self, v):
        self.v = v
        self.kids = []
n = Node(1)
n.kids.append(Node(2))
n.kids[0].parent = n
m = copy.deepcopy(n)
print(m.v, m.kids[0].v, m.kids[0].parent is m, m is not n, type(m).__name__)
s = copy.copy(n)
print(s.kids is n.kids, s.v)
class Custom:
    def __init__(self, x):
        self.x = x
    def __copy__(self):
        print('copy hook')
        return Custom(self.x + 1)
    def __deepcopy__(self, memo):
        print('deepcopy hook', type(memo).__name__)
        return Custom(self.x + 100)
print(copy.copy(Custom(1)).x, copy.deepcopy([Custom(1)])[0].x)
t = (1, [2])
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, 2)) == (1, 2))
shared = [0]
both = [shared, shared]
dc = copy.deepcopy(both)
print(dc[0] is dc[1], dc[0] is not shared)
print(copy.deepcopy({'a': {1, 2}, 'b': frozenset([3])}), copy.copy({1, 2}), copy.deepcopy('s'))
class L(list):
    pass
l = L([1, [2]])
l.tag = 'x'
l2 = copy.deepcopy(l)
print(type(l2).__name__, l2, l2.tag, l2[1] is not l[1])
f = len
print(copy.deepcopy(f) is f, copy.copy(Node) is Node)

# Classes that define __reduce__ (not __reduce_ex__) are copied through it, with no argument.
import datetime
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __reduce__(self):
        return (Point, (self.x, self.y))
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
class Versioned:
    def __init__(self, v):
        self.v = v
    def __reduce_ex__(self, protocol):
        return (Versioned, (self.v + protocol,))
print(copy.deepcopy([Point(1, 2)]), copy.copy(Point(3, 4)), copy.deepcopy(Versioned(1)).v)
moment = datetime.datetime(2024, 3, 1, 10, 15, tzinfo=datetime.timezone.utc)
print(copy.deepcopy({"when": moment, "day": moment.date(), "gap": datetime.timedelta(hours=5)}))
