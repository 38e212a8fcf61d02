// Compile time of large sources (issue 11): it must grow linearly with the source. A function of
// n local assignments compiled in O(n^2) (70,000 of them: 4 s), and a function with many locals
// and nested closures in O(locals * closures). Each case runs at two sizes, 4x apart, and reports
// the fitted complexity, so a super-linear step shows as a ratio of ~16 instead of ~4.
#include <string>

#include "bench/bench_util.h"

namespace basilisk::bench {
namespace {

// def f():
//     v0 = 0
//     ...
std::string big_function(int64_t n) {
    std::string src = "def f():\n";
    for (int64_t i = 0; i < n; ++i) src += "    v" + std::to_string(i) + " = " + std::to_string(i) + "\n";
    src += "    return v" + std::to_string(n - 1) + "\n";
    return src;
}

// v0 = 0 ... at module level (globals: the names table instead of fast locals).
std::string big_module(int64_t n) {
    std::string src;
    for (int64_t i = 0; i < n; ++i) src += "v" + std::to_string(i) + " = " + std::to_string(i) + "\n";
    return src;
}

// n locals and n / 4 nested functions each reading one of them (cells and free variables).
std::string closures(int64_t n) {
    std::string src = "def outer():\n";
    for (int64_t i = 0; i < n; ++i) src += "    v" + std::to_string(i) + " = " + std::to_string(i) + "\n";
    for (int64_t i = 0; i < n / 4; ++i)
        src += "    def g" + std::to_string(i) + "():\n        return v" + std::to_string(i) + "\n";
    return src;
}

template <std::string (*Make)(int64_t)>
void compile_case(benchmark::State& state) {
    std::string source = Make(state.range(0));
    for (auto _ : state) {
        auto program = compile_or_skip(state, source);
        if (!program) return;
        benchmark::DoNotOptimize(program.get());
    }
    state.SetComplexityN(state.range(0));
    state.counters["source_bytes"] = double(source.size());
}

void BM_CompileLargeFunction(benchmark::State& state) { compile_case<big_function>(state); }
BENCHMARK(BM_CompileLargeFunction)->Arg(17'500)->Arg(70'000)->Unit(benchmark::kMillisecond)->Complexity();

void BM_CompileLargeModule(benchmark::State& state) { compile_case<big_module>(state); }
BENCHMARK(BM_CompileLargeModule)->Arg(17'500)->Arg(70'000)->Unit(benchmark::kMillisecond)->Complexity();

void BM_CompileManyClosures(benchmark::State& state) { compile_case<closures>(state); }
BENCHMARK(BM_CompileManyClosures)->Arg(5'000)->Arg(20'000)->Unit(benchmark::kMillisecond)->Complexity();

}  // namespace
}  // namespace basilisk::bench
