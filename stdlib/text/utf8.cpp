#include "stdlib/text/utf8.h"

#include <cstdio>
#include <vector>

namespace basilisk::text {

namespace {

inline bool is_cont(unsigned char c) noexcept { return (c & 0xC0) == 0x80; }

std::string hex_byte(unsigned char b) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02x", b);
    return buf;
}

// Escape for a code point as CPython prints it inside codec error messages and backslashreplace.
std::string char_escape(char32_t cp) {
    char buf[16];
    if (cp < 0x100)
        std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(cp));
    else if (cp < 0x10000)
        std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(cp));
    else
        std::snprintf(buf, sizeof buf, "\\U%08x", static_cast<unsigned>(cp));
    return buf;
}

enum class Handler { Strict, Replace, Ignore, BackslashReplace, XmlCharRefReplace, SurrogateEscape,
                     SurrogatePass, Unknown };

Handler parse_handler(std::string_view name) noexcept {
    if (name == "strict") return Handler::Strict;
    if (name == "replace") return Handler::Replace;
    if (name == "ignore") return Handler::Ignore;
    if (name == "backslashreplace") return Handler::BackslashReplace;
    if (name == "xmlcharrefreplace") return Handler::XmlCharRefReplace;
    if (name == "surrogateescape") return Handler::SurrogateEscape;
    if (name == "surrogatepass") return Handler::SurrogatePass;
    return Handler::Unknown;
}

TextError unknown_handler(std::string_view name) {
    TextError e;
    e.kind = TextErrorKind::LookupError;
    e.message = "unknown error handler name '" + std::string(name) + "'";
    return e;
}

TextError decode_error(const char* codec, std::string_view bytes, std::size_t start, std::size_t end,
                       const char* reason) {
    TextError e;
    e.kind = TextErrorKind::UnicodeDecodeError;
    e.encoding = codec;
    e.start = static_cast<std::int64_t>(start);
    e.end = static_cast<std::int64_t>(end);
    e.reason = reason;
    if (end == start + 1) {
        e.message = "'" + std::string(codec) + "' codec can't decode byte " +
                    hex_byte(static_cast<unsigned char>(bytes[start])) + " in position " +
                    std::to_string(start) + ": " + reason;
    } else {
        e.message = "'" + std::string(codec) + "' codec can't decode bytes in position " +
                    std::to_string(start) + "-" + std::to_string(end - 1) + ": " + reason;
    }
    return e;
}

TextError encode_error(const char* codec, char32_t first, std::size_t start, std::size_t end,
                       const char* reason) {
    TextError e;
    e.kind = TextErrorKind::UnicodeEncodeError;
    e.encoding = codec;
    e.start = static_cast<std::int64_t>(start);
    e.end = static_cast<std::int64_t>(end);
    e.reason = reason;
    if (end == start + 1) {
        e.message = "'" + std::string(codec) + "' codec can't encode character '" + char_escape(first) +
                    "' in position " + std::to_string(start) + ": " + reason;
    } else {
        e.message = "'" + std::string(codec) + "' codec can't encode characters in position " +
                    std::to_string(start) + "-" + std::to_string(end - 1) + ": " + reason;
    }
    return e;
}

