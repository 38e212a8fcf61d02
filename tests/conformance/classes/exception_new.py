# Exception subclasses with their own __new__: BaseException.__new__ sets args, __init__ may
# replace them, and raising the class (not an instance) goes through both.

class Tagged(Exception):
    def __new__(cls, *args):
        self = super().__new__(cls, *args)
        self.tag = "tagged"
        return self


e = Tagged("a", 2)
print(e.args, e.tag, repr(e), str(e))
try:
    raise Tagged("boom")
except Tagged as caught:
    print("caught", caught, caught.tag)
try:
    raise Tagged
except Tagged as caught:
    print("caught class", caught.args, caught.tag)


class Wrapped(ValueError):
    def __new__(cls, msg):
        return super().__new__(cls, "new: " + msg)

    def __init__(self, msg):
        super().__init__("init: " + msg)


w = Wrapped("m")
print(w.args, isinstance(w, ValueError))
try:
    raise Wrapped("z")
except ValueError as caught:
    print(type(caught).__name__, caught)


class NewOnlyArgs(Exception):
    def __new__(cls, code, message):
        inst = super().__new__(cls, code, message)
        inst.code = code
        return inst


n = NewOnlyArgs(404, "missing")
print(n.args, n.code, n)


# __new__ that returns an existing instance (a cache of errors).
class Cached(LookupError):
    _made = {}

    def __new__(cls, key):
        if key not in cls._made:
            cls._made[key] = super().__new__(cls, key)
        return cls._made[key]


print(Cached("k") is Cached("k"), Cached("k").args)


# __new__ returning a different exception: no __init__, and raise uses it.
class Redirect(Exception):
    def __new__(cls, msg):
        return KeyError(msg)

    def __init__(self, msg):
        print("never")


try:
    raise Redirect("which")
except KeyError as caught:
    print("KeyError", caught)

# BaseException.__new__ called directly, and its checks.
print(BaseException.__new__(Tagged, 1).args)
print(type(Exception.__new__(ValueError, "x")).__name__)
for call in (lambda: BaseException.__new__(int), lambda: BaseException.__new__(1), lambda: BaseException.__new__()):
    try:
        call()
    except TypeError as err:
        print("TypeError:", err)


# The uncaught case prints the __init__-set message.
class Final(RuntimeError):
    def __new__(cls, *args):
        return super().__new__(cls, *args)

    def __init__(self, what):
        super().__init__("final: " + what)


raise Final("stop")
