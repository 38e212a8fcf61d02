# The operator slots of str, bytes, tuple, list, range and frozenset called as methods, and through
# super() from subclasses that override them.
def t(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: 'a'.__add__(1))
t(lambda: 'a'.__add__('b'))
t(lambda: 'a'.__mul__('x'))
t(lambda: 'a'.__mul__(3))
t(lambda: 'a'.__rmul__(3))
t(lambda: 'a%s'.__mod__(1))
t(lambda: 'a'.__rmod__(1))
t(lambda: (1,).__add__([2]))
t(lambda: (1,).__add__((2,)))
t(lambda: [1].__add__((2,)))
t(lambda: [1].__add__([2]))
t(lambda: [1].__mul__(2))
t(lambda: [1].__mul__('x'))
t(lambda: (1,).__rmul__(2))
t(lambda: b'a'.__add__(b'c'))
t(lambda: b'a'.__add__(1))
t(lambda: b'a%d'.__mod__(1))
t(lambda: b'a'.__mul__(2))
t(lambda: 'ab'.__getitem__(slice(0, 1)))
t(lambda: 'ab'.__getitem__(5))
t(lambda: b'ab'.__getitem__(0))
t(lambda: 'abc'.__contains__('b'))
t(lambda: 'a'.__contains__(1))
t(lambda: b'abc'.__contains__(98))
t(lambda: str.__add__(1, 'a'))
t(lambda: str.__len__('abc'))
t(lambda: 'a'.__getitem__('x'))
t(lambda: list('ab'.__iter__()))
t(lambda: list(b'ab'.__iter__()))
t(lambda: frozenset([1]).__contains__(1))
t(lambda: frozenset([1, 2]).__len__())
t(lambda: sorted(frozenset([1, 2]).__iter__()))
t(lambda: range(5).__len__())
t(lambda: range(5).__getitem__(2))
t(lambda: range(5).__getitem__(slice(1, 3)))
t(lambda: range(5).__contains__(3))
t(lambda: list(range(3).__iter__()))
t(lambda: [1].__iadd__((5,)))
t(lambda: [1, 2].__imul__(2))
t(lambda: 'abc'.__len__())
t(lambda: 'ab'.__add__())
t(lambda: 'ab'.__len__(1))


class Shout(str):
    def __add__(self, other):
        return Shout(super().__add__(other).upper())

    def __len__(self):
        return super().__len__() * 10

    def __getitem__(self, i):
        return "<" + super().__getitem__(i) + ">"

    def __contains__(self, x):
        return super().__contains__(x.lower())

    def __mul__(self, n):
        return Shout(super().__mul__(n) + "!")

    def __mod__(self, args):
        return "[" + super().__mod__(args) + "]"


s = Shout("ab")
print(s + "cd", type(s + "cd").__name__, len(s), s[0], "A" in s, s * 2, Shout("x=%d") % 5)


class Stack(list):
    def __add__(self, other):
        return Stack(super().__add__(list(other)))

    def __mul__(self, n):
        return Stack(super().__mul__(n))


st = Stack([1]) + (2, 3)
print(st, type(st).__name__, Stack([0]) * 3, type(Stack([0]) * 3).__name__)


class Pair(tuple):
    def __add__(self, other):
        return Pair(super().__add__(tuple(other)))

    def __len__(self):
        return super().__len__() + 100


p = Pair((1, 2)) + [3]
print(p, type(p).__name__, len(p))


class Blob(bytes):
    def __add__(self, other):
        return Blob(super().__add__(other) + b"!")

    def __getitem__(self, i):
        return super().__getitem__(i)


print(Blob(b"ab") + b"c", Blob(b"ab")[1])

lst = [1, 2]
same = lst.__iadd__(x for x in "ab")
print(same is lst, lst, lst.__imul__(2) is lst, lst, lst.__imul__(0), lst)
t(lambda: [1].__imul__("x"))
t(lambda: [1].__iadd__(5))


class Log(list):
    def __iadd__(self, other):
        print("iadd", other)
        return super().__iadd__(other)


g = Log([0])
g += [1]
g += (2,)
print(g, type(g).__name__)


class Fs(frozenset):
    def __len__(self):
        return super().__len__() + 1

    def __contains__(self, x):
        return super().__contains__(x) or x == 0

    def __iter__(self):
        return iter(sorted(super().__iter__(), reverse=True))


fs = Fs([1, 2])
print(len(fs), 0 in fs, 1 in fs, 5 in fs, list(fs))
