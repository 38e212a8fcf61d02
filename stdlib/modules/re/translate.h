#pragma once
// Python regular-expression syntax (CPython 3.11's sre_parse) to RE2 syntax. The parser follows
// sre_parse token by token so that bad patterns fail with CPython's re.error messages and
// positions; constructs RE2 cannot run (backreferences, look-around, conditionals, atomic groups,
// possessive quantifiers) fail with a message naming the construct. It resolves what RE2 spells
// differently itself: \d \w \s as Unicode classes for str patterns, `^`/`$` per MULTILINE, \Z,
// verbose mode, group names (RE2 only sees plain capturing groups; names stay on this side).
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace basilisk::stdlib::re {

// re's flag bits (CPython's values).
enum Flag : uint32_t {
    kTemplate = 1, kIgnoreCase = 2, kLocale = 4, kMultiline = 8, kDotAll = 16,
    kUnicode = 32, kVerbose = 64, kDebug = 128, kAscii = 256,
};

struct Translation {
    std::string re2;                 // the RE2 pattern (UTF-8 for str, Latin-1 escapes for bytes)
    uint32_t flags = 0;              // Pattern.flags: the given flags, inline global ones, UNICODE
    uint32_t groups = 0;             // capturing groups
    // Group names in definition order with their numbers (Pattern.groupindex).
    std::vector<std::pair<std::string, uint32_t>> names;
    // parent[g]: the innermost group enclosing group g (0: none); parent[0] unused. lastindex
    // needs the nesting: of groups that end at the same place, the enclosing one closes last.
    std::vector<uint32_t> parent;
    // The pattern has a `$` outside MULTILINE, which in Python also matches before a newline
    // that ends the string (RE2's `$` never does: the matcher runs a second search for it).
    bool has_dollar = false;
    // A literal above U+007F appears (the ASCII-text variant below cannot be built then).
    bool non_ascii_literal = false;
};

// A compile error: CPython's message and the position (code points into the pattern; -1 when
// CPython gives none). `value_error`: CPython raises ValueError, not re.error (bad flag mixes).
struct TranslateError {
    std::string message;
    int64_t pos = -1;
    bool value_error = false;
};

// `pattern`: UTF-8 text for a str pattern, raw bytes for a bytes pattern. `ascii_text`: the
// variant of a str pattern for subjects known to be ASCII (\d \w \s as ASCII classes that
// match exactly what the Unicode ones match in ASCII text), which RE2 runs in Latin-1 mode, a
// smaller and faster automaton than UTF-8 Unicode classes.
std::variant<Translation, TranslateError> translate(std::string_view pattern, bool is_bytes, uint32_t flags,
                                                    bool ascii_text = false);

}  // namespace basilisk::stdlib::re
