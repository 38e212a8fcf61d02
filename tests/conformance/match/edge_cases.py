# Edge cases: properties and __getattr__ in class patterns, __eq__ results that are not bools,
# float/int keys, exceptions as subjects, big and negative literals, as-pattern identity.
class P:
    __match_args__ = ("a",)
    @property
    def a(self):
        raise AttributeError("nope")
match P():
    case P(x):
        print("bad")
    case P():
        print("property raising AttributeError fails the sub-pattern")
class G:
    def __getattr__(self, name):
        return name.upper()
match G():
    case G(foo=f, bar="BAR"):
        print("getattr", f)
class Weird:
    def __eq__(self, other):
        return [1] if other == 3 else []
class W:
    w = Weird()
for s in [3, 4]:
    match s:
        case W.w:
            print("weird eq true for", s)
        case _:
            print("weird eq false for", s)
match {1: "a"}:
    case {1.0: v}:
        print("float key finds int", v)
try:
    raise ValueError("boom", 2)
except Exception as e:
    match e:
        case ValueError(args=(msg, n)):
            print("exception", msg, n)
match int:
    case type():
        print("int is a type")
match 123456789012345678901234567890:
    case 123456789012345678901234567890:
        print("big literal")
match -0.0:
    case 0:
        print("negative zero equals 0")
match -123456789012345678901234567890:
    case -123456789012345678901234567890:
        print("negative big literal")
match "ab":
    case "a" "b":
        print("implicit concatenation")
x = [1, [2, 3]]
match x:
    case [1, [2, 3] as inner] as whole if inner is x[1] and whole is x:
        print("as binds the same objects")
def f(v):
    match v:
        case {"a": 1} | {"b": 2}:
            return "either"
        case {"c": _, **kw} if kw:
            return f"rest {kw}"
    return "none"
print(f({"a": 1}), f({"b": 2, "z": 0}), f({"c": 1}), f({"c": 1, "d": 2}))
match (1, 2, 3, 4, 5):
    case (a, b, *c, d, e):
        print(a, b, c, d, e)
match []:
    case [*x]:
        print("empty star", x)
match [1, 2]:
    case [*_, 2]:
        print("ends with 2")
match range(0):
    case []:
        print("empty range")
