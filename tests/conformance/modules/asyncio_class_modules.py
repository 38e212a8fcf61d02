# The classes asyncio exports name CPython's submodules, and an uncaught cancellation's last
# traceback line reads 'asyncio.exceptions.CancelledError: ...'.
import asyncio

for name in ['CancelledError', 'InvalidStateError', 'QueueEmpty', 'QueueFull', 'Queue',
             'PriorityQueue', 'LifoQueue', 'Lock', 'Event', 'Condition', 'Semaphore',
             'BoundedSemaphore', 'TaskGroup', 'Timeout', 'Runner']:
    cls = getattr(asyncio, name)
    print(name, cls.__module__, cls)


async def main():
    q = asyncio.Queue()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print('empty:', type(e))
    t = asyncio.create_task(asyncio.sleep(5))
    await asyncio.sleep(0)
    t.cancel('bye')
    try:
        await t
    except asyncio.CancelledError as e:
        print('caught:', type(e), repr(e))
    t = asyncio.create_task(asyncio.sleep(5))
    await asyncio.sleep(0)
    t.cancel('stopped by the agent')
    await t

asyncio.run(main())
