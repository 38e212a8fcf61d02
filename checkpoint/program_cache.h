#pragma once
// Programs already encoded, decoded and verified, found again by their encoded bytes (restore)
// or by identity (dump). A host that pauses one agent script at every tool call dumps and
// restores the same program again and again; with a cache it is encoded, decoded and verified
// once instead of at every pause. One cache belongs to one CodeSandbox (no global state); its
// methods may be called from several threads at once. It also lends out archive writers, so a
// dump does not construct a Boost archive each time (see ArchiveWriter).
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "checkpoint/archive_io.h"
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

    // A writer for one dump, returned with give_back (a few are kept for the next dumps).
    std::unique_ptr<ArchiveWriter> borrow_writer();
    void give_back(std::unique_ptr<ArchiveWriter> writer);

private:
    static constexpr size_t kMaxIdleWriters = 4;
    std::vector<std::unique_ptr<ArchiveWriter>> m_idle_writers;
    struct Entry {
        size_t hash;
        VerifiedProgramRef value;
    };
    mutable std::mutex m_mutex;
    std::vector<Entry> m_entries;   // oldest first; few entries, so a linear scan is cheapest
    size_t m_max_entries, m_max_bytes, m_bytes = 0;
};

}  // namespace basilisk::checkpoint
