# except* with return/break/continue around (not inside) its clauses, finally, await and a
# nested try in a clause, and a generator closed while suspended in a clause.
def f():
    try:
        return "body"
    except* ValueError:
        pass
    finally:
        print("fin")
print(f())
def g():
    try:
        raise ExceptionGroup("x", [ValueError(1), TypeError(2)])
    except* ValueError:
        pass
    finally:
        return "finally swallows"
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
            raise ValueError(i)
        except* ValueError as e:
            print("caught", e.exceptions)
    return i
print(h())
async def co():
    import asyncio
    try:
        raise ExceptionGroup("a", [ValueError(1)])
    except* ValueError as e:
        await asyncio.sleep(0)
        try:
            raise KeyError(2)
        except KeyError:
            pass
        print("after inner", repr(e))
import asyncio
asyncio.run(co())
def gen():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        yield 1
        yield 2
g2 = gen()
print(next(g2))
try:
    g2.close()
except BaseException as e:
    print("close raised", type(e).__name__, repr(e))
else:
    print("closed")
