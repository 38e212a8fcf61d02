#pragma once
// The memory-limit check shared by the split methods of str, bytes and bytearray.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "vm/vm.h"

namespace basilisk::stdlib {

// An upper bound on the parts split()/splitlines() make of `text`: occurrences of `sep`, or
// (sep empty: whitespace and line breaks) the bytes that are or may start a separator, plus one.
// Checked against the memory limit (`part_bytes` per part) before the parts are built: the text
// library builds them all first (100 MB of '\n' made 100 M strings, 10 GB, before any check).
// False (with MemoryError raised) when they cannot fit.
bool split_parts_fit(vm::Vm& vm, std::string_view text, std::string_view sep, int64_t maxsplit, size_t part_bytes);

}  // namespace basilisk::stdlib
