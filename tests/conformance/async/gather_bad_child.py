# gather() with an argument that is not awaitable raises TypeError at once; the children it had
# already started still finish, and nothing else fails afterwards (even when the error ends the
# run: the started child's completion must not trip over the gather that was never made).
import asyncio

log = []


async def ok(n):
    log.append(('ran', n))
    return n


async def caught():
    try:
        await asyncio.gather(ok(1), 5)
    except TypeError as e:
        print('TypeError', e)
    await asyncio.sleep(0)
    print('after', log)


asyncio.run(caught())


async def uncaught():
    await asyncio.gather(ok(3), 'not awaitable')


try:
    asyncio.run(uncaught())
except TypeError as e:
    print('TypeError', e)
print('end')
