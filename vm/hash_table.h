#pragma once
// The two hash tables behind dict and set.
//
// DictTable is a compact, insertion-ordered table (entries in order + an index array), like
// CPython's dict. SetTable reproduces CPython's set probing (linear probes, then perturbation) and
// resize rules, because a set's iteration order is visible: `print({3, 1, 2})` must print
// `{1, 2, 3}` exactly as CPython does.
//
// Equality of keys can run user code (`__eq__`) and fail, so every lookup takes an `Eq` callable
// returning 1 (equal), 0 (not equal) or -1 (an exception is pending), and reports -1 upward.
#include <cstdint>
#include <vector>

#include "vm/value.h"

namespace basilisk::vm {

struct DictEntry {
    Value key;   // undefined() for a deleted entry
    Value value;
    int64_t hash = 0;
};

class DictTable {
public:
    static constexpr int64_t kNotFound = -1;
    static constexpr int64_t kError = -2;

    uint32_t size() const { return m_used; }
    // Entries in insertion order, including deleted ones (key undefined): iterate and skip those.
    const std::vector<DictEntry>& entries() const { return m_entries; }
    std::vector<DictEntry>& entries() { return m_entries; }

    // Changes whenever a key is added: a cache that found a name absent (LOAD_GLOBAL of a
    // builtin) stays right while the version does. Not saved in snapshots (caches are not).
    uint32_t keys_version() const { return m_keys_version; }

    // Index into entries() of `key`, kNotFound, or kError.
    template <class Eq>
    int64_t find(Value key, int64_t hash, Eq&& eq) const {
        if (m_index.empty()) {
            // A small dict has no index: scan its few entries (deleted ones have no key).
            for (size_t ix = 0; ix < m_entries.size(); ++ix) {
                const DictEntry& e = m_entries[ix];
                if (e.hash != hash || e.key.is_undefined()) continue;
                if (e.key.identical(key)) return int64_t(ix);
                int r = eq(e.key, key);   // may run __eq__: `e` is not used after it
                if (r < 0) return kError;
                if (r > 0) return int64_t(ix);
            }
            return kNotFound;
        }
        size_t mask = m_index.size() - 1;
        size_t i = size_t(hash) & mask;
        uint64_t perturb = uint64_t(hash);
        for (;;) {
            int32_t ix = m_index[i];
            if (ix == kEmpty) return kNotFound;
            if (ix >= 0) {
                const DictEntry& e = m_entries[size_t(ix)];
                if (e.key.identical(key)) return ix;
                if (e.hash == hash) {
                    int r = eq(e.key, key);
                    if (r < 0) return kError;
                    if (r > 0) return ix;
                }
            }
            perturb >>= 5;
            i = (i * 5 + perturb + 1) & mask;
        }
    }

    // Inserts or overwrites. Returns false if eq failed.
    template <class Eq>
    bool set(Value key, int64_t hash, Value value, Eq&& eq) {
        int64_t ix = find(key, hash, eq);
        if (ix == kError) return false;
        if (ix >= 0) {
            m_entries[size_t(ix)].value = value;
            return true;
        }
        insert_new(key, hash, value);
        return true;
    }

    // Appends a key known to be absent.
    void insert_new(Value key, int64_t hash, Value value);
    // Bytes of the entry and index buffers (their capacity), for the memory limit.
    size_t memory_bytes() const { return m_entries.capacity() * sizeof(DictEntry) + m_index.size() * sizeof(int32_t); }
    // Bytes the next insert_new() would allocate (0 when it fits): the VM checks the memory
    // limit before a big table doubles, not after.
    size_t insert_growth() const;
    // Removes the entry at `ix` (from find()).
    void erase_at(int64_t ix);
    void clear();
    void reserve(uint32_t n);
    // Drops deleted entries so entries() is dense again (indices change).
    void compact();
    // Snapshots: takes `entries` as they were (deleted ones included, key undefined) and
    // rebuilds the index from the stored hashes.
    void restore(std::vector<DictEntry> entries);

private:
    static constexpr int32_t kEmpty = -1;
    static constexpr int32_t kDummy = -2;
    // Up to this many entries (deleted ones included) a dict has no index and find() scans:
    // most dicts (keyword arguments, records, small instances' attributes) stay this small, and
    // skip the index's allocation and hashing into it.
    static constexpr size_t kLinearMax = 4;
    static constexpr size_t kFirstCapacity = 4;
    void rebuild(size_t index_size);
    // The index size insert_new() rebuilds to before appending, or 0 when the index has room.
    size_t index_size_for_insert() const;
    void insert_index(int64_t hash, int32_t ix);

    std::vector<DictEntry> m_entries;
    std::vector<int32_t> m_index;
    uint32_t m_index_filled = 0;   // index slots not empty (live or dummy)
    uint32_t m_used = 0;
    uint32_t m_keys_version = 0;
};

struct SetEntry {
    Value key = Value::undefined();  // undefined: never used; dummy: removed
    int64_t hash = 0;
    bool dummy = false;
    bool live() const { return !key.is_undefined() && !dummy; }
};

class SetTable {
public:
    static constexpr int64_t kNotFound = -1;
    static constexpr int64_t kError = -2;

