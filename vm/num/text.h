#pragma once
// UTF-8 helpers and the text normalisation int()/float() apply before parsing.

#include <cstddef>
#include <string>
#include <string_view>

namespace basilisk::num {

// Number of code points in UTF-8 text. Bytes that do not start a valid sequence count as one
// code point each, so malformed input never reads out of bounds.
std::size_t utf8_length(std::string_view text);

// Byte offset of code point number `index` (text.size() when index >= length).
std::size_t utf8_offset(std::string_view text, std::size_t index);

// Appends the UTF-8 encoding of a code point (callers pass values < 0x110000).
void append_utf8(std::string& out, char32_t code_point);

// Like CPython before parsing a number: every non-ASCII whitespace character becomes ' ', every
// non-ASCII decimal digit (Unicode category Nd) becomes its ASCII digit, any other non-ASCII
// character becomes '?' (which no number grammar accepts); then leading and trailing ASCII
// whitespace (space, \t \n \v \f \r) is stripped.
std::string normalize_numeric_text(std::string_view utf8);

} // namespace basilisk::num
