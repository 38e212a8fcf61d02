#include "stdlib/text/format_parse.h"

#include <algorithm>
#include <cstdio>
#include <limits>

#include "stdlib/text/unicode_db.h"
#include "stdlib/text/utf8.h"

namespace basilisk::text {

namespace {

// Parses a run of (Unicode) decimal digits as CPython's format field numbers do.
// Returns nullopt when `s` is empty or has a non-digit; sets `overflow` when too large.
std::optional<std::int64_t> parse_decimal(std::string_view s, bool& overflow) {
    overflow = false;
    if (s.empty()) return std::nullopt;
    std::int64_t value = 0;
    std::size_t pos = 0;
    while (pos < s.size()) {
        const int d = decimal_value(decode_next(s, pos));
        if (d < 0) return std::nullopt;
        if (value > (std::numeric_limits<std::int64_t>::max() - d) / 10) overflow = true;
        if (!overflow) value = value * 10 + d;
    }
    return value;
}

}  // namespace

FormatTemplate parse_format_template(std::string_view s) {
    FormatTemplate out;
    FormatChunk chunk;
    const std::size_t n = s.size();
    std::size_t pos = 0;
    auto fail = [&](const char* message) {
        out.error = value_error(message);
        return out;
    };
    while (pos < n) {
        const char c = s[pos];
        if (c == '}') {
            if (pos + 1 < n && s[pos + 1] == '}') {
                chunk.literal.push_back('}');
                pos += 2;
                continue;
            }
            return fail("Single '}' encountered in format string");
        }
        if (c != '{') {
            chunk.literal.push_back(c);
            ++pos;
            continue;
        }
        if (pos + 1 < n && s[pos + 1] == '{') {
            chunk.literal.push_back('{');
            pos += 2;
            continue;
        }
        if (pos + 1 >= n) return fail("Single '{' encountered in format string");
        // A replacement field: the name runs to '}', ':' or '!' outside [...].
        std::size_t i = pos + 1;
        const std::size_t name_start = i;
        bool in_brackets = false;
        while (i < n) {
            const char ch = s[i];
            if (in_brackets) {
                if (ch == ']') in_brackets = false;
            } else if (ch == '[') {
                in_brackets = true;
            } else if (ch == '{') {
                return fail("unexpected '{' in field name");
            } else if (ch == '}' || ch == ':' || ch == '!') {
                break;
            }
            ++i;
        }
        if (i >= n) return fail("expected '}' before end of string");
        chunk.has_field = true;
        chunk.field_name = std::string(s.substr(name_start, i - name_start));
        if (s[i] == '!') {
            ++i;
            if (i >= n) return fail("end of string while looking for conversion specifier");
            chunk.conversion = decode_next(s, i);
            if (i >= n) return fail("unmatched '{' in format spec");
            if (s[i] != '}' && s[i] != ':') return fail("expected ':' after conversion specifier");
        }
        if (s[i] == ':') {
            ++i;
            const std::size_t spec_start = i;
            int depth = 1;
            while (i < n) {
                if (s[i] == '{') {
                    ++depth;
                    chunk.spec_has_fields = true;
                } else if (s[i] == '}') {
                    if (--depth == 0) break;
                }
                ++i;
            }
            if (i >= n) return fail("unmatched '{' in format spec");
            chunk.format_spec = std::string(s.substr(spec_start, i - spec_start));
        }
        pos = i + 1;  // past the closing '}'
        out.chunks.push_back(std::move(chunk));
        chunk = FormatChunk{};
    }
    if (!chunk.literal.empty()) out.chunks.push_back(std::move(chunk));
    return out;
}

TextError unknown_conversion_error(char32_t conversion) {
    char buf[64];
    if (conversion > 32 && conversion < 127)
        std::snprintf(buf, sizeof buf, "Unknown conversion specifier %c", static_cast<char>(conversion));
    else
        std::snprintf(buf, sizeof buf, "Unknown conversion specifier \\x%x", static_cast<unsigned>(conversion));
    return value_error(buf);
}

Result<FieldName> FieldNumbering::resolve(std::string_view s) {
    FieldName out;
    std::size_t i = 0;
    while (i < s.size() && s[i] != '.' && s[i] != '[') ++i;
    const std::string_view first = s.substr(0, i);
    if (first.empty()) {
        if (m_mode == Mode::Manual)
            return value_error("cannot switch from manual field specification to automatic field numbering");
        m_mode = Mode::Automatic;
        out.is_index = true;
        out.index = m_next++;
    } else {
        bool overflow = false;
        const auto number = parse_decimal(first, overflow);
        if (overflow) return value_error("Too many decimal digits in format string");
        if (number) {
            if (m_mode == Mode::Automatic)
                return value_error("cannot switch from automatic field numbering to manual field specification");
            m_mode = Mode::Manual;
            out.is_index = true;
            out.index = *number;
        } else {
            out.is_index = false;
            out.key = std::string(first);
        }
    }
    // The .attr / [key] chain; an error stops it but keeps the accessors before it.
    while (i < s.size()) {
        if (s[i] == '.') {
            const std::size_t start = ++i;
            while (i < s.size() && s[i] != '.' && s[i] != '[') ++i;
            if (i == start) {
                out.error = value_error("Empty attribute in format string");
                break;
            }
            FieldAccessor a;
            a.kind = FieldAccessor::Kind::Attribute;
            a.name = std::string(s.substr(start, i - start));
            out.accessors.push_back(std::move(a));
        } else if (s[i] == '[') {
            const std::size_t start = ++i;
            while (i < s.size() && s[i] != ']') ++i;
            if (i >= s.size()) {
                out.error = value_error("Missing ']' in format string");
                break;
            }
            if (i == start) {
                out.error = value_error("Empty attribute in format string");
                break;
            }
            const std::string_view key = s.substr(start, i - start);
            ++i;
            FieldAccessor a;
            bool overflow = false;
            const auto number = parse_decimal(key, overflow);
            if (number && !overflow) {
                a.kind = FieldAccessor::Kind::Index;
                a.index = *number;
            } else {
                a.kind = FieldAccessor::Kind::Key;
                a.name = std::string(key);
            }
            out.accessors.push_back(std::move(a));
            if (i < s.size() && s[i] != '.' && s[i] != '[') {
                out.error = value_error("Only '.' or '[' may follow ']' in format field specifier");
                break;
            }
        } else {
            out.error = value_error("Only '.' or '[' may follow ']' in format field specifier");
            break;
        }
    }
    return out;
}

PercentTemplate parse_percent_template(std::string_view s, bool is_bytes) {
    PercentTemplate out;
    // At most one chunk per '%' plus the tail: no reallocation moving the chunks built so far.
    out.chunks.reserve(size_t(std::count(s.begin(), s.end(), '%')) + 1);
    std::string literal;
    const std::size_t n = s.size();
    std::size_t pos = 0;
    std::int64_t index = 0;  // code point (or byte) index of pos
    auto next = [&]() -> char32_t {
        ++index;
        if (is_bytes) return static_cast<unsigned char>(s[pos++]);
        return decode_next(s, pos);
    };
    auto fail = [&](const char* message) {
        out.error = value_error(message);
        return out;
    };
    while (pos < n) {
        if (s[pos] != '%') {
            // A literal run up to the next '%' at once ('%' is ASCII: it never starts inside
            // a UTF-8 sequence); index counts its code points.
            const std::size_t stop = std::min(s.find('%', pos), n);
            literal.append(s.substr(pos, stop - pos));
            for (; pos < stop; ++pos)
                index += is_bytes || (static_cast<unsigned char>(s[pos]) & 0xC0) != 0x80;
            continue;
        }
        next();  // '%'
        if (pos >= n) return fail("incomplete format");
        if (s[pos] == '%') {
            literal.push_back('%');
            next();
            continue;
        }
        PercentSpec spec;
        if (s[pos] == '(') {
            out.error_in_keyed_spec = true;
            next();
            const std::size_t key_start = pos;
            int depth = 1;
            while (pos < n) {
                const char ch = s[pos];
                if (ch == '(') ++depth;
                else if (ch == ')' && --depth == 0) break;
                next();
            }
            if (pos >= n) return fail("incomplete format key");
            spec.key = std::string(s.substr(key_start, pos - key_start));
            next();  // ')'
        }
        out.pending_key = spec.key;
        for (; pos < n; next()) {
            const char ch = s[pos];
            if (ch == '-') spec.left_adjust = true;
            else if (ch == '+') spec.sign = true;
            else if (ch == ' ') spec.space = true;
            else if (ch == '#') spec.alternate = true;
            else if (ch == '0') spec.zero_pad = true;
            else break;
        }
        auto count = [&](PercentSpec::Count& kind, std::int64_t& value) -> bool {
            if (pos < n && s[pos] == '*') {
                kind = PercentSpec::Count::Star;
                next();
                return true;
            }
            while (pos < n && s[pos] >= '0' && s[pos] <= '9') {
                const int d = s[pos] - '0';
                if (value > (std::numeric_limits<std::int64_t>::max() - d) / 10) return false;
                value = value * 10 + d;
                kind = PercentSpec::Count::Number;
                next();
            }
            return true;
        };
        if (!count(spec.width_kind, spec.width)) return fail("width too big");
        if (pos < n && s[pos] == '.') {
            next();
            spec.precision_kind = PercentSpec::Count::Number;  // "%.f" means precision 0
            if (!count(spec.precision_kind, spec.precision)) return fail("precision too big");
        }
        if (pos < n && (s[pos] == 'h' || s[pos] == 'l' || s[pos] == 'L')) next();  // length modifiers: ignored
        if (pos >= n) return fail("incomplete format");
        spec.type_index = index;
        spec.type = next();
        out.pending_key.reset();
        out.error_in_keyed_spec = false;
        PercentChunk chunk;
        chunk.literal = std::move(literal);
        literal.clear();
        chunk.spec = std::move(spec);
        out.chunks.push_back(std::move(chunk));
    }
    if (!literal.empty()) {
        PercentChunk chunk;
        chunk.literal = std::move(literal);
        out.chunks.push_back(std::move(chunk));
    }
    return out;
}

bool is_percent_type_supported(char32_t t, bool is_bytes) {
    switch (t) {
        case 's': case 'r': case 'a': case 'c': case 'd': case 'i': case 'u': case 'o':
        case 'x': case 'X': case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
            return true;
        case 'b':
            return is_bytes;
        default:
            return false;
    }
}

TextError unsupported_format_char_error(char32_t type, std::int64_t index) {
    char buf[96];
    const char shown = (type >= 32 && type <= 126) ? static_cast<char>(type) : '?';
    std::snprintf(buf, sizeof buf, "unsupported format character '%c' (0x%x) at index %lld", shown,
                  static_cast<unsigned>(type), static_cast<long long>(index));
    return value_error(buf);
}

}  // namespace basilisk::text
