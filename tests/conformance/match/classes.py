# Class patterns: __match_args__, keyword sub-patterns, the self-matching built-in types.


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Point3(Point):
    __match_args__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


class Circle:
    __match_args__ = ("center", "radius")

    def __init__(self, center, radius):
        self.center = center
        self.radius = radius

    @property
    def area(self):
        print("  (area computed)")
        return 3 * self.radius * self.radius


class Bare:
    def __init__(self):
        self.tag = "bare"


def where(shape):
    match shape:
        case Point(0, 0):
            return "origin"
        case Point3(x, y, z=0):
            return f"3d point on the floor at {x},{y}"
        case Point(x=0, y=y):
            return f"on the y axis at {y}"
        case Point(x, y) if x == y:
            return f"on the diagonal at {x}"
        case Point(x, _):
            return f"point with x={x}"
        case Circle(Point(0, 0), r):
            return f"circle around the origin, r={r}"
        case Circle(area=a) if a > 100:
            return f"big circle, area {a}"
        case Circle(radius=r, missing=m):
            return "not reached: no attribute 'missing'"
        case Circle():
            return "some circle"
        case Bare(tag="bare"):
            return "a bare object"
        case _:
            return "unknown"


for s in [Point(0, 0), Point3(1, 2, 0), Point3(1, 2, 3), Point(0, 5), Point(4, 4), Point(7, 1),
          Circle(Point(0, 0), 2), Circle(Point(1, 1), 10), Circle(Point(1, 1), 1), Bare(), 5]:
    print(where(s))

# The built-in types match their single positional sub-pattern against the subject itself.
for v in [True, 3, 2.5, "s", b"b", bytearray(b"ba"), [1], (1,), {1: 2}, {1}, frozenset({2}), None]:
    match v:
        case bool(b):
            print("bool", b)
        case int(i):
            print("int", i)
        case float(f):
            print("float", f)
        case str(s):
            print("str", s)
        case bytes(bs):
            print("bytes", bs)
        case bytearray(ba):
            print("bytearray", ba)
        case list(l):
            print("list", l)
        case tuple(t):
            print("tuple", t)
        case dict(d):
            print("dict", d)
        case set(st):
            print("set", st)
        case frozenset(fs):
            print("frozenset", fs)
        case object():
            print("some object", v)


# Their subclasses too, unless they define __match_args__.
class MyList(list):
    pass


class Tagged(dict):
    __match_args__ = ("tag",)
    tag = "t"


match MyList([5]):
    case MyList(n):
        print(type(n).__name__, n)
match Tagged(a=1):
    case Tagged(r):
        print(type(r).__name__, r)
match Tagged(a=1):
    case dict(d):
        print("a Tagged is a dict:", d)


# Keyword sub-patterns on built-in values use their attributes.
match 3:
    case int(real=r, imag=i):
        print("real", r, "imag", i)

# Dotted class names.
class shapes:
    P = Point


match Point(2, 3):
    case shapes.P(x, y):
        print("dotted", x, y)

# isinstance with a class hierarchy: a subclass instance matches the base's pattern.
match Point3(9, 8, 7):
    case Point(a, b):
        print("as a Point", a, b)


# __match_args__ may be shorter than the attributes; missing attributes fail the pattern.
class Partial:
    __match_args__ = ("a", "b")

    def __init__(self):
        self.a = 1


match Partial():
    case Partial(x, y):
        print("not reached")
    case Partial(x):
        print("only a:", x)
