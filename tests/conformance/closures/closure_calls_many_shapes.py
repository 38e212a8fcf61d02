# Closures called the common way (exact positional arguments): counters, accumulators, nested
# closures over several cells, closures that recurse, raise, or are called with defaults missing.
def make_counter():
    count = 0

    def bump():
        nonlocal count
        count += 1
        return count

    return bump


c = make_counter()
for _ in range(5):
    c()
print("counter", c(), c())


def make_acc(start, step):
    total = start

    def add(x, y):
        nonlocal total
        total += x * step + y
        return total

    return add


acc = make_acc(10, 2)
print("acc", [acc(i, 1) for i in range(4)])


def outer(a):
    b = a * 2

    def middle(c):
        def inner(d):
            return a + b + c + d   # three free variables, one parameter

        return inner(c + 1), inner

    return middle


r, inner = outer(1)(10)
print("nested", r, inner(100))


def make_fact():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)   # fact is a free variable of itself

    return fact


print("recursive", make_fact()(10))


def make_checker(limit):
    def check(x):
        if x > limit:
            raise ValueError(f"{x} > {limit}")
        return x

    return check


chk = make_checker(3)
for v in (1, 5):
    try:
        print("check", chk(v))
    except ValueError as e:
        print("check error", e)


def make_defaults(base):
    def f(x, y=base):
        return x + y

    return f


fd = make_defaults(100)
print("defaults", fd(1), fd(1, 2))
try:
    fd()
except TypeError as e:
    print("TypeError", e)
try:
    c(1)
except TypeError as e:
    print("TypeError", e)


def make_late():
    fns = []
    for i in range(3):
        def g(k):
            return i * 10 + k
        fns.append(g)
    return fns


print("late binding", [f(1) for f in make_late()])


def unbound_free():
    def use():
        return later

    try:
        use()
    except NameError as e:
        print("NameError", e)
    later = 1
    return use()


print("after", unbound_free())


class Box:
    def __init__(self):
        self.hits = 0

    def method_closure(self):
        def touch(n):
            self.hits += n
            return self.hits

        return touch


t = Box().method_closure()
print("method closure", t(2), t(3))
