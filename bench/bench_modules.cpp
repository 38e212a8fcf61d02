// The cost of a first import in an execution (the module is built per execution: its natives
// copied into a fresh namespace, or its precompiled Python body run), next to an execution that
// imports nothing (BM_SandboxExecuteOnePlusTwo in bench_sandbox.cpp) and one that imports twice.
#include <string>
#include <variant>

#include "bench/bench_util.h"
#include "interp/sandbox.h"

namespace basilisk::bench {
namespace {

void run_to_end(benchmark::State& state, const char* code) {
    CodeSandbox sandbox;
    for (auto _ : state) {
        CodeExecution run = sandbox.execute(code);
        ExecutionEvent event = run.next();
        if (!std::holds_alternative<ExecutionResult>(event)) {
            state.SkipWithError("the program did not finish");
            return;
        }
    }
}

// A native module: about sixty attributes into a new dict.
void BM_ImportMathFirst(benchmark::State& state) { run_to_end(state, "import math\nmath.pi"); }
BENCHMARK(BM_ImportMathFirst);

// The second import is a dict lookup in the execution's module table.
void BM_ImportMathTwice(benchmark::State& state) { run_to_end(state, "import math\nimport math as m\nm.pi"); }
BENCHMARK(BM_ImportMathTwice);

void BM_ImportMathAndCall(benchmark::State& state) {
    run_to_end(state, "from math import sqrt, floor\nfloor(sqrt(10.0))");
}
BENCHMARK(BM_ImportMathAndCall);

// A module written in Python: compiled once per process, its body run per execution.
void BM_ImportKeywordFirst(benchmark::State& state) { run_to_end(state, "import keyword\nkeyword.iskeyword('if')"); }
BENCHMARK(BM_ImportKeywordFirst);

// The largest Python modules: datetime's classes (about 1,900 lines of source) and random's
// generator seeded from the host's seed.
void BM_ImportDatetimeFirst(benchmark::State& state) {
    run_to_end(state, "import datetime\ndatetime.date(2024, 1, 2).isoformat()");
}
BENCHMARK(BM_ImportDatetimeFirst);

void BM_ImportRandomFirst(benchmark::State& state) { run_to_end(state, "import random\nrandom.random()"); }
BENCHMARK(BM_ImportRandomFirst);

}  // namespace
}  // namespace basilisk::bench
