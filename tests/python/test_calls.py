import pytest

import basilisk

AGENT = """
import asyncio
user = lookup_user(name="ada")
print("user", user["id"])
orders, prefs = await asyncio.gather(get_orders(user["id"]), get_prefs(user["id"]))
total = sum(o["amount"] for o in orders)
{"user": user["name"], "total": total, "theme": prefs["theme"]}
"""


def test_pause_and_resume_at_sync_calls():
    sandbox = basilisk.CodeSandbox(functions=["get_weather"])
    run = sandbox.execute("a = get_weather('London', unit='C')\nprint(a)\nb = get_weather('Paris')\n[a, b]")
    call = run.next()
    assert isinstance(call, basilisk.FunctionCall)
    assert (call.function_name, call.args, call.kwargs, call.call_id) == ("get_weather", ("London",), {"unit": "C"}, 1)
    assert run.next() is not call and run.next().call_id == 1   # asking again repeats the call
    run.provide_result(21)
    call = run.next()
    assert (call.args, call.call_id, call.stdout) == (("Paris",), 2, "21\n")
    run.provide_exception(ValueError("no such city"))
    with pytest.raises(basilisk.CodeRuntimeError) as failure:
        run.next()
    assert (failure.value.type_name, failure.value.message) == ("ValueError", "no such city")


def test_exceptions_handed_in_keep_builtin_types_and_wrap_others():
    code = "try:\n    f()\nexcept KeyError as e:\n    r = ('key', e.args)\nexcept RuntimeError as e:\n    r = ('rt', str(e))\nr"
    sandbox = basilisk.CodeSandbox(functions=["f"])
    run = sandbox.execute(code)
    run.next()
    run.provide_exception(KeyError("k"))
    assert run.next().output == ("key", ("k",))

    class ToolFailed(Exception):
        pass

    run = sandbox.execute(code)
    run.next()
    run.provide_exception(ToolFailed("boom"))
    assert run.next().output == ("rt", "ToolFailed: boom")
    run = sandbox.execute(code)
    run.next()
    with pytest.raises(TypeError, match="exception instance"):
        run.provide_exception("not an exception")


def answer_async(run, event, answers):
    """Answers a PendingCalls batch in reverse order of the calls."""
    assert isinstance(event, basilisk.PendingCalls)
    run.provide_results({c.call_id: answers[c.function_name](*c.args) for c in reversed(event.calls)})


ANSWERS = {
    "get_orders": lambda uid: [{"amount": 5}, {"amount": 7}],
    "get_prefs": lambda uid: {"theme": "dark"},
}


def test_async_batches_answered_out_of_order():
    sandbox = basilisk.CodeSandbox(functions=["lookup_user"], async_functions=["get_orders", "get_prefs"])
    run = sandbox.execute(AGENT)
    call = run.next()
    assert call.function_name == "lookup_user"
    run.provide_result({"id": 42, "name": "Ada"})
    batch = run.next()
    assert isinstance(batch, basilisk.PendingCalls)
    assert [c.function_name for c in batch.calls] == ["get_orders", "get_prefs"]
    assert batch.pending == [2, 3] and batch.stdout == "user 42\n"
    answer_async(run, batch, ANSWERS)
    done = run.next()
    assert isinstance(done, basilisk.ExecutionResult)
    assert done.output == {"user": "Ada", "total": 12, "theme": "dark"}
    assert done.unawaited == []


def test_async_exceptions_and_partial_answers():
    code = ("import asyncio\nt1 = asyncio.create_task(a())\nt2 = asyncio.create_task(b())\n"
            "r1 = await t1\ntry:\n    await t2\nexcept LookupError as e:\n    r2 = repr(e)\n[r1, r2]")
    run = basilisk.CodeSandbox(async_functions=["a", "b"]).execute(code)
    batch = run.next()
    ids = {c.function_name: c.call_id for c in batch.calls}
    run.provide_results({ids["b"]: LookupError("gone")})
    again = run.next()
    assert isinstance(again, basilisk.PendingCalls) and again.pending == [ids["a"]]
    with pytest.raises(ValueError, match="not pending"):
        run.provide_results({ids["b"]: 1})
    run.provide_results({ids["a"]: "A"})
    assert run.next().output == ["A", "LookupError('gone')"]


def test_pending_async_calls_lists_every_unanswered_call():
    code = "t = asyncio.create_task(slow())\nx = ask()\nawait t\nx"
    run = basilisk.CodeSandbox(functions=["ask"], async_functions=["slow"]).execute("import asyncio\n" + code)
    call = run.next()
    assert call.function_name == "ask" and [c.function_name for c in call.async_calls] == ["slow"]
    run.provide_result("answer")
    batch = run.next()
    assert batch.calls == [] and batch.pending == [1]
    assert [(c.call_id, c.function_name) for c in run.pending_async_calls()] == [(1, "slow")]
    run.provide_results({1: None})
    assert run.next().output == "answer"


def test_dump_in_one_process_restore_in_another(fresh_process):
    sandbox = basilisk.CodeSandbox(functions=["lookup_user"], async_functions=["get_orders", "get_prefs"])
    run = sandbox.execute(AGENT)
    run.next()
    at_sync_call = run.dump()
    run.provide_result({"id": 42, "name": "Ada"})
    run.next()
    at_batch = run.dump()
    script = """
        import sys
        import basilisk
        data = sys.stdin.buffer.read()
        n = int.from_bytes(data[:8], "little")
        at_sync_call, at_batch = data[8:8 + n], data[8 + n:]
        sandbox = basilisk.CodeSandbox()
        results = []
        run = sandbox.restore(at_sync_call)
        call = run.next()
        assert call.function_name == "lookup_user" and call.kwargs == {"name": "ada"}
        run.provide_result({"id": 42, "name": "Ada"})
        batch = run.next()
        assert batch.stdout == "user 42\\n"
        for r in (run, sandbox.restore(at_batch)):
            batch = r.next()
            ids = {c.function_name: c.call_id for c in batch.calls}
            r.provide_results({ids["get_prefs"]: {"theme": "dark"}, ids["get_orders"]: [{"amount": 5}, {"amount": 7}]})
            results.append(r.next().output)
        print(repr(results))
    """
    payload = len(at_sync_call).to_bytes(8, "little") + at_sync_call + at_batch
    out = fresh_process(script, payload).decode().strip()
    expected = {"user": "Ada", "total": 12, "theme": "dark"}
    assert out == repr([expected, expected])


def test_one_snapshot_restores_many_times():
    sandbox = basilisk.CodeSandbox(functions=["pick"])
    run = sandbox.execute("x = pick()\nx * 2")
    run.next()
    data = run.dump()
    outputs = []
    for answer in (1, "ab", [3]):
        fork = sandbox.restore(data)
        fork.next()
        fork.provide_result(answer)
        outputs.append(fork.next().output)
    assert outputs == [2, "abab", [3, 3]]


def test_corrupted_snapshots_never_crash():
    sandbox = basilisk.CodeSandbox(functions=["f"])
    run = sandbox.execute("a = [1, 'two', {3: 4.0}]\nb = f(a)\n(a, b)")
    run.next()
    data = bytearray(run.dump())
    for i in range(0, len(data), max(1, len(data) // 300)):
        for flip in (0x01, 0x80, 0xFF):
            mutated = bytearray(data)
            mutated[i] ^= flip
            try:
                r = sandbox.restore(bytes(mutated))
            except basilisk.CodeCheckpointError:
                continue
            r.next()
    for cut in range(0, len(data), 7):
        with pytest.raises(basilisk.CodeCheckpointError):
            sandbox.restore(bytes(data[:cut]))
