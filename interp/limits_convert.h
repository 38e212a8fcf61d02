#pragma once
// ExecutionLimits as the VM and the compiler take them: one place for every entry point that
// runs code (kept out of the public constraints.h, which must not pull in vm/ or compiler/).
#include "compiler/compile.h"
#include "interp/constraints.h"
#include "interp/feature.h"
#include "vm/vm.h"

namespace basilisk {

vm::Limits to_vm_limits(const ExecutionLimits& limits);
// The limits the compilation of the code takes, from now: max_duration_ms bounds the compile as
// it bounds a run, max_memory_bytes the compiler's memory (compiler/compile_guard.h).
compiler::CompileLimits to_compile_limits(const ExecutionLimits& limits);

inline compiler::Feature to_compiler_feature(Feature f) { return compiler::Feature(f); }
inline Feature from_compiler_feature(compiler::Feature f) { return Feature(f); }

}  // namespace basilisk
