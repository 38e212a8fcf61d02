// bytes / bytearray methods: the same algorithms as str, one byte per item, ASCII-only predicates
// and case mappings (CPython's bytes methods never look at locale or Unicode).
#include <cstdio>

#include "stdlib/text/str_methods.h"
#include "stdlib/text/text_impl.h"

namespace basilisk::text {

using detail::BytesMode;

namespace {
inline bool b_space(unsigned char c) { return c == ' ' || (c >= 0x09 && c <= 0x0d); }
inline bool b_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }
inline bool b_lower(unsigned char c) { return c >= 'a' && c <= 'z'; }
inline bool b_alpha(unsigned char c) { return b_upper(c) || b_lower(c); }
inline bool b_digit(unsigned char c) { return c >= '0' && c <= '9'; }
inline char to_up(unsigned char c) { return static_cast<char>(b_lower(c) ? c - 32 : c); }
inline char to_low(unsigned char c) { return static_cast<char>(b_upper(c) ? c + 32 : c); }

int hex_value(char32_t c) {
    if (c >= '0' && c <= '9') return static_cast<int>(c - '0');
    if (c >= 'a' && c <= 'f') return static_cast<int>(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return static_cast<int>(c - 'A' + 10);
    return -1;
}

template <typename Pred>
bool all_bytes(std::string_view b, Pred pred) {
    if (b.empty()) return false;
    for (char c : b)
        if (!pred(static_cast<unsigned char>(c))) return false;
    return true;
}
}  // namespace

std::string bytes_repr(std::string_view b, std::string_view prefix) {
    const bool has_single = b.find('\'') != std::string_view::npos;
    const bool has_double = b.find('"') != std::string_view::npos;
    const char quote = (has_single && !has_double) ? '"' : '\'';
    std::string out(prefix);
    out.push_back(quote);
    char buf[8];
    for (char ch : b) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == static_cast<unsigned char>(quote) || c == '\\') {
            out.push_back('\\');
            out.push_back(ch);
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c >= 0x7f) {
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else {
            out.push_back(ch);
        }
    }
    out.push_back(quote);
    return out;
}

Result<std::string> bytes_hex(std::string_view b, std::optional<std::string_view> sep_arg,
                              std::int64_t bytes_per_sep) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string_view sep;
    if (sep_arg) {
        sep = *sep_arg;
        if (cp_length(sep) != 1) return value_error("sep must be length 1.");
        if (static_cast<unsigned char>(sep[0]) >= 0x80) return value_error("sep must be ASCII.");
    }
    std::string out;
    out.reserve(b.size() * 3);
    const std::size_t n = b.size();
    const std::size_t group = bytes_per_sep < 0 ? static_cast<std::size_t>(-bytes_per_sep)
                                                : static_cast<std::size_t>(bytes_per_sep);
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && !sep.empty() && group > 0) {
            // Positive counts group from the right, negative from the left.
            const bool boundary = bytes_per_sep > 0 ? (n - i) % group == 0 : i % group == 0;
            if (boundary) out.push_back(sep[0]);
        }
        const auto c = static_cast<unsigned char>(b[i]);
        out.push_back(kDigits[c >> 4]);
        out.push_back(kDigits[c & 15]);
    }
    return out;
}

Result<std::string> bytes_fromhex(std::string_view s) {
    std::string out;
    std::size_t pos = 0;
    std::int64_t index = 0;  // code point position, as CPython reports it
    auto fail = [&](std::int64_t at) {
        return value_error("non-hexadecimal number found in fromhex() arg at position " + std::to_string(at));
    };
    while (pos < s.size()) {
        char32_t c = decode_next(s, pos);
        if (c < 0x80 && b_space(static_cast<unsigned char>(c))) {
            ++index;
            continue;
        }
        const int hi = hex_value(c);
        if (hi < 0) return fail(index);
        ++index;
        if (pos >= s.size()) return fail(index);
        c = decode_next(s, pos);
        const int lo = hex_value(c);
        if (lo < 0) return fail(index);
        ++index;
        out.push_back(static_cast<char>(hi * 16 + lo));
    }
    return out;
}

