# The pre-asyncio.run() style: get_event_loop() keeps one loop until set_event_loop() replaces
# it (asyncio.run() sets its own, then None), and run_forever() runs until stop().
import asyncio
a = asyncio.get_event_loop(); b = asyncio.get_event_loop(); print(a is b, a.is_closed())
async def m(): return asyncio.get_event_loop() is a
print(a.run_until_complete(m()))
print(asyncio.run(m()))
try:
    asyncio.get_event_loop()
except RuntimeError as e:
    print(e)
l = asyncio.new_event_loop(); asyncio.set_event_loop(l); print(asyncio.get_event_loop() is l)
try:
    asyncio.set_event_loop(5)
except TypeError as e:
    print(e)
async def ticker():
    for i in range(3):
        print("tick", i)
        await asyncio.sleep(0.01)
    asyncio.get_running_loop().stop()
l.create_task(ticker())
l.run_forever()
print("after forever", l.is_running())
l.close()
asyncio.set_event_loop(None)
try:
    asyncio.get_event_loop()
except RuntimeError as e:
    print(e)
loop = asyncio.new_event_loop()
asyncio.set_event_loop(loop)
print(loop.run_until_complete(asyncio.sleep(0.01, "legacy style")))
loop.close()
