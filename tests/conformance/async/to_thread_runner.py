# asyncio.to_thread and loop.run_in_executor (the function runs in a callback of the loop here:
# no threads) and asyncio.Runner (runs several coroutines on one loop, then closes it).
import asyncio, time
def blocking(x, scale=2):
    return x * scale
def failing():
    raise KeyError("in thread")
async def main():
    print(await asyncio.to_thread(blocking, 21), await asyncio.to_thread(blocking, 2, scale=5))
    try:
        await asyncio.to_thread(failing)
    except KeyError as e:
        print("KeyError:", e)
    loop = asyncio.get_running_loop()
    print(await loop.run_in_executor(None, blocking, 5))
    results = await asyncio.gather(*(asyncio.to_thread(blocking, i) for i in range(4)))
    print(results)
    return "main"
with asyncio.Runner() as runner:
    print(runner.run(main()))
    print(runner.run(asyncio.sleep(0, result="second run")))
    print(type(runner.get_loop()).__name__ != "", runner.get_loop().is_closed())
c = asyncio.sleep(0)
try:
    runner.run(c)
except RuntimeError as e:
    print("RuntimeError:", e)
c.close()
r = asyncio.Runner()
try:
    r.run(blocking)
except ValueError as e:
    print("ValueError:", str(e).split(" at ")[0])
r.close()
print(asyncio.run(main()))
