#pragma once
// The execution's heap arena: objects addressed by index, reclaimed by mark-sweep.
//
// Collection only happens at safe points chosen by the interpreter (between instructions), when
// every live value is reachable from the roots the VM hands in; native code may therefore hold
// fresh objects in C++ locals without registering them.
//
// Objects made with make<T>() live in the heap's own size-class pools (ObjectPool): one pointer
// pop per allocation instead of a malloc, no per-block malloc header, and freed blocks are reused
// hot by the next allocations of the same size. Objects handed in with adopt() (made elsewhere
// with new, e.g. classes and functions) keep their malloc memory; Object::heap_class tells the two
// apart when the object dies.
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "vm/object.h"

namespace basilisk::vm {

// Fixed-size blocks in 8-byte classes up to kMaxSize bytes, carved from chunks the pool owns: the
// first is a buffer inside the pool itself (a short run mallocs nothing for its objects), the
// next ones are malloc'd, doubling up to 64 KiB. A freed block goes on its class's free list (the
// block's first word links it; its second points kPrefetchAhead blocks further down the list, so
// an allocation can fetch the block it will hand out that many allocations later). Chunks are
// returned only when the pool dies: a collection frees objects, not chunks.
class ObjectPool {
public:
    static constexpr size_t kGranule = 8;
    static constexpr size_t kMaxSize = 256;
    // Chunks start small (an idle paused execution holds a few dozen objects) and double up to
    // the largest size, so a big heap still takes few chunks.
    static constexpr size_t kFirstChunkBytes = 1024;   // inline (m_first)
    static constexpr size_t kChunkBytes = 64 * 1024;
    static constexpr size_t kClasses = kMaxSize / kGranule + 1;   // class 0: not pooled

    ObjectPool();
    ~ObjectPool();
    ObjectPool(const ObjectPool&) = delete;
    ObjectPool& operator=(const ObjectPool&) = delete;

    // The class for an object of `bytes` bytes; 0 when it is too big to pool.
    static constexpr uint8_t class_of(size_t bytes) {
        return bytes <= kMaxSize ? uint8_t((bytes + kGranule - 1) / kGranule) : 0;
    }
    static constexpr size_t class_bytes(uint8_t cls) { return size_t(cls) * kGranule; }

    void* allocate(uint8_t cls);
    void release(void* block, uint8_t cls);
    // Bytes of chunks the pool holds (allocated or free).
    size_t reserved_bytes() const { return m_reserved; }

private:
    // A sweep frees blocks all over the pool, so the free list runs through cold memory: one
    // block ahead is too close to hide the cache miss of reading it (most of an allocation's
    // time in split/join loops), eight are not.
    static constexpr int kPrefetchAhead = 8;
    struct FreeBlock {
        FreeBlock* next;
        FreeBlock* ahead;   // kPrefetchAhead blocks down the list, or null
    };
    void* carve(size_t bytes);

    std::array<FreeBlock*, kClasses> m_free{};
    struct Chunk {
        std::unique_ptr<std::byte[]> bytes;
        size_t size;
    };
    std::vector<Chunk> m_chunks;       // the malloc'd chunks, after m_first
    size_t m_reserved = 0;
    std::byte* m_bump = nullptr;
    std::byte* m_bump_end = nullptr;
    alignas(16) std::byte m_first[kFirstChunkBytes];
};

class Heap {
public:
    // Collections run after this many allocations at least (more when many objects are live:
    // as many as are live), so short-lived garbage is reused while it is still in the cache
    // and a program's peak memory stays close to its live set.
    static constexpr uint64_t kDefaultYoungAllocations = 8192;

    Heap();
    ~Heap();
    Heap(const Heap&) = delete;
    Heap& operator=(const Heap&) = delete;

    template <class T, class... Args>
    ObjRef make(Args&&... args) {
        static_assert(std::is_base_of_v<Object, T>);
        static_assert(!requires { T::kPayloadFollows; }, "objects with a payload are made with make_sized()");
        constexpr uint8_t cls = ObjectPool::class_of(sizeof(T));
        if constexpr (cls == 0 || alignof(T) > ObjectPool::kGranule) {
            return adopt(std::make_unique<T>(std::forward<Args>(args)...));
        } else {
            void* block = m_pool.allocate(cls);
            T* obj;
            try {
                obj = ::new (block) T(std::forward<Args>(args)...);
            } catch (...) {
                m_pool.release(block, cls);
                throw;
            }
            obj->heap_class = cls;
            return install(obj);
        }
    }
    // An object whose block is `bytes` long, its payload after it (a str's text): from the pools
    // when it fits, else from operator new (heap_class kOwnBlock).
    template <class T, class... Args>
    ObjRef make_sized(size_t bytes, Args&&... args) {
        static_assert(std::is_base_of_v<Object, T> && alignof(T) <= ObjectPool::kGranule);
        uint8_t cls = ObjectPool::class_of(bytes);
        void* block = cls ? m_pool.allocate(cls) : ::operator new(bytes);
        T* obj;
        try {
            obj = ::new (block) T(std::forward<Args>(args)...);
        } catch (...) {
            if (cls) m_pool.release(block, cls);
            else ::operator delete(block);
            throw;
        }
        obj->heap_class = cls ? cls : kOwnBlock;
        return install(obj);
    }
    // heap_class of an object made by make_sized() too big for the pools.
    static constexpr uint8_t kOwnBlock = 255;
    // Takes an object made with new (heap_class 0).
    ObjRef adopt(std::unique_ptr<Object> obj);

