#include "interp/sandbox.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include <fmt/format.h>

#include "checkpoint/program_cache.h"
#include "checkpoint/snapshot.h"
#include "compiler/compile.h"
#include "interp/limits_convert.h"
#include "interp/convert.h"
#include "interp/execution_snapshot.h"
#include "interp/syntax_report.h"
#include "vm/native.h"
#include "vm/opcodes.h"
#include "vm/types.h"
#include "vm/vm.h"

namespace basilisk {

namespace {

// CPython 3.11's builtins module. A name in this list is never a host function: the ones the
// sandbox leaves out (eval, open, __import__, ...) raise NameError instead of reaching the host.
constexpr std::string_view kCPythonBuiltins[] = {
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BaseExceptionGroup",
    "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError",
    "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError", "ConnectionResetError",
    "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning", "EnvironmentError", "Exception",
    "ExceptionGroup", "False", "FileExistsError", "FileNotFoundError", "FloatingPointError", "FutureWarning",
    "GeneratorExit", "IOError", "ImportError", "ImportWarning", "IndentationError", "IndexError",
    "InterruptedError", "IsADirectoryError", "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError",
    "ModuleNotFoundError", "NameError", "None", "NotADirectoryError", "NotImplemented", "NotImplementedError",
    "OSError", "OverflowError", "PendingDeprecationWarning", "PermissionError", "ProcessLookupError",
    "RecursionError", "ReferenceError", "ResourceWarning", "RuntimeError", "RuntimeWarning",
    "StopAsyncIteration", "StopIteration", "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit",
    "TabError", "TimeoutError", "True", "TypeError", "UnboundLocalError", "UnicodeDecodeError",
    "UnicodeEncodeError", "UnicodeError", "UnicodeTranslateError", "UnicodeWarning", "UserWarning", "ValueError",
    "Warning", "ZeroDivisionError", "__build_class__", "__debug__", "__doc__", "__import__", "__loader__",
    "__name__", "__package__", "__spec__", "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool",
    "breakpoint", "bytearray", "bytes", "callable", "chr", "classmethod", "compile", "complex", "copyright",
    "credits", "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "exit", "filter", "float",
    "format", "frozenset", "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input", "int",
    "isinstance", "issubclass", "iter", "len", "license", "list", "locals", "map", "max", "memoryview", "min",
    "next", "object", "oct", "open", "ord", "pow", "print", "property", "quit", "range", "repr", "reversed",
    "round", "set", "setattr", "slice", "sorted", "staticmethod", "str", "sum", "super", "tuple", "type", "vars",
    "zip",
};

uint64_t limit_of(const vm::Limits& l, std::string_view key) {
    if (key == "max_instructions") return l.max_instructions;
    if (key == "max_duration_ms") return l.max_duration_ms;
    if (key == "max_memory_bytes") return l.max_memory_bytes;
    if (key == "max_allocations") return l.max_allocations;
    if (key == "max_recursion_depth") return l.max_recursion_depth;
    if (key == "max_output_bytes") return l.max_output_bytes;
    return 0;
}

// Names the code itself binds at module level or declares global: a failed lookup of one of
// them is a real NameError (used before assignment), never a host call.
void collect_defined_names(const vm::Program& program, NameSet& out) {
    for (const vm::Code& c : program.codes) {
        for (uint32_t word : c.instructions) {
            vm::Op op = vm::opcode_of(word);
            if (op == vm::Op::STORE_GLOBAL || op == vm::Op::STORE_NAME || op == vm::Op::DELETE_GLOBAL ||
                op == vm::Op::DELETE_NAME) {
                uint32_t arg = vm::operand_of(word);
                if (arg < c.names.size()) out.insert(c.names[arg]);
            }
        }
    }
}

}  // namespace

bool is_cpython_builtin(std::string_view name) {
    return std::binary_search(std::begin(kCPythonBuiltins), std::end(kCPythonBuiltins), name);
}

// ---- CodeExecution ----------------------------------------------------------------------------

struct CodeExecution::State {
    enum class Phase { Ready, Paused, Finished, Failed };
    std::unique_ptr<vm::Vm> machine;
    std::shared_ptr<checkpoint::ProgramCache> programs;   // the sandbox's
    std::optional<NameSet> functions;   // nullopt: any undefined name
    NameSet async_functions;            // host functions declared async
    NameSet defined;                    // names the code binds (undefined-name mode)
    std::string script_name;
    Phase phase = Phase::Ready;
    bool started = false;                             // run() was called at least once
    std::optional<FunctionCall> pending;
    // next() hands `pending` out by moving it (one host call, one conversion of its arguments);
    // when asked for it again, it is read again from the VM, which keeps the call until answered.
    bool pending_handed_out = false;
    std::optional<PendingCalls> pending_calls;        // paused in the event loop (async calls)
    // next() moves pending_calls->calls out; asked again, it reads them again from the VM.
    bool calls_handed_out = false;

