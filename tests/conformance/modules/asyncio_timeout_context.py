# asyncio.timeout() turns the expiry's CancelledError into TimeoutError raised from it: both
# __cause__ and __context__ are the CancelledError, as with wait_for().
import asyncio


async def slow_tool():
    await asyncio.sleep(1)
    return "late"


async def main():
    try:
        async with asyncio.timeout(0.01):
            await slow_tool()
    except TimeoutError as e:
        print(repr(e), repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
        print(e.__cause__ is e.__context__)
    try:
        await asyncio.wait_for(slow_tool(), 0.01)
    except TimeoutError as e:
        print(repr(e), repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
    try:
        async with asyncio.timeout(0.01):
            try:
                await slow_tool()
            except asyncio.CancelledError:
                raise ValueError("tool cleanup failed")
    except ValueError as e:
        print(repr(e), repr(e.__context__))
    async with asyncio.timeout(0.01):
        await slow_tool()

asyncio.run(main())
