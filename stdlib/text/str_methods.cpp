#include "stdlib/text/str_methods.h"

#include <cstdio>

#include "stdlib/text/text_impl.h"
#include "stdlib/text/unicode_db.h"
#include "stdlib/text/utf8.h"

namespace basilisk::text {

using detail::StrMode;

// ---- splitting and joining ----

Result<std::vector<std::string>> split(std::string_view s, std::string_view sep, std::int64_t maxsplit) {
    return detail::split_sep(s, sep, maxsplit);
}

Result<std::vector<std::string>> rsplit(std::string_view s, std::string_view sep, std::int64_t maxsplit) {
    return detail::rsplit_sep(s, sep, maxsplit);
}

std::vector<std::string> split_whitespace(std::string_view s, std::int64_t maxsplit) {
    return detail::split_ws<StrMode>(s, maxsplit);
}

std::vector<std::string> rsplit_whitespace(std::string_view s, std::int64_t maxsplit) {
    return detail::rsplit_ws<StrMode>(s, maxsplit);
}

std::vector<std::string> splitlines(std::string_view s, bool keepends) {
    return detail::splitlines_impl<StrMode>(s, keepends);
}

namespace {
template <typename V>
std::string join_impl(std::string_view sep, const std::vector<V>& parts) {
    std::size_t total = 0;
    for (const auto& p : parts) total += p.size() + sep.size();
    std::string out;
    out.reserve(total);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i) out.append(sep);
        out.append(parts[i]);
    }
    return out;
}
}  // namespace

std::string join(std::string_view sep, const std::vector<std::string>& parts) { return join_impl(sep, parts); }
std::string join(std::string_view sep, const std::vector<std::string_view>& parts) {
    return join_impl(sep, parts);
}

Result<std::array<std::string, 3>> partition(std::string_view s, std::string_view sep) {
    return detail::partition_impl(s, sep, false);
}
Result<std::array<std::string, 3>> rpartition(std::string_view s, std::string_view sep) {
    return detail::partition_impl(s, sep, true);
}

// ---- stripping ----

namespace {
std::string strip_ws(std::string_view s, bool left, bool right) {
    return detail::strip_impl<StrMode>(s, left, right, [](char32_t c) { return is_space(c); });
}
std::string strip_set(std::string_view s, std::string_view chars, bool left, bool right) {
    if (is_ascii(chars)) {
        return detail::strip_impl<StrMode>(s, left, right,
                                           [&](char32_t c) { return c < 0x80 && chars.find(static_cast<char>(c)) != std::string_view::npos; });
    }
    const std::u32string set = to_code_points(chars);
    return detail::strip_impl<StrMode>(s, left, right,
                                       [&](char32_t c) { return set.find(c) != std::u32string::npos; });
}
}  // namespace

std::string strip(std::string_view s) { return strip_ws(s, true, true); }
std::string lstrip(std::string_view s) { return strip_ws(s, true, false); }
std::string rstrip(std::string_view s) { return strip_ws(s, false, true); }
std::string strip(std::string_view s, std::string_view chars) { return strip_set(s, chars, true, true); }
std::string lstrip(std::string_view s, std::string_view chars) { return strip_set(s, chars, true, false); }
std::string rstrip(std::string_view s, std::string_view chars) { return strip_set(s, chars, false, true); }

std::string removeprefix(std::string_view s, std::string_view prefix) {
    if (s.substr(0, prefix.size()) == prefix) return std::string(s.substr(prefix.size()));
    return std::string(s);
}

std::string removesuffix(std::string_view s, std::string_view suffix) {
    if (!suffix.empty() && s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix)
        return std::string(s.substr(0, s.size() - suffix.size()));
    return std::string(s);
}

// ---- searching ----