    uint32_t size() const { return m_used; }
    // Slots in table order (the iteration order); skip the ones that are not live().
    const std::vector<SetEntry>& slots() const { return m_table; }

    template <class Eq>
    int64_t find(Value key, int64_t hash, Eq&& eq) const {
    restart:
        if (m_table.empty()) return kNotFound;
        size_t mask = m_table.size() - 1;
        size_t i = size_t(hash) & mask;
        uint64_t perturb = uint64_t(hash);
        for (;;) {
            size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
            for (size_t j = 0;; ++j) {
                const SetEntry& e = m_table[i + j];
                if (e.key.is_undefined()) return kNotFound;
                if (!e.dummy) {
                    if (e.key.identical(key)) return int64_t(i + j);
                    if (e.hash == hash) {
                        Value seen = e.key;
                        int r = eq(seen, key);
                        if (r < 0) return kError;
                        // A user __eq__ that changed the set leaves this probe stale: start over,
                        // as CPython does (and never read past a table that shrank).
                        if (m_table.size() != mask + 1 || !m_table[i + j].key.identical(seen)) goto restart;
                        if (r > 0) return int64_t(i + j);
                    }
                }
                if (j == probes) break;
            }
            perturb >>= 5;
            i = (i * 5 + 1 + perturb) & mask;
        }
    }

    // Adds `key` if absent. Returns false if eq failed.
    template <class Eq>
    bool add(Value key, int64_t hash, Eq&& eq) {
        if (m_table.empty()) m_table.resize(kMinSize);
        int64_t ix = find(key, hash, eq);
        if (ix == kError) return false;
        if (ix >= 0) return true;
        insert_absent(key, hash);
        return true;
    }
    // Places a key known to be absent: in the last removed slot its probe passes before the
    // first never-used slot (CPython 3.11's set_add_entry reuses that one), else in that slot.
    void insert_absent(Value key, int64_t hash);
    // CPython's set_merge: adds the live entries of `other` (a copy of another table's slots
    // with its live and used-or-removed counts). One resize up front, then a verbatim copy when
    // this table is empty and the shapes match, clean inserts when it is empty, else adds.
    // The slot order this leaves is CPython's, so iteration orders agree.
    template <class Eq>
    bool merge(const std::vector<SetEntry>& other, uint32_t other_used, uint32_t other_fill, Eq&& eq) {
        if (other_used == 0) return true;
        if (m_table.empty()) m_table.resize(kMinSize);
        if ((size_t(m_fill) + other_used) * 5 >= (m_table.size() - 1) * 3)
            resize(size_for(size_t(m_used + other_used) * 2));
        if (m_fill == 0) {
            if (m_table.size() == other.size() && other_fill == other_used) {
                m_table = other;
            } else {
                for (const SetEntry& e : other)
                    if (e.live()) insert_clean(m_table, e.key, e.hash);
            }
            m_fill = m_used = other_used;
            return true;
        }
        for (const SetEntry& e : other)
            if (e.live() && !add(e.key, e.hash, eq)) return false;
        return true;
    }
    // CPython's presizing before adding `incoming` keys of a dict: one resize up front.
    void reserve_for_merge(size_t incoming);
    // After removals (difference_update, -=): CPython resizes the removed slots away once they
    // are more than a quarter of the table.
    void compact_after_removals();
    uint32_t fill() const { return m_fill; }
    // CPython's set_table_resize(minused): the smallest power of two >= 8 above `minused`.
    static size_t size_for(size_t minused);
    // Bytes of the slot array, for the memory limit.
    size_t memory_bytes() const { return m_table.size() * sizeof(SetEntry); }
    // Bytes the next insert_absent() would allocate (0 when no resize follows it).
    size_t insert_growth() const;
    void erase_at(int64_t ix);
    void clear();
    // CPython's set.pop(): removes the first live slot at or after the rotating finger.
    bool pop(Value& out);
    uint32_t finger() const { return m_finger; }
    // Snapshots: takes the slot array verbatim (the iteration order is the slot order). The
    // caller checks that the size is a power of two >= 8 (or 0) with a free slot left.
    void restore(std::vector<SetEntry> slots, uint32_t finger);

private:
    static constexpr size_t kLinearProbes = 9;
    static constexpr size_t kMinSize = 8;
    void resize(size_t new_size);   // rehashes the live entries into `new_size` slots
    // The slot count a table of `size` slots resizes to after an insertion brings it to `fill`
    // used-or-removed slots and `used` live ones; 0 when it does not resize.
    static size_t size_after_insert(size_t size, size_t fill, size_t used);
    void insert_clean(std::vector<SetEntry>& table, Value key, int64_t hash);

    std::vector<SetEntry> m_table;
    uint32_t m_used = 0;
    uint32_t m_fill = 0;   // live + dummy slots
    uint32_t m_finger = 0;
};

}  // namespace basilisk::vm
