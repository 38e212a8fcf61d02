from contextlib import contextmanager, suppress, nullcontext, closing, ExitStack, AbstractContextManager

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")

with tag("b") as t:
    print("inside", t)

@contextmanager
def catching():
    try:
        yield
    except ValueError as e:
        print("caught", e)

with catching():
    raise ValueError("boom")
print("after")

try:
    with tag("i"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e))

with suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print("IndexError:", e)

with nullcontext(5) as v:
    print("null", v)

class Resource:
    def __init__(self, name):
        self.name = name
    def close(self):
        print("closing", self.name)

with closing(Resource("db")) as r:
    print("using", r.name)

class CM:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, *exc):
        print("exit", self.n, exc[0].__name__ if exc[0] else None)
        return False

with ExitStack() as stack:
    vals = [stack.enter_context(CM(i)) for i in range(3)]
    stack.callback(print, "callback ran")
    print("vals", vals)

try:
    with ExitStack() as stack:
        stack.enter_context(CM("x"))
        raise RuntimeError("inner")
except RuntimeError as e:
    print("RuntimeError:", e)

with ExitStack() as stack:
    stack.enter_context(CM("kept"))
    moved = stack.pop_all()
print("popped")
moved.close()

@tag("deco")
def decorated():
    print("body")
decorated()

@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)

class Mine(AbstractContextManager):
    def __exit__(self, *a):
        return None
with Mine() as me:
    print(type(me).__name__)