std::int64_t find(std::string_view s, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::find_impl(s, is_ascii(s), sub, start, end, false);
}
std::int64_t rfind(std::string_view s, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::find_impl(s, is_ascii(s), sub, start, end, true);
}
Result<std::int64_t> index(std::string_view s, std::string_view sub, std::int64_t start, std::int64_t end) {
    const std::int64_t r = find(s, sub, start, end);
    if (r < 0) return value_error("substring not found");
    return r;
}
Result<std::int64_t> rindex(std::string_view s, std::string_view sub, std::int64_t start, std::int64_t end) {
    const std::int64_t r = rfind(s, sub, start, end);
    if (r < 0) return value_error("substring not found");
    return r;
}
std::int64_t count(std::string_view s, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::count_impl(s, is_ascii(s), sub, start, end);
}
bool startswith(std::string_view s, std::string_view prefix, std::int64_t start, std::int64_t end) {
    return detail::tailmatch_impl(s, is_ascii(s), prefix, start, end, false);
}
bool endswith(std::string_view s, std::string_view suffix, std::int64_t start, std::int64_t end) {
    return detail::tailmatch_impl(s, is_ascii(s), suffix, start, end, true);
}
std::int64_t find(std::string_view s, bool ascii, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::find_impl(s, ascii, sub, start, end, false);
}
std::int64_t rfind(std::string_view s, bool ascii, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::find_impl(s, ascii, sub, start, end, true);
}
std::int64_t count(std::string_view s, bool ascii, std::string_view sub, std::int64_t start, std::int64_t end) {
    return detail::count_impl(s, ascii, sub, start, end);
}
bool startswith(std::string_view s, bool ascii, std::string_view prefix, std::int64_t start, std::int64_t end) {
    return detail::tailmatch_impl(s, ascii, prefix, start, end, false);
}
bool endswith(std::string_view s, bool ascii, std::string_view suffix, std::int64_t start, std::int64_t end) {
    return detail::tailmatch_impl(s, ascii, suffix, start, end, true);
}
std::string replace(std::string_view s, std::string_view old_sub, std::string_view new_sub, std::int64_t count) {
    return detail::replace_impl<StrMode>(s, old_sub, new_sub, count);
}

// ---- case ----

namespace {

enum class CaseOp { Upper, Lower, Fold, Title };

void append_mapped(std::string& out, char32_t c, CaseOp op) {
    char32_t buf[3];
    int n = 0;
    switch (op) {
        case CaseOp::Upper: n = to_upper_full(c, buf); break;
        case CaseOp::Lower: n = to_lower_full(c, buf); break;
        case CaseOp::Fold: n = casefold_full(c, buf); break;
        case CaseOp::Title: n = to_title_full(c, buf); break;
    }
    for (int i = 0; i < n; ++i) append_utf8(out, buf[i]);
}

// Greek capital sigma lowercases to final sigma at the end of a word: preceded by a cased letter
// and not followed by one, ignoring case-ignorable code points in between (Unicode's Final_Sigma).
char32_t lower_sigma(const std::u32string& cps, std::size_t i) {
    std::size_t j = i;
    bool preceded = false;
    while (j > 0) {
        --j;
        if (!is_case_ignorable(cps[j])) {
            preceded = is_cased(cps[j]);
            break;
        }
    }
    if (!preceded) return 0x3C3;
    for (std::size_t k = i + 1; k < cps.size(); ++k) {
        if (!is_case_ignorable(cps[k])) return is_cased(cps[k]) ? 0x3C3 : 0x3C2;
    }
    return 0x3C2;
}

void append_lower(std::string& out, const std::u32string& cps, std::size_t i) {
    if (cps[i] == 0x3A3)
        append_utf8(out, lower_sigma(cps, i));
    else
        append_mapped(out, cps[i], CaseOp::Lower);
}

inline char ascii_upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c; }
inline char ascii_lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

std::string map_simple(std::string_view s, CaseOp op) {
    std::string out;
    out.reserve(s.size());
    if (is_ascii(s)) {
        for (char c : s) out.push_back(op == CaseOp::Upper ? ascii_upper(c) : ascii_lower(c));
        return out;
    }
    if (op == CaseOp::Lower) {
        const std::u32string cps = to_code_points(s);
        for (std::size_t i = 0; i < cps.size(); ++i) append_lower(out, cps, i);
        return out;
    }
    std::size_t pos = 0;
    while (pos < s.size()) append_mapped(out, decode_next(s, pos), op);
    return out;
}

}  // namespace

