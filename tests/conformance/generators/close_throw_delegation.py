# close() and throw() of a generator suspended in `yield from`: the delegate sees them first.
def inner(log):
    try:
        yield 1
        yield 2
    except ValueError as e:
        log.append(f"inner caught {e}")
        yield "recovered"
    finally:
        log.append("inner finally")
    return "inner result"

def outer(log):
    try:
        r = yield from inner(log)
        log.append(f"outer got {r}")
        yield "after"
    finally:
        log.append("outer finally")

log = []
g = outer(log)
print(next(g))
print(g.throw(ValueError("v")))
print(next(g))
g.close()
print(log)

log = []
g = outer(log)
next(g)
g.close()
print(log)

def swallowing():
    try:
        yield 1
    except GeneratorExit:
        return "swallowed"

def delegating(log):
    try:
        yield from swallowing()
        log.append("continued after close")
        yield 2
    except GeneratorExit:
        log.append("outer saw GeneratorExit")
        raise

log = []
g = delegating(log)
next(g)
g.close()
print(log)

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        pass
    yield 2

def wraps():
    yield from stubborn()

g = wraps()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)

def plain():
    yield 1

g = plain()
next(g)
try:
    g.throw(KeyError, "k")
except KeyError as e:
    print("KeyError", e)
g = plain()
try:
    g.throw(1)
except TypeError as e:
    print("TypeError:", e)
g = plain()
try:
    g.throw(ValueError("x"), "extra")
except TypeError as e:
    print("TypeError:", e)
next(g)
try:
    g.throw(ValueError)
except ValueError as e:
    print("ValueError", repr(e))

class Delegate:
    def __init__(self):
        self.log = []
    def __iter__(self):
        return self
    def __next__(self):
        return "d"
    def throw(self, *args):
        self.log.append(f"throw {args[0]!r}")
        raise StopIteration("delegate done")
    def close(self):
        self.log.append("close")

d = Delegate()
def over_delegate():
    r = yield from d
    yield f"result {r}"

g = over_delegate()
print(next(g))
print(g.throw(IndexError("i")))
g.close()
g = over_delegate()
next(g)
g.close()
print(d.log)
