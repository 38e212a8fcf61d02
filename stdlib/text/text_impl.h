#pragma once
// Internal: algorithms shared by the str methods (UTF-8, Unicode predicates) and the bytes methods
// (one byte per item, ASCII predicates). Not part of the public API.

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "stdlib/text/text_result.h"
#include "stdlib/text/unicode_db.h"
#include "stdlib/text/utf8.h"

namespace basilisk::text::detail {

struct StrMode {
    static char32_t next(std::string_view s, std::size_t& p) noexcept { return decode_next(s, p); }
    static char32_t prev(std::string_view s, std::size_t& p) noexcept { return decode_prev(s, p); }
    static bool space(char32_t c) noexcept { return is_space(c); }
    static bool linebreak(char32_t c) noexcept { return is_linebreak(c); }
    static void put(std::string& o, char32_t c) { append_utf8(o, c); }
    static bool ascii(std::string_view s) noexcept { return is_ascii(s); }
};

struct BytesMode {
    static char32_t next(std::string_view s, std::size_t& p) noexcept {
        return static_cast<unsigned char>(s[p++]);
    }
    static char32_t prev(std::string_view s, std::size_t& p) noexcept {
        return static_cast<unsigned char>(s[--p]);
    }
    static bool space(char32_t c) noexcept { return c == ' ' || (c >= 0x09 && c <= 0x0d); }
    static bool linebreak(char32_t c) noexcept { return c == '\n' || c == '\r'; }
    static void put(std::string& o, char32_t c) { o.push_back(static_cast<char>(c)); }
    static bool ascii(std::string_view) noexcept { return true; }  // byte indices
};

inline TextError empty_separator() { return value_error("empty separator"); }

template <typename M>
std::vector<std::string> split_ws(std::string_view s, std::int64_t maxsplit) {
    std::vector<std::string> out;
    if (maxsplit < 0) maxsplit = std::numeric_limits<std::int64_t>::max();
    std::size_t pos = 0;
    const std::size_t n = s.size();
    while (true) {
        // Skip whitespace.
        std::size_t tok = pos;
        while (tok < n) {
            std::size_t q = tok;
            if (!M::space(M::next(s, q))) break;
            tok = q;
        }
        if (tok >= n) break;
        if (maxsplit == 0) {
            out.emplace_back(s.substr(tok));
            break;
        }
        std::size_t end = tok;
        while (end < n) {
            std::size_t q = end;
            if (M::space(M::next(s, q))) break;
            end = q;
        }
        out.emplace_back(s.substr(tok, end - tok));
        --maxsplit;
        pos = end;
    }
    return out;
}

template <typename M>
std::vector<std::string> rsplit_ws(std::string_view s, std::int64_t maxsplit) {
    std::vector<std::string> out;
    if (maxsplit < 0) maxsplit = std::numeric_limits<std::int64_t>::max();
    std::size_t pos = s.size();
    while (true) {
        std::size_t tok_end = pos;
        while (tok_end > 0) {
            std::size_t q = tok_end;
            if (!M::space(M::prev(s, q))) break;
            tok_end = q;
        }
        if (tok_end == 0) break;
        if (maxsplit == 0) {
            out.emplace_back(s.substr(0, tok_end));
            break;
        }
        std::size_t start = tok_end;
        while (start > 0) {
            std::size_t q = start;
            if (M::space(M::prev(s, q))) break;
            start = q;
        }
        out.emplace_back(s.substr(start, tok_end - start));
        --maxsplit;
        pos = start;
    }
    std::reverse(out.begin(), out.end());
    return out;
}

inline Result<std::vector<std::string>> split_sep(std::string_view s, std::string_view sep,
                                                  std::int64_t maxsplit) {
    if (sep.empty()) return empty_separator();
    if (maxsplit < 0) maxsplit = std::numeric_limits<std::int64_t>::max();
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (maxsplit > 0) {
        const std::size_t hit = s.find(sep, pos);
        if (hit == std::string_view::npos) break;
        out.emplace_back(s.substr(pos, hit - pos));
        pos = hit + sep.size();
        --maxsplit;
    }
    out.emplace_back(s.substr(pos));
    return out;
}

inline Result<std::vector<std::string>> rsplit_sep(std::string_view s, std::string_view sep,
                                                   std::int64_t maxsplit) {
    if (sep.empty()) return empty_separator();
    if (maxsplit < 0) maxsplit = std::numeric_limits<std::int64_t>::max();
    std::vector<std::string> out;
    std::size_t end = s.size();
    while (maxsplit > 0 && end >= sep.size()) {
        const std::size_t hit = s.substr(0, end).rfind(sep);
        if (hit == std::string_view::npos) break;
        out.emplace_back(s.substr(hit + sep.size(), end - hit - sep.size()));
        end = hit;
        --maxsplit;
    }
    out.emplace_back(s.substr(0, end));
    std::reverse(out.begin(), out.end());
    return out;
}

template <typename M>
std::vector<std::string> splitlines_impl(std::string_view s, bool keepends) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    std::size_t line_start = 0;
    while (pos < s.size()) {
        // Most bytes are ASCII and no line break in either mode: skipped without decoding.
        const unsigned char b = static_cast<unsigned char>(s[pos]);
        if (b < 0x80 && b != '\n' && b != '\r' && (b < 0x0B || b > 0x0C) && (b < 0x1C || b > 0x1E)) {
            ++pos;
            continue;
        }
        std::size_t q = pos;
        const char32_t c = M::next(s, q);
        if (!M::linebreak(c)) {
            pos = q;
            continue;
        }
        std::size_t eol = q;
        if (c == '\r' && eol < s.size() && s[eol] == '\n') ++eol;
        out.emplace_back(s.substr(line_start, (keepends ? eol : pos) - line_start));
        pos = line_start = eol;
    }
    if (line_start < s.size()) out.emplace_back(s.substr(line_start));
    return out;
}

