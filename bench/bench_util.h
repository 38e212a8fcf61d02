#pragma once
// Helpers shared by the benchmark cases: compile a source, run it to the end in a fresh Vm,
// read a bench/programs file, measure the process's resident memory.
#include <benchmark/benchmark.h>

#include <string>
#include <string_view>

#include "vm/code.h"
#include "vm/vm.h"

namespace basilisk::bench {

// Compiles `source` (File mode); on a SyntaxError marks the benchmark as failed and returns null.
vm::ProgramRef compile_or_skip(benchmark::State& state, std::string_view source);

// Runs a compiled program in a fresh Vm to completion; returns false (and skips the benchmark
// with the traceback) when it does not finish normally. The program's output is returned in `out`.
bool run_to_end(benchmark::State& state, const vm::ProgramRef& program, std::string* out = nullptr);

// The text of bench/programs/<name>; empty (and the benchmark skipped) when unreadable.
std::string read_program(benchmark::State& state, std::string_view name);

// Current resident set size of this process in bytes (from /proc/self/statm), 0 if unknown.
size_t current_rss_bytes();

}  // namespace basilisk::bench
