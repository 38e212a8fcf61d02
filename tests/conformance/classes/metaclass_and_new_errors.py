# Error messages of type.__new__, the immutable types' __new__ and class creation with metaclasses.
class M(type):
    pass

def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", r)
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("M()", lambda: M())
attempt("M('x')", lambda: M("x"))
attempt("M ok", lambda: type(M("X", (), {})).__name__)
attempt("layout", lambda: type("X", (int, str), {}))
attempt("bases int", lambda: type("X", 5, {}))
attempt("dict list", lambda: type("X", (), []))
attempt("name int", lambda: type(5, (), {}))
attempt("str.__new__(5)", lambda: str.__new__(5))
attempt("int.__new__()", lambda: int.__new__())
attempt("frozenset.__new__()", lambda: frozenset.__new__())
attempt("type.__call__(5)", lambda: type.__call__(5))
attempt("str.__new__(list)", lambda: str.__new__(list))

class S(str):
    pass
class I(int):
    pass
class F(frozenset):
    pass
class B(bytes):
    pass
attempt("S(b'x', 'utf-8')", lambda: (S(b"x", "utf-8"), type(S(b"x", "utf-8")).__name__))
attempt("S(1, 2, 3, 4)", lambda: S(1, 2, 3, 4))
attempt("I('zz')", lambda: I("zz"))
attempt("I(5).__dict__", lambda: I(5).__dict__)
attempt("F(5)", lambda: F(5))
attempt("B(-1)", lambda: B(-1))

class M2(type):
    def __call__(cls):
        return 7
class C2(metaclass=M2):
    pass
attempt("meta __call__", lambda: C2())

class M3(type):
    def __new__(m, n, b, d):
        return 5
class C3(metaclass=M3):
    pass
print("class statement result", C3)

class E(Exception, metaclass=M):
    pass
print(type(E).__name__, repr(E("x")))
try:
    class Q(metaclass=5):
        pass
except TypeError as e:
    print("TypeError:", e)
class Q2(metaclass=lambda n, b, d: (n, b, sorted(d))):
    x = 1
print(Q2)
