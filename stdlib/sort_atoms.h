#pragma once
// Sort keys read once before sorting, so that most comparisons touch no heap object: CPython's
// sort pre-checks its keys' types the same way (unsafe_tuple_compare, unsafe_latin_compare).
// Used by list.sort/sorted, with and without key= (prelude.cpp, methods_list.cpp).
#include <cstdint>
#include <string_view>
#include <vector>

#include "vm/native.h"

namespace basilisk::stdlib {

// One key, or one element of a tuple key: a small int, a float, a plain str, or Other (bools,
// big ints, str subclasses, user objects, strs of 4 GiB or more), which sends the comparison to
// Vm::compare. 16 bytes: the sort reads them at random, and a sort of 100,000 pairs makes 200,000.
struct SortAtom {
    enum class Tag : uint8_t { Int, Float, Str, Other } tag = Tag::Other;
    uint32_t len = 0;   // Str: the length in bytes
    union {             // the member the tag names
        int64_t i = 0;
        double f;
        const char* s;
    };
    std::string_view str() const { return {s, len}; }
};
static_assert(sizeof(SortAtom) == 16);

// The keys as atoms when every key is an atom (scalar keys) or every key is a plain tuple
// (`key=lambda r: (r.score, r.name)`, `sorted(d.items())`); unusable otherwise.
struct SortAtoms {
    bool usable = false;
    bool tuples = false;
    std::vector<SortAtom> atoms;
    std::vector<uint32_t> start;   // tuples: key k's atoms are atoms[start[k] .. start[k + 1])
};

// The keys must stay alive and unchanged while the result is used (str atoms view their bytes).
SortAtoms sort_atoms(vm::Vm& vm, const std::vector<vm::Value>& keys);

// keys[a] < keys[b] as -1/0/1 (less, equal, greater), or 2 when Vm::compare must decide.
int compare_sort_keys(const SortAtoms& keys, size_t a, size_t b);

}  // namespace basilisk::stdlib
