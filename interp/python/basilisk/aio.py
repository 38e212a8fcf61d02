"""Asynchronous hosts: the core interface with awaitable steps, and a driver that answers the code's
host calls with Python tools.

    from basilisk import aio

    async def get_items(category): ...
    def get_price(item_id): ...

    result = await aio.run_with_tools(code, {"get_items": get_items, "get_price": get_price})

Tools that are coroutine functions are async inside the sandbox (the code awaits them and may
run them concurrently with asyncio.gather); the others are plain functions. Every batch of
concurrent calls the code makes runs with asyncio.gather, and the answers go back by call id.

An ``on_call(call)`` hook sees each call before its tool runs and may raise ``ApprovalRequired``:
run_with_tools then raises it with ``checkpoint`` (the execution's dump() bytes) and ``calls``
attached. Store the bytes; ``resume_with_tools(checkpoint, tools)`` continues later, in any
process, running the held calls (or refusing them with ``declined=``).
"""

import asyncio
import inspect

from ._basilisk import CodeSandbox, ExecutionResult, FunctionCall, PendingCalls

__all__ = ["AsyncCodeSandbox", "AsyncCodeExecution", "ApprovalRequired", "run_with_tools", "resume_with_tools"]


class ApprovalRequired(Exception):
    """Raised by an on_call hook to stop before a call runs. run_with_tools re-raises it with
    ``checkpoint`` (bytes to give resume_with_tools) and ``calls`` (the held FunctionCalls)."""

    def __init__(self, message="approval required", **details):
        super().__init__(message)
        self.details = details
        self.checkpoint = None
        self.calls = []


class AsyncCodeExecution:
    """A CodeExecution whose running steps are awaitable: next() runs the code in a worker thread
    (the GIL is released while it runs), so a long script does not stall the event loop."""

    def __init__(self, execution):
        self._execution = execution

    @property
    def execution(self):
        return self._execution

    async def next(self):
        return await asyncio.to_thread(self._execution.next)

    async def provide_result(self, value):
        self._execution.provide_result(value)

    async def provide_exception(self, exception):
        self._execution.provide_exception(exception)

    async def provide_results(self, results):
        self._execution.provide_results(results)

    def dump(self):
        return self._execution.dump()

    @property
    def finished(self):
        return self._execution.finished


class AsyncCodeSandbox:
    """CodeSandbox with awaitable execute/restore results (AsyncCodeExecution)."""

    def __init__(self, **config):
        self._sandbox = CodeSandbox(**config)

    @property
    def sandbox(self):
        return self._sandbox

    def execute(self, code, inputs=None, *, limits=None):
        return AsyncCodeExecution(self._sandbox.execute(code, inputs, limits=limits))

    def restore(self, data):
        return AsyncCodeExecution(self._sandbox.restore(data))

    def type_check(self, code, stubs=""):
        self._sandbox.type_check(code, stubs)

    def constraints(self):
        return self._sandbox.constraints()


def _split_tools(tools, async_functions):
    if async_functions is None:
        async_functions = [name for name, fn in tools.items() if inspect.iscoroutinefunction(fn)]
    async_names = set(async_functions)
    unknown = async_names - set(tools)
    if unknown:
        raise ValueError(f"async_functions names no tool: {sorted(unknown)}")
    return [name for name in tools if name not in async_names], sorted(async_names)


async def _call_tool(tools, call):
    """The tool's value, or the exception it raised (handed to the code as that exception)."""
    tool = tools.get(call.function_name)
    if tool is None:
        return NameError(f"name '{call.function_name}' is not defined")
    try:
        value = tool(*call.args, **call.kwargs)
        if inspect.isawaitable(value):
            value = await value
        return value
    except Exception as error:  # the code sees the tool's failure as an exception it can catch
        return error


def _answer(execution, value):
    if isinstance(value, BaseException):
        execution.provide_exception(value)
    else:
        execution.provide_result(value)


async def _hold_for_approval(execution, calls, on_call):
    if on_call is None:
        return
    for call in calls:
        try:
            held = on_call(call)
            if inspect.isawaitable(held):
                await held
        except ApprovalRequired as approval:
            approval.checkpoint = execution.dump()
            approval.calls = list(calls)
            raise


async def _drive(execution, tools, on_call, on_stdout, approved):
    """Runs `execution` to its end, answering every call; `approved` holds the ids whose
    approval was already given (the calls a checkpoint was taken at)."""
    while True:
        event = await asyncio.to_thread(execution.next)
        if on_stdout is not None and event.stdout:
            on_stdout(event.stdout)
        if isinstance(event, ExecutionResult):
            return event
        if isinstance(event, FunctionCall):
            if event.call_id not in approved:
                await _hold_for_approval(execution, [event], on_call)
            _answer(execution, await _call_tool(tools, event))
            continue
        # PendingCalls: every unanswered async call (also those reported at earlier events),
        # run together.
        waiting = execution.pending_async_calls()
        fresh = [c for c in waiting if c.call_id not in approved]
        await _hold_for_approval(execution, fresh, on_call)
        answers = await asyncio.gather(*(_call_tool(tools, c) for c in waiting))
        execution.provide_results({c.call_id: a for c, a in zip(waiting, answers)})


async def run_with_tools(code, tools, *, inputs=None, limits=None, async_functions=None,
                         disabled_features=None, script_name="main.py", on_call=None, on_stdout=None):
    """Runs `code` with `tools` ({name: callable}) as its host functions and returns the
    ExecutionResult (``output``, ``stdout``). Raises the CodeExecutionError family when the code
    fails, and ApprovalRequired (with ``checkpoint``) when on_call holds a call."""
    sync_names, async_names = _split_tools(tools, async_functions)
    sandbox = CodeSandbox(functions=sync_names, async_functions=async_names, limits=limits,
                          disabled_features=disabled_features, script_name=script_name)
    execution = sandbox.execute(code, inputs)
    return await _drive(execution, tools, on_call, on_stdout, approved=set())


async def resume_with_tools(checkpoint, tools, *, on_call=None, on_stdout=None, declined=None):
    """Continues an execution from ApprovalRequired.checkpoint (in any process). The held calls
    run now, unless `declined` is given: then each raises PermissionError(declined) in the code."""
    execution = CodeSandbox().restore(checkpoint)
    event = execution.next()   # the paused event again; nothing runs
    held = [event] if isinstance(event, FunctionCall) else execution.pending_async_calls()
    if declined is not None:
        refusal = PermissionError(declined)
        if isinstance(event, FunctionCall):
            execution.provide_exception(refusal)
        else:
            execution.provide_results({c.call_id: refusal for c in held})
        return await _drive(execution, tools, on_call, on_stdout, approved=set())
    return await _drive(execution, tools, on_call, on_stdout, approved={c.call_id for c in held})
