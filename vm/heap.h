#pragma once
// The execution's heap arena: objects addressed by index, reclaimed by mark-sweep.
//
// Collection only happens at safe points chosen by the interpreter (between instructions), when
// every live value is reachable from the roots the VM hands in; native code may therefore hold
// fresh objects in C++ locals without registering them.
#include <cstdint>
#include <memory>
#include <vector>

#include "vm/object.h"

namespace basilisk::vm {

class Heap {
public:
    Heap();

    template <class T, class... Args>
    ObjRef make(Args&&... args) {
        return adopt(std::make_unique<T>(std::forward<Args>(args)...));
    }
    ObjRef adopt(std::unique_ptr<Object> obj);

    Object& get(ObjRef ref) const { return *m_slots[ref]; }
    template <class T>
    T& as(ObjRef ref) const { return static_cast<T&>(*m_slots[ref]); }
    bool valid(ObjRef ref) const { return ref < m_slots.size() && m_slots[ref] != nullptr; }

    // Marks from `tracer`'s pending roots and frees everything unmarked.
    void collect(Tracer& roots);
    bool wants_collection() const { return m_allocations_since_gc >= m_next_gc; }

    uint64_t allocations() const { return m_total_allocations; }
    size_t live_objects() const { return m_live; }
    size_t slot_count() const { return m_slots.size(); }
    // Bytes of object headers and owned buffers as of the last collection plus objects made since.
    size_t approx_bytes() const { return m_approx_bytes; }
    void note_bytes(int64_t delta) { m_approx_bytes = size_t(int64_t(m_approx_bytes) + delta); }
    // Bytes live at the last collection: what native code (which cannot collect) may count as
    // surely live. approx_bytes() also counts the garbage made since.
    size_t bytes_at_collection() const { return m_bytes_at_collection; }

private:
    friend struct SnapshotAccess;   // checkpoint/: restores slots at their exact indices
    std::vector<std::unique_ptr<Object>> m_slots;   // slot 0 is never used
    std::vector<ObjRef> m_free;
    std::vector<uint8_t> m_marks;
    size_t m_live = 0;
    uint64_t m_total_allocations = 0;
    uint64_t m_allocations_since_gc = 0;
    uint64_t m_next_gc = 100'000;
    size_t m_approx_bytes = 0;
    size_t m_bytes_at_collection = 0;
};

}  // namespace basilisk::vm
