#pragma once
// UTF-8 primitives for Python str values and the utf-8 / ascii / latin-1 codecs.
//
// A Python str is stored as UTF-8. Because Python strings may hold lone surrogates, a str may contain
// 3-byte encodings of U+D800..U+DFFF ("WTF-8"); every function here accepts them. Indices are code
// point indices (Python semantics); `ascii` flags select O(1) byte arithmetic.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "stdlib/text/text_result.h"

namespace basilisk::text {

inline constexpr char32_t kReplacementChar = 0xFFFD;

bool is_ascii(std::string_view s) noexcept;

// Decodes the code point starting at byte `pos` of an internal (WTF-8) string and advances `pos`.
// Malformed bytes never crash: they yield U+FFFD and advance one byte.
char32_t decode_next(std::string_view s, std::size_t& pos) noexcept;
// Decodes the code point that ends at byte `pos` and moves `pos` back to its first byte.
char32_t decode_prev(std::string_view s, std::size_t& pos) noexcept;

// Appends cp in UTF-8 (surrogates as 3 bytes, WTF-8). Values above U+10FFFF become U+FFFD.
void append_utf8(std::string& out, char32_t cp);
std::size_t utf8_width(char32_t cp) noexcept;
std::string encode_code_point(char32_t cp);

// Number of code points.
std::size_t cp_length(std::string_view s) noexcept;
std::size_t cp_length(std::string_view s, bool ascii) noexcept;
// Byte offset of code point `index`; an index past the end yields s.size().
std::size_t byte_offset(std::string_view s, std::size_t index, bool ascii) noexcept;
// Code point index of byte offset `pos` (which must be on a boundary).
std::size_t cp_index(std::string_view s, std::size_t pos, bool ascii) noexcept;
// The code point at `index` (caller checked the bounds).
char32_t code_point_at(std::string_view s, std::size_t index, bool ascii) noexcept;

std::u32string to_code_points(std::string_view s);
std::string from_code_points(std::u32string_view cps);

// Python's slice.indices(): normalizes optional start/stop for a sequence of `length` items.
// step must be non-zero (the caller raises "slice step cannot be zero").
struct SliceBounds {
    std::int64_t start = 0;
    std::int64_t stop = 0;
    std::int64_t step = 1;
    std::int64_t length = 0;  // number of items selected
};
SliceBounds adjust_slice(std::int64_t length, std::optional<std::int64_t> start,
                         std::optional<std::int64_t> stop, std::int64_t step) noexcept;
// s[start:stop:step] for indices already adjusted (as adjust_slice returns them).
std::string slice(std::string_view s, std::int64_t start, std::int64_t stop, std::int64_t step,
                  bool ascii);
std::string slice(std::string_view s, const SliceBounds& bounds, bool ascii);

// ---- codecs ----
enum class Codec { Utf8, Ascii, Latin1 };
// Resolves an encoding name as CPython normalizes it ("UTF-8", "utf8", "latin_1", "iso-8859-1", ...).
// Error: LookupError "unknown encoding: NAME".
Result<Codec> lookup_codec(std::string_view name);
const char* codec_name(Codec codec) noexcept;  // "utf-8", "ascii", "latin-1"

// bytes.decode(encoding, errors). Handlers: strict, replace, ignore, backslashreplace,
// surrogateescape (and surrogatepass for utf-8). An unknown handler is only an error when a decoding
// error actually happens (LookupError "unknown error handler name 'x'"), like CPython.
Result<std::string> decode(std::string_view bytes, Codec codec, std::string_view errors = "strict");
Result<std::string> decode(std::string_view bytes, std::string_view encoding,
                           std::string_view errors = "strict");
// str.encode(encoding, errors). Handlers: strict, replace, ignore, backslashreplace,
// xmlcharrefreplace, surrogateescape, surrogatepass (utf-8).
Result<std::string> encode(std::string_view str, Codec codec, std::string_view errors = "strict");
Result<std::string> encode(std::string_view str, std::string_view encoding,
                           std::string_view errors = "strict");

// True when `bytes` is well-formed UTF-8 without surrogates (what bytes.decode() accepts strictly).
bool is_valid_utf8(std::string_view bytes) noexcept;
// True when the str contains no encoded surrogate (so its bytes are its UTF-8 encoding).
bool has_surrogates(std::string_view s) noexcept;

}  // namespace basilisk::text