std::string upper(std::string_view s) { return map_simple(s, CaseOp::Upper); }
std::string lower(std::string_view s) { return map_simple(s, CaseOp::Lower); }
std::string casefold(std::string_view s) { return map_simple(s, CaseOp::Fold); }

std::string title(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    const std::u32string cps = to_code_points(s);
    bool previous_cased = false;
    for (std::size_t i = 0; i < cps.size(); ++i) {
        if (previous_cased)
            append_lower(out, cps, i);
        else
            append_mapped(out, cps[i], CaseOp::Title);
        previous_cased = is_cased(cps[i]);
    }
    return out;
}

std::string capitalize(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    const std::u32string cps = to_code_points(s);
    for (std::size_t i = 0; i < cps.size(); ++i) {
        if (i == 0)
            append_mapped(out, cps[i], CaseOp::Title);
        else
            append_lower(out, cps, i);
    }
    return out;
}

std::string swapcase(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    const std::u32string cps = to_code_points(s);
    for (std::size_t i = 0; i < cps.size(); ++i) {
        const char32_t c = cps[i];
        if (is_upper(c))
            append_lower(out, cps, i);
        else if (is_lower(c))
            append_mapped(out, c, CaseOp::Upper);
        else
            append_utf8(out, c);
    }
    return out;
}

// ---- padding ----

std::string center(std::string_view s, std::int64_t width, char32_t fill) {
    return detail::justify<StrMode>(s, width, fill, 0);
}
std::string ljust(std::string_view s, std::int64_t width, char32_t fill) {
    return detail::justify<StrMode>(s, width, fill, -1);
}
std::string rjust(std::string_view s, std::int64_t width, char32_t fill) {
    return detail::justify<StrMode>(s, width, fill, 1);
}
std::string zfill(std::string_view s, std::int64_t width) { return detail::zfill_impl<StrMode>(s, width); }
std::string expandtabs(std::string_view s, std::int64_t tabsize) {
    return detail::expandtabs_impl<StrMode>(s, tabsize);
}

// ---- predicates ----

namespace {
template <typename Pred>
bool all_of(std::string_view s, Pred pred) {
    if (s.empty()) return false;
    std::size_t pos = 0;
    while (pos < s.size())
        if (!pred(decode_next(s, pos))) return false;
    return true;
}
}  // namespace

bool isalpha(std::string_view s) { return all_of(s, is_alpha); }
bool isdigit(std::string_view s) { return all_of(s, is_digit); }
bool isdecimal(std::string_view s) { return all_of(s, is_decimal); }
bool isnumeric(std::string_view s) { return all_of(s, is_numeric); }
bool isalnum(std::string_view s) { return all_of(s, is_alnum); }
bool isspace(std::string_view s) { return all_of(s, is_space); }

bool isupper(std::string_view s) {
    bool cased = false;
    std::size_t pos = 0;
    while (pos < s.size()) {
        const char32_t c = decode_next(s, pos);
        if (is_lower(c) || is_titlecase(c)) return false;
        if (is_upper(c)) cased = true;
    }
    return cased;
}

bool islower(std::string_view s) {
    bool cased = false;
    std::size_t pos = 0;
    while (pos < s.size()) {
        const char32_t c = decode_next(s, pos);
        if (is_upper(c) || is_titlecase(c)) return false;
        if (is_lower(c)) cased = true;
    }
    return cased;
}

bool istitle(std::string_view s) {
    bool cased = false;
    bool previous_cased = false;
    std::size_t pos = 0;
    while (pos < s.size()) {
        const char32_t c = decode_next(s, pos);
        if (is_upper(c) || is_titlecase(c)) {
            if (previous_cased) return false;
            previous_cased = cased = true;
        } else if (is_lower(c)) {
            if (!previous_cased) return false;
            previous_cased = cased = true;
        } else {
            previous_cased = false;
        }
    }
    return cased;
}

