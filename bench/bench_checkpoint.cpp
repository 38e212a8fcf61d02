// Snapshots of paused executions (checkpoint/snapshot.h): dump, restore, and restore + resume,
// for a small paused state and for one holding 10,000 records. Byte sizes are counters.
// Compiled only when checkpoint/ defines dump_execution (see CMakeLists.txt).
#include <memory>
#include <string>
#include <variant>

#include "bench/bench_util.h"
#include "checkpoint/snapshot.h"

namespace basilisk::bench {
namespace {

bool is_tool(std::string_view name) { return name == "tool"; }

constexpr const char* kSmallPaused =
    "def helper(x):\n    return x * 2\n"
    "config = {'name': 'agent', 'limit': 10}\n"
    "arg = helper(21)\n"
    "answer = tool(arg)\n"
    "print(answer)\n";

constexpr const char* kLargePaused =
    "rows = [{'id': i, 'name': 'item' + str(i), 'v': i * 1.5} for i in range(10000)]\n"
    "n = len(rows)\n"
    "answer = tool(n)\n"
    "print(answer + rows[9999]['id'])\n";

// A Vm paused at its first tool() call, or null (benchmark skipped).
std::unique_ptr<vm::Vm> paused_vm(benchmark::State& state, const char* source) {
    auto program = compile_or_skip(state, source);
    if (!program) return nullptr;
    auto machine = std::make_unique<vm::Vm>();
    machine->is_host_function = is_tool;
    machine->start_module(machine->add_program(program));
    if (vm::RunStatus status = machine->run(); status != vm::RunStatus::HostCall) {
        std::string why = status == vm::RunStatus::Error
                              ? machine->format_traceback(machine->uncaught_exception())
                              : "did not pause at tool()";
        state.SkipWithError(why.c_str());
        return nullptr;
    }
    return machine;
}

void dump_case(benchmark::State& state, const char* source) {
    auto machine = paused_vm(state, source);
    if (!machine) return;
    size_t bytes = 0;
    for (auto _ : state) {
        std::string snapshot = checkpoint::dump_execution(*machine);
        bytes = snapshot.size();
        benchmark::DoNotOptimize(snapshot.data());
    }
    state.counters["snapshot_bytes"] = double(bytes);
    state.counters["heap_bytes"] = double(machine->heap.approx_bytes());
    state.SetBytesProcessed(int64_t(bytes) * int64_t(state.iterations()));
}

// Restores `snapshot` and, when `resume`, answers the pending call and runs to the end; false
// (and the benchmark skipped) when anything goes wrong.
bool restore_once(benchmark::State& state, const std::string& snapshot, bool resume, const char* expected,
                  checkpoint::ProgramCache* programs = nullptr) {
    auto restored = checkpoint::restore_execution(snapshot, programs);
    if (auto* err = std::get_if<checkpoint::CheckpointError>(&restored)) {
        state.SkipWithError(("restore failed: " + err->message).c_str());
        return false;
    }
    if (!resume) return true;
    auto& vm2 = *std::get<std::unique_ptr<vm::Vm>>(restored);
    vm2.resume_host_call(vm::Value::small_int(1));
    if (vm2.run() != vm::RunStatus::Finished || vm2.output() != expected) {
        state.SkipWithError(("resumed run went wrong: " + vm2.output()).c_str());
        return false;
    }
    return true;
}

// Restores the snapshot (and resumes it, when `resume`) per iteration; the restored Vm is
// destroyed inside the loop, so its teardown counts too.
void restore_case(benchmark::State& state, const char* source, bool resume, const char* expected) {
    auto machine = paused_vm(state, source);
    if (!machine) return;
    std::string snapshot = checkpoint::dump_execution(*machine);
    for (auto _ : state) {
        if (!restore_once(state, snapshot, resume, expected)) return;
    }
    state.counters["snapshot_bytes"] = double(snapshot.size());
    state.SetBytesProcessed(int64_t(snapshot.size()) * int64_t(state.iterations()));
}

// The whole cycle a host runs per pause: dump the paused state, restore it, answer, finish.
// With a ProgramCache (a host restoring through one CodeSandbox), the program is encoded,
// decoded and verified once; without one, at every dump and restore.
void round_trip_case(benchmark::State& state, const char* source, const char* expected, bool cached) {
    auto machine = paused_vm(state, source);
    if (!machine) return;
    size_t bytes = 0;
    checkpoint::ProgramCache cache;
    checkpoint::ProgramCache* programs = cached ? &cache : nullptr;
    for (auto _ : state) {
        std::string snapshot = checkpoint::dump_execution(*machine, programs);
        bytes = snapshot.size();
        if (!restore_once(state, snapshot, true, expected, programs)) return;
    }
    state.counters["snapshot_bytes"] = double(bytes);
}

void BM_CheckpointDumpSmall(benchmark::State& state) { dump_case(state, kSmallPaused); }
void BM_CheckpointDumpRestoreResumeSmall(benchmark::State& state) { round_trip_case(state, kSmallPaused, "1\n", false); }
void BM_CheckpointDumpRestoreResumeSmallCached(benchmark::State& state) {
    round_trip_case(state, kSmallPaused, "1\n", true);
}
void BM_CheckpointRestoreSmall(benchmark::State& state) { restore_case(state, kSmallPaused, false, ""); }
void BM_CheckpointRestoreResumeSmall(benchmark::State& state) { restore_case(state, kSmallPaused, true, "1\n"); }
void BM_CheckpointDump10KRecords(benchmark::State& state) { dump_case(state, kLargePaused); }
void BM_CheckpointRestore10KRecords(benchmark::State& state) { restore_case(state, kLargePaused, false, ""); }
void BM_CheckpointRestoreResume10KRecords(benchmark::State& state) { restore_case(state, kLargePaused, true, "10000\n"); }

BENCHMARK(BM_CheckpointDumpSmall);
BENCHMARK(BM_CheckpointDumpRestoreResumeSmall);
BENCHMARK(BM_CheckpointDumpRestoreResumeSmallCached);
BENCHMARK(BM_CheckpointRestoreSmall);
BENCHMARK(BM_CheckpointRestoreResumeSmall);
BENCHMARK(BM_CheckpointDump10KRecords)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CheckpointRestore10KRecords)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CheckpointRestoreResume10KRecords)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace basilisk::bench