// Length of the maximal valid UTF-8 prefix of a sequence starting at `pos`, as CPython's decoder
// delimits errors. Returns the full length on success; otherwise sets `reason` and returns the
// number of bytes that form the invalid subpart (at least 1).
std::size_t utf8_sequence(std::string_view s, std::size_t pos, const char*& reason,
                          char32_t& cp) noexcept {
    const auto b0 = static_cast<unsigned char>(s[pos]);
    reason = nullptr;
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    std::size_t need;
    unsigned char lo = 0x80, hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        need = 1;
        cp = b0 & 0x1F;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        need = 2;
        cp = b0 & 0x0F;
        if (b0 == 0xE0) lo = 0xA0;
        if (b0 == 0xED) hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        need = 3;
        cp = b0 & 0x07;
        if (b0 == 0xF0) lo = 0x90;
        if (b0 == 0xF4) hi = 0x8F;
    } else {
        reason = "invalid start byte";
        return 1;
    }
    for (std::size_t i = 1; i <= need; ++i) {
        if (pos + i >= s.size()) {
            reason = "unexpected end of data";
            return i;
        }
        const auto b = static_cast<unsigned char>(s[pos + i]);
        const unsigned char l = i == 1 ? lo : 0x80;
        const unsigned char h = i == 1 ? hi : 0xBF;
        if (b < l || b > h) {
            reason = "invalid continuation byte";
            return i;
        }
        cp = (cp << 6) | (b & 0x3F);
    }
    return need + 1;
}

}  // namespace

bool is_ascii(std::string_view s) noexcept {
    for (char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

char32_t decode_next(std::string_view s, std::size_t& pos) noexcept {
    const auto b0 = static_cast<unsigned char>(s[pos]);
    if (b0 < 0x80) {
        ++pos;
        return b0;
    }
    std::size_t need;
    char32_t cp;
    if (b0 >= 0xC0 && b0 < 0xE0) {
        need = 1;
        cp = b0 & 0x1F;
    } else if (b0 >= 0xE0 && b0 < 0xF0) {
        need = 2;
        cp = b0 & 0x0F;
    } else if (b0 >= 0xF0 && b0 < 0xF8) {
        need = 3;
        cp = b0 & 0x07;
    } else {
        ++pos;
        return kReplacementChar;
    }
    for (std::size_t i = 1; i <= need; ++i) {
        if (pos + i >= s.size() || !is_cont(static_cast<unsigned char>(s[pos + i]))) {
            ++pos;
            return kReplacementChar;
        }
        cp = (cp << 6) | (static_cast<unsigned char>(s[pos + i]) & 0x3F);
    }
    pos += need + 1;
    return cp > 0x10FFFF ? kReplacementChar : cp;
}

char32_t decode_prev(std::string_view s, std::size_t& pos) noexcept {
    std::size_t start = pos - 1;
    // Walk back over at most three continuation bytes to the lead byte.
    while (start > 0 && pos - start < 4 && is_cont(static_cast<unsigned char>(s[start]))) --start;
    std::size_t p = start;
    const char32_t cp = decode_next(s, p);
    if (p != pos) {
        // Not a well-formed sequence ending at pos: step back one byte only.
        pos = pos - 1;
        return kReplacementChar;
    }
    pos = start;
    return cp;
}

std::size_t utf8_width(char32_t cp) noexcept {
    if (cp < 0x80) return 1;
    if (cp < 0x800) return 2;
    if (cp < 0x10000) return 3;
    if (cp <= 0x10FFFF) return 4;
    return 3;  // U+FFFD
}

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp <= 0x10FFFF) {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        append_utf8(out, kReplacementChar);
    }
}

std::string encode_code_point(char32_t cp) {
    std::string out;
    append_utf8(out, cp);
    return out;
}

std::size_t cp_length(std::string_view s) noexcept {
    std::size_t n = 0;
    for (char c : s)
        if (!is_cont(static_cast<unsigned char>(c))) ++n;
    return n;
}

std::size_t cp_length(std::string_view s, bool ascii) noexcept {
    return ascii ? s.size() : cp_length(s);
}

std::size_t byte_offset(std::string_view s, std::size_t index, bool ascii) noexcept {
    if (ascii) return index < s.size() ? index : s.size();
    std::size_t pos = 0;
    while (index > 0 && pos < s.size()) {
        decode_next(s, pos);
        --index;
    }
    return pos;
}

std::size_t cp_index(std::string_view s, std::size_t pos, bool ascii) noexcept {
    if (pos > s.size()) pos = s.size();
    if (ascii) return pos;
    return cp_length(s.substr(0, pos));
}

