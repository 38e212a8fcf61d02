# An exception class whose __new__ returns something else: raising it, and throwing it into a
# generator, as CPython 3.11 reports them.


class Stand(BaseException):
    pass


class Swapped(BaseException):
    def __new__(cls, *args):
        return Stand(*args)


class NotAnException(BaseException):
    def __new__(cls, *args):
        return 42


try:
    raise Swapped("swapped")
except BaseException as e:
    print(type(e).__name__, e.args)

try:
    raise NotAnException("x")
except TypeError as e:
    print("TypeError:", e)


def gen():
    yield 1


for exc in (NotAnException, Swapped):
    g = gen()
    next(g)
    try:
        g.throw(exc)
    except BaseException as e:
        print(type(e).__name__, e)