    void install_host_lookup() {
        machine->is_host_function = [this](std::string_view name) {
            if (async_functions.count(name)) return true;
            if (functions) return functions->count(name) > 0;
            return !defined.count(name) && !is_cpython_builtin(name);
        };
        if (async_functions.empty()) {
            machine->is_async_host_function = nullptr;
        } else {
            machine->is_async_host_function = [this](std::string_view name) {
                return async_functions.count(name) > 0;
            };
        }
    }

    // The async host calls made since the host last answered (asyncio's _host_new, which the
    // VM keeps in the heap so a restored execution reports the same batch again).
    std::vector<HostCall> new_async_calls() {
        std::vector<HostCall> out;
        vm::Vm& vm = *machine;
        vm::Value list = vm.asyncio_table(vm::Vm::AsyncioTable::New);
        if (list.is_undefined() || !vm.is_kind(list, vm::ObjKind::List)) return out;
        for (vm::Value t : vm.as<vm::ListObject>(list).items)
            if (auto call = read_async_call(t)) out.push_back(std::move(*call));
        return out;
    }
    // One (call_id, name, args, kwargs) record of asyncio's _host_new/_host_calls.
    std::optional<HostCall> read_async_call(vm::Value t) const {
        vm::Vm& vm = *machine;
        if (!vm.is_kind(t, vm::ObjKind::Tuple)) return std::nullopt;
        const auto& items = vm.as<vm::TupleObject>(t).items;
        if (items.size() != 4 || !items[0].is_small_int() || !vm.is_str(items[1]) ||
            !vm.is_kind(items[2], vm::ObjKind::Tuple) || !vm.is_kind(items[3], vm::ObjKind::Dict))
            return std::nullopt;
        HostCall call;
        call.call_id = uint64_t(items[0].as_small_int());
        call.name = vm.str_of(items[1]);
        for (vm::Value a : vm.as<vm::TupleObject>(items[2]).items) call.args.push_back(interp::from_vm(vm, a));
        for (const auto& e : vm.as<vm::DictObject>(items[3]).table.entries())
            if (vm.is_str(e.key)) call.kwargs.emplace_back(vm.str_of(e.key), interp::from_vm(vm, e.value));
        return call;
    }
    // Every unanswered async call with its arguments, in call order (asyncio's _host_calls).
    std::vector<HostCall> pending_async_calls() const {
        std::vector<HostCall> out;
        vm::Value d = machine->asyncio_table(vm::Vm::AsyncioTable::Calls);
        if (!d.is_undefined() && machine->is_kind(d, vm::ObjKind::Dict))
            for (const auto& e : machine->as<vm::DictObject>(d).table.entries())
                if (auto call = read_async_call(e.value)) out.push_back(std::move(*call));
        if (paused_at_awaited_call()) out.push_back(paused_call());
        return out;
    }
    // Paused at an async call awaited at once (vm/awaited_host_call.cpp): the newest pending
    // call, which asyncio's tables do not hold yet.
    bool paused_at_awaited_call() const { return machine->pending_call().active && machine->pending_call().awaited; }
    // The call the VM is paused at (sync, or async and awaited at once).
    HostCall paused_call() const {
        const vm::Vm::Pending& p = machine->pending_call();
        HostCall call;
        call.call_id = p.call_id;
        call.name = p.function;
        for (vm::Value v : p.args) call.args.push_back(interp::from_vm(*machine, v));
        for (auto& [k, v] : p.kwargs) call.kwargs.emplace_back(k, interp::from_vm(*machine, v));
        return call;
    }
    void forget_new_async_calls() {
        vm::Value list = machine->asyncio_table(vm::Vm::AsyncioTable::New);
        if (!list.is_undefined() && machine->is_kind(list, vm::ObjKind::List)) machine->as<vm::ListObject>(list).items.clear();
    }
    // Every unanswered async call, in call order (asyncio's _host_pending).
    std::vector<uint64_t> pending_async_ids() {
        std::vector<uint64_t> out;
        vm::Value d = machine->asyncio_table(vm::Vm::AsyncioTable::Pending);
        if (d.is_undefined() || !machine->is_kind(d, vm::ObjKind::Dict)) return out;
        for (const auto& e : machine->as<vm::DictObject>(d).table.entries())
            if (e.key.is_small_int()) out.push_back(uint64_t(e.key.as_small_int()));
        return out;
    }
    bool at_async_wait() const {
        return machine->pending_call().function == vm::Vm::kAsyncWaitName || paused_at_awaited_call();
    }
    // The event of a pause (a sync call or the event loop waiting), for next() and restore().
    void read_pause() {
        if (at_async_wait()) {
            PendingCalls pc;
            pc.calls = new_async_calls();
            pc.pending = pending_async_ids();
            if (paused_at_awaited_call()) {
                pc.calls.push_back(paused_call());
                pc.pending.push_back(machine->pending_call().call_id);
            }
            pending_calls = std::move(pc);
            calls_handed_out = false;
            pending.reset();
        } else {
            pending = read_pending();
            pending->async_calls = new_async_calls();
            pending_handed_out = false;
            pending_calls.reset();
        }
    }