bool isidentifier(std::string_view s) {
    if (s.empty()) return false;
    std::size_t pos = 0;
    const char32_t first = decode_next(s, pos);
    if (first != '_' && !is_xid_start(first)) return false;
    while (pos < s.size())
        if (!is_xid_continue(decode_next(s, pos))) return false;
    return true;
}

bool isprintable(std::string_view s) {
    std::size_t pos = 0;
    while (pos < s.size())
        if (!is_printable(decode_next(s, pos))) return false;
    return true;
}

bool isascii(std::string_view s) { return is_ascii(s); }

// ---- translate ----

Result<std::string> translate(std::string_view s, const TranslateLookup& lookup) {
    std::string out;
    out.reserve(s.size());
    std::size_t pos = 0;
    while (pos < s.size()) {
        const std::size_t start = pos;
        const char32_t c = decode_next(s, pos);
        auto entry = lookup(c);
        if (!entry) return entry.error();
        switch (entry->kind) {
            case TranslateEntry::Kind::Keep: out.append(s.substr(start, pos - start)); break;
            case TranslateEntry::Kind::Delete: break;
            case TranslateEntry::Kind::Replace: out += entry->replacement; break;
        }
    }
    return out;
}

Result<std::vector<MakeTransEntry>> maketrans(std::string_view x, std::string_view y, std::string_view z) {
    const std::u32string xs = to_code_points(x);
    const std::u32string ys = to_code_points(y);
    if (xs.size() != ys.size()) return value_error("the first two maketrans arguments must have equal length");
    std::vector<MakeTransEntry> out;
    for (std::size_t i = 0; i < xs.size(); ++i) out.push_back({xs[i], ys[i]});
    std::size_t pos = 0;
    while (pos < z.size()) out.push_back({decode_next(z, pos), std::nullopt});
    return out;
}

// ---- numbers ----

std::string transform_decimal_and_space_to_ascii(std::string_view s) {
    if (is_ascii(s)) return std::string(s);
    std::string out;
    out.reserve(s.size());
    std::size_t pos = 0;
    while (pos < s.size()) {
        const char32_t c = decode_next(s, pos);
        if (c < 0x80) {
            out.push_back(static_cast<char>(c));
        } else if (is_space(c)) {
            out.push_back(' ');
        } else if (const int d = decimal_value(c); d >= 0) {
            out.push_back(static_cast<char>('0' + d));
        } else {
            out.push_back('?');
        }
    }
    return out;
}

// ---- repr ----

namespace {
std::string repr_impl(std::string_view s, bool ascii_only) {
    // CPython prefers single quotes unless the text has a single quote and no double quote.
    const bool has_single = s.find('\'') != std::string_view::npos;
    const bool has_double = s.find('"') != std::string_view::npos;
    const char quote = (has_single && !has_double) ? '"' : '\'';
    std::string out;
    out.reserve(s.size() + 2);
    out.push_back(quote);
    std::size_t pos = 0;
    char buf[16];
    while (pos < s.size()) {
        const std::size_t start = pos;
        const char32_t c = decode_next(s, pos);
        if (c == static_cast<char32_t>(quote) || c == '\\') {
            out.push_back('\\');
            out.push_back(static_cast<char>(c));
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c == 0x7f) {
            std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
            out += buf;
        } else if (c < 0x7f) {
            out.push_back(static_cast<char>(c));
        } else if (!ascii_only && is_printable(c)) {
            out.append(s.substr(start, pos - start));
        } else {
            if (c <= 0xff)
                std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
            else if (c <= 0xffff)
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
            else
                std::snprintf(buf, sizeof buf, "\\U%08x", static_cast<unsigned>(c));
            out += buf;
        }
    }
    out.push_back(quote);
    return out;
}
}  // namespace

std::string repr_str(std::string_view s) { return repr_impl(s, false); }
std::string ascii_repr_str(std::string_view s) { return repr_impl(s, true); }

}  // namespace basilisk::text
