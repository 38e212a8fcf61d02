# Type stubs of the basilisk package (the extension module plus its pure-Python parts).
import datetime
from typing import Any, Iterable, Mapping, Optional, Union

HostValue = Any  # None | bool | int | float | str | bytes | list | tuple | dict | set | frozenset, nested

class Opaque:
    """A sandbox value with no Python twin (function, generator, instance): its repr()."""
    repr: str
    def __init__(self, text: str) -> None: ...

class CodeExecutionError(Exception):
    kind: str
    message: str
    stdout: str

class CodeSyntaxError(CodeExecutionError):
    type_name: str
    filename: str
    lineno: int
    offset: int
    report: str

class CodeTypeError(CodeExecutionError): ...

class CodeRuntimeError(CodeExecutionError):
    type_name: str
    traceback: str

class CodeLimitError(CodeExecutionError):
    limit: str

class CodeCheckpointError(CodeExecutionError): ...

class FunctionCall:
    """The code called a host function; the execution waits for provide_result/provide_exception."""
    @property
    def function_name(self) -> str: ...
    @property
    def args(self) -> tuple[HostValue, ...]: ...
    @property
    def kwargs(self) -> dict[str, HostValue]: ...
    @property
    def call_id(self) -> int: ...
    @property
    def stdout(self) -> str: ...
    @property
    def async_calls(self) -> list[FunctionCall]: ...

class PendingCalls:
    """No task can run until some async host calls are answered with provide_results()."""
    @property
    def calls(self) -> list[FunctionCall]: ...
    @property
    def pending(self) -> list[int]: ...
    @property
    def stdout(self) -> str: ...

class ExecutionResult:
    @property
    def output(self) -> HostValue: ...
    @property
    def stdout(self) -> str: ...
    @property
    def async_calls(self) -> list[FunctionCall]: ...
    @property
    def unawaited(self) -> list[int]: ...

Event = Union[FunctionCall, PendingCalls, ExecutionResult]

class CodeExecution:
    def next(self) -> Event: ...
    def provide_result(self, value: HostValue) -> None: ...
    def provide_exception(self, exception: BaseException) -> None: ...
    def provide_results(self, results: Mapping[int, Union[HostValue, BaseException]]) -> None: ...
    def pending_async_calls(self) -> list[FunctionCall]: ...
    def dump(self) -> bytes: ...
    @property
    def finished(self) -> bool: ...
    @property
    def waiting_for_host(self) -> bool: ...
    @property
    def waiting_for_results(self) -> bool: ...

class CodeConstraints:
    features: dict[str, bool]
    modules: list[str]
    limits: dict[str, int]
    additional_instructions: str
    supports_imports: bool
    supports_function_definitions: bool
    supports_lambdas: bool
    supports_classes: bool
    supports_for_loops: bool
    supports_while_loops: bool
    supports_break_continue: bool
    supports_string_methods: bool
    supports_comprehensions: bool
    supports_generator_expressions: bool
    supports_generators: bool
    supports_async: bool
    supports_tuple_unpacking: bool
    supports_indexing_slicing: bool
    supports_try_except: bool
    supports_raise: bool
    supports_with: bool
    supports_global: bool
    supports_nonlocal: bool
    supports_assert: bool
    supports_del: bool
    def prompt(self) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...

class Session:
    """Keeps the globals of one notebook between cells."""
    def execute(self, code: str, inputs: Optional[Mapping[str, HostValue]] = None, *,
                limits: Optional[Mapping[str, int]] = None) -> CodeExecution: ...
    def reset(self) -> None: ...
    def dump(self) -> bytes: ...

class CodeSandbox:
    def __init__(self, *, functions: Optional[Iterable[str]] = None, async_functions: Optional[Iterable[str]] = None,
                 limits: Optional[Mapping[str, int]] = None, disabled_features: Optional[Iterable[str]] = None,
                 script_name: str = "main.py", additional_instructions: str = "",
                 now: Optional[Union[datetime.datetime, int, float]] = None, seed: Optional[int] = None) -> None: ...
    def execute(self, code: str, inputs: Optional[Mapping[str, HostValue]] = None, *,
                limits: Optional[Mapping[str, int]] = None) -> CodeExecution: ...
    def restore(self, data: bytes) -> CodeExecution: ...
    def type_check(self, code: str, stubs: str = "") -> None: ...
    def constraints(self) -> CodeConstraints: ...
    def session(self) -> Session: ...
    def restore_session(self, data: bytes) -> Session: ...
