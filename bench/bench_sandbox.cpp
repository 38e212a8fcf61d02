// The embedding API (interp/sandbox.h) end to end, as a host drives it: compile-and-run from
// source, and the per-pause cycle dump() / CodeSandbox::restore() / provide_result() / next().
#include <string>
#include <variant>

#include "bench/bench_util.h"
#include "interp/sandbox.h"

namespace basilisk::bench {
namespace {

SandboxConfig tool_config() {
    SandboxConfig config;
    config.functions = std::vector<std::string>{"tool"};
    return config;
}

void BM_SandboxExecuteOnePlusTwo(benchmark::State& state) {
    CodeSandbox sandbox(tool_config());
    for (auto _ : state) {
        CodeExecution run = sandbox.execute("1 + 2");
        ExecutionEvent event = run.next();
        auto* done = std::get_if<ExecutionResult>(&event);
        if (!done || done->output != HostValue(int64_t(3))) {
            state.SkipWithError("1 + 2 did not give 3");
            return;
        }
    }
}
BENCHMARK(BM_SandboxExecuteOnePlusTwo);

// The same small paused state as BM_CheckpointDumpRestoreResumeSmall, through the public API
// (its snapshot adds the sandbox's metadata: host function names, script name).
void BM_SandboxDumpRestoreResumeSmall(benchmark::State& state) {
    CodeSandbox sandbox(tool_config());
    CodeExecution run = sandbox.execute(
        "def helper(x):\n    return x * 2\n"
        "config = {'name': 'agent', 'limit': 10}\n"
        "arg = helper(21)\n"
        "answer = tool(arg)\n"
        "print(answer)\n");
    if (!std::holds_alternative<FunctionCall>(run.next())) {
        state.SkipWithError("did not pause at tool()");
        return;
    }
    size_t bytes = 0;
    for (auto _ : state) {
        std::string snapshot = run.dump();
        bytes = snapshot.size();
        CodeExecution again = sandbox.restore(snapshot);
        again.provide_result(HostValue(int64_t(1)));
        ExecutionEvent event = again.next();
        auto* done = std::get_if<ExecutionResult>(&event);
        if (!done || done->stdout_text != "1\n") {
            state.SkipWithError("resumed run went wrong");
            return;
        }
    }
    state.counters["snapshot_bytes"] = double(bytes);
}
BENCHMARK(BM_SandboxDumpRestoreResumeSmall);

}  // namespace
}  // namespace basilisk::bench
