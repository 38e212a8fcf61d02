#pragma once
// Heap objects in snapshots, and the validation of a decoded execution.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checkpoint/archive_io.h"
#include "checkpoint/program_cache.h"
#include "checkpoint/program_io.h"
#include "vm/vm.h"

namespace basilisk::checkpoint {

// What the decoder keeps for the validator.
struct LoadedState {
    std::vector<VerifiedProgramRef> programs;   // in the Vm's order; holds their facts alive
    std::vector<const std::vector<CodeFacts>*> facts;   // per program, per code
};

// Writes the live objects at their indices; an unreachable object is written as a one-byte
// placeholder that keeps its slot occupied (allocation and collection then go exactly as in the
// original). `extra_roots`: values the snapshot holds besides the collector's roots.
void save_heap(Writer& w, const vm::Vm& vm, const std::vector<vm::Value>& extra_roots);
// Fills `heap` with the stored objects at their stored indices. Values are not checked here.
void load_heap(Reader& r, vm::Heap& heap);

// Checks every value, object, frame and counter of a decoded execution; an error message when
// something is out of place.
std::optional<std::string> validate_execution(vm::Vm& vm, const LoadedState& st);

}  // namespace basilisk::checkpoint
