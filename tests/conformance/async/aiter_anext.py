# The aiter() and anext() built-ins.
import asyncio


class Counter:
    def __init__(self, stop):
        self.n = 0
        self.stop = stop

    def __aiter__(self):
        return self

    async def __anext__(self):
        self.n += 1
        if self.n > self.stop:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        return self.n


async def agen():
    yield 'a'
    yield 'b'


class BadAiter:
    def __aiter__(self):
        return 5


class Wrapper:
    # __aiter__ returning another object that is the async iterator
    def __aiter__(self):
        return Counter(2)


class Await:
    def __init__(self, value):
        self.value = value

    def __await__(self):
        yield from []
        return self.value


class AwaitableNext:
    def __aiter__(self):
        return self

    def __anext__(self):
        return Await('from __await__')


class StopsInAwait:
    def __aiter__(self):
        return self

    def __anext__(self):
        return Raises()


class Raises:
    def __await__(self):
        raise StopAsyncIteration
        yield


class Fails:
    def __aiter__(self):
        return self

    async def __anext__(self):
        raise ValueError('broken source')


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


async def main():
    c = Counter(2)
    print(aiter(c) is c)
    print(await anext(c), await anext(c), await anext(c, 'done'), await anext(c, None))
    try:
        await anext(c)
    except StopAsyncIteration as e:
        print('stopped', repr(e))

    g = agen()
    print(aiter(g) is g)
    print(await anext(g), await anext(g), await anext(g, 'end'))
    try:
        await anext(g)
    except StopAsyncIteration:
        print('generator stopped')

    w = aiter(Wrapper())
    print(type(w).__name__, await anext(w), await anext(w), await anext(w, 'x'))

    print(await anext(AwaitableNext()), await anext(AwaitableNext(), 'unused'))
    print(await anext(StopsInAwait(), 'default after __await__ stopped'))
    try:
        await anext(Fails(), 'not used for other errors')
    except ValueError as e:
        print('ValueError', e)

    # errors
    show('anext(int)', lambda: anext(1))
    show('anext(int, d)', lambda: anext(1, 2))
    show('anext(list iterator)', lambda: anext(iter([])))
    show('anext(async iterable only)', lambda: anext(Wrapper()))
    show('aiter(int)', lambda: aiter(1))
    show('aiter(list)', lambda: aiter([]))
    show('aiter(bad)', lambda: aiter(BadAiter()))
    show('anext()', lambda: anext())
    show('aiter()', lambda: aiter())
    show('anext 3 args', lambda: anext(c, 1, 2))
    print(aiter.__name__, anext.__name__, callable(anext))

    # aiter() in async for, anext() in a loop
    async for x in aiter(agen()):
        print('item', x)
    src = Counter(3)
    items = []
    while (item := await anext(src, None)) is not None:
        items.append(item)
    print(items)

    # anext with a default inside gather
    print(await asyncio.gather(anext(Counter(1)), anext(Counter(0), 'empty'), anext(agen())))


asyncio.run(main())
