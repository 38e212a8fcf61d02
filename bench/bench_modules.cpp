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

// json: a few natives plus a Python body of classes and functions (compiled once per process).
void BM_ImportJsonFirst(benchmark::State& state) { run_to_end(state, "import json"); }
BENCHMARK(BM_ImportJsonFirst);

void BM_ImportJsonAndRoundTrip(benchmark::State& state) {
    run_to_end(state, "import json\njson.loads(json.dumps({'a': [1, 2.5, 'x', None]}))");
}
BENCHMARK(BM_ImportJsonAndRoundTrip);

// re: the module's Python part (classes, flags) run per execution.
void BM_ImportReFirst(benchmark::State& state) { run_to_end(state, "import re\nre.I"); }
BENCHMARK(BM_ImportReFirst);

// re.compile of 50 patterns in a fresh execution: each makes its per-execution Pattern object
// (source check, translation info, groupindex) while the RE2 programs come from the process-wide
// cache after the first iteration (the translation and RE2 compile themselves are paid once).
void BM_ReCompileDistinct(benchmark::State& state) {
    run_to_end(state, "import re\nfor i in range(50):\n    re.compile(r'(?P<k>\\w+)=(\\d+)x' + str(i))");
}
BENCHMARK(BM_ReCompileDistinct);

// Pattern.search per line with groups read back: the per-call cost (argument binding, cache
// lookup, RE2 match, the Match object).
void BM_ReSearchLines(benchmark::State& state) {
    run_to_end(state,
               "import re\np = re.compile(r'id=(\\d+) user=(\\w+)')\nn = 0\n"
               "for i in range(200):\n    m = p.search('GET /x id=' + str(i) + ' user=u7 took 5ms')\n    n += len(m.group(2))");
}
BENCHMARK(BM_ReSearchLines);

// findall over 100 KB in one native call.
void BM_ReFindallBig(benchmark::State& state) {
    run_to_end(state, "import re\ntext = 'alpha 12 beta 345 ' * 6000\nlen(re.findall(r'\\d+', text))");
}
BENCHMARK(BM_ReFindallBig);

// The largest Python modules: datetime's classes (about 2,150 lines of source) and random's
// generator seeded from the host's seed.
void BM_ImportDatetimeFirst(benchmark::State& state) {
    run_to_end(state, "import datetime\ndatetime.date(2024, 1, 2).isoformat()");
}
BENCHMARK(BM_ImportDatetimeFirst);

void BM_ImportRandomFirst(benchmark::State& state) { run_to_end(state, "import random\nrandom.random()"); }
BENCHMARK(BM_ImportRandomFirst);

// statistics imports fractions, collections, itertools, bisect, functools and operator: the
// first import runs all their bodies.
void BM_ImportStatisticsFirst(benchmark::State& state) { run_to_end(state, "import statistics\nstatistics.mean([1, 2.5])"); }
BENCHMARK(BM_ImportStatisticsFirst);

void BM_ImportStringTextwrapFirst(benchmark::State& state) {
    run_to_end(state, "import string, textwrap\nstring.Template('$a').substitute(a=1)\ntextwrap.fill('a b c', 3)");
}
BENCHMARK(BM_ImportStringTextwrapFirst);

// The hot paths: exact mean and stdev of 100,000 floats (native sums), SHA-256 of 1 MB ten
// times (making the megabyte costs about as much as hashing it once, so it is made once).
void BM_StatisticsMeanStdev100k(benchmark::State& state) {
    run_to_end(state, "import statistics\ndata = [i * 0.37 for i in range(100000)]\n"
                      "statistics.mean(data)\nstatistics.stdev(data)");
}
BENCHMARK(BM_StatisticsMeanStdev100k);

void BM_HashlibSha256OneMBTenTimes(benchmark::State& state) {
    run_to_end(state, "import hashlib\nd = b'x' * 1000000\nfor _ in range(10):\n    hashlib.sha256(d).hexdigest()");
}
BENCHMARK(BM_HashlibSha256OneMBTenTimes);

}  // namespace
}  // namespace basilisk::bench
