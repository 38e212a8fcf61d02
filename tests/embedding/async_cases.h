#pragma once
// Asynchronous programs and the ways a host answers them, shared by the API tests
// (api_async_test.cpp) and the cross-process protocol tests (protocol_async_test.cpp). The host:
// async fetch(x) -> 10x, async fail(x) raises ValueError("bad x"), sync f(x) -> 2x.
#include <cstddef>

namespace basilisk::test {

struct AsyncCase {
    const char* name;
    const char* code;
    const char* expected_output;   // JSON of the result
};

const AsyncCase kAsyncCases[] = {
    {"single_await", "r = await fetch(1)\nr + 1", "11"},
    {"gather_batch", "import asyncio\nawait asyncio.gather(*(fetch(i) for i in range(4)))", "[0,10,20,30]"},
    {"fire_then_await", "a = fetch(1)\nb = fetch(2)\nra = await a\nrb = await b\n[ra, rb]", "[10,20]"},
    {"return_exceptions",
     "import asyncio\nrs = await asyncio.gather(fetch(1), fail(2), return_exceptions=True)\n"
     "[rs[0], type(rs[1]).__name__, str(rs[1])]",
     "[10,\"ValueError\",\"bad 2\"]"},
    {"error_caught", "try:\n    await fail(1)\nexcept ValueError as e:\n    r = str(e)\nr", "\"bad 1\""},
    {"gather_error_propagates",
     "import asyncio\ntry:\n    await asyncio.gather(fetch(1), fail(2))\nexcept ValueError as e:\n    r = str(e)\nr",
     "\"bad 2\""},
    {"sync_calls_in_tasks",
     "import asyncio\nasync def job(i):\n    v = await fetch(i)\n    return f(v)\nawait asyncio.gather(job(1), job(2))",
     "[20,40]"},
    {"async_generator", "async def gen(n):\n    for i in range(n):\n        yield await fetch(i)\n[v async for v in gen(3)]",
     "[0,10,20]"},
    {"async_with",
     "class R:\n    async def __aenter__(self):\n        return await fetch(1)\n    async def __aexit__(self, *a):\n"
     "        await fetch(2)\nasync with R() as v:\n    w = await fetch(3)\n[v, w]",
     "[10,30]"},
    {"asyncio_run", "import asyncio\nasync def main():\n    a, b = await asyncio.gather(fetch(1), fetch(2))\n"
                    "    return a + b\nasyncio.run(main())",
     "30"},
    {"sleep_then_call",
     "import asyncio\nasync def slow():\n    await asyncio.sleep(1)\n    return await fetch(7)\n"
     "await asyncio.gather(slow(), fetch(1))",
     "[70,10]"},
    {"semaphore_limits",
     "import asyncio\nsem = asyncio.Semaphore(2)\nasync def one(i):\n    async with sem:\n        return await fetch(i)\n"
     "await asyncio.gather(*(one(i) for i in range(5)))",
     "[0,10,20,30,40]"},
    {"queue_workers",
     "import asyncio\nq = asyncio.Queue()\nfor i in range(4):\n    q.put_nowait(i)\nout = []\n"
     "async def worker():\n    while not q.empty():\n        i = q.get_nowait()\n        out.append(await fetch(i))\n"
     "await asyncio.gather(worker(), worker())\nsorted(out)",
     "[0,10,20,30]"},
    // An awaited call in the only task that could run pauses in place (vm/awaited_host_call.cpp);
    // these cover it and every reason it must not.
    {"awaited_in_loop", "t = 0\nfor i in range(5):\n    t += await fetch(i)\nt", "100"},
    {"awaited_in_nested_coroutines",
     "async def inner(i):\n    return await fetch(i) + 1\nasync def outer(i):\n    return await inner(i) * 2\n"
     "[await outer(i) for i in range(3)]",
     "[2,22,42]"},
    {"awaited_after_fired_call", "a = fetch(1)\nb = await fetch(2)\n[await a, b]", "[10,20]"},
    {"awaited_error_in_place",
     "out = []\nfor i in range(3):\n    try:\n        out.append(await fail(i))\n    except ValueError as e:\n"
     "        out.append(str(e))\nout",
     "[\"bad 0\",\"bad 1\",\"bad 2\"]"},
    {"awaited_while_task_ready",
     "import asyncio\nlog = []\nasync def w():\n    log.append('w')\nt = asyncio.create_task(w())\n"
     "log.append(await fetch(1))\nawait t\nlog",
     "[\"w\",10]"},
    {"awaited_with_timer_due",
     "import asyncio\nlog = []\nasyncio.get_running_loop().call_later(0, log.append, 't')\n"
     "log.append(await fetch(1))\nlog.append(await fetch(2))\nlog",
     "[10,\"t\",20]"},
    {"awaited_in_gathered_tasks",
     "import asyncio\nasync def job(i):\n    a = await fetch(i)\n    return a + await fetch(i + 1)\n"
     "await asyncio.gather(*(job(i) for i in range(3)))",
     "[10,30,50]"},
    {"awaited_after_self_cancel",
     "import asyncio\nasync def main():\n    asyncio.current_task().cancel()\n    try:\n        await fetch(1)\n"
     "    except asyncio.CancelledError:\n        return 'cancelled'\nawait asyncio.create_task(main())",
     "\"cancelled\""},
    // Tools are coroutine functions in the host's Python: create_task(tool()) must work.
    {"create_task_of_host_call",
     "import asyncio\nt1 = asyncio.create_task(fetch(1))\nasync with asyncio.TaskGroup() as tg:\n"
     "    t2 = tg.create_task(fetch(2))\n[await t1, t2.result()]",
     "[10,20]"},
};

}  // namespace basilisk::test
