# super(): its repr and the TypeErrors / RuntimeErrors for bad arguments, as CPython words them.

class A:
    def who(self):
        return "A"

    @classmethod
    def kind(cls):
        return "A.kind for " + cls.__name__


class B(A):
    def who(self):
        return "B>" + super().who()

    def sup(self):
        return super()

    @classmethod
    def csup(cls):
        return super()

    @classmethod
    def kind(cls):
        return "B>" + super().kind()


class C(B):
    pass


b = B()
c = C()
print(repr(super(B, b)))
print(repr(super(A, c)))
print(repr(b.sup()))
print(repr(B.csup()))
print(repr(C.csup()))
print(repr(super(B)))
print(repr(super(B, C)))
print(repr(super(int, True)))
print(repr(super(object, None)))
print(super(C, c).who(), super(B, c).who(), c.who())
print(C.kind())
print(super(B, C).kind())
print(type(super(B, b)).__name__, super(B, b).__class__.__name__)
print(super(B, c).__thisclass__.__name__, super(B, c).__self__ is c, super(B, c).__self_class__.__name__)
print(super(B, C).__self__.__name__, super(B, C).__self_class__.__name__)
print(super(B).__self__, super(B).__self_class__, super(B).__thisclass__.__name__)
print(str(super(B, b)) == repr(super(B, b)))

bad_calls = [
    ("super(B, 1)", lambda: super(B, 1)),
    ("super(B, A())", lambda: super(B, A())),
    ("super(C, b)", lambda: super(C, b)),
    ("super(B, A)", lambda: super(B, A)),
    ("super(1, b)", lambda: super(1, b)),
    ("super('B', b)", lambda: super("B", b)),
    ("super(None)", lambda: super(None)),
    ("super(b, B)", lambda: super(b, B)),
    ("super(B, b, 3)", lambda: super(B, b, 3)),
    ("super(B, obj=b)", lambda: super(B, obj=b)),
    ("super(type=B)", lambda: super(type=B)),
]
for text, call in bad_calls:
    try:
        call()
        print(text, "accepted")
    except TypeError as e:
        print(text, "->", type(e).__name__ + ":", e)

# Zero-argument super() needs a method's first argument and the __class__ cell.
def plain():
    return super()


def with_arg(x):
    return super()


def star(*args):
    return super()


class D:
    def no_self():
        return super()

    def deleted(self):
        del self
        return super()

    def from_star(*args):
        return super()

    def ok(self):
        return super()


for text, call in [("plain()", plain), ("with_arg(1)", lambda: with_arg(1)), ("star(1)", lambda: star(1)),
                   ("D.no_self()", D.no_self), ("D().deleted()", lambda: D().deleted()),
                   ("D().from_star()", lambda: D().from_star())]:
    try:
        call()
        print(text, "accepted")
    except RuntimeError as e:
        print(text, "->", type(e).__name__ + ":", e)

print(repr(D().ok()))
# A method called on an object of another class: super()'s own check.
try:
    D.ok(5)
except TypeError as e:
    print("D.ok(5) ->", e)

# Attribute lookups through super.
try:
    super(B, b).missing
except AttributeError as e:
    print("AttributeError:", e)
try:
    super(B).who
except AttributeError as e:
    print("AttributeError:", e)

try:
    super()
except RuntimeError as e:
    print("module level ->", e)