char32_t code_point_at(std::string_view s, std::size_t index, bool ascii) noexcept {
    if (ascii) return index < s.size() ? static_cast<unsigned char>(s[index]) : 0;
    std::size_t pos = byte_offset(s, index, false);
    if (pos >= s.size()) return 0;
    return decode_next(s, pos);
}

std::u32string to_code_points(std::string_view s) {
    std::u32string out;
    out.reserve(s.size());
    std::size_t pos = 0;
    while (pos < s.size()) out.push_back(decode_next(s, pos));
    return out;
}

std::string from_code_points(std::u32string_view cps) {
    std::string out;
    out.reserve(cps.size());
    for (char32_t c : cps) append_utf8(out, c);
    return out;
}

SliceBounds adjust_slice(std::int64_t length, std::optional<std::int64_t> start,
                         std::optional<std::int64_t> stop, std::int64_t step) noexcept {
    SliceBounds b;
    b.step = step;
    const std::int64_t lower = step < 0 ? -1 : 0;
    const std::int64_t upper = step < 0 ? length - 1 : length;
    auto fix = [&](std::optional<std::int64_t> v, std::int64_t dflt) {
        if (!v) return dflt;
        std::int64_t x = *v;
        if (x < 0) {
            x += length;
            if (x < lower) x = lower;
        } else if (x > upper) {
            x = upper;
        }
        return x;
    };
    b.start = fix(start, step < 0 ? upper : lower);
    b.stop = fix(stop, step < 0 ? lower : upper);
    if (step > 0)
        b.length = b.start < b.stop ? (b.stop - b.start - 1) / step + 1 : 0;
    else
        b.length = b.stop < b.start ? (b.start - b.stop - 1) / (-step) + 1 : 0;
    return b;
}

// The index after k: the step after the last one may leave int64 (s[1::2**63-1]), so the sum is
// taken unsigned, where wrapping is defined; that last value is never used.
static std::int64_t next_index(std::int64_t k, std::int64_t step) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(k) + static_cast<std::uint64_t>(step));
}

std::string slice(std::string_view s, std::int64_t start, std::int64_t stop, std::int64_t step,
                  bool ascii) {
    std::int64_t count;
    if (step > 0)
        count = start < stop ? (stop - start - 1) / step + 1 : 0;
    else if (step < 0)
        count = stop < start ? (start - stop - 1) / (-step) + 1 : 0;
    else
        return {};
    std::string out;
    if (count <= 0) return out;
    if (ascii) {
        out.reserve(static_cast<std::size_t>(count));
        for (std::int64_t i = 0, k = start; i < count; ++i, k = next_index(k, step))
            out.push_back(s[static_cast<std::size_t>(k)]);
        return out;
    }
    if (step == 1) {
        const std::size_t b = byte_offset(s, static_cast<std::size_t>(start), false);
        std::size_t e = b;
        for (std::int64_t i = 0; i < count && e < s.size(); ++i) decode_next(s, e);
        return std::string(s.substr(b, e - b));
    }
    // General step: record the byte offset of every code point once.
    std::vector<std::size_t> offsets;
    offsets.reserve(s.size() + 1);
    for (std::size_t pos = 0; pos < s.size();) {
        offsets.push_back(pos);
        decode_next(s, pos);
    }
    offsets.push_back(s.size());
    const auto n = static_cast<std::int64_t>(offsets.size()) - 1;
    for (std::int64_t i = 0, k = start; i < count; ++i, k = next_index(k, step)) {
        if (k < 0 || k >= n) break;
        const auto idx = static_cast<std::size_t>(k);
        out.append(s.substr(offsets[idx], offsets[idx + 1] - offsets[idx]));
    }
    return out;
}

std::string slice(std::string_view s, const SliceBounds& b, bool ascii) {
    return slice(s, b.start, b.stop, b.step, ascii);
}

