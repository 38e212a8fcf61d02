import asyncio
async def f():
    raise ValueError('inner')
def g():
    raise ValueError('sync')
def gen():
    yield 1
    raise ValueError('gen')
async def main():
    try:
        raise KeyError('outer')
    except KeyError:
        try:
            await f()
        except ValueError as e:
            print('coro', repr(e.__context__))
        try:
            g()
        except ValueError as e:
            print('sync', repr(e.__context__))
        try:
            list(gen())
        except ValueError as e:
            print('gen', repr(e.__context__))
asyncio.run(main())
try:
    raise KeyError('o2')
except KeyError:
    try:
        list(gen())
    except ValueError as e:
        print('gen top', repr(e.__context__))
import asyncio, contextlib
def g():
    try:
        raise KeyError('g')
    except KeyError:
        yield 1
        raise ValueError('v')
it = g(); next(it)
try:
    raise TypeError('t')
except TypeError:
    try: next(it)
    except ValueError as e: print(repr(e.__context__))

def h():
    yield 1
    raise ValueError('h')
it = h(); next(it)
try:
    raise TypeError('t2')
except TypeError:
    try: next(it)
    except ValueError as e: print(repr(e.__context__))

def k():
    yield
    raise
it = k(); next(it)
try:
    raise OSError('os')
except OSError:
    try: next(it)
    except OSError as e: print('reraised', e)

it = h(); next(it)
try: next(it)
except ValueError as e: print(repr(e.__context__))

def k2():
    yield
    raise
it = k2(); next(it)
try: next(it)
except RuntimeError as e: print('RuntimeError', e)

@contextlib.contextmanager
def cm():
    try:
        yield
    except ZeroDivisionError:
        raise ValueError('wrapped')
try:
    with cm():
        1 / 0
except ValueError as e:
    print(repr(e.__context__))

async def fail(n):
    await asyncio.sleep(0)
    raise ValueError(n)
async def main():
    try:
        raise KeyError('k')
    except KeyError:
        r = await asyncio.gather(fail(1), return_exceptions=True)
        print(r, repr(r[0].__context__))
        try:
            await fail(2)
        except ValueError as e:
            print(repr(e.__context__))
    try:
        await fail(3)
    except ValueError as e:
        print(repr(e.__context__))
asyncio.run(main())
def outer():
    try:
        raise KeyError('x')
    except KeyError:
        yield from h()
o = outer(); next(o)
try: next(o)
except ValueError as e: print(repr(e.__context__))
