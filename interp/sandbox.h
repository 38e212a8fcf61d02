#pragma once
// The embedding API (DESIGN.md "The consumer's loop is the API"):
//
//   CodeSandbox sandbox(config);                       // functions, limits, feature policy
//   CodeExecution run = sandbox.execute(code, inputs);
//   ExecutionEvent event = run.next();
//   while (auto* call = std::get_if<FunctionCall>(&event)) {
//       // the host owns the loop: trace, ask for approval, dump() and restore() later...
//       run.provide_result(answer);                    // or run.provide_exception("ValueError", "bad city")
//       event = run.next();
//   }
//   ExecutionResult& done = std::get<ExecutionResult>(event);
//
// Failures are thrown as the CodeExecutionError hierarchy (interp/errors.h). Misuse of the
// handle (answering when nothing is pending, next() after the end) throws std::logic_error.
// A CodeExecution owns its whole VM: executions share nothing, so two of them may run in two
// threads; one execution is used by one thread at a time.
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "interp/constraints.h"
#include "interp/errors.h"
#include "interp/values.h"

namespace basilisk {

namespace checkpoint { class ProgramCache; }

struct SandboxConfig {
    // The host functions. nullopt: any name the code calls that it does not define, that is not
    // a CPython builtin and not an imported module is a host function.
    std::optional<std::vector<std::string>> functions;
    // Host functions declared async (a name may be in one list only): calling one records the
    // call and returns an awaitable at once; the execution pauses with PendingCalls when no
    // task can run (PROTOCOL.md "Asynchronous code and concurrent host calls").
    std::vector<std::string> async_functions;
    ExecutionLimits limits;
    std::set<Feature> disabled_features;
    std::string additional_instructions;    // appended to constraints().prompt()
    std::string script_name = "main.py";    // the file name tracebacks show
    // The outside world (recorded in each execution's snapshot). The clock: the instant that
    // time.time(), datetime.now() and date.today() read, in microseconds since the Unix epoch
    // (UTC); without one they raise RuntimeError. The seed of unseeded random generators and
    // uuid4 (0 to 2**63-1; larger values lose their top bit): without one, an execution draws
    // one from the OS the first time it needs one.
    std::optional<int64_t> clock_us;
    std::optional<uint64_t> random_seed;
};

// One call of a host function: the sync call an execution is paused at, or an async call.
struct HostCall {
    uint64_t call_id = 0;   // counts this execution's calls (sync and async) from 1; survives dump/restore
    std::string name;
    std::vector<HostValue> args;
    std::vector<std::pair<std::string, HostValue>> kwargs;
};

// The code called a (sync) host function; the execution is paused until the host answers.
struct FunctionCall : HostCall {
    std::string stdout_text;   // printed since the previous event
    std::vector<HostCall> async_calls;   // async calls made since the previous event (already pending)
};

// No task can run and some async host calls are unanswered: answer any of `pending` with
// provide_results().
struct PendingCalls {
    std::vector<HostCall> calls;     // the async calls made since the previous event
    std::vector<uint64_t> pending;   // every unanswered async call, in call order
    std::string stdout_text;
};

// The code finished.
struct ExecutionResult {
    HostValue output;          // the value of the last expression statement, or None
    std::string stdout_text;   // printed since the previous event
    std::vector<HostCall> async_calls;   // async calls made since the previous event
    std::vector<uint64_t> unawaited;     // async calls never answered (fired and not awaited)
};

// The answer to one async host call: a value, or an exception (a built-in exception's type
// name and message; another name raises RuntimeError("TYPE: message")).
struct CallResult {
    uint64_t call_id = 0;
    HostValue value;
    std::optional<std::pair<std::string, std::string>> error;
};

using ExecutionEvent = std::variant<FunctionCall, PendingCalls, ExecutionResult>;
using Inputs = std::vector<std::pair<std::string, HostValue>>;

class CodeExecution {
public:
    CodeExecution(CodeExecution&&) noexcept;
    CodeExecution& operator=(CodeExecution&&) noexcept;
    ~CodeExecution();

    // Runs until the next host call or the end. Throws CodeRuntimeError / CodeLimitError when
    // the code fails. While a call is pending and unanswered it returns that call again.
    ExecutionEvent next();
    // Answers the pending call: it returns `value` inside the code. Throws std::invalid_argument
    // when the value cannot be built (e.g. an unhashable dict key), leaving the call pending.
    void provide_result(const HostValue& value);
    // Answers the pending call by raising a built-in exception of type `type` in the code; a name
    // that is no built-in exception raises RuntimeError("TYPE: message").
    void provide_exception(std::string_view type, std::string_view message);
    // At PendingCalls: answers some of the pending async calls, in any order. Throws
    // std::invalid_argument (and changes nothing) for an empty list, an id that is not pending,
    // an id given twice or a value that cannot be built.
    void provide_results(const std::vector<CallResult>& results);
    bool waiting_for_results() const;   // paused at PendingCalls
    // Every unanswered async call, in call order, with its arguments: also the calls reported at
    // earlier events (a host that restored a checkpoint learns what it has to answer).
    std::vector<HostCall> pending_async_calls() const;
    // The execution as bytes: paused at a call, not started yet, or completed (a session between
    // cells: restore() gives back a completed execution whose globals execute_next() continues).
    // Throws CodeCheckpointError once it failed or while it runs. CodeSandbox::restore() turns the
    // bytes into a new, independent execution.
    std::string dump() const;

    bool waiting_for_host() const;   // a call is pending and unanswered
    bool finished() const;           // completed or failed: next() would throw
    std::optional<FunctionCall> pending_call() const;

private:
    friend class CodeSandbox;
    struct State;
    explicit CodeExecution(std::unique_ptr<State> state);
    std::unique_ptr<State> m;
};

class CodeSandbox {
public:
    explicit CodeSandbox(SandboxConfig config = {});
    const SandboxConfig& config() const { return m_config; }

    // Compiles `code` (CodeSyntaxError on failure) and prepares a run with `inputs` bound as
    // globals; nothing runs until next(). `limits` replaces the sandbox's limits for this run.
    CodeExecution execute(std::string_view code, const Inputs& inputs = {},
                          std::optional<ExecutionLimits> limits = std::nullopt) const;
    // Like execute(), in the global namespace that `finished` (a completed or failed execution)
    // left: the next cell of a notebook, which keeps what a failed cell assigned before its error
    // as CPython's REPL does. Throws std::logic_error if `finished` is paused or has not started.
    CodeExecution execute_next(CodeExecution&& finished, std::string_view code, const Inputs& inputs = {},
                               std::optional<ExecutionLimits> limits = std::nullopt) const;
    // A new execution from dump() bytes (any number of times: fork). Throws CodeCheckpointError.
    CodeExecution restore(std::string_view bytes) const;
    // Static pre-flight: compiles `code` under the feature policy (CodeSyntaxError), and the
    // `stubs` (Python declarations of the host functions; CodeTypeError if they do not compile).
    // Nothing runs.
    void type_check(std::string_view code, std::string_view stubs = {}) const;
    CodeConstraints constraints() const;

private:
    SandboxConfig m_config;
    // Programs this sandbox's executions dumped or restored, so a host that checkpoints one
    // script at every pause encodes, decodes and verifies it once (shared with the executions,
    // which may outlive the sandbox).
    std::shared_ptr<checkpoint::ProgramCache> m_programs;
};

// True for the names of CPython 3.11's builtins module (print, len, eval, open, ...).
bool is_cpython_builtin(std::string_view name);

}  // namespace basilisk