// ---- codecs ----

Result<Codec> lookup_codec(std::string_view name) {
    // CPython normalizes: lower case, spaces and hyphens to underscores.
    std::string n;
    for (char c : name) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c == '-' || c == ' ') c = '_';
        n.push_back(c);
    }
    if (n == "utf_8" || n == "utf8" || n == "u8" || n == "utf" || n == "utf8_ucs2" || n == "utf8_ucs4" ||
        n == "cp65001")
        return Codec::Utf8;
    if (n == "ascii" || n == "us_ascii" || n == "646" || n == "us" || n == "ansi_x3.4_1968" ||
        n == "ansi_x3_4_1968" || n == "ansi_x3.4_1986" || n == "cp367" || n == "csascii" ||
        n == "ibm367" || n == "iso646_us" || n == "iso_646.irv_1991" || n == "iso_ir_6")
        return Codec::Ascii;
    if (n == "latin_1" || n == "latin1" || n == "latin" || n == "l1" || n == "iso8859_1" ||
        n == "iso_8859_1" || n == "8859" || n == "cp819" || n == "iso_ir_100" || n == "ibm819" ||
        n == "csisolatin1" || n == "iso_8859_1_1987" || n == "iso8859")
        return Codec::Latin1;
    TextError e;
    e.kind = TextErrorKind::LookupError;
    e.message = "unknown encoding: " + std::string(name);
    return e;
}

const char* codec_name(Codec codec) noexcept {
    switch (codec) {
        case Codec::Utf8: return "utf-8";
        case Codec::Ascii: return "ascii";
        case Codec::Latin1: return "latin-1";
    }
    return "utf-8";
}

Result<std::string> decode(std::string_view bytes, Codec codec, std::string_view errors) {
    std::string out;
    out.reserve(bytes.size());
    const char* name = codec_name(codec);
    if (codec == Codec::Latin1) {
        for (char c : bytes) append_utf8(out, static_cast<unsigned char>(c));
        return out;
    }
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        const auto b = static_cast<unsigned char>(bytes[pos]);
        std::size_t bad_len;
        const char* reason;
        if (b < 0x80) {
            out.push_back(static_cast<char>(b));
            ++pos;
            continue;
        }
        if (codec == Codec::Ascii) {
            bad_len = 1;
            reason = "ordinal not in range(128)";
        } else {
            char32_t cp = 0;
            const std::size_t n = utf8_sequence(bytes, pos, reason, cp);
            if (!reason) {
                out.append(bytes.substr(pos, n));
                pos += n;
                continue;
            }
            bad_len = n;
        }
        // A decoding error over bytes [pos, pos + bad_len).
        switch (parse_handler(errors)) {
            case Handler::Strict:
            case Handler::XmlCharRefReplace:
                return decode_error(name, bytes, pos, pos + bad_len, reason);
            case Handler::SurrogatePass:
                if (codec == Codec::Utf8 && bytes.size() - pos >= 3 &&
                    static_cast<unsigned char>(bytes[pos]) == 0xED &&
                    static_cast<unsigned char>(bytes[pos + 1]) >= 0xA0 &&
                    static_cast<unsigned char>(bytes[pos + 1]) <= 0xBF &&
                    is_cont(static_cast<unsigned char>(bytes[pos + 2]))) {
                    out.append(bytes.substr(pos, 3));
                    pos += 3;
                    continue;
                }
                return decode_error(name, bytes, pos, pos + bad_len, reason);
            case Handler::Unknown:
                return unknown_handler(errors);
            case Handler::Replace:
                append_utf8(out, kReplacementChar);
                break;
            case Handler::Ignore:
                break;
            case Handler::BackslashReplace:
                for (std::size_t i = 0; i < bad_len; ++i) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\x%02x",
                                  static_cast<unsigned char>(bytes[pos + i]));
                    out += buf;
                }
                break;
            case Handler::SurrogateEscape:
                for (std::size_t i = 0; i < bad_len; ++i)
                    append_utf8(out, 0xDC00 + static_cast<unsigned char>(bytes[pos + i]));
                break;
        }
        pos += bad_len;
    }
    return out;
}

