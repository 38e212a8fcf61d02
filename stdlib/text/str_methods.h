#pragma once
// CPython's str and bytes methods as pure functions.
//
// str arguments are UTF-8 (WTF-8 for lone surrogates) and all indices are code point indices with
// Python semantics: start/end are adjusted like slice indices (negative counts from the end, values
// out of range are clamped), kEnd meaning "to the end". ASCII strings take byte-arithmetic fast paths
// (detected internally). bytes arguments are raw bytes; bytes methods are ASCII-only like CPython's.
// Errors (ValueError "empty separator", "substring not found", ...) are returned as TextError.

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stdlib/text/text_result.h"

namespace basilisk::text {

inline constexpr std::int64_t kEnd = std::numeric_limits<std::int64_t>::max();

// ---- str: splitting and joining ----
// str.split(sep, maxsplit): error ValueError "empty separator" for sep == "".
Result<std::vector<std::string>> split(std::string_view s, std::string_view sep, std::int64_t maxsplit = -1);
Result<std::vector<std::string>> rsplit(std::string_view s, std::string_view sep, std::int64_t maxsplit = -1);
// str.split() / str.rsplit() with sep=None: runs of Unicode whitespace.
std::vector<std::string> split_whitespace(std::string_view s, std::int64_t maxsplit = -1);
std::vector<std::string> rsplit_whitespace(std::string_view s, std::int64_t maxsplit = -1);
// All of CPython's line boundaries: \n \r \r\n \v \f \x1c \x1d \x1e \x85 \u2028 \u2029.
std::vector<std::string> splitlines(std::string_view s, bool keepends = false);
std::string join(std::string_view sep, const std::vector<std::string>& parts);
std::string join(std::string_view sep, const std::vector<std::string_view>& parts);
// str.partition / rpartition: error ValueError "empty separator".
Result<std::array<std::string, 3>> partition(std::string_view s, std::string_view sep);
Result<std::array<std::string, 3>> rpartition(std::string_view s, std::string_view sep);

// ---- str: stripping ----
std::string strip(std::string_view s);   // Unicode whitespace
std::string lstrip(std::string_view s);
std::string rstrip(std::string_view s);
std::string strip(std::string_view s, std::string_view chars);  // any code point of chars
std::string lstrip(std::string_view s, std::string_view chars);
std::string rstrip(std::string_view s, std::string_view chars);
std::string removeprefix(std::string_view s, std::string_view prefix);
std::string removesuffix(std::string_view s, std::string_view suffix);

// ---- str: searching (code point indices) ----
std::int64_t find(std::string_view s, std::string_view sub, std::int64_t start = 0, std::int64_t end = kEnd);
std::int64_t rfind(std::string_view s, std::string_view sub, std::int64_t start = 0, std::int64_t end = kEnd);
// str.index / rindex: ValueError "substring not found".
Result<std::int64_t> index(std::string_view s, std::string_view sub, std::int64_t start = 0,
                           std::int64_t end = kEnd);
Result<std::int64_t> rindex(std::string_view s, std::string_view sub, std::int64_t start = 0,
                            std::int64_t end = kEnd);
std::int64_t count(std::string_view s, std::string_view sub, std::int64_t start = 0, std::int64_t end = kEnd);
bool startswith(std::string_view s, std::string_view prefix, std::int64_t start = 0, std::int64_t end = kEnd);
bool endswith(std::string_view s, std::string_view suffix, std::int64_t start = 0, std::int64_t end = kEnd);
// The same searches given whether `s` is ASCII (a str object caches it): the functions above
// scan the whole text for it at every call, which made s.find(sub, i) in a loop quadratic.
std::int64_t find(std::string_view s, bool ascii, std::string_view sub, std::int64_t start, std::int64_t end);
std::int64_t rfind(std::string_view s, bool ascii, std::string_view sub, std::int64_t start, std::int64_t end);
std::int64_t count(std::string_view s, bool ascii, std::string_view sub, std::int64_t start, std::int64_t end);
bool startswith(std::string_view s, bool ascii, std::string_view prefix, std::int64_t start, std::int64_t end);
bool endswith(std::string_view s, bool ascii, std::string_view suffix, std::int64_t start, std::int64_t end);
// str.replace(old, new, count); count < 0 means all. An empty `old` inserts between code points.
std::string replace(std::string_view s, std::string_view old_sub, std::string_view new_sub,
                    std::int64_t count = -1);

// ---- str: case (full Unicode mappings, final sigma rule) ----
std::string upper(std::string_view s);
std::string lower(std::string_view s);
std::string casefold(std::string_view s);
std::string title(std::string_view s);
std::string capitalize(std::string_view s);
std::string swapcase(std::string_view s);

// ---- str: padding ----
// The caller checks the fill character is exactly one character.
std::string center(std::string_view s, std::int64_t width, char32_t fill = U' ');
std::string ljust(std::string_view s, std::int64_t width, char32_t fill = U' ');
std::string rjust(std::string_view s, std::int64_t width, char32_t fill = U' ');
std::string zfill(std::string_view s, std::int64_t width);
std::string expandtabs(std::string_view s, std::int64_t tabsize = 8);

// ---- str: predicates ----
bool isalpha(std::string_view s);
bool isdigit(std::string_view s);
bool isdecimal(std::string_view s);
bool isnumeric(std::string_view s);
bool isalnum(std::string_view s);
bool isspace(std::string_view s);
bool isupper(std::string_view s);
bool islower(std::string_view s);
bool istitle(std::string_view s);
bool isidentifier(std::string_view s);
bool isprintable(std::string_view s);
bool isascii(std::string_view s);

// ---- str: translate ----
struct TranslateEntry {
    enum class Kind { Keep, Delete, Replace };
    Kind kind = Kind::Keep;   // Keep: the code point is not in the table
    std::string replacement;  // for Replace (UTF-8)
};
// Looks a code point up in the caller's table (a Python dict); may fail (e.g. bad value type).
using TranslateLookup = std::function<Result<TranslateEntry>(char32_t)>;
Result<std::string> translate(std::string_view s, const TranslateLookup& lookup);
// str.maketrans(x, y[, z]) for string arguments: x[i] -> y[i], every code point of z -> None.
// Error ValueError "the first two maketrans arguments must have equal length".
struct MakeTransEntry {
    char32_t from;
    std::optional<char32_t> to;  // nullopt: delete
};
Result<std::vector<MakeTransEntry>> maketrans(std::string_view x, std::string_view y,
                                              std::string_view z = {});

// ---- str: numbers ----
// What int()/float()/complex() parse: every Unicode decimal digit becomes its ASCII digit, every
// Unicode whitespace becomes ' ', other non-ASCII code points become '?' (so parsing then fails and
// the caller's error message quotes the original string), as CPython does before parsing.
std::string transform_decimal_and_space_to_ascii(std::string_view s);

// ---- str: repr ----
// repr(str) exactly as CPython: quote choice, \\ \n \r \t, \xhh / \uhhhh / \Uhhhhhhhh for
// non-printable code points.
std::string repr_str(std::string_view s);
// ascii(str): like repr but every non-ASCII code point is escaped.
std::string ascii_repr_str(std::string_view s);

// ======================= bytes (ASCII-only semantics, byte indices) =======================
// repr(bytes): b'...' with \t \n \r \\ and \xhh escapes. `prefix` lets bytearray reuse it.
std::string bytes_repr(std::string_view b, std::string_view prefix = "b");
// bytes.hex(sep, bytes_per_sep). sep (nullopt: none) must be one ASCII character (str as UTF-8 or
// bytes): errors ValueError "sep must be length 1." / "sep must be ASCII.". bytes_per_sep > 0 groups
// from the right, < 0 from the left, 0 means no separator.
Result<std::string> bytes_hex(std::string_view b, std::optional<std::string_view> sep = std::nullopt,
                              std::int64_t bytes_per_sep = 1);
// bytes.fromhex(str): ValueError "non-hexadecimal number found in fromhex() arg at position N".
Result<std::string> bytes_fromhex(std::string_view s);

Result<std::vector<std::string>> bytes_split(std::string_view b, std::string_view sep, std::int64_t maxsplit = -1);
Result<std::vector<std::string>> bytes_rsplit(std::string_view b, std::string_view sep, std::int64_t maxsplit = -1);
std::vector<std::string> bytes_split_whitespace(std::string_view b, std::int64_t maxsplit = -1);
std::vector<std::string> bytes_rsplit_whitespace(std::string_view b, std::int64_t maxsplit = -1);
std::vector<std::string> bytes_splitlines(std::string_view b, bool keepends = false);  // \n \r \r\n
Result<std::array<std::string, 3>> bytes_partition(std::string_view b, std::string_view sep);
Result<std::array<std::string, 3>> bytes_rpartition(std::string_view b, std::string_view sep);
std::string bytes_strip(std::string_view b);  // ASCII whitespace: space \t \n \r \v \f
std::string bytes_lstrip(std::string_view b);
std::string bytes_rstrip(std::string_view b);
std::string bytes_strip(std::string_view b, std::string_view chars);
std::string bytes_lstrip(std::string_view b, std::string_view chars);
std::string bytes_rstrip(std::string_view b, std::string_view chars);
std::int64_t bytes_find(std::string_view b, std::string_view sub, std::int64_t start = 0, std::int64_t end = kEnd);
std::int64_t bytes_rfind(std::string_view b, std::string_view sub, std::int64_t start = 0, std::int64_t end = kEnd);
Result<std::int64_t> bytes_index(std::string_view b, std::string_view sub, std::int64_t start = 0,
                                 std::int64_t end = kEnd);  // "subsection not found"
Result<std::int64_t> bytes_rindex(std::string_view b, std::string_view sub, std::int64_t start = 0,
                                  std::int64_t end = kEnd);
std::int64_t bytes_count(std::string_view b, std::string_view sub, std::int64_t start = 0, std::int64_t end = kEnd);
bool bytes_startswith(std::string_view b, std::string_view prefix, std::int64_t start = 0, std::int64_t end = kEnd);
bool bytes_endswith(std::string_view b, std::string_view suffix, std::int64_t start = 0, std::int64_t end = kEnd);
std::string bytes_replace(std::string_view b, std::string_view old_sub, std::string_view new_sub,
                          std::int64_t count = -1);
std::string bytes_upper(std::string_view b);
std::string bytes_lower(std::string_view b);
std::string bytes_swapcase(std::string_view b);
std::string bytes_title(std::string_view b);
std::string bytes_capitalize(std::string_view b);
std::string bytes_center(std::string_view b, std::int64_t width, char fill = ' ');
std::string bytes_ljust(std::string_view b, std::int64_t width, char fill = ' ');
std::string bytes_rjust(std::string_view b, std::int64_t width, char fill = ' ');
std::string bytes_zfill(std::string_view b, std::int64_t width);
std::string bytes_expandtabs(std::string_view b, std::int64_t tabsize = 8);
std::string bytes_removeprefix(std::string_view b, std::string_view prefix);
std::string bytes_removesuffix(std::string_view b, std::string_view suffix);
bool bytes_isalpha(std::string_view b);
bool bytes_isdigit(std::string_view b);
bool bytes_isalnum(std::string_view b);
bool bytes_isspace(std::string_view b);
bool bytes_isupper(std::string_view b);
bool bytes_islower(std::string_view b);
bool bytes_istitle(std::string_view b);
bool bytes_isascii(std::string_view b);
// bytes.translate(table, delete): table is empty (None) or exactly 256 bytes
// (ValueError "translation table must be 256 characters long").
Result<std::string> bytes_translate(std::string_view b, std::optional<std::string_view> table,
                                    std::string_view delete_chars = {});
// bytes.maketrans(from, to): ValueError "maketrans arguments must have same length".
Result<std::string> bytes_maketrans(std::string_view from, std::string_view to);

}  // namespace basilisk::text