    PendingCalls take_pending_calls() {
        if (calls_handed_out) read_pause();
        PendingCalls out;
        out.calls = std::move(pending_calls->calls);
        out.pending = pending_calls->pending;
        calls_handed_out = true;
        return out;
    }

    std::string take_output() {
        std::string out = std::move(machine->output());
        machine->output().clear();
        return out;
    }

    // The paused call, whole again if next() moved it out.
    const FunctionCall& pending_event() {
        if (pending_handed_out) {
            uint64_t id = pending->call_id;
            pending = read_pending();
            pending->async_calls = new_async_calls();
            pending->call_id = id;
            pending_handed_out = false;
        }
        return *pending;
    }
    FunctionCall take_pending_event() {
        pending_handed_out = true;
        return std::move(*pending);
    }

    FunctionCall read_pending() {
        FunctionCall call;
        static_cast<HostCall&>(call) = paused_call();
        return call;
    }
};

CodeExecution::CodeExecution(std::unique_ptr<State> state) : m(std::move(state)) {}
CodeExecution::CodeExecution(CodeExecution&&) noexcept = default;
CodeExecution& CodeExecution::operator=(CodeExecution&&) noexcept = default;
CodeExecution::~CodeExecution() = default;

bool CodeExecution::waiting_for_host() const { return m && m->phase == State::Phase::Paused && m->pending; }
bool CodeExecution::waiting_for_results() const { return m && m->phase == State::Phase::Paused && m->pending_calls; }
bool CodeExecution::finished() const {
    return !m || m->phase == State::Phase::Finished || m->phase == State::Phase::Failed;
}
std::optional<FunctionCall> CodeExecution::pending_call() const {
    if (!waiting_for_host()) return std::nullopt;
    return m->pending_event();
}

ExecutionEvent CodeExecution::next() {
    if (!m) throw std::logic_error("next() on a moved-from execution");
    using Phase = State::Phase;
    if (m->phase == Phase::Finished || m->phase == Phase::Failed) throw std::logic_error("the execution has ended");
    if (m->phase == Phase::Paused) {
        if (m->pending_calls) {
            PendingCalls again = m->take_pending_calls();
            again.stdout_text = m->take_output();
            return again;
        }
        FunctionCall again = m->pending_event();
        again.stdout_text = m->take_output();
        return again;
    }
    vm::Vm& machine = *m->machine;
    m->started = true;
    vm::RunStatus status = machine.run();
    std::string out = m->take_output();
    switch (status) {
    case vm::RunStatus::HostCall: {
        try {
            m->read_pause();
        } catch (const interp::ValueLimitError& e) {
            m->phase = Phase::Failed;
            throw CodeLimitError(e.key, fmt::format("limit exceeded: {} ({})", e.key, limit_of(machine.limits(), e.key)),
                                 std::move(out));
        }
        m->phase = Phase::Paused;
        if (m->pending_calls) {
            PendingCalls calls = m->take_pending_calls();
            calls.stdout_text = std::move(out);
            return calls;
        }
        FunctionCall call = m->take_pending_event();
        call.stdout_text = std::move(out);
        return call;
    }
    case vm::RunStatus::Finished: {
        m->phase = Phase::Finished;
        ExecutionResult result;
        try {
            result.output = interp::from_vm(machine, machine.result());
            result.async_calls = m->new_async_calls();
            result.unawaited = m->pending_async_ids();
        } catch (const interp::ValueLimitError& e) {
            throw CodeLimitError(e.key, fmt::format("limit exceeded: {} ({})", e.key, limit_of(machine.limits(), e.key)),
                                 std::move(out));
        }
        result.stdout_text = std::move(out);
        return result;
    }
    case vm::RunStatus::Error: {
        m->phase = Phase::Failed;
        vm::Value exc = machine.uncaught_exception();
        std::string type = machine.type_name(exc);
        std::string message;
        if (auto text = machine.str_string(exc)) message = *text;
        else machine.take_exception();
        std::string traceback = machine.format_traceback(exc);
        while (!traceback.empty() && traceback.back() == '\n') traceback.pop_back();
        throw CodeRuntimeError(std::move(type), std::move(message), std::move(traceback), std::move(out));
    }
    case vm::RunStatus::LimitExceeded:
    default: {
        m->phase = Phase::Failed;
        std::string key = machine.limit_exceeded();
        uint64_t value = limit_of(machine.limits(), key);
        throw CodeLimitError(key, fmt::format("limit exceeded: {} ({})", key, value), std::move(out));
    }
    }
}

void CodeExecution::provide_result(const HostValue& value) {
    if (!waiting_for_host()) throw std::logic_error("provide_result: no host call is pending");
    vm::Value v;
    std::string error;
    if (!interp::to_vm(*m->machine, value, v, error)) throw std::invalid_argument(error);
    m->forget_new_async_calls();
    m->machine->resume_host_call(v);
    m->pending.reset();
    m->phase = State::Phase::Ready;
}

namespace {

// One async answer as a VM value: the value, or the exception instance to raise (a type that is
// no built-in exception becomes a RuntimeError naming it). Throws invalid_argument for a value
// that cannot cross.
vm::Value answer_value(vm::Vm& machine, const CallResult& r) {
    if (r.error) {
        vm::TypeId id = vm::builtin_type_by_name(r.error->first);
        std::string text = r.error->second;
        if (id == vm::TypeId::COUNT_ || !vm::is_exception_type(id)) {
            text = fmt::format("{}: {}", r.error->first, r.error->second);
            id = vm::TypeId::RuntimeError;
        }
        return machine.make_exception(id, std::move(text));
    }
    vm::Value v;
    std::string error;
    if (!interp::to_vm(machine, r.value, v, error))
        throw std::invalid_argument(fmt::format("provide_results: call {}: {}", r.call_id, error));
    return v;
}

}  // namespace

void CodeExecution::provide_results(const std::vector<CallResult>& results) {
    if (!waiting_for_results()) throw std::logic_error("provide_results: the execution is not waiting for async results");
    if (results.empty()) throw std::invalid_argument("provide_results: no results given");
    vm::Vm& machine = *m->machine;
    // Pending ids are in call order, and call ids grow: a sorted list (a gather of thousands is
    // answered in one batch, so no search per answer through all of them).
    const std::vector<uint64_t>& pending = m->pending_calls->pending;
    bool sorted = std::is_sorted(pending.begin(), pending.end());
    for (const CallResult& r : results) {
        bool known = sorted ? std::binary_search(pending.begin(), pending.end(), r.call_id)
                            : std::find(pending.begin(), pending.end(), r.call_id) != pending.end();
        if (!known) throw std::invalid_argument(fmt::format("provide_results: call {} is not pending", r.call_id));
    }
    if (results.size() > 1) {
        std::vector<uint64_t> ids;
        ids.reserve(results.size());
        for (const CallResult& r : results) ids.push_back(r.call_id);
        std::sort(ids.begin(), ids.end());
        auto twice = std::adjacent_find(ids.begin(), ids.end());
        if (twice != ids.end())
            throw std::invalid_argument(fmt::format("provide_results: call {} is answered twice", *twice));
    }
    // Build every answer before changing anything: a bad value leaves the execution as it was.
    if (m->paused_at_awaited_call() && results.size() == 1 && results[0].call_id == machine.pending_call().call_id) {
        // The answer to the awaited call alone: the task continues in place.
        vm::Value v = answer_value(machine, results[0]);
        m->forget_new_async_calls();
        if (results[0].error) {
            machine.raise_value(v);
            v = vm::Value::error();
        }
        machine.resume_awaited_host_call(v);
        m->pending_calls.reset();
        m->phase = State::Phase::Ready;
        return;
    }
    vm::Value list = machine.new_list();
    machine.host_roots().push_back(list);
    struct RootGuard {
        vm::Vm& vm;
        ~RootGuard() { vm.host_roots().pop_back(); }
    } guard{machine};
    for (const CallResult& r : results) {
        vm::Value v = answer_value(machine, r);
        vm::Value entry = machine.new_tuple({machine.new_int(int64_t(r.call_id)), vm::Value::boolean(!r.error), v});
        machine.as<vm::ListObject>(list).items.push_back(entry);
    }
    m->forget_new_async_calls();
    if (m->paused_at_awaited_call()) machine.resume_awaited_host_call_later(list);
    else machine.resume_host_call(list);
    m->pending_calls.reset();
    m->phase = State::Phase::Ready;
}

void CodeExecution::provide_exception(std::string_view type, std::string_view message) {
    if (!waiting_for_host()) throw std::logic_error("provide_exception: no host call is pending");
    vm::Vm& machine = *m->machine;
    vm::TypeId id = vm::builtin_type_by_name(type);
    std::string text(message);
    if (id == vm::TypeId::COUNT_ || !vm::is_exception_type(id)) {
        text = fmt::format("{}: {}", type, message);
        id = vm::TypeId::RuntimeError;
    }
    m->forget_new_async_calls();
    machine.raise_value(machine.make_exception(id, std::move(text)));
    machine.resume_host_call(vm::Value::error());
    m->pending.reset();
    m->phase = State::Phase::Ready;
}

std::vector<HostCall> CodeExecution::pending_async_calls() const {
    if (!m) throw std::logic_error("pending_async_calls() on a moved-from execution");
    try {
        return m->pending_async_calls();
    } catch (const interp::ValueLimitError& e) {
        throw CodeLimitError(e.key, fmt::format("limit exceeded: {} ({})", e.key, limit_of(m->machine->limits(), e.key)), "");
    }
}

std::string CodeExecution::dump() const {
    if (!m) throw CodeCheckpointError("nothing to dump: the execution was moved");
    if (m->phase == State::Phase::Failed) throw CodeCheckpointError("nothing to dump: the execution has ended");
    if (m->phase == State::Phase::Ready && m->started)
        throw CodeCheckpointError("dump() is possible while a host call is pending or before the first next()");
    bool completed = m->phase == State::Phase::Finished;
    return wrap_execution(ExecutionMetaView{m->script_name, m->functions, m->defined, m->started, m->async_functions,
                                            completed},
                          checkpoint::dump_execution(*m->machine, m->programs.get()));
}

// ---- CodeSandbox ------------------------------------------------------------------------------

CodeSandbox::CodeSandbox(SandboxConfig config)
    : m_config(std::move(config)), m_programs(std::make_shared<checkpoint::ProgramCache>()) {}

namespace {

struct Compiled {
    vm::ProgramRef program;
};

// `limits` bound the compilation too: a source that takes too long (or too much memory) to
// compile ends with the limit error a running program would.
vm::ProgramRef compile_or_throw(std::string_view code, const SandboxConfig& config, const ExecutionLimits& limits) {
    compiler::CompileOptions options;
    options.filename = config.script_name;
    options.limits = to_compile_limits(limits);
    options.mode = compiler::CompileOptions::Mode::Embedded;
    options.top_level_await = true;   // as code-mode hosts (and `python -m asyncio`) allow
    if (!config.disabled_features.empty()) {
        const std::set<Feature>* disabled = &config.disabled_features;
        options.feature_check = [disabled](compiler::Feature cf, int) -> std::optional<std::string> {
            Feature f = from_compiler_feature(cf);
            if (!disabled->count(f)) return std::nullopt;
            return fmt::format("not allowed in this sandbox: {}", feature_info(f).summary);
        };
    }
    auto compiled = compiler::compile_program(code, options);
    if (auto* e = std::get_if<compiler::SyntaxErrorInfo>(&compiled)) {
        if (!e->limit.empty()) {
            vm::Limits vm_limits = to_vm_limits(limits);
            throw CodeLimitError(e->limit, fmt::format("limit exceeded: {} ({})", e->limit, limit_of(vm_limits, e->limit)), {});
        }
        std::string report = interp::format_syntax_error(*e, config.script_name);
        while (!report.empty() && report.back() == '\n') report.pop_back();
        throw CodeSyntaxError(e->type, e->message, e->filename.empty() ? config.script_name : e->filename, e->line,
                              e->col, std::move(report));
    }
    return std::get<vm::ProgramRef>(compiled);
}

void bind_inputs(vm::Vm& machine, vm::Value globals, const Inputs& inputs) {
    for (const auto& [name, value] : inputs) {
        vm::Value v;
        std::string error;
        if (!interp::to_vm(machine, value, v, error))
            throw std::invalid_argument(fmt::format("input '{}': {}", name, error));
        machine.host_roots().push_back(v);
        bool ok = machine.dict_set(globals, machine.new_str(name), v);
        machine.host_roots().pop_back();
        if (!ok) {
            machine.take_exception();
            throw std::invalid_argument(fmt::format("input '{}' cannot be bound", name));
        }
    }
}

// The world an execution starts in: the host's clock and seed (DESIGN.md decision 6). A seed is
// 63 bits, stored with the top bit set; without one the seed stays 0 until random first needs
// it, then comes from the OS (stdlib/modules/random.cpp), so executions that never draw a random
// number dump byte-identical snapshots. Both are recorded in every snapshot.
vm::HostWorld host_world(const SandboxConfig& config) {
    vm::HostWorld w;
    if (config.clock_us) {
        w.has_clock = true;
        w.now_us = *config.clock_us;
    }
    if (config.random_seed) w.seed = (uint64_t(1) << 63) | *config.random_seed;
    return w;
}

}  // namespace

CodeExecution CodeSandbox::execute(std::string_view code, const Inputs& inputs,
                                   std::optional<ExecutionLimits> limits) const {
    vm::ProgramRef program = compile_or_throw(code, m_config, limits.value_or(m_config.limits));
    auto state = std::make_unique<CodeExecution::State>();
    state->programs = m_programs;
    state->machine = std::make_unique<vm::Vm>();
    state->script_name = m_config.script_name;
    if (m_config.functions) state->functions = NameSet(m_config.functions->begin(), m_config.functions->end());
    state->async_functions = NameSet(m_config.async_functions.begin(), m_config.async_functions.end());
    collect_defined_names(*program, state->defined);
    vm::Vm& machine = *state->machine;
    machine.limits() = to_vm_limits(limits.value_or(m_config.limits));
    machine.string_methods_disabled = m_config.disabled_features.count(Feature::StringMethods) > 0;
    machine.world = host_world(m_config);
    vm::Value globals = machine.new_dict();
    machine.host_roots().push_back(globals);
    bind_inputs(machine, globals, inputs);
    uint32_t index = machine.add_program(std::move(program));
    machine.start_module(index, globals);
    machine.host_roots().pop_back();
    state->install_host_lookup();
    return CodeExecution(std::move(state));
}

CodeExecution CodeSandbox::execute_next(CodeExecution&& finished, std::string_view code, const Inputs& inputs,
                                        std::optional<ExecutionLimits> limits) const {
    using Phase = CodeExecution::State::Phase;
    if (!finished.m || (finished.m->phase != Phase::Finished && finished.m->phase != Phase::Failed))
        throw std::logic_error("execute_next: the previous execution has not completed");
    vm::ProgramRef program = compile_or_throw(code, m_config, limits.value_or(m_config.limits));
    std::unique_ptr<CodeExecution::State> state = std::move(finished.m);
    state->programs = m_programs;
    vm::Vm& machine = *state->machine;
    state->phase = CodeExecution::State::Phase::Ready;
    state->started = false;
    state->pending.reset();
    state->script_name = m_config.script_name;
    if (m_config.functions) state->functions = NameSet(m_config.functions->begin(), m_config.functions->end());
    else state->functions.reset();
    state->async_functions = NameSet(m_config.async_functions.begin(), m_config.async_functions.end());
    state->pending_calls.reset();
    collect_defined_names(*program, state->defined);
    machine.limits() = to_vm_limits(limits.value_or(m_config.limits));
    machine.string_methods_disabled = m_config.disabled_features.count(Feature::StringMethods) > 0;
    machine.frames().clear();
    vm::Value globals = machine.module_globals();
    machine.host_roots().push_back(globals);
    bind_inputs(machine, globals, inputs);
    uint32_t index = machine.add_program(std::move(program));
    machine.start_module(index, globals);
    machine.host_roots().pop_back();
    state->install_host_lookup();
    return CodeExecution(std::move(state));
}

CodeExecution CodeSandbox::restore(std::string_view bytes) const {
    ExecutionMeta meta;
    std::string_view checkpoint_bytes = unwrap_execution(bytes, meta);
    auto state = std::make_unique<CodeExecution::State>();
    state->programs = m_programs;
    state->script_name = std::move(meta.script_name);
    state->functions = std::move(meta.functions);
    state->defined = std::move(meta.defined);
    state->started = meta.started;
    state->async_functions = std::move(meta.async_functions);
    auto restored = checkpoint::restore_execution(checkpoint_bytes, m_programs.get());
    if (auto* err = std::get_if<checkpoint::CheckpointError>(&restored)) throw CodeCheckpointError(err->message);
    state->machine = std::move(std::get<std::unique_ptr<vm::Vm>>(restored));
    state->machine->output().clear();
    state->machine->string_methods_disabled = m_config.disabled_features.count(Feature::StringMethods) > 0;
    state->install_host_lookup();
    if (meta.completed) {
        // A session between cells: globals only, nothing to resume.
        if (state->machine->pending_call().active || !state->machine->frames().empty())
            throw CodeCheckpointError("the snapshot of a completed execution holds a running one");
        state->phase = CodeExecution::State::Phase::Finished;
    } else if (state->machine->pending_call().active) {
        try {
            state->read_pause();
        } catch (const interp::ValueLimitError& e) {
            throw CodeCheckpointError("the pending call's arguments pass the limit " + e.key);
        }
        state->phase = CodeExecution::State::Phase::Paused;
    } else if (state->started || state->machine->frames().empty()) {
        throw CodeCheckpointError("the snapshot holds no resumable execution");
    }
    return CodeExecution(std::move(state));
}

void CodeSandbox::type_check(std::string_view code, std::string_view stubs) const {
    compile_or_throw(code, m_config, m_config.limits);
    if (!stubs.empty()) {
        SandboxConfig plain;
        plain.script_name = "stubs.pyi";
        try {
            compile_or_throw(stubs, plain, m_config.limits);
        } catch (const CodeSyntaxError& e) {
            throw CodeTypeError("the stubs do not compile: " + e.report);
        }
    }
}

CodeConstraints CodeSandbox::constraints() const {
    CodeConstraints c;
    for (const FeatureInfo& f : feature_table())
        c.features.push_back({std::string(f.key), std::string(f.summary), !m_config.disabled_features.count(f.feature)});
    // The module table is the one list of what `import` finds; with imports off, nothing is.
    if (!m_config.disabled_features.count(Feature::Import))
        for (const vm::ModuleDef& m : vm::builtin_modules()) c.modules.emplace_back(m.name);
    c.limits = m_config.limits;
    c.additional_instructions = m_config.additional_instructions;
    return c;
}

}  // namespace basilisk