Result<std::vector<std::string>> bytes_split(std::string_view b, std::string_view sep, std::int64_t maxsplit) {
    return detail::split_sep(b, sep, maxsplit);
}
Result<std::vector<std::string>> bytes_rsplit(std::string_view b, std::string_view sep, std::int64_t maxsplit) {
    return detail::rsplit_sep(b, sep, maxsplit);
}
std::vector<std::string> bytes_split_whitespace(std::string_view b, std::int64_t maxsplit) {
    return detail::split_ws<BytesMode>(b, maxsplit);
}
std::vector<std::string> bytes_rsplit_whitespace(std::string_view b, std::int64_t maxsplit) {
    return detail::rsplit_ws<BytesMode>(b, maxsplit);
}
std::vector<std::string> bytes_splitlines(std::string_view b, bool keepends) {
    return detail::splitlines_impl<BytesMode>(b, keepends);
}
Result<std::array<std::string, 3>> bytes_partition(std::string_view b, std::string_view sep) {
    return detail::partition_impl(b, sep, false);
}
Result<std::array<std::string, 3>> bytes_rpartition(std::string_view b, std::string_view sep) {
    return detail::partition_impl(b, sep, true);
}

namespace {
std::string bstrip_ws(std::string_view b, bool l, bool r) {
    return detail::strip_impl<BytesMode>(b, l, r, [](char32_t c) { return BytesMode::space(c); });
}
std::string bstrip_set(std::string_view b, std::string_view chars, bool l, bool r) {
    return detail::strip_impl<BytesMode>(
        b, l, r, [&](char32_t c) { return chars.find(static_cast<char>(c)) != std::string_view::npos; });
}
}  // namespace

std::string bytes_strip(std::string_view b) { return bstrip_ws(b, true, true); }
std::string bytes_lstrip(std::string_view b) { return bstrip_ws(b, true, false); }
std::string bytes_rstrip(std::string_view b) { return bstrip_ws(b, false, true); }
std::string bytes_strip(std::string_view b, std::string_view chars) { return bstrip_set(b, chars, true, true); }
std::string bytes_lstrip(std::string_view b, std::string_view chars) { return bstrip_set(b, chars, true, false); }
std::string bytes_rstrip(std::string_view b, std::string_view chars) { return bstrip_set(b, chars, false, true); }

std::int64_t bytes_find(std::string_view b, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::find_impl(b, true, sub, start, end, false);
}
std::int64_t bytes_rfind(std::string_view b, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::find_impl(b, true, sub, start, end, true);
}
Result<std::int64_t> bytes_index(std::string_view b, std::string_view sub, std::int64_t start, std::int64_t end) {
    const std::int64_t r = bytes_find(b, sub, start, end);
    if (r < 0) return value_error("subsection not found");
    return r;
}
Result<std::int64_t> bytes_rindex(std::string_view b, std::string_view sub, std::int64_t start, std::int64_t end) {
    const std::int64_t r = bytes_rfind(b, sub, start, end);
    if (r < 0) return value_error("subsection not found");
    return r;
}
std::int64_t bytes_count(std::string_view b, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::count_impl(b, true, sub, start, end);
}
bool bytes_startswith(std::string_view b, std::string_view prefix, std::int64_t start, std::int64_t end) {
    return detail::tailmatch_impl(b, true, prefix, start, end, false);
}
bool bytes_endswith(std::string_view b, std::string_view suffix, std::int64_t start, std::int64_t end) {
    return detail::tailmatch_impl(b, true, suffix, start, end, true);
}
std::string bytes_replace(std::string_view b, std::string_view old_sub, std::string_view new_sub,
                          std::int64_t count) {
    return detail::replace_impl<BytesMode>(b, old_sub, new_sub, count);
}

