class Stack(list):
    def push(self, item):
        self.append(item)

    def peek(self):
        return self[-1] if self else None

    @property
    def size(self):
        return len(self)


s = Stack()
s.push(1)
s.push(2)
s.extend([3, 4])
print(s, s.peek(), s.size, s.pop(), s, len(s), bool(s), bool(Stack()))
print(type(s).__name__, isinstance(s, list), s == [1, 2, 3], s + [9], sorted(s, reverse=True))
print(s[0], s[-1], s[1:], 2 in s, 7 in s, list(reversed(s)), sum(s))
s.label = "mine"
print(s.label, s.__class__.__name__)


class History(list):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def append(self, item):
        super().append(item)
        if len(self) > self.limit:
            del self[0]


h = History(3)
for i in range(6):
    h.append(i)
print(h, h.limit, len(h))


class Vector(list):
    def __add__(self, other):
        return Vector(a + b for a, b in zip(self, other))

    def __repr__(self):
        return "Vector(" + ", ".join(str(x) for x in self) + ")"


v = Vector([1, 2, 3]) + Vector([10, 20, 30])
print(v, str(v), type(v).__name__, v[1])


class Sorted(list):
    def __init__(self, items=()):
        super().__init__(sorted(items))

    def add(self, x):
        self.append(x)
        self.sort()

    def __iter__(self):
        return iter(list.__iter__(self))


sl = Sorted([5, 1, 4])
sl.add(3)
print(sl, [x * 2 for x in sl], max(sl), min(sl), sl.index(4), sl.count(1))
a, b, *rest = sl
print(a, b, rest)


class Tags(set):
    def add_all(self, *tags):
        for t in tags:
            self.add(t.lower())


t = Tags()
t.add_all("A", "b", "a")
print(sorted(t), len(t), "a" in t, isinstance(t, set), type(t).__name__)
