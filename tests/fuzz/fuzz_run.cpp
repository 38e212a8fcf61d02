// libFuzzer target: compile and run arbitrary source under tight limits. Whatever the program
// does, run() must return (finished, error, host call or limit) without a crash, a sanitizer
// report or a hang; the traceback of an uncaught exception must format.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "compiler/compile.h"
#include "vm/vm.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view source(reinterpret_cast<const char*>(data), size);
    basilisk::compiler::CompileOptions options;
    options.filename = "fuzz.py";
    options.limits.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    options.limits.max_memory_bytes = 64u << 20;
    auto compiled = basilisk::compiler::compile_program(source, options);
    auto* program = std::get_if<basilisk::vm::ProgramRef>(&compiled);
    if (!program) return 0;
    basilisk::vm::Vm vm;
    vm.limits().max_instructions = 100000;   // checked every 1,024 instructions
    vm.limits().max_memory_bytes = 64u << 20;
    vm.limits().max_recursion_depth = 200;
    vm.limits().max_output_bytes = 1u << 20;
    vm.limits().max_duration_ms = 2000;      // a backstop: a single slow native operation shows as a timeout
    // Names starting with "host_" pause like host functions, so the HostCall path is fed too.
    vm.is_host_function = [](std::string_view name) { return name.substr(0, 5) == "host_"; };
    uint32_t index = vm.add_program(*program);
    vm.start_module(index);
    for (int resumes = 0; resumes < 8; ++resumes) {
        basilisk::vm::RunStatus status = vm.run();
        if (status == basilisk::vm::RunStatus::Error) {
            volatile size_t n = vm.format_traceback(vm.uncaught_exception()).size();
            (void)n;
            break;
        }
        if (status != basilisk::vm::RunStatus::HostCall) break;
        // Answer the host call with None and go on.
        vm.pending_call().active = false;
        vm.resume_host_call(basilisk::vm::Value::none());
    }
    vm.output().clear();
    return 0;
}
