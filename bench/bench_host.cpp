// Host calls and paused executions, driven through the VM directly (the embedding API in interp/
// wraps the same calls): a `tool(i)` call pauses run() with RunStatus::HostCall, the host answers
// with resume_host_call() and runs again.
#include <memory>
#include <string>
#include <vector>

#include "bench/bench_util.h"

namespace basilisk::bench {
namespace {

bool is_tool(std::string_view name) { return name == "tool"; }

// One pause/resume round trip per item: the time per host call.
void BM_HostCallRoundTrip(benchmark::State& state) {
    const int64_t n = state.range(0);
    auto program = compile_or_skip(state, "for i in range(" + std::to_string(n) + "):\n    tool(i)\n");
    if (!program) return;
    int64_t calls = 0;
    for (auto _ : state) {
        vm::Vm machine;
        machine.is_host_function = is_tool;
        machine.start_module(machine.add_program(program));
        vm::RunStatus status = machine.run();
        while (status == vm::RunStatus::HostCall) {
            ++calls;
            machine.resume_host_call(vm::Value::small_int(1));
            status = machine.run();
        }
        if (status != vm::RunStatus::Finished) {
            state.SkipWithError("host-call loop did not finish");
            return;
        }
    }
    if (calls != n * int64_t(state.iterations())) {
        state.SkipWithError("wrong number of host calls");
        return;
    }
    state.SetItemsProcessed(calls);
    state.counters["per_call"] = benchmark::Counter(double(calls), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_HostCallRoundTrip)->Arg(10'000);

// The footprint of executions paused at their first host call after a small setup: the heap's
// own estimate for one, and the malloc'd bytes per execution when 200 are held at once (the Vm
// object itself, its stacks, frames, constants, interned names and heap objects).
void BM_PausedExecutionFootprint(benchmark::State& state) {
    auto program = compile_or_skip(state,
        "def helper(x):\n    return x * 2\n"
        "config = {'name': 'agent', 'limit': 10}\n"
        "items = [1, 2, 3]\n"
        "arg = helper(21)\n"
        "answer = tool(arg)\n");
    if (!program) return;
    constexpr int kHeld = 200;
    double heap_bytes = 0, bytes_per_vm = 0, objects = 0;
    for (auto _ : state) {
        std::vector<std::unique_ptr<vm::Vm>> held;
        held.reserve(kHeld);
        size_t before = malloc_in_use_bytes();
        for (int i = 0; i < kHeld; ++i) {
            auto machine = std::make_unique<vm::Vm>();
            machine->is_host_function = is_tool;
            machine->start_module(machine->add_program(program));
            if (vm::RunStatus status = machine->run(); status != vm::RunStatus::HostCall) {
                std::string why = status == vm::RunStatus::Error
                                      ? machine->format_traceback(machine->uncaught_exception())
                                      : "did not pause at tool()";
                state.SkipWithError(why.c_str());
                return;
            }
            held.push_back(std::move(machine));
        }
        size_t after = malloc_in_use_bytes();
        held.front()->collect_garbage();
        heap_bytes = double(held.front()->heap.approx_bytes());
        objects = double(held.front()->heap.live_objects());
        bytes_per_vm = (double(after) - double(before)) / kHeld;
    }
    state.counters["heap_bytes"] = heap_bytes;
    state.counters["live_objects"] = objects;
    state.counters["malloc_bytes_per_vm"] = bytes_per_vm;
}
BENCHMARK(BM_PausedExecutionFootprint)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace basilisk::bench
