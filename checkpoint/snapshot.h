#pragma once
// Snapshots: a paused execution or a compiled program as bytes, and back.
//
// Envelope (checkpoint/envelope.*): magic, format version, payload length, checksum, then a
// Boost.Serialization binary archive. Restoring trusts nothing: every count, index, opcode and
// type is validated before use, so bad bytes give a CheckpointError, never a crash, a hang or a
// huge allocation.
#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "checkpoint/program_cache.h"
#include "vm/code.h"
#include "vm/vm.h"

namespace basilisk::checkpoint {

struct CheckpointError {
    std::string message;   // e.g. "snapshot is truncated", "checksum mismatch", "unsupported format version 7"
};

// A paused (or not yet started) execution: its programs, heap, frames, value stack, pending host
// call, counters and limits. Dumping the same state twice gives the same bytes.
// `cache` (optional): programs encoded before are copied from it instead of encoded again.
std::string dump_execution(const vm::Vm& vm, ProgramCache* cache = nullptr);
// A new, independent execution; restoring the same bytes twice gives two executions (fork).
// `cache` (optional): programs found in it are neither decoded nor verified again (they are
// immutable, so the restored execution shares them); programs decoded here are added to it.
std::variant<std::unique_ptr<vm::Vm>, CheckpointError> restore_execution(std::string_view bytes,
                                                                         ProgramCache* cache = nullptr);

// A compiled program, so a host can skip parsing.
std::string dump_program(const vm::Program& program);
std::variant<vm::ProgramRef, CheckpointError> restore_program(std::string_view bytes);

}  // namespace basilisk::checkpoint
