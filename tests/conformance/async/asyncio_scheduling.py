# CPython's scheduling order: call_soon FIFO, tasks start at the next loop turn, sleep(0) yields
# once, timers fire in deadline order on the (virtual, here) clock.
import asyncio

log = []

async def worker(name, delays):
    for d in delays:
        log.append(f"{name} sleeps {d}")
        await asyncio.sleep(d)
    log.append(f"{name} done")
    return name

async def main():
    t1 = asyncio.create_task(worker("a", [0, 0.2, 0]))
    t2 = asyncio.create_task(worker("b", [0.1, 0, 0.15]))
    log.append("created")
    await asyncio.sleep(0)
    log.append("main after sleep(0)")
    r = await asyncio.gather(t1, t2, worker("c", [0.15]))
    log.append(f"gathered {r}")
    loop = asyncio.get_running_loop()
    order = []
    loop.call_soon(order.append, 1)
    loop.call_later(0.05, order.append, 3)
    loop.call_soon(order.append, 2)
    loop.call_later(0.01, order.append, "early")
    await asyncio.sleep(0.1)
    log.append(f"callbacks {order}")
    print(t1.done(), t1.result(), t2.get_name(), asyncio.current_task().get_name())
    return len(log)

print(asyncio.run(main()))
for line in log:
    print(line)
