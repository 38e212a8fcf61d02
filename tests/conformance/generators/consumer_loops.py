# Loops that drain a generator with a tiny body (sum, any, all, and the same loops written out):
# the interpreter may do the body inside the generator's yield; nothing observable may change.
def gen(items, label=None):
    try:
        for x in items:
            yield x
    finally:
        if label:
            print("closed", label)


print(sum(gen([1, 2, 3])), sum(gen([1.5, 2, 3])), sum(gen([1, 2.5])), sum(gen([]), 7))
print(sum(gen([2 ** 46, 2 ** 46, 2 ** 46, -2 ** 47])), sum(gen([2 ** 70, 1, -2 ** 70])))
print(sum(gen([True, True, 2])), sum(gen([1, True])), sum(gen([0.1] * 10)), sum(gen([1e308, 1e308, -1e308])))
print(sum(gen([float("nan"), 1])), sum(gen([-0.0, -0.0]), -0.0), sum(gen([3, -0.0])))


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __radd__(self, other):
        print("radd", other)
        return Money(other + self.cents) if isinstance(other, int) else NotImplemented

    def __add__(self, other):
        print("add", other.cents if isinstance(other, Money) else other)
        c = other.cents if isinstance(other, Money) else other
        return Money(self.cents + c)


m = sum(gen([1, 2, Money(5), 4, Money(1), 3]))
print(m.cents)

try:
    sum(gen([1, 2, "x", 4]))
except TypeError as e:
    print("TypeError", e)

try:
    print(sum(gen(["a", "b"]), ""))
except TypeError as e:
    print("TypeError", e)


def written_out(it):
    total = 0
    for v in it:
        total = total + v
    return total, v


def written_inplace(it, total=0.0):
    for v in it:
        total += v
    return total, v


print(written_out(gen(range(10))), written_inplace(gen(range(5))), written_inplace(gen([2 ** 47, 2 ** 47])))
print(written_out(x * x for x in range(100)))


class Loud:
    def __init__(self, truth):
        self.truth = truth

    def __bool__(self):
        print("bool", self.truth)
        return self.truth


print(any(gen([0, 0.0, None, False, -0.0, Loud(False), 0, Loud(True), 1])))
print(all(gen([1, 2.5, True, float("nan"), Loud(True), 3, Loud(False), 0])))
print(any(gen([0, 0.0, None, False])), all(gen([1, -1.5, True, float("inf")])), any(gen([])), all(gen([])))
print(any(gen([0, "", 0, [], 0, "x"])), all(gen([1, "x", 2, [0], 3, ()])))


def first_truthy(it):
    for v in it:
        if v:
            return v
    return None


def first_falsy(it):
    for v in it:
        if not v:
            return v
    return "none"


print(first_truthy(gen([0, 0, 0.0, 2, 3])), first_falsy(gen([1, 2, 0.0, 3])), first_falsy(gen([1, 2])))


def failing():
    yield 1
    yield 2
    raise ValueError("boom")


try:
    sum(failing())
except ValueError as e:
    print("ValueError", e)


def stopping():
    total = 0
    g = gen(range(100), "early")
    for v in g:
        total = total + v
        if total > 50:
            break
    g.close()
    return total


print(stopping())


def resumed_between():
    g = gen(range(10))
    head = next(g)
    return head, sum(g), sum(g)


print(resumed_between())


def nested():
    def inner():
        yield from gen(range(4))
        yield 10
    return sum(inner()), any(x > 9 for x in inner()), all(x < 9 for x in inner())


print(nested())
print(sum(sum(x for x in range(i)) for i in range(50)))
print(sum(v for v in range(100000)), max(v % 1000 for v in range(5000)), min(v % 977 for v in range(5000)))

nan = float("nan")
print(max(gen([nan, 1, 2])), max(gen([1, nan, 2])), min(gen([2, nan, 1])), min(gen([nan, 2, 1])))
print(max(gen([0, -0.0])), max(gen([-0.0, 0])), min(gen([0, -0.0])), min(gen([-0.0, 0])))
print(max(gen([1, 1.0, True])), max(gen([True, 1, 1.0])), min(gen([1.0, 1, False, 0])), max(gen([2, 2.5, 3])))
print(max(gen([2 ** 47 - 1, 2 ** 47, 2 ** 70, 1.5e21])), min(gen([-2 ** 70, -2 ** 47, 0.5])))
print(max(gen([3, "x"])) if False else "skip", max(gen(["b", "a", "c"])), min(gen([(1, 2), (1, 1)])))
try:
    max(gen([1, 2, "x"]))
except TypeError as e:
    print("TypeError", e)


def keep_last_max(it):
    best = -1
    for v in it:
        if v >= best:
            best = v
    return best, v


print(keep_last_max(gen([1, 3, 3.0, 2])), max(gen([3, 3.0])), min(gen([3.0, 3])))
print(max(x % 1000 for x in range(10000)), min(x % 977 for x in range(10000)))
