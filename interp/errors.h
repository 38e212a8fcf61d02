#pragma once
// The errors an execution can end with, as the host sees them. CodeSandbox and CodeExecution
// throw them; every one carries the text printed before the error (`stdout`).
//
//   CodeExecutionError
//   ├── CodeSyntaxError       the code does not compile, or uses a feature the host switched off
//   ├── CodeTypeError         the static pre-flight check (type_check) failed
//   ├── CodeRuntimeError      an uncaught Python exception: type, message, CPython traceback
//   ├── CodeLimitError        a resource limit stopped the code (limit = "max_instructions", ...)
//   └── CodeCheckpointError   a snapshot could not be restored (or the execution cannot be dumped)
#include <stdexcept>
#include <string>

namespace basilisk {

class CodeExecutionError : public std::runtime_error {
public:
    CodeExecutionError(std::string kind, std::string message, std::string stdout_text = {})
        : std::runtime_error(message), m_kind(std::move(kind)), m_message(std::move(message)),
          m_stdout(std::move(stdout_text)) {}
    // "syntax", "type", "runtime", "limit" or "checkpoint" (PROTOCOL.md's error kinds).
    const std::string& kind() const { return m_kind; }
    const std::string& message() const { return m_message; }
    const std::string& stdout_text() const { return m_stdout; }

private:
    std::string m_kind, m_message, m_stdout;
};

class CodeSyntaxError : public CodeExecutionError {
public:
    CodeSyntaxError(std::string type, std::string message, std::string filename, int line, int col,
                    std::string report)
        : CodeExecutionError("syntax", std::move(message)), type(std::move(type)), filename(std::move(filename)),
          line(line), col(col), report(std::move(report)) {}
    std::string type;       // "SyntaxError", "IndentationError", "TabError"
    std::string filename;
    int line = 0, col = 0;  // 1-based; 0 when unknown
    std::string report;     // CPython's report: File/line, source line, caret, "SyntaxError: ..."
};

class CodeTypeError : public CodeExecutionError {
public:
    explicit CodeTypeError(std::string message) : CodeExecutionError("type", std::move(message)) {}
};

class CodeRuntimeError : public CodeExecutionError {
public:
    CodeRuntimeError(std::string type, std::string message, std::string traceback, std::string stdout_text)
        : CodeExecutionError("runtime", std::move(message), std::move(stdout_text)), type(std::move(type)),
          traceback(std::move(traceback)) {}
    std::string type;        // the Python exception's class name: "ZeroDivisionError", "MyError"
    std::string traceback;   // "Traceback (most recent call last):\n ... \nZeroDivisionError: division by zero"
};

class CodeLimitError : public CodeExecutionError {
public:
    CodeLimitError(std::string limit, std::string message, std::string stdout_text)
        : CodeExecutionError("limit", std::move(message), std::move(stdout_text)), limit(std::move(limit)) {}
    std::string limit;       // the limit's key: "max_duration_ms", "max_memory_bytes", ...
};

class CodeCheckpointError : public CodeExecutionError {
public:
    explicit CodeCheckpointError(std::string message) : CodeExecutionError("checkpoint", std::move(message)) {}
};

}  // namespace basilisk
