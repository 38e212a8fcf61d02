// See build_fingerprint.h.
#include "checkpoint/build_fingerprint.h"

#include <string_view>

#include <fmt/format.h>

#include "checkpoint/archive_io.h"
#include "vm/native.h"
#include "vm/opcodes.h"
#include "vm/types.h"

namespace basilisk::checkpoint {

namespace {

class Fnv1a {
public:
    void add(std::string_view s) {
        for (char c : s) step(uint8_t(c));
        step(0);   // a separator, so ("ab", "c") and ("a", "bc") differ
    }
    void add(uint64_t v) {
        for (int i = 0; i < 8; ++i) step(uint8_t(v >> (8 * i)));
    }
    uint64_t value() const { return m_h; }

private:
    void step(uint8_t b) {
        m_h ^= b;
        m_h *= 0x100000001b3ULL;
    }
    uint64_t m_h = 0xcbf29ce484222325ULL;
};

uint64_t compute() {
    Fnv1a h;
    h.add(std::string_view("opcodes"));
    for (std::string_view name : vm::kOpNames) h.add(name);
    h.add(std::string_view("types"));
    for (uint32_t t = 0; t < vm::kTypeCount; ++t) h.add(vm::type_name(vm::TypeId(t)));
    h.add(std::string_view("natives"));
    const vm::NativeRegistry& reg = vm::native_registry();
    for (size_t i = 0; i < reg.function_count(); ++i) {
        const vm::NativeFunction& f = reg.function(uint32_t(i));
        h.add(f.qualname);
        h.add(uint64_t(f.kind) << 32 | uint64_t(f.owner));
    }
    return h.value();
}

}  // namespace

uint64_t build_fingerprint() {
    // Computed once from tables fixed at build time (the registry never changes once made).
    static const uint64_t fingerprint = compute();
    return fingerprint;
}

void check_build_fingerprint(Reader& r) {
    uint64_t theirs = r.raw64();
    if (theirs != build_fingerprint())
        throw DecodeError{fmt::format(
            "snapshot was made by a different build of Basilisk (its built-in functions, types or opcodes are "
            "numbered differently: fingerprint {:016x}, this build {:016x}); restore it with the build that made it",
            theirs, build_fingerprint())};
}

}  // namespace basilisk::checkpoint