inline Result<std::array<std::string, 3>> partition_impl(std::string_view s, std::string_view sep,
                                                         bool reverse) {
    if (sep.empty()) return empty_separator();
    const std::size_t hit = reverse ? s.rfind(sep) : s.find(sep);
    if (hit == std::string_view::npos) {
        if (reverse) return std::array<std::string, 3>{"", "", std::string(s)};
        return std::array<std::string, 3>{std::string(s), "", ""};
    }
    return std::array<std::string, 3>{std::string(s.substr(0, hit)), std::string(sep),
                                      std::string(s.substr(hit + sep.size()))};
}

// Strips code points matching `pred` from the requested ends.
template <typename M, typename Pred>
std::string strip_impl(std::string_view s, bool left, bool right, Pred pred) {
    std::size_t b = 0, e = s.size();
    if (left) {
        while (b < e) {
            std::size_t q = b;
            if (!pred(M::next(s, q))) break;
            b = q;
        }
    }
    if (right) {
        while (e > b) {
            std::size_t q = e;
            if (!pred(M::prev(s, q))) break;
            e = q;
        }
    }
    return std::string(s.substr(b, e - b));
}

// The byte range selected by Python-adjusted [start, end) item indices.
struct Range {
    bool valid = false;       // false when start > len (nothing, not even "" matches)
    std::size_t bstart = 0;   // byte offsets
    std::size_t bend = 0;
    std::int64_t cstart = 0;  // item index of bstart
    std::int64_t clen = 0;    // items in the range (negative when end < start)
};

inline Range resolve_range(std::string_view s, bool ascii, std::int64_t start, std::int64_t end) {
    const auto len = static_cast<std::int64_t>(cp_length(s, ascii));
    if (end > len) end = len;
    else if (end < 0) end = std::max<std::int64_t>(end + len, 0);
    if (start < 0) start = std::max<std::int64_t>(start + len, 0);
    Range r;
    r.clen = end - start;
    if (start > len) return r;
    r.valid = true;
    r.cstart = start;
    r.bstart = byte_offset(s, static_cast<std::size_t>(start), ascii);
    r.bend = end > start ? byte_offset(s, static_cast<std::size_t>(end), ascii) : r.bstart;
    return r;
}

inline std::int64_t find_impl(std::string_view s, bool ascii, std::string_view sub, std::int64_t start,
                              std::int64_t end, bool reverse) {
    const Range r = resolve_range(s, ascii, start, end);
    if (!r.valid || r.clen < 0) return -1;
    const std::string_view hay = s.substr(r.bstart, r.bend - r.bstart);
    const std::size_t hit = reverse ? hay.rfind(sub) : hay.find(sub);
    if (hit == std::string_view::npos) return -1;
    return r.cstart + static_cast<std::int64_t>(cp_index(hay, hit, ascii));
}

