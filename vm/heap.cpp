#include "vm/heap.h"

namespace basilisk::vm {

Heap::Heap() { m_slots.emplace_back(); }

ObjRef Heap::adopt(std::unique_ptr<Object> obj) {
    ++m_total_allocations;
    ++m_allocations_since_gc;
    ++m_live;
    // The payload counts too: a 60 MB string made in one operation must show against the memory
    // limit before the next collection recounts.
    m_approx_bytes += 64 + obj->owned_bytes();
    if (!m_free.empty()) {
        ObjRef ref = m_free.back();
        m_free.pop_back();
        m_slots[ref] = std::move(obj);
        return ref;
    }
    m_slots.push_back(std::move(obj));
    return ObjRef(m_slots.size() - 1);
}

void Heap::collect(Tracer& tracer) {
    m_marks.assign(m_slots.size(), 0);
    auto& pending = tracer.pending();
    while (!pending.empty()) {
        ObjRef ref = pending.back();
        pending.pop_back();
        if (ref >= m_slots.size() || m_marks[ref] || !m_slots[ref]) continue;
        m_marks[ref] = 1;
        m_slots[ref]->trace(tracer);
    }
    size_t bytes = 0;
    m_live = 0;
    for (ObjRef ref = 1; ref < m_slots.size(); ++ref) {
        if (!m_slots[ref]) continue;
        if (!m_marks[ref]) {
            m_slots[ref].reset();
            m_free.push_back(ref);
        } else {
            ++m_live;
            bytes += 64 + m_slots[ref]->owned_bytes();
        }
    }
    m_approx_bytes = bytes;
    m_bytes_at_collection = bytes;
    m_allocations_since_gc = 0;
    // Grow the threshold with the live set so collection stays proportional to allocation.
    m_next_gc = std::max<uint64_t>(100'000, m_live * 2);
}

}  // namespace basilisk::vm
