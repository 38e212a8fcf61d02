#pragma once
// What re's native files share: the subject string of a match (text, and the conversion
// between code-point indices, which Python reports, and UTF-8 byte offsets, which RE2 works
// in), reading the attributes of re's Python-defined Pattern and Match objects, and raising
// re.error.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "stdlib/modules/re/engine.h"
#include "vm/vm.h"

namespace basilisk::stdlib::re {

using vm::CallArgs;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// A str or bytes-like being searched. For a non-ASCII str, offsets convert through a cursor
// that walks from the last conversion, so a scan whose offsets move forward costs O(length)
// in all.
class Subject {
public:
    bool init(Vm& vm, Value string, bool pattern_is_bytes);
    std::string_view text;     // the whole string
    bool bytes = false;
    bool ascii = true;         // offsets are the same in bytes and code points
    int64_t length = 0;        // in code points (bytes for bytes)
    Value value;
    // Starts the conversion cursor at a known (byte, code point) pair: a resumed scan converts
    // from where it stopped instead of from the start of the string.
    void seed(int64_t byte, int64_t cp) const { m_byte = byte; m_cp = cp; }
    int64_t to_byte(int64_t cp) const;
    int64_t to_cp(int64_t byte) const;
    // A new str/bytes of text[b0:b1].
    Value slice(Vm& vm, int64_t b0, int64_t b1) const;

private:
    mutable int64_t m_byte = 0, m_cp = 0;
};

// Attribute `name` of a Pattern/Match instance (undefined() when absent).
Value attr(Vm& vm, Value obj, std::string_view name);
// Several at once, into out[0..names.size()).
void attrs(Vm& vm, Value obj, std::initializer_list<std::string_view> names, Value* out);
// Sets attribute `name` of an instance (whose dict is a dict).
bool set_attr(Vm& vm, Value obj, std::string_view name, Value value);
// The compiled pattern of a Pattern instance: from the process cache, recompiled from its
// source and flags when absent (after a restore in a fresh process, for example).
const Compiled* compiled_of(Vm& vm, Value pattern, CompiledRef& hold);
// Whether the program a search of `s` needs is available (see Compiled::full); false with
// re.error raised for RE2's refusal. `pattern`: the Pattern instance.
bool program_ready(Vm& vm, const Compiled& c, const Subject& s, Value pattern);
// Raises re.error(msg, pattern, pos) (pos < 0: None); OverflowError / ValueError for the
// errors CPython raises as those. Returns error().
Value raise_error(Vm& vm, const TranslateError& e, Value pattern);
// A Match instance for spans (code-point offsets, 2 * (groups + 1)).
Value make_match(Vm& vm, Value pattern, const Compiled& c, const Subject& s, int64_t pos, int64_t endpos,
                 const int64_t* byte_spans);
// pos/endpos arguments clamped as sre does; false with TypeError pending.
bool clamp_range(Vm& vm, Value pos, Value endpos, int64_t length, int64_t& p, int64_t& e);
// The lastindex of a match: the group that closed last (see Translation::parent).
int64_t last_index(const Compiled& c, const int64_t* spans);
// Charges the instruction budget for a scan of `bytes` bytes (one step per 64 bytes plus one
// per call); false when a limit is exceeded (the limit error is set).
bool charge_scan(Vm& vm, size_t bytes);

}  // namespace basilisk::stdlib::re
