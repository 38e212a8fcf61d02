#include "vm/num/text.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace basilisk::num {

namespace {

// First code point (the zero) of every run of ten non-ASCII decimal digits, Unicode 14.0
// (the database CPython 3.11 uses). Every Nd character belongs to exactly one such run.
constexpr std::array<char32_t, 65> kDigitZeros = {
    0x660,   0x6f0,   0x7c0,   0x966,   0x9e6,   0xa66,   0xae6,   0xb66,   0xbe6,   0xc66,
    0xce6,   0xd66,   0xde6,   0xe50,   0xed0,   0xf20,   0x1040,  0x1090,  0x17e0,  0x1810,
    0x1946,  0x19d0,  0x1a80,  0x1a90,  0x1b50,  0x1bb0,  0x1c40,  0x1c50,  0xa620,  0xa8d0,
    0xa900,  0xa9d0,  0xa9f0,  0xaa50,  0xabf0,  0xff10,  0x104a0, 0x10d30, 0x11066, 0x110f0,
    0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950,
    0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec,
    0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
};

// Non-ASCII code points for which str.isspace() is true.
constexpr std::array<char32_t, 19> kUnicodeSpaces = {
    0x85,   0xa0,   0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
    0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
};

// Decodes one code point at text[pos]; returns its byte length (1 for malformed bytes, whose
// value is then reported as 0xFFFD).
std::size_t decode_one(std::string_view text, std::size_t pos, char32_t& cp)
{
    auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    unsigned char b0 = byte(pos);
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    std::size_t len = 0;
    char32_t value = 0;
    if ((b0 & 0xe0) == 0xc0) {
        len = 2;
        value = b0 & 0x1f;
    } else if ((b0 & 0xf0) == 0xe0) {
        len = 3;
        value = b0 & 0x0f;
    } else if ((b0 & 0xf8) == 0xf0) {
        len = 4;
        value = b0 & 0x07;
    } else {
        cp = 0xfffd;
        return 1;
    }
    if (pos + len > text.size()) {
        cp = 0xfffd;
        return 1;
    }
    for (std::size_t i = 1; i < len; ++i) {
        unsigned char b = byte(pos + i);
        if ((b & 0xc0) != 0x80) {
            cp = 0xfffd;
            return 1;
        }
        value = (value << 6) | (b & 0x3f);
    }
    cp = value;
    return len;
}

bool is_ascii_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

} // namespace

std::size_t utf8_length(std::string_view text)
{
    std::size_t count = 0;
    char32_t cp = 0;
    for (std::size_t pos = 0; pos < text.size(); pos += decode_one(text, pos, cp))
        ++count;
    return count;
}

std::size_t utf8_offset(std::string_view text, std::size_t index)
{
    std::size_t pos = 0;
    char32_t cp = 0;
    for (std::size_t i = 0; i < index && pos < text.size(); ++i)
        pos += decode_one(text, pos, cp);
    return pos;
}

void append_utf8(std::string& out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xc0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xe0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    }
}

std::string normalize_numeric_text(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    char32_t cp = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        pos += decode_one(text, pos, cp);
        if (cp < 0x80) {
            out += static_cast<char>(cp);
            continue;
        }
        if (std::find(kUnicodeSpaces.begin(), kUnicodeSpaces.end(), cp) != kUnicodeSpaces.end()) {
            out += ' ';
            continue;
        }
        // The run containing cp starts at the last zero <= cp.
        auto it = std::upper_bound(kDigitZeros.begin(), kDigitZeros.end(), cp);
        if (it != kDigitZeros.begin() && cp - *(it - 1) < 10) {
            out += static_cast<char>('0' + (cp - *(it - 1)));
            continue;
        }
        out += '?';
    }
    std::size_t begin = 0;
    std::size_t end = out.size();
    while (begin < end && is_ascii_space(out[begin]))
        ++begin;
    while (end > begin && is_ascii_space(out[end - 1]))
        --end;
    return out.substr(begin, end - begin);
}

} // namespace basilisk::num
