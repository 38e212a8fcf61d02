// Async host calls through the embedding API (CodeSandbox): the cost per call of an awaited host
// call answered at once (a PendingCalls pause and provide_results per call), and of a gather of
// 1,000 calls answered in one batch. The per_call counters compare with BM_HostCallRoundTrip.
#include <string>
#include <vector>

#include "bench/bench_util.h"
#include "interp/sandbox.h"

namespace basilisk::bench {
namespace {

SandboxConfig async_tool_config() {
    SandboxConfig config;
    config.functions = std::vector<std::string>{};
    config.async_functions = {"tool"};
    return config;
}

// Runs `code` to the end, answering every pending call with 1. Returns the number of calls.
int64_t answer_all(benchmark::State& state, const CodeSandbox& sandbox, const std::string& code) {
    CodeExecution run = sandbox.execute(code);
    int64_t calls = 0;
    for (;;) {
        ExecutionEvent ev = run.next();
        if (std::holds_alternative<ExecutionResult>(ev)) return calls;
        auto* pending = std::get_if<PendingCalls>(&ev);
        if (!pending) {
            state.SkipWithError("unexpected sync call");
            return -1;
        }
        std::vector<CallResult> results(pending->pending.size());
        for (size_t i = 0; i < results.size(); ++i) {
            results[i].call_id = pending->pending[i];
            results[i].value = HostValue(1);
        }
        calls += int64_t(results.size());
        run.provide_results(results);
    }
}

void report(benchmark::State& state, int64_t calls) {
    state.SetItemsProcessed(calls);
    state.counters["per_call"] = benchmark::Counter(double(calls), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_AsyncAwaitEachCall(benchmark::State& state) {
    CodeSandbox sandbox(async_tool_config());
    std::string code = "t = 0\nfor i in range(" + std::to_string(state.range(0)) + "):\n    t += await tool(i)\nt";
    int64_t calls = 0;
    for (auto _ : state) {
        int64_t n = answer_all(state, sandbox, code);
        if (n < 0) return;
        calls += n;
    }
    report(state, calls);
}
BENCHMARK(BM_AsyncAwaitEachCall)->Arg(10'000)->Unit(benchmark::kMillisecond);

void BM_AsyncGatherBatch(benchmark::State& state) {
    CodeSandbox sandbox(async_tool_config());
    std::string code = "import asyncio\nsum(await asyncio.gather(*(tool(i) for i in range(" +
                       std::to_string(state.range(0)) + "))))";
    int64_t calls = 0;
    for (auto _ : state) {
        int64_t n = answer_all(state, sandbox, code);
        if (n < 0) return;
        calls += n;
    }
    report(state, calls);
}
BENCHMARK(BM_AsyncGatherBatch)->Arg(1'000)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace basilisk::bench