    Object& get(ObjRef ref) const { return *m_slots[ref]; }
    template <class T>
    T& as(ObjRef ref) const { return static_cast<T&>(*m_slots[ref]); }
    bool valid(ObjRef ref) const { return ref < m_slots.size() && m_slots[ref] != nullptr; }

    // Marks from `tracer`'s pending roots and frees everything unmarked.
    void collect(Tracer& roots);
    // Whether collect() adds up the owned bytes of every live object for approx_bytes() (the
    // memory limit needs it). Off, approx_bytes() counts a flat 64 bytes per object, and a
    // collection never touches objects that hold no references (str, bytes, big ints): the mark
    // phase knows them from a per-slot flag.
    void set_count_owned_bytes(bool on) { m_count_owned_bytes = on; }
    bool wants_collection() const { return m_allocations_since_gc >= m_next_gc; }
    // The minimum number of allocations between two collections (tests and embedders).
    void set_young_allocations(uint64_t n);

    uint64_t allocations() const { return m_total_allocations; }
    size_t live_objects() const { return m_live; }
    size_t slot_count() const { return m_slots.size(); }
    // Bytes of object headers and owned buffers as of the last collection plus objects made and
    // buffers grown since.
    size_t approx_bytes() const { return m_approx_bytes + m_growth_bytes; }
    void note_bytes(int64_t delta) { m_approx_bytes = size_t(int64_t(m_approx_bytes) + delta); }
    // A container's buffer grew (list, dict, set, bytearray): counted until the next collection
    // recounts every buffer. Kept apart from the snapshotted total because a restored container
    // has exact capacities and grows at other moments than the original: the snapshot bytes stay
    // the same whether or not the host checkpointed on the way (DESIGN.md decision 6).
    void note_growth(size_t bytes) { m_growth_bytes += bytes; }
    // Bytes of pool chunks (live and free object blocks), for tests and measurements.
    size_t pool_reserved_bytes() const { return m_pool.reserved_bytes(); }
    // Bytes live at the last collection: what native code (which cannot collect) may count as
    // surely live. approx_bytes() also counts the garbage made since.
    size_t bytes_at_collection() const { return m_bytes_at_collection; }

private:
    friend struct SnapshotAccess;   // checkpoint/: restores slots at their exact indices
    ObjRef install(Object* obj);
    void destroy(Object* obj);
    void destroy_all();
    // Snapshots rebuild the arena in index order, straight into the pools: begin_restore()
    // empties it, then each slot in turn is made with make<T>() (which appends, the free list
    // being empty) or left free with restore_free_slot(); end_restore() installs the free list.
    void begin_restore(size_t slot_count);
    void restore_free_slot();
    void end_restore(std::vector<ObjRef> free_list);

    // A short run's slots fit inline: no malloc for them (the Vm never moves, see Vm's copy).
    static constexpr size_t kInlineSlots = 32;
    ObjectPool m_pool;                 // declared first: destroyed after the slots' objects
    boost::container::small_vector<Object*, kInlineSlots> m_slots;   // owned; slot 0 is never used
    std::vector<ObjRef> m_free;
    std::vector<uint8_t> m_marks;
    boost::container::small_vector<uint8_t, kInlineSlots> m_leaf;   // per slot: 0 traced; else a leaf, with its owned bytes when fixed (see heap.cpp)
    size_t m_live = 0;
    uint64_t m_total_allocations = 0;
    uint64_t m_allocations_since_gc = 0;
    uint64_t m_young_allocations = kDefaultYoungAllocations;
    uint64_t m_next_gc = kDefaultYoungAllocations;
    size_t m_approx_bytes = 0;
    size_t m_growth_bytes = 0;         // not in snapshots: see note_growth()
    bool m_count_owned_bytes = true;
    size_t m_bytes_at_collection = 0;
};

}  // namespace basilisk::vm
