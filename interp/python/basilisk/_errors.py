"""The errors an execution can end with, as a Python host sees them.

    CodeExecutionError
    ├── CodeSyntaxError       the code does not compile, or uses a feature the host switched off
    ├── CodeTypeError         the static pre-flight check (type_check) failed
    ├── CodeRuntimeError      an uncaught Python exception in the code: type_name, message, traceback
    ├── CodeLimitError        a resource limit stopped the code (limit = "max_instructions", ...)
    └── CodeCheckpointError   a snapshot could not be restored (or the execution cannot be dumped)

Every one carries ``message`` and ``stdout`` (what the code printed before it failed).
"""


class CodeExecutionError(Exception):
    kind = "execution"

    def __init__(self, message, *, stdout=""):
        super().__init__(message)
        self.message = message
        self.stdout = stdout


class CodeSyntaxError(CodeExecutionError):
    kind = "syntax"

    def __init__(self, message, *, type_name="SyntaxError", filename="", lineno=0, offset=0,
                 report="", stdout=""):
        super().__init__(message, stdout=stdout)
        self.type_name = type_name
        self.filename = filename
        self.lineno = lineno
        self.offset = offset
        self.report = report

    def __str__(self):
        return self.report or f"{self.type_name}: {self.message}"


class CodeTypeError(CodeExecutionError):
    kind = "type"


class CodeRuntimeError(CodeExecutionError):
    kind = "runtime"

    def __init__(self, message, *, type_name="", traceback="", stdout=""):
        super().__init__(message, stdout=stdout)
        self.type_name = type_name
        self.traceback = traceback

    def __str__(self):
        return f"{self.type_name}: {self.message}" if self.message else self.type_name


class CodeLimitError(CodeExecutionError):
    kind = "limit"

    def __init__(self, message, *, limit="", stdout=""):
        super().__init__(message, stdout=stdout)
        self.limit = limit


class CodeCheckpointError(CodeExecutionError):
    kind = "checkpoint"
