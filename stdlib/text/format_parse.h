#pragma once
// Parsers for str.format() templates and %-format strings. They only split the template; the VM
// looks the fields up and formats the values.
//
// Errors a CPython run would raise only after evaluating earlier fields are kept "trailing": a
// parse returns what is valid before the error plus the error, so the caller evaluates those first
// and raises afterwards, reproducing CPython's order of side effects and messages.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stdlib/text/text_result.h"

namespace basilisk::text {

// ---------------- str.format ----------------

// One step of a format template: literal text (with {{ and }} collapsed) optionally followed by a
// replacement field {field_name!conversion:format_spec}.
struct FormatChunk {
    std::string literal;
    bool has_field = false;
    std::string field_name;           // raw, e.g. "", "0", "name.attr[key]"
    std::optional<char32_t> conversion;  // 'r' / 's' / 'a' (anything else: unknown_conversion_error)
    std::string format_spec;          // raw; when spec_has_fields, expand it with format first
    bool spec_has_fields = false;
};

struct FormatTemplate {
    std::vector<FormatChunk> chunks;
    std::optional<TextError> error;  // ValueError raised after rendering `chunks`
};

// Splits a template. Errors: "Single '}' encountered in format string", "Single '{' encountered in
// format string", "expected '}' before end of string", "unmatched '{' in format spec",
// "end of string while looking for conversion specifier", "expected ':' after conversion specifier",
// "unexpected '{' in field name".
FormatTemplate parse_format_template(std::string_view fmt);

// ValueError "Unknown conversion specifier X" for a conversion other than r, s, a.
TextError unknown_conversion_error(char32_t conversion);

// CPython limits nesting of format specs ("{0:{1:{2}}}") to this depth:
// beyond it, ValueError "Max string recursion exceeded".
inline constexpr int kMaxFormatRecursion = 2;

struct FieldAccessor {
    enum class Kind { Attribute, Index, Key };
    Kind kind = Kind::Attribute;
    std::string name;         // attribute name or string key
    std::int64_t index = 0;   // for Index ([0] with all-digit content)
};

struct FieldName {
    bool is_index = true;         // positional argument (after auto-numbering) vs keyword
    std::int64_t index = 0;
    std::string key;
    std::vector<FieldAccessor> accessors;  // .attr / [key] chain, applied in order
    std::optional<TextError> error;        // raised after applying `accessors`
};

// Tracks automatic ({}) versus manual ({0}) numbering across one format() call, nested specs
// included. Errors: "cannot switch from manual field specification to automatic field numbering",
// "cannot switch from automatic field numbering to manual field specification",
// "Too many decimal digits in format string".
class FieldNumbering {
public:
    Result<FieldName> resolve(std::string_view field_name);

private:
    enum class Mode { Unknown, Automatic, Manual };
    Mode m_mode = Mode::Unknown;
    std::int64_t m_next = 0;
};

// ---------------- printf-style (%) formatting ----------------

struct PercentSpec {
    std::optional<std::string> key;  // %(name)s
    bool left_adjust = false;        // '-'
    bool sign = false;               // '+'
    bool space = false;              // ' '
    bool alternate = false;          // '#'
    bool zero_pad = false;           // '0'
    enum class Count { None, Number, Star };
    Count width_kind = Count::None;
    std::int64_t width = 0;
    Count precision_kind = Count::None;
    std::int64_t precision = 0;
    char32_t type = 0;               // conversion character, not validated (see below)
    std::int64_t type_index = 0;     // its code point index, for unsupported_format_char_error
};

struct PercentChunk {
    std::string literal;  // text before the conversion ("%%" already collapsed)
    std::optional<PercentSpec> spec;
};

struct PercentTemplate {
    std::vector<PercentChunk> chunks;
    // The key of a conversion cut short by the error: CPython looks it up (KeyError) first.
    std::optional<std::string> pending_key;
    std::optional<TextError> error;  // "incomplete format", "incomplete format key",
                                     // "width too big", "precision too big"
    // The conversion cut short by the error opened with '(': without a mapping, CPython stops
    // there first ("format requires a mapping").
    bool error_in_keyed_spec = false;
};

// Splits a %-format template (a str as UTF-8, or bytes when is_bytes: indices are then bytes).
PercentTemplate parse_percent_template(std::string_view fmt, bool is_bytes = false);

// True for the conversion characters str % supports (s r a c d i u o x X e E f F g G) or,
// when is_bytes, bytes % supports (b s r a c d i u o x X e E f F g G).
bool is_percent_type_supported(char32_t type, bool is_bytes = false);

// ValueError "unsupported format character 'y' (0x79) at index 1"; CPython raises it after
// fetching the conversion's argument.
TextError unsupported_format_char_error(char32_t type, std::int64_t index);

}  // namespace basilisk::text
