# `yield from` over iterators that are not generators: send() reaches the iterator's own send
# method, a StopIteration's value becomes the value of the `yield from`, and a missing send
# is CPython's AttributeError.


class Doubler:
    def __iter__(self):
        return self

    def __next__(self):
        return "primed"

    def send(self, value):
        if value == "stop":
            raise StopIteration("finished")
        return value * 2


def delegate():
    result = yield from Doubler()
    yield f"delegate got {result!r}"


g = delegate()
print(next(g), g.send(21), g.send("ab"), g.send("stop"))


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration(self.n * 100 + 7)
        self.n -= 1
        return self.n


def outer():
    value = yield from Countdown(3)
    print("countdown returned", value)
    value = yield from iter([10, 20])
    print("list iterator returned", value)
    return "outer done"


print(list(outer()))


def no_send():
    yield from Countdown(2)


h = no_send()
print(next(h))
try:
    h.send(5)
except AttributeError as e:
    print("AttributeError:", e)


class Boom:
    def __iter__(self):
        return self

    def __next__(self):
        raise ValueError("boom")


def wrapped():
    try:
        yield from Boom()
    except ValueError as e:
        yield f"caught {e}"


print(list(wrapped()))
