#pragma once
// Helpers shared by the benchmark cases: compile a source, run it to the end in a fresh Vm,
// read a bench/programs file, measure malloc'd bytes.
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

// Bytes currently handed out by malloc (glibc mallinfo2: arena chunks in use plus mmapped
// chunks). Deltas of this are exact heap footprints; RSS deltas are not, because freed memory
// stays in the process and is reused.
size_t malloc_in_use_bytes();

}  // namespace basilisk::bench
