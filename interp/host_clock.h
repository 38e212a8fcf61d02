#pragma once
// The instant a host gives as the sandbox's clock, written as text (`basilisk run --now`, the
// serve protocol's "now"): ISO 8601 "YYYY-MM-DD[THH:MM[:SS[.ffffff]]][Z|+HH:MM|-HH:MM]", read as
// UTC when it names no offset.
#include <cstdint>
#include <optional>
#include <string_view>

namespace basilisk::interp {

// Microseconds since 1970-01-01T00:00:00Z, or nullopt when `text` is not such an instant.
std::optional<int64_t> parse_instant(std::string_view text);

// The machine's clock in the same unit (only the command-line tools read it).
int64_t real_clock_us();

}  // namespace basilisk::interp
