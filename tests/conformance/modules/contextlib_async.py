import asyncio
from contextlib import asynccontextmanager, AsyncExitStack, aclosing, nullcontext

@asynccontextmanager
async def session(name):
    print("open", name)
    try:
        yield name.upper()
    finally:
        print("close", name)

class ACM:
    def __init__(self, n):
        self.n = n
    async def __aenter__(self):
        print("aenter", self.n)
        return self.n
    async def __aexit__(self, *exc):
        print("aexit", self.n)

async def main():
    async with session("db") as s:
        print("using", s)
        await asyncio.sleep(0)
    try:
        async with session("x"):
            raise ValueError("bad")
    except ValueError as e:
        print("ValueError:", e)
    async with AsyncExitStack() as stack:
        a = await stack.enter_async_context(ACM(1))
        b = await stack.enter_async_context(ACM(2))
        stack.callback(print, "sync callback")
        print("got", a, b)
    async with nullcontext(7) as v:
        print("null", v)

asyncio.run(main())
