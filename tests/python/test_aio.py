import asyncio

import pytest

import basilisk
from basilisk import aio

CODE = """
import asyncio
items = await get_items(category="electronics")
details = await asyncio.gather(*(get_details(id=i["id"]) for i in items))
rate = exchange_rate("EUR")
print(len(details), "details")
{"total": round(sum(d["price"] for d in details if d["in_stock"]) * rate, 2), "count": len(details)}
"""

ITEMS = [{"id": 1}, {"id": 2}, {"id": 3}]


async def get_items(category):
    await asyncio.sleep(0)
    return ITEMS if category == "electronics" else []


async def get_details(id):
    await asyncio.sleep(0.01 * (4 - id))   # finish in reverse order
    return {"price": 10.0 * id, "in_stock": id != 2}


def exchange_rate(currency):
    return 0.5


TOOLS = {"get_items": get_items, "get_details": get_details, "exchange_rate": exchange_rate}


def test_run_with_tools_sync_and_async():
    printed = []
    result = asyncio.run(aio.run_with_tools(CODE, TOOLS, on_stdout=printed.append))
    assert result.output == {"total": 20.0, "count": 3}
    assert "".join(printed) == "3 details\n"


def test_batches_run_concurrently():
    async def slow(n):
        await asyncio.sleep(0.2)
        return n
    code = "import asyncio\nawait asyncio.gather(*(slow(i) for i in range(10)))"

    async def timed():
        loop = asyncio.get_running_loop()
        start = loop.time()
        result = await aio.run_with_tools(code, {"slow": slow})
        return result.output, loop.time() - start
    output, seconds = asyncio.run(timed())
    assert output == list(range(10)) and seconds < 1.0


def test_tool_exceptions_reach_the_code():
    def fails(x):
        raise KeyError(x)

    async def fails_async(x):
        raise ValueError(f"bad {x}")
    code = ("try:\n    fails('k')\nexcept KeyError as e:\n    a = e.args\n"
            "try:\n    await fails_async(1)\nexcept ValueError as e:\n    b = str(e)\n(a, b)")
    result = asyncio.run(aio.run_with_tools(code, {"fails": fails, "fails_async": fails_async}))
    assert result.output == (("k",), "bad 1")


def test_code_errors_propagate():
    with pytest.raises(basilisk.CodeRuntimeError) as failure:
        asyncio.run(aio.run_with_tools("x = 1 / 0", {}))
    assert failure.value.type_name == "ZeroDivisionError"


APPROVAL_CODE = """
import asyncio
quote = get_quote("flight")
booking = book(quote["id"])
log, = await asyncio.gather(notify(booking))
f"booked {booking} after {log}"
"""


def approval_tools(calls):
    def get_quote(kind):
        calls.append("get_quote")
        return {"id": "Q7"}

    def book(quote_id):
        calls.append("book")
        return "B-" + quote_id

    async def notify(ref):
        calls.append("notify")
        return "notified"
    return {"get_quote": get_quote, "book": book, "notify": notify}


def needs_approval(call):
    if call.function_name == "book":
        raise aio.ApprovalRequired("booking costs money", amount=120)


def test_approval_round_trip_in_another_process(fresh_process):
    calls = []
    with pytest.raises(aio.ApprovalRequired) as held:
        asyncio.run(aio.run_with_tools(APPROVAL_CODE, approval_tools(calls), on_call=needs_approval))
    assert calls == ["get_quote"]
    approval = held.value
    assert approval.details == {"amount": 120}
    assert [c.function_name for c in approval.calls] == ["book"]
    script = """
        import asyncio, sys
        sys.path.insert(0, %r)
        from test_aio import approval_tools, needs_approval
        from basilisk import aio
        calls = []
        result = asyncio.run(aio.resume_with_tools(sys.stdin.buffer.read(), approval_tools(calls),
                                                   on_call=needs_approval))
        print(result.output, calls)
    """ % (__import__("os").path.dirname(__file__),)
    out = fresh_process(script, approval.checkpoint).decode().strip()
    assert out == "booked B-Q7 after notified ['book', 'notify']"


def test_declined_approval_raises_permission_error_in_the_code():
    with pytest.raises(aio.ApprovalRequired) as held:
        asyncio.run(aio.run_with_tools(APPROVAL_CODE, approval_tools([]), on_call=needs_approval))
    with pytest.raises(basilisk.CodeRuntimeError) as failure:
        asyncio.run(aio.resume_with_tools(held.value.checkpoint, approval_tools([]), declined="user said no"))
    assert (failure.value.type_name, failure.value.message) == ("PermissionError", "user said no")


def test_async_interface():
    async def main():
        sandbox = aio.AsyncCodeSandbox(functions=["f"])
        sandbox.type_check("f(1)")
        run = sandbox.execute("f(1) + 1")
        call = await run.next()
        data = run.dump()
        again = sandbox.restore(data)
        await again.next()
        await again.provide_result(41)
        return (await again.next()).output
    assert asyncio.run(main()) == 42