Result<std::string> decode(std::string_view bytes, std::string_view encoding, std::string_view errors) {
    auto codec = lookup_codec(encoding);
    if (!codec) return codec.error();
    return decode(bytes, *codec, errors);
}

Result<std::string> encode(std::string_view str, Codec codec, std::string_view errors) {
    const char* name = codec_name(codec);
    const char32_t limit = codec == Codec::Ascii ? 0x80 : codec == Codec::Latin1 ? 0x100 : 0x110000;
    const char* reason = codec == Codec::Ascii    ? "ordinal not in range(128)"
                         : codec == Codec::Latin1 ? "ordinal not in range(256)"
                                                  : "surrogates not allowed";
    auto encodable = [&](char32_t cp) {
        if (codec == Codec::Utf8) return cp < 0xD800 || cp > 0xDFFF;
        return cp < limit;
    };
    std::string out;
    out.reserve(str.size());
    std::size_t pos = 0;
    std::size_t index = 0;  // code point index of pos
    while (pos < str.size()) {
        const std::size_t start_pos = pos;
        const char32_t cp = decode_next(str, pos);
        if (encodable(cp)) {
            if (codec == Codec::Utf8)
                out.append(str.substr(start_pos, pos - start_pos));
            else
                out.push_back(static_cast<char>(cp));
            ++index;
            continue;
        }
        const Handler h = parse_handler(errors);
        // Strict errors cover the whole run of unencodable characters, as CPython reports them.
        auto fail = [&]() -> TextError {
            std::size_t end_index = index + 1;
            std::size_t p = pos;
            while (p < str.size()) {
                std::size_t q = p;
                if (encodable(decode_next(str, q))) break;
                p = q;
                ++end_index;
            }
            return encode_error(name, cp, index, end_index, reason);
        };
        switch (h) {
            case Handler::Strict:
                return fail();
            case Handler::Unknown:
                return unknown_handler(errors);
            case Handler::Replace:
                out.push_back('?');
                break;
            case Handler::Ignore:
                break;
            case Handler::BackslashReplace:
                out += char_escape(cp);
                break;
            case Handler::XmlCharRefReplace:
                out += "&#" + std::to_string(static_cast<unsigned long>(cp)) + ";";
                break;
            case Handler::SurrogateEscape:
                if (cp >= 0xDC80 && cp <= 0xDCFF) {
                    out.push_back(static_cast<char>(cp - 0xDC00));
                    break;
                }
                return fail();
            case Handler::SurrogatePass:
                if (codec == Codec::Utf8) {
                    out.append(str.substr(start_pos, pos - start_pos));
                    break;
                }
                return fail();
        }
        ++index;
    }
    return out;
}

Result<std::string> encode(std::string_view str, std::string_view encoding, std::string_view errors) {
    auto codec = lookup_codec(encoding);
    if (!codec) return codec.error();
    return encode(str, *codec, errors);
}

bool is_valid_utf8(std::string_view bytes) noexcept {
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        if (static_cast<unsigned char>(bytes[pos]) < 0x80) {
            ++pos;
            continue;
        }
        const char* reason;
        char32_t cp;
        const std::size_t n = utf8_sequence(bytes, pos, reason, cp);
        if (reason) return false;
        pos += n;
    }
    return true;
}

bool has_surrogates(std::string_view s) noexcept {
    for (std::size_t i = 0; i + 1 < s.size(); ++i) {
        if (static_cast<unsigned char>(s[i]) == 0xED && static_cast<unsigned char>(s[i + 1]) >= 0xA0)
            return true;
    }
    return false;
}

}  // namespace basilisk::text
