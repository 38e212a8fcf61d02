# Builtins that consume generators and Python iterators: results and errors as CPython's.
class Count:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i

def gen(n):
    for i in range(n):
        yield i

print(sum(v for v in range(10)), sum((v for v in range(10)), 100), sum(gen(5), start=0.5))
print(sum(x * 0.1 for x in range(10)), sum(Count(4)), sum(([v] for v in range(3)), []))
print(any(v > 3 for v in range(5)), any(gen(0)), all(v < 3 for v in range(5)), all(gen(0)), any(Count(2)))
print(",".join(str(v) for v in range(5)), "-".join(c for c in "abc"), "".join(gen(0) if False else []))
print(tuple(v * 2 for v in range(4)), sorted(set(v % 3 for v in range(10))), frozenset(gen(3)))
print(dict((v, str(v)) for v in range(3)), dict(gen(0)), tuple(Count(3)), set(Count(2)))
print(list(v for v in gen(3)), max(gen(4)), min(Count(3)))

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: sum(x for x in ["a", "b"]))
show(lambda: sum((x for x in [1, 2]), "s"))
show(lambda: ",".join(v for v in range(3)))
show(lambda: dict(v for v in range(3)))
show(lambda: dict((v,) for v in range(3)))
show(lambda: set([v] for v in range(3)))
show(lambda: any(1 / v for v in [1, 0]))
show(lambda: all(1 / v for v in [1, 0]))
show(lambda: sum(1 / v for v in [1, 0]))

# A generator left half-consumed by any() goes on where it stopped.
g = (v for v in range(10))
print(any(v == 3 for v in g), next(g), all(v < 100 for v in g))
print(sum(v for v in range(3000)) == sum(range(3000)))
a, b = [1], [1]
print(max(x for x in [a, b]) is a, min(x for x in [a, b]) is a, max((x for x in []), default="d"))
show(lambda: max(x for x in []))
show(lambda: min(x for x in [1, "a"]))
