"""A small agent host in the style of a code-mode `call_tool()`: type-check the model's code, run
it, answer its tool calls, hold a risky call for approval with a checkpoint, restore it (here in
the same process; the bytes restore in any process), and return the result.

    PYTHONPATH=build/python python3 examples/python_host.py

It checks its own outcome and exits non-zero if anything differs.
"""

import asyncio
import sys

import basilisk
from basilisk import aio

STUBS = '''
async def search_flights(origin: str, destination: str) -> list[dict]: ...
async def get_price(flight_id: str) -> float: ...
def book(flight_id: str) -> str: ...
'''

MODEL_CODE = '''
import asyncio
flights = await search_flights("LHR", "JFK")
prices = await asyncio.gather(*(get_price(f["id"]) for f in flights))
best_price, best = min(zip(prices, [f["id"] for f in flights]))
print(f"cheapest of {len(flights)}: {best} at {best_price}")
confirmation = book(best)
{"flight": best, "price": best_price, "confirmation": confirmation}
'''

FLIGHTS = [{"id": "BA117"}, {"id": "VS3"}, {"id": "AA101"}]
PRICES = {"BA117": 612.0, "VS3": 540.5, "AA101": 577.25}


async def search_flights(origin, destination):
    await asyncio.sleep(0.01)
    return FLIGHTS


async def get_price(flight_id):
    await asyncio.sleep(0.01)
    return PRICES[flight_id]


def book(flight_id):
    return f"CONF-{flight_id}"


TOOLS = {"search_flights": search_flights, "get_price": get_price, "book": book}


def require_approval(call):
    if call.function_name == "book":
        raise aio.ApprovalRequired(f"book {call.args[0]}?")


async def call_tool(code, store):
    """What a host does with one `run_code` tool call of the model."""
    sandbox = basilisk.CodeSandbox(functions=["book"], async_functions=["search_flights", "get_price"])
    print(sandbox.constraints().prompt().splitlines()[0])
    sandbox.type_check(code, STUBS)          # CodeSyntaxError / CodeTypeError go back to the model
    try:
        result = await aio.run_with_tools(code, TOOLS, on_call=require_approval, on_stdout=print)
    except aio.ApprovalRequired as held:
        print(f"[host] waiting for a human: {held} ({len(held.checkpoint)} bytes stored)")
        store["checkpoint"] = held.checkpoint
        return None
    return result.output


async def main():
    store = {}
    assert await call_tool(MODEL_CODE, store) is None, "the booking should wait for approval"
    # ... later, perhaps in another worker: the human approved.
    result = await aio.resume_with_tools(store["checkpoint"], TOOLS, on_stdout=print)
    print("[host] result:", result.output)
    expected = {"flight": "VS3", "price": 540.5, "confirmation": "CONF-VS3"}
    if result.output != expected:
        print(f"[host] FAILED: expected {expected}", file=sys.stderr)
        return 1
    # A declined approval reaches the code as PermissionError.
    try:
        await aio.resume_with_tools(store["checkpoint"], TOOLS, declined="the user declined")
    except basilisk.CodeRuntimeError as refused:
        print("[host] declined run:", refused)
    else:
        print("[host] FAILED: the declined run should raise", file=sys.stderr)
        return 1
    print("[host] OK")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