std::string bytes_upper(std::string_view b) {
    std::string out(b);
    for (char& c : out) c = to_up(static_cast<unsigned char>(c));
    return out;
}
std::string bytes_lower(std::string_view b) {
    std::string out(b);
    for (char& c : out) c = to_low(static_cast<unsigned char>(c));
    return out;
}
std::string bytes_swapcase(std::string_view b) {
    std::string out(b);
    for (char& c : out) {
        const auto u = static_cast<unsigned char>(c);
        c = b_upper(u) ? to_low(u) : to_up(u);
    }
    return out;
}
std::string bytes_title(std::string_view b) {
    std::string out(b);
    bool previous_cased = false;
    for (char& c : out) {
        const auto u = static_cast<unsigned char>(c);
        c = previous_cased ? to_low(u) : to_up(u);
        previous_cased = b_alpha(u);
    }
    return out;
}
std::string bytes_capitalize(std::string_view b) {
    std::string out(b);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto u = static_cast<unsigned char>(out[i]);
        out[i] = i == 0 ? to_up(u) : to_low(u);
    }
    return out;
}

std::string bytes_center(std::string_view b, std::int64_t width, char fill) {
    return detail::justify<BytesMode>(b, width, static_cast<unsigned char>(fill), 0);
}
std::string bytes_ljust(std::string_view b, std::int64_t width, char fill) {
    return detail::justify<BytesMode>(b, width, static_cast<unsigned char>(fill), -1);
}
std::string bytes_rjust(std::string_view b, std::int64_t width, char fill) {
    return detail::justify<BytesMode>(b, width, static_cast<unsigned char>(fill), 1);
}
std::string bytes_zfill(std::string_view b, std::int64_t width) { return detail::zfill_impl<BytesMode>(b, width); }
std::string bytes_expandtabs(std::string_view b, std::int64_t tabsize) {
    return detail::expandtabs_impl<BytesMode>(b, tabsize);
}
std::string bytes_removeprefix(std::string_view b, std::string_view prefix) { return removeprefix(b, prefix); }
std::string bytes_removesuffix(std::string_view b, std::string_view suffix) { return removesuffix(b, suffix); }

bool bytes_isalpha(std::string_view b) { return all_bytes(b, b_alpha); }
bool bytes_isdigit(std::string_view b) { return all_bytes(b, b_digit); }
bool bytes_isalnum(std::string_view b) {
    return all_bytes(b, [](unsigned char c) { return b_alpha(c) || b_digit(c); });
}
bool bytes_isspace(std::string_view b) { return all_bytes(b, b_space); }
bool bytes_isupper(std::string_view b) {
    bool cased = false;
    for (char c : b) {
        const auto u = static_cast<unsigned char>(c);
        if (b_lower(u)) return false;
        if (b_upper(u)) cased = true;
    }
    return cased;
}
bool bytes_islower(std::string_view b) {
    bool cased = false;
    for (char c : b) {
        const auto u = static_cast<unsigned char>(c);
        if (b_upper(u)) return false;
        if (b_lower(u)) cased = true;
    }
    return cased;
}
bool bytes_istitle(std::string_view b) {
    bool cased = false, previous_cased = false;
    for (char c : b) {
        const auto u = static_cast<unsigned char>(c);
        if (b_upper(u)) {
            if (previous_cased) return false;
            previous_cased = cased = true;
        } else if (b_lower(u)) {
            if (!previous_cased) return false;
            previous_cased = cased = true;
        } else {
            previous_cased = false;
        }
    }
    return cased;
}
bool bytes_isascii(std::string_view b) { return is_ascii(b); }

Result<std::string> bytes_translate(std::string_view b, std::optional<std::string_view> table,
                                    std::string_view delete_chars) {
    if (table && table->size() != 256) return value_error("translation table must be 256 characters long");
    std::string out;
    out.reserve(b.size());
    for (char c : b) {
        if (delete_chars.find(c) != std::string_view::npos) continue;
        out.push_back(table ? (*table)[static_cast<unsigned char>(c)] : c);
    }
    return out;
}

Result<std::string> bytes_maketrans(std::string_view from, std::string_view to) {
    if (from.size() != to.size()) return value_error("maketrans arguments must have same length");
    std::string table(256, '\0');
    for (int i = 0; i < 256; ++i) table[static_cast<std::size_t>(i)] = static_cast<char>(i);
    for (std::size_t i = 0; i < from.size(); ++i) table[static_cast<unsigned char>(from[i])] = to[i];
    return table;
}

}  // namespace basilisk::text
