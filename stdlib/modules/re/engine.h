#pragma once
// Compiled patterns and the one search primitive every re operation is built on.
//
// A compiled pattern is a process-wide, immutable cache entry keyed by (str or bytes, flags,
// source): heap Pattern objects keep only their source and flags (which is what snapshots
// store), and any execution, in any thread, finds the RE2 program here again, compiling it on
// first use. RE2 objects are thread-safe for matching; the table is guarded by a mutex.
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <variant>

#include <re2/re2.h>

#include "stdlib/modules/re/simple.h"
#include "stdlib/modules/re/translate.h"

namespace basilisk::stdlib::re {

struct Compiled {
    Translation info;
    // The program for any subject (UTF-8 for a str pattern, Latin-1 for bytes); null with the
    // error when RE2 refuses it. When the ASCII-text program below exists, this one is built on
    // first need (a non-ASCII subject): its Unicode classes make it by far the costliest to
    // compile, and most subjects are ASCII. A refusal then raises at that search, not compile().
    const RE2* full(TranslateError* error) const;
    RE2::Options options;
    // For ASCII subjects of a str pattern without non-ASCII literals: the same pattern with
    // ASCII classes, in Latin-1 mode (null when not built). Same matches, faster automaton.
    std::unique_ptr<RE2> ascii_re2;
    // The backtracking matcher's program for single-byte subjects (ASCII text with ascii_re2,
    // bytes with re2), tried before RE2; null when the pattern is not simple.
    std::unique_ptr<SimpleProgram> simple;
    bool is_bytes = false;

    mutable std::once_flag full_once;
    mutable std::unique_ptr<RE2> full_re2;
};
using CompiledRef = std::shared_ptr<const Compiled>;

// The compiled form of `source` (UTF-8 text or raw bytes), or the error that compiling it
// raises (translation errors, and RE2's own refusals such as a program too large).
std::variant<CompiledRef, TranslateError> compile_pattern(std::string_view source, bool is_bytes, uint32_t flags);

// One match attempt. `text` ends at endpos (Python's endpos: as if the string ended there);
// the search starts at byte `start`. Fills `spans` with 2 * (groups + 1) byte offsets (-1 for
// a group that did not take part), or only the whole match's 2 when `ngroups_wanted` is 0.
enum class Anchor : uint8_t { Search, Start, Both };
// `ascii_text`: the text is known to be ASCII (the faster programs may run). `must_advance`:
// the previous match was empty and ended at `start`, so an empty match there does not count
// (CPython 3.7+'s rule for scans).
bool search(const Compiled& c, std::string_view text, size_t start, Anchor anchor, int64_t* spans, int ngroups_wanted,
            bool ascii_text = false, bool must_advance = false);

}  // namespace basilisk::stdlib::re
