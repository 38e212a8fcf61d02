# One method-call site sees plain built-in values, subclasses that override the method, and
# values whose own attributes shadow it.
class LoudList(list):
    def append(self, x):
        print("LoudList.append", x)
        super().append(x * 10)


class DefaultDict(dict):
    def get(self, k, default=None):
        return ("sub", k, default)


def add(xs, x):
    xs.append(x)
    return xs


def lookup(d, k):
    return d.get(k, 0)


for xs in [[], LoudList(), [1], LoudList([2]), []]:
    print(add(xs, 5))
for d in [{"a": 1}, DefaultDict(a=1), {}, DefaultDict()]:
    print(lookup(d, "a"))


class Note(Exception):
    pass


def note(e):
    return e.with_traceback(None)


e1 = ValueError("x")
e2 = ValueError("y")
print(repr(note(e1)), repr(note(e2)))
e2.with_traceback = lambda tb: "shadowed"
print(repr(note(e1)), repr(note(e2)))
n = Note("z")
print(repr(note(n)))
n.with_traceback = lambda tb: "shadowed too"
print(repr(note(n)))


def upper_all(items):
    return [s.upper() for s in items]


print(upper_all(["a", "b"]))
try:
    upper_all(["a", 1])
except AttributeError as e:
    print("AttributeError:", e)
print("-".join(str(i) for i in range(3)), "x".join(["1", "2"]))