inline std::int64_t count_impl(std::string_view s, bool ascii, std::string_view sub, std::int64_t start,
                               std::int64_t end) {
    const Range r = resolve_range(s, ascii, start, end);
    if (!r.valid || r.clen < 0) return 0;
    if (sub.empty()) return r.clen + 1;
    const std::string_view hay = s.substr(r.bstart, r.bend - r.bstart);
    std::int64_t n = 0;
    for (std::size_t pos = hay.find(sub); pos != std::string_view::npos; pos = hay.find(sub, pos + sub.size()))
        ++n;
    return n;
}

inline bool tailmatch_impl(std::string_view s, bool ascii, std::string_view sub, std::int64_t start,
                           std::int64_t end, bool at_end) {
    const Range r = resolve_range(s, ascii, start, end);
    if (!r.valid || r.clen < 0) return false;
    const std::string_view hay = s.substr(r.bstart, r.bend - r.bstart);
    if (sub.size() > hay.size()) return false;
    return at_end ? hay.substr(hay.size() - sub.size()) == sub : hay.substr(0, sub.size()) == sub;
}

template <typename M>
std::string replace_impl(std::string_view s, std::string_view old_sub, std::string_view new_sub,
                         std::int64_t count) {
    if (count < 0) count = std::numeric_limits<std::int64_t>::max();
    std::string out;
    if (old_sub.empty()) {
        // Insert `new_sub` before every item and at the end, `count` times at most.
        std::size_t pos = 0;
        while (count > 0) {
            out.append(new_sub);
            --count;
            if (pos >= s.size()) break;
            std::size_t q = pos;
            M::next(s, q);
            out.append(s.substr(pos, q - pos));
            pos = q;
        }
        out.append(s.substr(std::min(pos, s.size())));
        return out;
    }
    std::size_t pos = 0;
    while (count > 0) {
        const std::size_t hit = s.find(old_sub, pos);
        if (hit == std::string_view::npos) break;
        out.append(s.substr(pos, hit - pos));
        out.append(new_sub);
        pos = hit + old_sub.size();
        --count;
    }
    out.append(s.substr(pos));
    return out;
}

template <typename M>
std::string pad_impl(std::string_view s, std::int64_t left, std::int64_t right, char32_t fill) {
    std::string out;
    std::string f;
    M::put(f, fill);
    out.reserve(s.size() + static_cast<std::size_t>(left + right) * f.size());
    for (std::int64_t i = 0; i < left; ++i) out += f;
    out.append(s);
    for (std::int64_t i = 0; i < right; ++i) out += f;
    return out;
}

template <typename M>
std::string justify(std::string_view s, std::int64_t width, char32_t fill, int where) {
    const auto len = static_cast<std::int64_t>(cp_length(s, M::ascii(s)));
    if (width <= len) return std::string(s);
    const std::int64_t marg = width - len;
    if (where < 0) return pad_impl<M>(s, 0, marg, fill);  // ljust
    if (where > 0) return pad_impl<M>(s, marg, 0, fill);  // rjust
    // center: CPython puts the odd extra column on the left when both marg and width are odd.
    const std::int64_t left = marg / 2 + (marg & width & 1);
    return pad_impl<M>(s, left, marg - left, fill);
}

template <typename M>
std::string zfill_impl(std::string_view s, std::int64_t width) {
    const auto len = static_cast<std::int64_t>(cp_length(s, M::ascii(s)));
    if (width <= len) return std::string(s);
    std::string out(static_cast<std::size_t>(width - len), '0');
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
        out[0] = s[0];
        out.push_back('0');
        out.append(s.substr(1));
    } else {
        out.append(s);
    }
    return out;
}

template <typename M>
std::string expandtabs_impl(std::string_view s, std::int64_t tabsize) {
    std::string out;
    out.reserve(s.size());
    std::int64_t col = 0;
    std::size_t pos = 0;
    while (pos < s.size()) {
        const std::size_t start = pos;
        const char32_t c = M::next(s, pos);
        if (c == '\t') {
            if (tabsize > 0) {
                const std::int64_t incr = tabsize - (col % tabsize);
                col += incr;
                out.append(static_cast<std::size_t>(incr), ' ');
            }
        } else {
            ++col;
            out.append(s.substr(start, pos - start));
            if (c == '\n' || c == '\r') col = 0;
        }
    }
    return out;
}

}  // namespace basilisk::text::detail
