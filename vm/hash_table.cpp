#include "vm/hash_table.h"

#include <algorithm>

namespace basilisk::vm {

// ---- DictTable ----------------------------------------------------------------------------

void DictTable::insert_index(int64_t hash, int32_t ix) {
    size_t mask = m_index.size() - 1;
    size_t i = size_t(hash) & mask;
    uint64_t perturb = uint64_t(hash);
    while (m_index[i] >= 0) {
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
    if (m_index[i] == kEmpty) ++m_index_filled;
    m_index[i] = ix;
}

void DictTable::rebuild(size_t index_size) {
    compact();
    m_index.assign(index_size, kEmpty);
    m_index_filled = 0;
    for (size_t ix = 0; ix < m_entries.size(); ++ix) insert_index(m_entries[ix].hash, int32_t(ix));
}

size_t DictTable::index_size_for_insert() const {
    if (m_index.empty() && m_entries.size() < kLinearMax) return 0;
    // Keep the index at most 2/3 full, counting deleted entries and the dummy slots of dropped
    // trailing ones: lookups stop only at an empty slot, so the index must always keep some
    // (a dict used as a stack of added-then-removed keys otherwise fills it with dummies).
    size_t needed = (std::max(m_entries.size(), size_t(m_index_filled)) + 1) * 3 / 2 + 1;
    if (m_index.size() >= needed) return 0;
    size_t n = 8;
    while (n < (size_t(m_used) + 1) * 3) n <<= 1;
    return n;
}

size_t DictTable::insert_growth() const {
    size_t bytes = 0;
    if (m_entries.size() == m_entries.capacity())
        bytes += std::max(m_entries.capacity(), kFirstCapacity) * sizeof(DictEntry);   // push_back doubles
    if (size_t n = index_size_for_insert()) bytes += n * sizeof(int32_t);
    return bytes;
}

void DictTable::insert_new(Value key, int64_t hash, Value value) {
    ++m_keys_version;
    if (m_index.empty() && m_entries.size() < kLinearMax) {
        if (m_entries.capacity() == 0) m_entries.reserve(kFirstCapacity);
        m_entries.push_back(DictEntry{key, value, hash});
        ++m_used;
        return;
    }
    if (size_t n = index_size_for_insert()) rebuild(n);
    m_entries.push_back(DictEntry{key, value, hash});
    insert_index(hash, int32_t(m_entries.size() - 1));
    ++m_used;
}

void DictTable::erase_at(int64_t ix) {
    DictEntry& e = m_entries[size_t(ix)];
    if (!m_index.empty()) {
        // Find the index slot pointing at ix and mark it dummy so probe chains stay intact.
        size_t mask = m_index.size() - 1;
        size_t i = size_t(e.hash) & mask;
        uint64_t perturb = uint64_t(e.hash);
        while (m_index[i] != int32_t(ix)) {
            perturb >>= 5;
            i = (i * 5 + perturb + 1) & mask;
        }
        m_index[i] = kDummy;
    }
    e.key = Value::undefined();
    e.value = Value::undefined();
    --m_used;
    if (ix == int64_t(m_entries.size()) - 1) {
        // Trailing deletions can simply be dropped (keeps popitem() cheap).
        while (!m_entries.empty() && m_entries.back().key.is_undefined()) m_entries.pop_back();
    }
}

void DictTable::clear() {
    m_entries.clear();
    m_index.clear();
    m_index_filled = 0;
    m_used = 0;
}

void DictTable::reserve(uint32_t n) {
    if (m_index.empty() && n <= kLinearMax) {
        m_entries.reserve(n);
        return;
    }
    size_t want = 8;
    while (want < size_t(n) * 3 / 2 + 1) want <<= 1;
    if (m_index.size() < want) rebuild(want);
    m_entries.reserve(n);
}

void DictTable::compact() {
    if (m_entries.size() == m_used) return;
    size_t out = 0;
    for (size_t i = 0; i < m_entries.size(); ++i) {
        if (!m_entries[i].key.is_undefined()) m_entries[out++] = m_entries[i];
    }
    m_entries.resize(out);
    if (!m_index.empty()) {
        m_index.assign(m_index.size(), kEmpty);
        m_index_filled = 0;
        for (size_t ix = 0; ix < m_entries.size(); ++ix) insert_index(m_entries[ix].hash, int32_t(ix));
    }
}

void DictTable::restore(std::vector<DictEntry> entries) {
    ++m_keys_version;
    m_entries = std::move(entries);
    m_used = 0;
    for (const DictEntry& e : m_entries) if (!e.key.is_undefined()) ++m_used;
    m_index.clear();
    m_index_filled = 0;
    if (m_entries.empty()) return;
    size_t n = 8;
    while (n < m_entries.size() * 3 / 2 + 1) n <<= 1;
    m_index.assign(n, kEmpty);
    m_index_filled = 0;
    for (size_t ix = 0; ix < m_entries.size(); ++ix)
        if (!m_entries[ix].key.is_undefined()) insert_index(m_entries[ix].hash, int32_t(ix));
}

// ---- SetTable -----------------------------------------------------------------------------

void SetTable::insert_clean(std::vector<SetEntry>& table, Value key, int64_t hash) {
    size_t mask = table.size() - 1;
    size_t i = size_t(hash) & mask;
    uint64_t perturb = uint64_t(hash);
    for (;;) {
        if (table[i].key.is_undefined()) break;
        bool found = false;
        if (i + kLinearProbes <= mask) {
            for (size_t j = 1; j <= kLinearProbes; ++j) {
                if (table[i + j].key.is_undefined()) {
                    i += j;
                    found = true;
                    break;
                }
            }
        }
        if (found) break;
        perturb >>= 5;
        i = (i * 5 + 1 + perturb) & mask;
    }
    table[i] = SetEntry{key, hash, false};
}

void SetTable::resize(size_t new_size) {
    std::vector<SetEntry> fresh(new_size);
    for (const SetEntry& e : m_table) {
        if (e.live()) insert_clean(fresh, e.key, e.hash);
    }
    m_table.swap(fresh);
    m_fill = m_used;
}

void SetTable::insert_absent(Value key, int64_t hash) {
    if (m_table.empty()) m_table.resize(kMinSize);
    size_t mask = m_table.size() - 1;
    size_t i = size_t(hash) & mask;
    uint64_t perturb = uint64_t(hash);
    // CPython 3.11's set_add_entry remembers the *last* removed slot its probe passes and, at
    // the first never-used slot, reuses that one instead (no fill change, no resize check).
    int64_t freeslot = -1;
    for (;;) {
        size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
        for (size_t j = 0; j <= probes; ++j) {
            SetEntry& e = m_table[i + j];
            if (e.key.is_undefined()) {
                if (freeslot >= 0) {
                    m_table[size_t(freeslot)] = SetEntry{key, hash, false};
                    ++m_used;
                    return;
                }
                e = SetEntry{key, hash, false};
                ++m_fill;
                ++m_used;
                if (size_t n = size_after_insert(m_table.size(), m_fill, m_used)) resize(n);
                return;
            }
            if (e.dummy) freeslot = int64_t(i + j);
        }
        perturb >>= 5;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

size_t SetTable::size_for(size_t minused) {
    size_t n = kMinSize;
    while (n <= minused) n <<= 1;
    return n;
}

void SetTable::reserve_for_merge(size_t incoming) {
    if (m_table.empty()) m_table.resize(kMinSize);
    if ((size_t(m_fill) + incoming) * 5 >= (m_table.size() - 1) * 3) resize(size_for((size_t(m_used) + incoming) * 2));
}

void SetTable::compact_after_removals() {
    if (m_table.empty() || size_t(m_fill - m_used) <= (m_table.size() - 1) / 4) return;
    resize(size_for(m_used > 50000 ? size_t(m_used) * 2 : size_t(m_used) * 4));
}

size_t SetTable::size_after_insert(size_t size, size_t fill, size_t used) {
    if (fill * 5 < (size - 1) * 3) return 0;
    // CPython's growth rule: room for four times the live entries (twice for big sets).
    return size_for(used > 50000 ? used * 2 : used * 4);
}

size_t SetTable::insert_growth() const {
    if (m_table.empty()) return kMinSize * sizeof(SetEntry);
    return size_after_insert(m_table.size(), size_t(m_fill) + 1, size_t(m_used) + 1) * sizeof(SetEntry);
}

void SetTable::erase_at(int64_t ix) {
    SetEntry& e = m_table[size_t(ix)];
    e.dummy = true;
    --m_used;
}

void SetTable::clear() {
    m_table.clear();
    m_used = 0;
    m_fill = 0;
    m_finger = 0;
}

void SetTable::restore(std::vector<SetEntry> slots, uint32_t finger) {
    m_table = std::move(slots);
    m_used = 0;
    m_fill = 0;
    for (const SetEntry& e : m_table) {
        if (e.key.is_undefined()) continue;
        ++m_fill;
        if (!e.dummy) ++m_used;
    }
    m_finger = finger;
}

bool SetTable::pop(Value& out) {
    if (m_used == 0) return false;
    size_t mask = m_table.size() - 1;
    size_t i = m_finger & mask;
    while (!m_table[i].live()) i = (i + 1) & mask;
    out = m_table[i].key;
    m_table[i].dummy = true;
    --m_used;
    m_finger = uint32_t(i + 1);
    return true;
}

}  // namespace basilisk::vm
