#include "checkpoint/program_cache.h"

#include <functional>

namespace basilisk::checkpoint {

ProgramCache::ProgramCache(size_t max_entries, size_t max_bytes)
    : m_max_entries(max_entries == 0 ? 1 : max_entries), m_max_bytes(max_bytes) {}

VerifiedProgramRef ProgramCache::find_encoded(std::string_view encoded) const {
    size_t h = std::hash<std::string_view>{}(encoded);
    std::lock_guard lock(m_mutex);
    for (const Entry& e : m_entries)
        if (e.hash == h && e.value->encoded == encoded) return e.value;
    return nullptr;
}

VerifiedProgramRef ProgramCache::find_program(const vm::Program* program) const {
    std::lock_guard lock(m_mutex);
    for (const Entry& e : m_entries)
        if (e.value->program.get() == program) return e.value;
    return nullptr;
}

void ProgramCache::insert(VerifiedProgramRef entry) {
    if (!entry || entry->encoded.size() > m_max_bytes) return;
    size_t h = std::hash<std::string_view>{}(entry->encoded);
    std::lock_guard lock(m_mutex);
    for (const Entry& e : m_entries)
        if (e.hash == h && e.value->encoded == entry->encoded) return;   // another thread was first
    m_bytes += entry->encoded.size();
    m_entries.push_back(Entry{h, std::move(entry)});
    size_t drop = 0;
    while (m_entries.size() - drop > m_max_entries || m_bytes > m_max_bytes) {
        m_bytes -= m_entries[drop].value->encoded.size();
        ++drop;
    }
    m_entries.erase(m_entries.begin(), m_entries.begin() + ptrdiff_t(drop));
}

size_t ProgramCache::size() const {
    std::lock_guard lock(m_mutex);
    return m_entries.size();
}

std::unique_ptr<ArchiveWriter> ProgramCache::borrow_writer() {
    {
        std::lock_guard lock(m_mutex);
        if (!m_idle_writers.empty()) {
            std::unique_ptr<ArchiveWriter> w = std::move(m_idle_writers.back());
            m_idle_writers.pop_back();
            return w;
        }
    }
    return std::make_unique<ArchiveWriter>();
}

void ProgramCache::give_back(std::unique_ptr<ArchiveWriter> writer) {
    std::lock_guard lock(m_mutex);
    if (m_idle_writers.size() < kMaxIdleWriters) m_idle_writers.push_back(std::move(writer));
}

}  // namespace basilisk::checkpoint
