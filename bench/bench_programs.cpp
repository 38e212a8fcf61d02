// The compute programs of bench/programs/ run in-process (compiled once, a fresh Vm per
// iteration), each checked against the output CPython prints for it.
#include <string>
#include <variant>

#include "bench/bench_util.h"
#include "compiler/parser.h"

namespace basilisk::bench {
namespace {

struct ProgramCase {
    const char* file;
    const char* expected;   // python3's output for the file
};

void run_program_case(benchmark::State& state, const ProgramCase& c) {
    std::string source = read_program(state, c.file);
    if (source.empty()) return;
    auto program = compile_or_skip(state, source);
    if (!program) return;
    for (auto _ : state) {
        std::string out;
        if (!run_to_end(state, program, &out)) return;
        if (out != c.expected) {
            state.SkipWithError(("wrong output: " + out).c_str());
            return;
        }
    }
}

#define BASILISK_PROGRAM_BENCH(NAME, FILE, EXPECTED)                               \
    void NAME(benchmark::State& state) { run_program_case(state, {FILE, EXPECTED}); } \
    BENCHMARK(NAME)->Unit(benchmark::kMillisecond)

BASILISK_PROGRAM_BENCH(BM_Fib27, "fib.py", "196418\n");
BASILISK_PROGRAM_BENCH(BM_Loop3M, "loop.py", "8999997\n");
BASILISK_PROGRAM_BENCH(BM_FStrings200K, "fstrings.py", "(3651849, 200000, 3451850, 'item-12345:37035')\n");
BASILISK_PROGRAM_BENCH(BM_SortKey300K, "sort_key.py", "(300006, 0, 149999, 299506500)\n");
BASILISK_PROGRAM_BENCH(BM_DictUpdate300K, "dict_update.py", "(5000, 44999850000, 8852520)\n");
BASILISK_PROGRAM_BENCH(BM_MethodCalls500K, "methods.py", "(3000000, 2500005)\n");
BASILISK_PROGRAM_BENCH(BM_Alloc200K, "alloc.py", "20001099999\n");

// The memory program: its time, plus the heap's own estimate and the malloc'd bytes while the
// list and dict are alive (read before the Vm is destroyed).
void BM_MemListDict(benchmark::State& state) {
    std::string source = read_program(state, "mem_list_dict.py");
    if (source.empty()) return;
    auto program = compile_or_skip(state, source);
    if (!program) return;
    double heap_bytes = 0, malloc_delta = 0, live = 0;
    for (auto _ : state) {
        size_t before = malloc_in_use_bytes();
        vm::Vm machine;
        machine.start_module(machine.add_program(program));
        if (machine.run() != vm::RunStatus::Finished) {
            state.SkipWithError("mem_list_dict.py did not finish");
            return;
        }
        machine.collect_garbage();
        heap_bytes = double(machine.heap.approx_bytes());
        live = double(machine.heap.live_objects());
        malloc_delta = double(malloc_in_use_bytes()) - double(before);
    }
    state.counters["heap_bytes"] = heap_bytes;
    state.counters["live_objects"] = live;
    state.counters["malloc_bytes"] = malloc_delta;
}
BENCHMARK(BM_MemListDict)->Unit(benchmark::kMillisecond);

// Finer start-up cases, to see where BM_StartupCompileOnly's time goes.
// Tokenize + parse `1 + 2` (no scope analysis or code generation).
void BM_StartupParseOnly(benchmark::State& state) {
    for (auto _ : state) {
        auto parsed = compiler::parse_module("1 + 2\n", "main.py");
        if (!std::holds_alternative<std::unique_ptr<compiler::Module>>(parsed)) {
            state.SkipWithError("parse failed");
            return;
        }
        benchmark::DoNotOptimize(parsed);
    }
}
BENCHMARK(BM_StartupParseOnly);

// Compiling a small but typical script (a function, a class, a loop, a comprehension): the
// per-construct cost that the trivial `1 + 2` does not exercise.
void BM_StartupCompileSmallScript(benchmark::State& state) {
    static constexpr const char* kScript =
        "import math\n"
        "\n"
        "class Point:\n"
        "    def __init__(self, x, y):\n"
        "        self.x = x\n"
        "        self.y = y\n"
        "\n"
        "    def norm(self):\n"
        "        return math.sqrt(self.x * self.x + self.y * self.y)\n"
        "\n"
        "def total(points):\n"
        "    t = 0.0\n"
        "    for p in points:\n"
        "        t += p.norm()\n"
        "    return t\n"
        "\n"
        "pts = [Point(i, i + 1) for i in range(10)]\n"
        "print(f'{total(pts):.3f}')\n";
    for (auto _ : state) {
        auto program = compile_or_skip(state, kScript);
        if (!program) return;
        benchmark::DoNotOptimize(program.get());
    }
}
BENCHMARK(BM_StartupCompileSmallScript);

}  // namespace
}  // namespace basilisk::bench
