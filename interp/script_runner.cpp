#include "interp/script_runner.h"

#include <istream>
#include <ostream>

#include <fmt/format.h>

#include "compiler/compile.h"
#include "interp/limits_convert.h"
#include "interp/host_clock.h"
#include "interp/syntax_report.h"
#include "vm/vm.h"

namespace basilisk::interp {

void run_script(std::string_view source, std::string_view filename,
                const std::function<void(const ScriptOutcome&)>& done) {
    ExecutionLimits unlimited;
    unlimited.max_recursion_depth = 1000;
    run_script(source, filename, unlimited, done);
}

void run_script(std::string_view source, std::string_view filename, const ExecutionLimits& limits,
                const std::function<void(const ScriptOutcome&)>& done) {
    run_script(source, filename, limits, false, done);
}

void run_script(std::string_view source, std::string_view filename, const ExecutionLimits& limits,
                bool top_level_await, const std::function<void(const ScriptOutcome&)>& done) {
    run_script(source, filename, limits, top_level_await, ScriptWorld{}, done);
}

namespace {

vm::HostWorld command_line_world(const ScriptWorld& world) {
    vm::HostWorld w;
    w.has_clock = true;
    w.now_us = world.clock_us ? *world.clock_us : real_clock_us();
    // 63-bit, top bit set: known (see interp/sandbox.cpp); none: drawn from the OS when needed.
    if (world.seed) w.seed = (uint64_t(1) << 63) | *world.seed;
    return w;
}

}  // namespace

void run_script(std::string_view source, std::string_view filename, const ExecutionLimits& limits,
                bool top_level_await, const ScriptWorld& world, const std::function<void(const ScriptOutcome&)>& done) {
    ScriptOutcome outcome;
    compiler::CompileOptions options;
    options.filename = std::string(filename);
    options.top_level_await = top_level_await;
    options.limits = to_compile_limits(limits);
    auto compiled = compiler::compile_program(source, options);
    if (auto* err = std::get_if<compiler::SyntaxErrorInfo>(&compiled)) {
        if (!err->limit.empty())
            outcome.stderr_text = fmt::format("basilisk: limit exceeded: {} (change it with --limit {}=N; 0 for none)\n",
                                              err->limit, err->limit);
        else
            outcome.stderr_text = format_syntax_error(*err, filename);
        outcome.exit_status = 1;
        done(outcome);
        return;
    }
    vm::Vm machine;
    machine.limits() = to_vm_limits(limits);
    machine.world = command_line_world(world);
    machine.enable_site_builtins();
    uint32_t program = machine.add_program(std::get<vm::ProgramRef>(compiled));
    machine.start_module(program);
    vm::RunStatus status = machine.run();
    outcome.stdout_text = std::move(machine.output());
    if (status == vm::RunStatus::Error && machine.isinstance(machine.uncaught_exception(), vm::TypeId::SystemExit)) {
        // As CPython's handle_system_exit: no traceback; None exits 0, an int is the status,
        // anything else is printed to stderr and exits 1.
        vm::Value code = machine.get_attr(machine.uncaught_exception(), "code");
        if (code.is_none()) {
            outcome.exit_status = 0;
        } else if (code.is_small_int() || code.is_bool()) {
            outcome.exit_status = code.is_bool() ? int(code.as_bool()) : int(code.as_small_int() & 0xff);
        } else if (machine.is_int(code)) {
            outcome.exit_status = 255;  // CPython: an overflowing status becomes -1
        } else {
            std::optional<std::string> text = machine.str_string(code);
            outcome.stderr_text = (text ? *text : std::string()) + "\n";
            outcome.exit_status = 1;
        }
    } else if (status == vm::RunStatus::Error) {
        outcome.stderr_text = machine.format_traceback(machine.uncaught_exception());
        // CPython exits as if killed by SIGINT (128 + 2) after an uncaught KeyboardInterrupt.
        outcome.exit_status = machine.isinstance(machine.uncaught_exception(), vm::TypeId::KeyboardInterrupt) ? 130 : 1;
    } else if (status == vm::RunStatus::LimitExceeded) {
        outcome.stderr_text = fmt::format("basilisk: limit exceeded: {} (change it with --limit {}=N; 0 for none)\n",
                                          machine.limit_exceeded(), machine.limit_exceeded());
        outcome.exit_status = 1;
    } else if (status == vm::RunStatus::HostCall) {
        outcome.stderr_text = "basilisk: host function called outside a host\n";
        outcome.exit_status = 1;
    }
    done(outcome);
}

ScriptOutcome run_script(std::string_view source, std::string_view filename) {
    ScriptOutcome result;
    run_script(source, filename, [&result](const ScriptOutcome& outcome) { result = outcome; });
    return result;
}

int run_repl(std::istream& in, std::ostream& out, std::ostream& err, bool show_prompts) {
    vm::Vm machine;
    machine.world = command_line_world({});
    vm::Value globals = machine.new_dict();
    machine.host_roots().push_back(globals);
    std::string buffer;
    std::string line;
    int counter = 0;
    for (;;) {
        if (show_prompts) out << (buffer.empty() ? ">>> " : "... ") << std::flush;
        if (!std::getline(in, line)) break;
        bool continuing = !buffer.empty();
        buffer += line + "\n";
        // A compound statement continues until an empty line.
        bool opens_block = !line.empty() && line.find_last_not_of(" \t") != std::string::npos &&
                           line[line.find_last_not_of(" \t")] == ':';
        if ((opens_block || continuing) && !line.empty()) continue;
        compiler::CompileOptions options;
        options.filename = "<stdin>";
        options.mode = compiler::CompileOptions::Mode::Interactive;
        auto compiled = compiler::compile_program(buffer, options);
        buffer.clear();
        ++counter;
        if (auto* e = std::get_if<compiler::SyntaxErrorInfo>(&compiled)) {
            err << format_syntax_error(*e, "<stdin>") << std::flush;
            continue;
        }
        uint32_t program = machine.add_program(std::get<vm::ProgramRef>(compiled));
        machine.start_module(program, globals);
        vm::RunStatus status = machine.run();
        out << machine.output() << std::flush;
        machine.output().clear();
        if (status == vm::RunStatus::Error) {
            err << machine.format_traceback(machine.uncaught_exception()) << std::flush;
            machine.take_exception();
        }
        machine.frames().clear();
    }
    if (show_prompts) out << "\n";
    return 0;
}

}  // namespace basilisk::interp
