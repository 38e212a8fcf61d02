// Start-up cases (compile + run a trivial program; run an already compiled program) and the
// shared helpers. The compute programs are in bench_programs.cpp, host calls and the paused
// footprint in bench_host.cpp, snapshots in bench_checkpoint.cpp.
#include <fstream>
#include <sstream>
#include <variant>

#include <malloc.h>

#include "bench/bench_util.h"
#include "compiler/compile.h"

namespace basilisk::bench {

vm::ProgramRef compile_or_skip(benchmark::State& state, std::string_view source) {
    auto compiled = compiler::compile_program(source);
    if (auto* err = std::get_if<compiler::SyntaxErrorInfo>(&compiled)) {
        state.SkipWithError(("SyntaxError: " + err->message).c_str());
        return nullptr;
    }
    return std::get<vm::ProgramRef>(compiled);
}

bool run_to_end(benchmark::State& state, const vm::ProgramRef& program, std::string* out) {
    vm::Vm machine;
    uint32_t index = machine.add_program(program);
    machine.start_module(index);
    vm::RunStatus status = machine.run();
    if (status != vm::RunStatus::Finished) {
        std::string why = status == vm::RunStatus::Error
                              ? machine.format_traceback(machine.uncaught_exception())
                              : "run did not finish (status " + std::to_string(int(status)) + ")";
        state.SkipWithError(why.c_str());
        return false;
    }
    if (out) *out = std::move(machine.output());
    return true;
}

std::string read_program(benchmark::State& state, std::string_view name) {
    std::string path = std::string(BASILISK_BENCH_PROGRAMS) + "/" + std::string(name);
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        state.SkipWithError(("cannot read " + path).c_str());
        return {};
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

size_t malloc_in_use_bytes() {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

namespace {

// Everything an embedder pays for the smallest script: parse, compile, make a Vm, run.
void BM_StartupCompileAndRun(benchmark::State& state) {
    for (auto _ : state) {
        auto program = compile_or_skip(state, "1 + 2\n");
        if (!program) return;
        if (!run_to_end(state, program)) return;
    }
}
BENCHMARK(BM_StartupCompileAndRun);

// Compilation alone for the same script.
void BM_StartupCompileOnly(benchmark::State& state) {
    for (auto _ : state) {
        auto program = compile_or_skip(state, "1 + 2\n");
        if (!program) return;
        benchmark::DoNotOptimize(program.get());
    }
}
BENCHMARK(BM_StartupCompileOnly);

// A host that caches the compiled program pays only for the Vm and the run.
void BM_StartupRunCompiled(benchmark::State& state) {
    auto program = compile_or_skip(state, "x = 1 + 2\n");
    if (!program) return;
    for (auto _ : state) {
        if (!run_to_end(state, program)) return;
    }
}
BENCHMARK(BM_StartupRunCompiled);

}  // namespace
}  // namespace basilisk::bench

BENCHMARK_MAIN();
