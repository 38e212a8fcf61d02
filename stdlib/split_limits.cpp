#include "stdlib/split_limits.h"

#include <algorithm>

namespace basilisk::stdlib {

bool split_parts_fit(vm::Vm& vm, std::string_view text, std::string_view sep, int64_t maxsplit, size_t part_bytes) {
    size_t count = 1;
    if (!sep.empty()) {
        for (size_t at = text.find(sep); at != std::string_view::npos; at = text.find(sep, at + sep.size())) {
            if ((++count & 0xFFFFF) == 0 && !vm.check_native_limits(count * part_bytes)) return false;
        }
    } else {
        // The limits are checked once per MiB: the inner loop has no call and runs branch-free.
        for (size_t chunk = 0; chunk < text.size(); chunk += size_t(1) << 20) {
            size_t end = std::min(text.size(), chunk + (size_t(1) << 20));
            for (size_t i = chunk; i < end; ++i) {
                // ASCII whitespace and line breaks; 0xC2, 0xE1-0xE3 lead the non-ASCII ones (U+0085,
                // U+00A0, U+1680, U+2000-U+205F, U+3000).
                unsigned char c = uint8_t(text[i]);
                count += size_t(uint8_t(c - 0x09) <= 0x0D - 0x09) + size_t(uint8_t(c - 0x1C) <= 0x20 - 0x1C) +
                         size_t(c == 0xC2) + size_t(uint8_t(c - 0xE1) <= 0xE3 - 0xE1);
            }
            if (end == chunk + (size_t(1) << 20) && !vm.check_native_limits(count * part_bytes)) return false;
        }
    }
    if (maxsplit >= 0 && uint64_t(maxsplit) + 1 < count) count = size_t(maxsplit) + 1;
    return vm.check_native_limits(count * part_bytes);
}

}  // namespace basilisk::stdlib
