#pragma once
// Programs already encoded, decoded and verified, found again by their encoded bytes (restore)
// or by identity (dump). A host that pauses one agent script at every tool call dumps and
// restores the same program again and again; with a cache it is encoded, decoded and verified
// once instead of at every pause. One cache belongs to one CodeSandbox (no global state); its
// methods may be called from several threads at once.
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "checkpoint/program_io.h"
#include "vm/code.h"

namespace basilisk::checkpoint {

// A program with its encoding in a snapshot body and what the verifier learned about it.
struct VerifiedProgram {
    std::string encoded;
    vm::ProgramRef program;
    std::vector<CodeFacts> facts;   // per code object
};
using VerifiedProgramRef = std::shared_ptr<const VerifiedProgram>;

class ProgramCache {
public:
    // Keeps at most `max_entries` programs and `max_bytes` of encodings; the oldest go first.
    explicit ProgramCache(size_t max_entries = 64, size_t max_bytes = size_t(16) << 20);

    VerifiedProgramRef find_encoded(std::string_view encoded) const;
    VerifiedProgramRef find_program(const vm::Program* program) const;
    void insert(VerifiedProgramRef entry);
    size_t size() const;

private:
    struct Entry {
        size_t hash;
        VerifiedProgramRef value;
    };
    mutable std::mutex m_mutex;
    std::vector<Entry> m_entries;   // oldest first; few entries, so a linear scan is cheapest
    size_t m_max_entries, m_max_bytes, m_bytes = 0;
};

}  // namespace basilisk::checkpoint
