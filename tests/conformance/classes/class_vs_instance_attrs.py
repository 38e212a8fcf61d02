class Counter:
    total = 0
    shared = []
    def __init__(self, name):
        self.name = name
        Counter.total += 1
        self.own = []
a = Counter("a")
b = Counter("b")
print(Counter.total, a.total, b.total)
a.total = 99
print(Counter.total, a.total, b.total)
a.shared.append("from a")
print(b.shared, Counter.shared)
a.own.append(1)
print(a.own, b.own)
Counter.total = 0
print(a.total, b.total)
del a.total
print(a.total)
print(hasattr(a, "name"), hasattr(a, "nope"), getattr(b, "name"), getattr(b, "nope", "dflt"))
setattr(b, "dynamic", 5)
print(b.dynamic)
