#include "vm/heap.h"

#include <algorithm>

#include "vm/objects.h"

#if defined(__has_include)
#if __has_include(<sanitizer/asan_interface.h>)
#include <sanitizer/asan_interface.h>
#endif
#endif
#ifndef ASAN_POISON_MEMORY_REGION
#define ASAN_POISON_MEMORY_REGION(addr, size) ((void)(addr), (void)(size))
#define ASAN_UNPOISON_MEMORY_REGION(addr, size) ((void)(addr), (void)(size))
#endif

namespace basilisk::vm {

// ---- ObjectPool ---------------------------------------------------------------------------
// Under AddressSanitizer free blocks stay poisoned, so a stale pointer into a dead object is
// still reported even though the block is reused without going back to malloc.

ObjectPool::ObjectPool() : m_reserved(kFirstChunkBytes), m_bump(m_first), m_bump_end(m_first + kFirstChunkBytes) {
    ASAN_POISON_MEMORY_REGION(m_first, kFirstChunkBytes);
}

ObjectPool::~ObjectPool() {
    // m_first is part of the pool's owner (a Vm on the stack or in the host's memory): it must
    // leave unpoisoned.
    ASAN_UNPOISON_MEMORY_REGION(m_first, kFirstChunkBytes);
    for (auto& chunk : m_chunks) ASAN_UNPOISON_MEMORY_REGION(chunk.bytes.get(), chunk.size);
}

void* ObjectPool::carve(size_t bytes) {
    if (size_t(m_bump_end - m_bump) < bytes) {
        size_t size = std::min(kChunkBytes, (m_chunks.empty() ? kFirstChunkBytes : m_chunks.back().size) * 2);
        m_chunks.push_back(Chunk{std::make_unique_for_overwrite<std::byte[]>(size), size});
        m_reserved += size;
        m_bump = m_chunks.back().bytes.get();
        m_bump_end = m_bump + size;
        ASAN_POISON_MEMORY_REGION(m_bump, size);
    }
    void* block = m_bump;
    m_bump += bytes;
    return block;
}

void* ObjectPool::allocate(uint8_t cls) {
    size_t bytes = class_bytes(cls);
    FreeBlock* head = m_free[cls];
    if (head) {
        ASAN_UNPOISON_MEMORY_REGION(head, bytes);
        m_free[cls] = head->next;
        // This block was fetched kPrefetchAhead allocations ago; fetch the one that many ahead.
        if (head->ahead) __builtin_prefetch(head->ahead, 1);
        return head;
    }
    void* block = carve(bytes);
    ASAN_UNPOISON_MEMORY_REGION(block, bytes);
    return block;
}

void ObjectPool::release(void* block, uint8_t cls) {
    static_assert(sizeof(Object) >= sizeof(FreeBlock), "every pooled block has room for both links");
    auto* b = static_cast<FreeBlock*>(block);
    b->next = m_free[cls];
    // The block kPrefetchAhead down: a sweep releases blocks in a row, so the walk reads blocks
    // it has just written.
    FreeBlock* ahead = b->next;
    for (int i = 1; i < kPrefetchAhead && ahead; ++i) {
        ASAN_UNPOISON_MEMORY_REGION(ahead, sizeof(FreeBlock));
        FreeBlock* next = ahead->next;
        ASAN_POISON_MEMORY_REGION(ahead, sizeof(FreeBlock));
        ahead = next;
    }
    b->ahead = ahead;
    m_free[cls] = b;
    ASAN_POISON_MEMORY_REGION(block, class_bytes(cls));
}

// ---- Heap ---------------------------------------------------------------------------------

Heap::Heap() {
    m_slots.push_back(nullptr);
    m_leaf.push_back(0);
}

Heap::~Heap() {
    // The pool's chunks go with the heap: its blocks need not go back on the free lists.
    for (Object* obj : m_slots) {
        if (!obj) continue;
        if (obj->heap_class == 0) {
            delete obj;
        } else {
            obj->~Object();
            if (obj->heap_class == kOwnBlock) ::operator delete(obj);
        }
    }
}

void Heap::destroy(Object* obj) {
    uint8_t cls = obj->heap_class;
    if (cls == 0) {
        delete obj;
        return;
    }
    obj->~Object();
    if (cls == kOwnBlock) ::operator delete(obj);
    else m_pool.release(obj, cls);
}

void Heap::destroy_all() {
    for (Object*& obj : m_slots) {
        if (obj) destroy(obj);
        obj = nullptr;
    }
}

// The per-slot leaf code (m_leaf). 0: the object holds references and is traced. Otherwise its
// trace() visits nothing, so marking it needs no visit, and: kLeafAsk, ask the object for its
// owned bytes; kLeafBytes + n, it owns exactly n bytes for good. Plain str, bytes and int
// objects never change after they are made, so a collection counts their bytes without reading
// the object: with a million live strings, reading each one at every collection (a cache miss
// apiece) was most of the collector's time.
constexpr uint8_t kLeafAsk = 1;
constexpr uint8_t kLeafBytes = 2;

static uint8_t leaf_code(const Object& obj, size_t owned) {
    auto fixed = [owned] { return owned <= size_t(255 - kLeafBytes) ? uint8_t(kLeafBytes + owned) : kLeafAsk; };
    switch (obj.kind) {
    case ObjKind::HostFunction: return kLeafAsk;
    // Subclass instances (StrSubObject, ...) hold their class and attributes.
    case ObjKind::Str: return static_cast<const StrObject&>(obj).is_subclass_instance ? 0 : fixed();
    case ObjKind::Bytes: {
        const auto& b = static_cast<const BytesObject&>(obj);
        if (b.is_subclass_instance) return 0;
        return b.is_bytearray ? kLeafAsk : fixed();   // a bytearray grows in place
    }
    case ObjKind::BigInt: return static_cast<const BigIntObject&>(obj).is_subclass_instance ? 0 : fixed();
    case ObjKind::Range: return static_cast<const RangeObject&>(obj).is_big() ? 0 : fixed();   // a big one holds ints
    default:
        return 0;
    }
}

ObjRef Heap::install(Object* obj) {
    ++m_total_allocations;
    ++m_allocations_since_gc;
    ++m_live;
    // The payload counts too: a 60 MB string made in one operation must show against the memory
    // limit before the next collection recounts. A plain str, the most frequent object, is
    // answered without the virtual call.
    size_t owned;
    uint8_t leaf;
    if (obj->kind == ObjKind::Str && !static_cast<const StrObject*>(obj)->is_subclass_instance) {
        owned = static_cast<const StrObject*>(obj)->size() + 1;
        leaf = owned <= size_t(255 - kLeafBytes) ? uint8_t(kLeafBytes + owned) : kLeafAsk;
    } else {
        owned = obj->owned_bytes();
        leaf = leaf_code(*obj, owned);
    }
    m_approx_bytes += 64 + owned;
    if (!m_free.empty()) {
        ObjRef ref = m_free.back();
        m_free.pop_back();
        m_slots[ref] = obj;
        m_leaf[ref] = leaf;
        return ref;
    }
    try {
        m_slots.push_back(obj);
        m_leaf.push_back(leaf);
    } catch (...) {
        if (m_slots.size() > m_leaf.size()) m_slots.pop_back();
        destroy(obj);
        throw;
    }
    return ObjRef(m_slots.size() - 1);
}

ObjRef Heap::adopt(std::unique_ptr<Object> obj) {
    obj->heap_class = 0;
    return install(obj.release());   // install frees the object if it throws
}

void Heap::set_young_allocations(uint64_t n) {
    m_young_allocations = std::max<uint64_t>(n, 1);
    m_next_gc = std::max<uint64_t>(m_young_allocations, m_live);
}

void Heap::collect(Tracer& tracer) {
    m_marks.assign(m_slots.size(), 0);
    auto& pending = tracer.pending();
    // A list traced pushes its items' slots, popped next in turn; a list filled over many
    // collections holds slots all over the arena. So the per-slot entries of the item some pops
    // ahead are fetched now, and the object itself a few pops ahead when it must be traced.
    constexpr size_t kSlotPrefetchDistance = 16;
    constexpr size_t kTracedPrefetchDistance = 6;
    while (!pending.empty()) {
        if (pending.size() > kSlotPrefetchDistance) {
            ObjRef ahead = pending[pending.size() - 1 - kSlotPrefetchDistance];
            if (ahead < m_slots.size()) {
                __builtin_prefetch(&m_slots[ahead]);
                __builtin_prefetch(&m_marks[ahead], 1);
                __builtin_prefetch(&m_leaf[ahead]);
            }
        }
        if (pending.size() > kTracedPrefetchDistance) {
            ObjRef ahead = pending[pending.size() - 1 - kTracedPrefetchDistance];
            if (ahead < m_slots.size() && !m_leaf[ahead] && m_slots[ahead]) __builtin_prefetch(m_slots[ahead]);
        }
        ObjRef ref = pending.back();
        pending.pop_back();
        if (ref >= m_slots.size() || m_marks[ref] || !m_slots[ref]) continue;
        m_marks[ref] = 1;
        if (!m_leaf[ref]) m_slots[ref]->trace(tracer);
    }
    size_t bytes = 0;
    m_live = 0;
    // Sweep from the top down, rebuilding the free list so the lowest free slot is handed out
    // first (new objects sit near the old ones) and trailing empty slots are dropped, which keeps
    // the next sweep proportional to the slots in use.
    m_free.clear();
    while (m_slots.size() > 1 && (!m_slots.back() || !m_marks[m_slots.size() - 1])) {
        if (m_slots.back()) destroy(m_slots.back());
        m_slots.pop_back();
    }
    m_leaf.resize(m_slots.size());
    // First the live objects are counted and the free slots listed (top down); then the dead
    // ones among them are destroyed, in the same order. Destroying reads each dead object (its
    // vtable and its block's free-list link): in the second pass they are fetched some dead
    // objects ahead, whatever the number of live ones between them.
    for (size_t ref = m_slots.size() - 1; ref >= 1; --ref) {
        Object* obj = m_slots[ref];
        if (obj && m_marks[ref]) {
            ++m_live;
            bytes += 64;
            if (m_count_owned_bytes) bytes += m_leaf[ref] >= kLeafBytes ? size_t(m_leaf[ref] - kLeafBytes) : obj->owned_bytes();
            continue;
        }
        m_free.push_back(ObjRef(ref));
    }
    constexpr size_t kObjectPrefetchDistance = 32;
    for (size_t i = 0; i < m_free.size(); ++i) {
        if (i + kObjectPrefetchDistance < m_free.size())
            if (Object* ahead = m_slots[m_free[i + kObjectPrefetchDistance]]) __builtin_prefetch(ahead, 1);
        ObjRef ref = m_free[i];
        if (Object* obj = m_slots[ref]) {
            destroy(obj);
            m_slots[ref] = nullptr;
        }
    }
    m_approx_bytes = bytes;
    m_growth_bytes = 0;
    m_bytes_at_collection = bytes;
    m_allocations_since_gc = 0;
    // Grow the threshold with the live set so collection stays proportional to allocation. As
    // many allocations as live objects, not twice as many: a loop that keeps one str of every
    // four it makes ('k' + s[:n] + str(i)) peaked at three times its live set with twice, two
    // with once, for about the same collection time now that live strs are not read.
    m_next_gc = std::max<uint64_t>(m_young_allocations, m_live);
}

void Heap::begin_restore(size_t slot_count) {
    destroy_all();
    m_slots.clear();
    m_leaf.clear();
    m_free.clear();
    m_marks.clear();
    m_live = 0;
    m_slots.reserve(std::max<size_t>(slot_count, 1));
    m_leaf.reserve(m_slots.capacity());
    m_slots.push_back(nullptr);
    m_leaf.push_back(0);
}

void Heap::restore_free_slot() {
    m_slots.push_back(nullptr);
    m_leaf.push_back(0);
}

void Heap::end_restore(std::vector<ObjRef> free_list) { m_free = std::move(free_list); }

}  // namespace basilisk::vm
