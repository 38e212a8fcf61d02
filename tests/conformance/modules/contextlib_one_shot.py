# A @contextmanager / @asynccontextmanager object is one-shot: entering it drops func, args and
# kwds, so a second `with` fails with AttributeError on 'args'; the decorator form still works.
import asyncio
from contextlib import contextmanager, asynccontextmanager


@contextmanager
def opened(name):
    print("open", name)
    yield name.upper()
    print("close", name)


cm = opened("log")
print(sorted(k for k in vars(cm) if k != '__doc__'))
with cm as value:
    print(value)
print(sorted(k for k in vars(cm) if k != '__doc__'))
try:
    with cm:
        print("never")
except AttributeError as e:
    print("again:", e)


@opened("deco")
def step(n):
    print("step", n)


step(1)
step(2)


@asynccontextmanager
async def session(n):
    await asyncio.sleep(0.01)
    yield {"id": n}
    await asyncio.sleep(0.01)


async def main():
    s = session(7)
    async with s as info:
        print(info)
    try:
        async with s:
            print("never")
    except AttributeError as e:
        print("again:", e)
    again = session(8)
    async with again as info:
        print(info)

asyncio.run(main())
with cm:
    pass
