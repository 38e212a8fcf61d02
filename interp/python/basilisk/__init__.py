"""Basilisk for Python hosts: run model-written Python in-process, pausing at every host call.

    import basilisk
    sandbox = basilisk.CodeSandbox(functions=["get_weather"])
    execution = sandbox.execute('w = get_weather(city="London")\\nw["temp"]')
    event = execution.next()
    while isinstance(event, basilisk.FunctionCall):
        execution.provide_result({"temp": 21})          # or provide_exception(ValueError("..."))
        event = execution.next()
    print(event.output, event.stdout)                   # ExecutionResult

A paused execution's ``dump()`` bytes restore with ``sandbox.restore(data)``, in any process.
``basilisk.aio`` drives executions with Python tools (sync or async) and approvals.
"""

from ._errors import (CodeCheckpointError, CodeExecutionError, CodeLimitError, CodeRuntimeError,
                      CodeSyntaxError, CodeTypeError)
from ._values import Opaque
from ._constraints import CodeConstraints
from ._basilisk import CodeExecution, CodeSandbox, ExecutionResult, FunctionCall, PendingCalls

__all__ = [
    "CodeSandbox", "CodeExecution", "FunctionCall", "PendingCalls", "ExecutionResult",
    "CodeConstraints", "Opaque", "CodeExecutionError", "CodeSyntaxError", "CodeTypeError",
    "CodeRuntimeError", "CodeLimitError", "CodeCheckpointError",
]
