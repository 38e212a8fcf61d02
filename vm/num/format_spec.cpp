#include "vm/num/format_spec.h"

#include <charconv>
#include <cmath>
#include <cstdio>

#include "vm/num/float_ops.h"
#include "vm/num/text.h"

namespace basilisk::num {

namespace {

const char* target_name(SpecTarget target)
{
    switch (target) {
    case SpecTarget::Int:
        return "int";
    case SpecTarget::Float:
        return "float";
    case SpecTarget::Str:
        return "str";
    }
    return "object";
}

// How CPython shows a format code in an error: printable ASCII as itself, else '\x..'.
std::string code_text(char32_t code)
{
    if (code > 32 && code < 127)
        return std::string(1, static_cast<char>(code));
    char buf[16];
    std::snprintf(buf, sizeof buf, "\\x%x", static_cast<unsigned>(code));
    return buf;
}

// `type_name` overrides the target's name: an int subclass such as bool is named as itself.
NumError unknown_code(char32_t code, SpecTarget target, std::string_view type_name = {})
{
    return make_error("ValueError", "Unknown format code '" + code_text(code) + "' for object of type '" +
                                        std::string(type_name.empty() ? target_name(target) : type_name) + "'");
}

bool is_align(char32_t c) { return c == '<' || c == '>' || c == '^' || c == '='; }

char32_t first_code_point(std::string_view s, std::size_t& len)
{
    len = utf8_offset(s, 1);
    if (len == 1)
        return static_cast<unsigned char>(s[0]);
    // Decode through the length we already know.
    auto b = [&](std::size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(s[i])); };
    if (len == 2)
        return ((b(0) & 0x1f) << 6) | (b(1) & 0x3f);
    if (len == 3)
        return ((b(0) & 0x0f) << 12) | ((b(1) & 0x3f) << 6) | (b(2) & 0x3f);
    return ((b(0) & 0x07) << 18) | ((b(1) & 0x3f) << 12) | ((b(2) & 0x3f) << 6) | (b(3) & 0x3f);
}

NumError too_large() { return make_error("LimitError", "format width or precision too large"); }

// ---- Rendering pieces shared by format() and % ------------------------------------------------

// A number split the way padding needs it: [sign][prefix][digits (groupable)][rest].
struct NumberParts {
    bool negative = false;
    std::string prefix;
    std::string digits;
    std::string rest;
    bool groupable = true;
};

std::string exponent_text(int exp)
{
    std::string out = exp < 0 ? "e-" : "e+";
    int mag = exp < 0 ? -exp : exp;
    if (mag < 10)
        out += '0';
    out += std::to_string(mag);
    return out;
}

// g-style layout of already rounded digits. exp_threshold: exponent form when exp >= it.
void layout_general(DecimalDigits d, bool strip_zeros, bool alternate, bool add_dot_0, int exp_threshold,
                    NumberParts& out)
{
    std::string digits = d.digits;
    if (strip_zeros && !alternate) {
        std::size_t last = digits.find_last_not_of('0');
        digits.erase(last == std::string::npos ? 1 : last + 1);
    }
    int exp = d.exponent;
    if (exp < -4 || exp >= exp_threshold) {
        out.digits = digits.substr(0, 1);
        if (digits.size() > 1)
            out.rest = "." + digits.substr(1);
        else if (alternate)
            out.rest = ".";
        out.rest += exponent_text(exp);
        return;
    }
    std::string frac;
    if (exp >= 0) {
        auto int_len = static_cast<std::size_t>(exp) + 1;
        if (digits.size() <= int_len) {
            out.digits = digits + std::string(int_len - digits.size(), '0');
        } else {
            out.digits = digits.substr(0, int_len);
            frac = digits.substr(int_len);
        }
    } else {
        out.digits = "0";
        frac = std::string(static_cast<std::size_t>(-exp - 1), '0') + digits;
    }
    if (!frac.empty())
        out.rest = "." + frac;
    else if (add_dot_0)
        out.rest = ".0";
    else if (alternate)
        out.rest = ".";
}

// Renders a float for type e E f F g G % or '\0' (none; 'r' internally when no precision).
NumberParts render_float(double x, char type, std::int64_t precision, bool alternate)
{
    NumberParts out;
    out.negative = std::signbit(x) && !std::isnan(x);
    bool upper = type == 'E' || type == 'F' || type == 'G';
    char lower = upper ? static_cast<char>(type + 32) : type;
    double ax = std::fabs(x);
    if (!std::isfinite(x)) {
        out.groupable = false;
        out.rest = std::isnan(x) ? "nan" : "inf";
        if (lower == '%')
            out.rest += '%';
    } else if (lower == 'f' || lower == '%') {
        std::string text = fixed_digits(lower == '%' ? ax * 100 : ax, static_cast<int>(precision < 0 ? 6 : precision));
        if (lower == '%' && std::isinf(ax * 100)) {
            out.groupable = false;
            text = "inf";
        }
        std::size_t dot = text.find('.');
        out.digits = text.substr(0, dot);
        if (dot != std::string::npos)
            out.rest = text.substr(dot);
        else if (alternate && out.groupable)
            out.rest = ".";
        if (lower == '%')
            out.rest += '%';
    } else if (lower == 'e') {
        int p = static_cast<int>(precision < 0 ? 6 : precision);
        DecimalDigits d = significant_digits(ax, p + 1);
        out.digits = d.digits.substr(0, 1);
        if (p > 0)
            out.rest = "." + d.digits.substr(1);
        else if (alternate)
            out.rest = ".";
        out.rest += exponent_text(d.exponent);
    } else if (lower == 'g') {
        int p = static_cast<int>(precision < 0 ? 6 : precision == 0 ? 1 : precision);
        layout_general(significant_digits(ax, p), true, alternate, false, p, out);
    } else if (precision < 0) {  // none, no precision: repr
        layout_general(shortest_digits(ax), false, alternate, true, 16, out);
    } else {  // none with precision: like g, but exponent form from exp >= p - 1 and ".0" kept
        int p = static_cast<int>(precision == 0 ? 1 : precision);
        layout_general(significant_digits(ax, p), true, alternate, true, p - 1, out);
    }
    if (upper) {
        for (char& c : out.rest)
            if (c >= 'a' && c <= 'z')
                c = static_cast<char>(c - 32);
    }
    return out;
}

bool all_zero_digits(NumberParts const& parts)
{
    for (char c : parts.digits)
        if (c >= '1' && c <= '9')
            return false;
    for (char c : parts.rest) {
        if (c == 'e' || c == 'E')
            break;
        if (c >= '1' && c <= '9')
            return false;
        if (c == 'n' || c == 'N' || c == 'i' || c == 'I')
            return false;  // inf / nan are not zero
    }
    return true;
}

// Groups `digits` from the right with `sep` every `size` digits, padding with leading zeros
// (which are grouped too) until the result is at least min_width long; a separator is never
// left in front.
std::string group_digits(std::string const& digits, char sep, std::size_t size, std::int64_t min_width)
{
    std::string reversed;
    std::size_t in_group = 0;
    std::size_t i = digits.size();
    while (i > 0 || static_cast<std::int64_t>(reversed.size()) < min_width) {
        if (in_group == size) {
            reversed += sep;
            in_group = 0;
        }
        reversed += i > 0 ? digits[--i] : '0';
        ++in_group;
    }
    return std::string(reversed.rbegin(), reversed.rend());
}

void append_fill(std::string& out, char32_t fill, std::int64_t count)
{
    for (std::int64_t i = 0; i < count; ++i)
        append_utf8(out, fill);
}

std::string pad_text(std::string const& body, std::int64_t body_len, FormatSpec const& spec, char default_align)
{
    std::int64_t pad = spec.width > body_len ? spec.width - body_len : 0;
    char align = spec.align ? spec.align : default_align;
    std::string out;
    std::int64_t left = align == '<' ? 0 : align == '^' ? pad / 2 : pad;
    append_fill(out, spec.fill, left);
    out += body;
    append_fill(out, spec.fill, pad - left);
    return out;
}

std::string layout_number(NumberParts const& parts, FormatSpec const& spec, std::size_t group_size)
{
    std::string sign;
    if (parts.negative)
        sign = "-";
    else if (spec.sign == '+')
        sign = "+";
    else if (spec.sign == ' ')
        sign = " ";
    char align = spec.align ? spec.align : '>';
    std::string digits = parts.digits;
    auto fixed_len = static_cast<std::int64_t>(sign.size() + parts.prefix.size() + utf8_length(parts.rest));
    if (spec.grouping && parts.groupable) {
        std::int64_t min_width = 0;
        if (align == '=' && spec.fill == '0' && spec.width > fixed_len)
            min_width = spec.width - fixed_len;
        digits = group_digits(digits, spec.grouping, group_size, min_width);
    }
    std::int64_t len = fixed_len + static_cast<std::int64_t>(digits.size());
    std::int64_t pad = spec.width > len ? spec.width - len : 0;
    std::string out;
    if (align == '=') {
        out = sign + parts.prefix;
        append_fill(out, spec.fill, pad);
        return out + digits + parts.rest;
    }
    std::int64_t left = align == '<' ? 0 : align == '^' ? pad / 2 : pad;
    append_fill(out, spec.fill, left);
    out += sign + parts.prefix + digits + parts.rest;
    append_fill(out, spec.fill, pad - left);
    return out;
}

bool is_float_type(char32_t t)
{
    return t == 'e' || t == 'E' || t == 'f' || t == 'F' || t == 'g' || t == 'G' || t == '%';
}

} // namespace

// ---- Parsing -----------------------------------------------------------------------------------

NumResult<FormatSpec> parse_format_spec(std::string_view spec, SpecTarget target, std::string_view type_name)
{
    FormatSpec out;
    std::size_t pos = 0;
    NumError invalid = make_error("ValueError", "Invalid format specifier '" + std::string(spec) +
                                                    "' for object of type '" +
                                                    std::string(type_name.empty() ? target_name(target) : type_name) + "'");
    if (!spec.empty()) {
        std::size_t len0 = 0;
        char32_t c0 = first_code_point(spec, len0);
        if (len0 < spec.size() && is_align(static_cast<unsigned char>(spec[len0]))) {
            out.fill = c0;
            out.has_fill = true;
            out.align = spec[len0];
            pos = len0 + 1;
        } else if (is_align(c0)) {
            out.align = static_cast<char>(c0);
            pos = 1;
        }
    }
    if (pos < spec.size() && (spec[pos] == '+' || spec[pos] == '-' || spec[pos] == ' '))
        out.sign = spec[pos++];
    if (pos < spec.size() && spec[pos] == 'z') {
        out.no_neg_zero = true;
        ++pos;
    }
    if (pos < spec.size() && spec[pos] == '#') {
        out.alternate = true;
        ++pos;
    }
    if (pos < spec.size() && spec[pos] == '0') {
        if (!out.has_fill) {
            out.fill = '0';
            out.has_fill = true;
        }
        // Zero padding goes between sign and digits, except for strings (left aligned by default).
        if (!out.align && target != SpecTarget::Str)
            out.align = '=';
        ++pos;
    }
    auto read_number = [&](std::int64_t& value) -> bool {
        std::size_t start = pos;
        std::int64_t v = 0;
        bool overflow = false;
        while (pos < spec.size() && spec[pos] >= '0' && spec[pos] <= '9') {
            if (v > (INT64_MAX - 9) / 10)
                overflow = true;
            else
                v = v * 10 + (spec[pos] - '0');
            ++pos;
        }
        if (pos > start)
            value = v;
        return !overflow;
    };
    NumError too_many = make_error("ValueError", "Too many decimal digits in format string");
    if (!read_number(out.width))
        return too_many;
    if (pos < spec.size() && (spec[pos] == ',' || spec[pos] == '_')) {
        out.grouping = spec[pos++];
        if (pos < spec.size() && (spec[pos] == ',' || spec[pos] == '_') && spec[pos] != out.grouping)
            return make_error("ValueError", "Cannot specify both ',' and '_'.");
    }
    if (pos < spec.size() && spec[pos] == '.') {
        ++pos;
        std::size_t start = pos;
        if (!read_number(out.precision))
            return too_many;
        if (pos == start)
            return make_error("ValueError", "Format specifier missing precision");
    }
    if (pos < spec.size()) {
        std::size_t len = 0;
        char32_t t = first_code_point(spec.substr(pos), len);
        if (pos + len != spec.size())
            return invalid;
        out.type = t;
    }
    if (out.grouping) {
        char32_t t = out.type;
        if (t == '\0')
            t = target == SpecTarget::Str ? U's' : U'd';
        bool ok = t == 'd' || is_float_type(t);
        if (out.grouping == '_')
            ok = ok || t == 'b' || t == 'o' || t == 'x' || t == 'X';
        if (!ok)
            return make_error("ValueError", std::string("Cannot specify '") + out.grouping + "' with '" +
                                                code_text(t) + "'.");
    }
    return out;
}

// ---- format() ----------------------------------------------------------------------------------

NumResult<std::string> format_float(double value, FormatSpec const& spec, std::string_view type_name)
{
    char32_t t = spec.type;
    if (t == 'n')
        t = 'g';
    if (!(t == '\0' || is_float_type(t)))
        return unknown_code(spec.type, SpecTarget::Float, type_name);
    if (spec.width > kMaxFormatWidth || spec.precision > kMaxFormatWidth)
        return too_large();
    NumberParts parts = render_float(value, static_cast<char>(t), spec.precision, spec.alternate);
    if (spec.no_neg_zero && parts.negative && all_zero_digits(parts))
        parts.negative = false;
    return layout_number(parts, spec, 3);
}

NumResult<std::string> format_int(BigInt const& value, FormatSpec const& spec, std::uint64_t max_str_digits,
                                  std::string_view type_name)
{
    char32_t t = spec.type;
    if (is_float_type(t)) {
        auto d = to_double(value);
        if (!is_ok(d))
            return error_of(d);
        return format_float(value_of(d), spec);
    }
    if (!(t == '\0' || t == 'd' || t == 'n' || t == 'b' || t == 'o' || t == 'x' || t == 'X' || t == 'c'))
        return unknown_code(t, SpecTarget::Int, type_name);
    if (spec.precision >= 0)
        return make_error("ValueError", "Precision not allowed in integer format specifier");
    if (spec.no_neg_zero)
        return make_error("ValueError", "Negative zero coercion (z) not allowed in integer format specifier");
    if (spec.width > kMaxFormatWidth)
        return too_large();
    NumberParts parts;
    std::size_t group_size = 3;
    if (t == 'c') {
        if (spec.sign)
            return make_error("ValueError", "Sign not allowed with integer format specifier 'c'");
        if (spec.alternate)
            return make_error("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'");
        // format() first converts to a C long, which has its own overflow message.
        if (!to_int64(value))
            return make_error("OverflowError", "Python int too large to convert to C long");
        if (value < 0 || value >= 0x110000)
            return make_error("OverflowError", "%c arg not in range(0x110000)");
        append_utf8(parts.rest, static_cast<char32_t>(static_cast<std::uint32_t>(value)));
        parts.groupable = false;
        // The character counts as one column whatever its UTF-8 length.
        std::string body = parts.rest;
        FormatSpec s = spec;
        if (s.align == '=') {
            std::string out;
            append_fill(out, s.fill, s.width > 1 ? s.width - 1 : 0);
            return out + body;
        }
        return pad_text(body, 1, s, '>');
    }
    parts.negative = value.sign() < 0;
    if (t == '\0' || t == 'd' || t == 'n') {
        auto text = to_decimal_string(value, max_str_digits);
        if (!is_ok(text))
            return error_of(text);
        parts.digits = value_of(text);
        if (parts.negative)
            parts.digits.erase(0, 1);
    } else {
        int base = t == 'b' ? 2 : t == 'o' ? 8 : 16;
        parts.digits = to_base_string(value, base, false);
        if (parts.negative)
            parts.digits.erase(0, 1);
        if (spec.alternate)
            parts.prefix = t == 'b' ? "0b" : t == 'o' ? "0o" : t == 'x' ? "0x" : "0X";
        if (t == 'X')
            for (char& c : parts.digits)
                if (c >= 'a' && c <= 'f')
                    c = static_cast<char>(c - 32);
        group_size = 4;
    }
    return layout_number(parts, spec, group_size);
}

NumResult<std::string> format_str(std::string_view utf8, FormatSpec const& spec)
{
    if (!(spec.type == '\0' || spec.type == 's'))
        return unknown_code(spec.type, SpecTarget::Str);
    if (spec.sign)
        return make_error("ValueError", "Sign not allowed in string format specifier");
    if (spec.no_neg_zero)
        return make_error("ValueError", "Negative zero coercion (z) not allowed in string format specifier");
    if (spec.alternate)
        return make_error("ValueError", "Alternate form (#) not allowed in string format specifier");
    if (spec.align == '=')
        return make_error("ValueError", "'=' alignment not allowed in string format specifier");
    if (spec.width > kMaxFormatWidth)
        return too_large();
    std::string_view body = utf8;
    if (spec.precision >= 0)
        body = utf8.substr(0, utf8_offset(utf8, static_cast<std::size_t>(spec.precision)));
    return pad_text(std::string(body), static_cast<std::int64_t>(utf8_length(body)), spec, '<');
}

NumResult<std::string> format_int(BigInt const& value, std::string_view spec, std::uint64_t max_str_digits,
                                  std::string_view type_name)
{
    auto parsed = parse_format_spec(spec, SpecTarget::Int, type_name);
    if (!is_ok(parsed))
        return error_of(parsed);
    return format_int(value, value_of(parsed), max_str_digits, type_name);
}

NumResult<std::string> format_float(double value, std::string_view spec, std::string_view type_name)
{
    auto parsed = parse_format_spec(spec, SpecTarget::Float, type_name);
    if (!is_ok(parsed))
        return error_of(parsed);
    return format_float(value, value_of(parsed), type_name);
}

NumResult<std::string> format_str(std::string_view utf8, std::string_view spec)
{
    auto parsed = parse_format_spec(spec, SpecTarget::Str);
    if (!is_ok(parsed))
        return error_of(parsed);
    return format_str(utf8, value_of(parsed));
}

// ---- printf-style ------------------------------------------------------------------------------

namespace {

std::string percent_layout(std::string const& sign_prefix, std::string const& body, PercentSpec const& spec,
                           bool allow_zero, std::int64_t body_len)
{
    std::int64_t len = static_cast<std::int64_t>(sign_prefix.size()) + body_len;
    std::int64_t pad = spec.width > len ? spec.width - len : 0;
    if (spec.left)
        return sign_prefix + body + std::string(static_cast<std::size_t>(pad), ' ');
    if (spec.zero && allow_zero)
        return sign_prefix + std::string(static_cast<std::size_t>(pad), '0') + body;
    return std::string(static_cast<std::size_t>(pad), ' ') + sign_prefix + body;
}

std::string percent_sign(bool negative, PercentSpec const& spec)
{
    if (negative)
        return "-";
    if (spec.plus)
        return "+";
    if (spec.space)
        return " ";
    return "";
}

} // namespace

namespace {

// The digits of an integer conversion (d i u o x X) laid out: precision as a minimum digit
// count, then sign, '#' prefix and padding.
std::string percent_int_layout(bool negative, std::string digits, PercentSpec const& spec)
{
    char conv = spec.conversion;
    std::string prefix;
    if (conv == 'X')
        for (char& c : digits)
            if (c >= 'a' && c <= 'f')
                c = static_cast<char>(c - 32);
    if (spec.alternate && (conv == 'o' || conv == 'x' || conv == 'X'))
        prefix = conv == 'o' ? "0o" : conv == 'x' ? "0x" : "0X";
    if (spec.precision > static_cast<std::int64_t>(digits.size()))
        digits.insert(0, static_cast<std::size_t>(spec.precision) - digits.size(), '0');
    std::int64_t len = static_cast<std::int64_t>(digits.size());
    return percent_layout(percent_sign(negative, spec) + prefix, digits, spec, true, len);
}

} // namespace

NumResult<std::string> format_percent_int(std::int64_t value, PercentSpec const& spec, std::uint64_t max_str_digits)
{
    char conv = spec.conversion;
    bool integer = conv == 'd' || conv == 'i' || conv == 'u' || conv == 'o' || conv == 'x' || conv == 'X';
    if (!integer || spec.width > kMaxFormatWidth || spec.precision > kMaxFormatWidth)
        return format_percent_int(BigInt(value), spec, max_str_digits);
    // A machine int needs no big-number conversion: the digits of its magnitude come straight
    // from to_chars.
    std::uint64_t magnitude = value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    char buf[32];
    int base = conv == 'o' ? 8 : conv == 'x' || conv == 'X' ? 16 : 10;
    auto end = std::to_chars(buf, buf + sizeof buf, magnitude, base).ptr;
    return percent_int_layout(value < 0, std::string(buf, end), spec);
}

NumResult<std::string> format_percent_int(BigInt const& value, PercentSpec const& spec, std::uint64_t max_str_digits)
{
    if (spec.width > kMaxFormatWidth || spec.precision > kMaxFormatWidth)
        return too_large();
    char conv = spec.conversion;
    switch (conv) {
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G': {
        auto d = to_double(value);
        if (!is_ok(d))
            return error_of(d);
        return format_percent_float(value_of(d), spec, max_str_digits);
    }
    case 'c': {
        if (value < 0 || value >= 0x110000)
            return make_error("OverflowError", "%c arg not in range(0x110000)");
        std::string ch;
        append_utf8(ch, static_cast<char32_t>(static_cast<std::uint32_t>(value)));
        return percent_layout("", ch, spec, false, 1);
    }
    case 'd':
    case 'i':
    case 'u':
    case 'o':
    case 'x':
    case 'X':
        break;
    default:
        return unknown_code(static_cast<unsigned char>(conv), SpecTarget::Int);
    }
    bool negative = value.sign() < 0;
    std::string digits;
    if (conv == 'o' || conv == 'x' || conv == 'X') {
        digits = to_base_string(value, conv == 'o' ? 8 : 16, false);
        if (negative)
            digits.erase(0, 1);
    } else {
        auto text = to_decimal_string(value, max_str_digits);
        if (!is_ok(text))
            return error_of(text);
        digits = value_of(text);
        if (negative)
            digits.erase(0, 1);
    }
    return percent_int_layout(negative, std::move(digits), spec);
}

NumResult<std::string> format_percent_float(double value, PercentSpec const& spec, std::uint64_t max_str_digits)
{
    if (spec.width > kMaxFormatWidth || spec.precision > kMaxFormatWidth)
        return too_large();
    char conv = spec.conversion;
    switch (conv) {
    case 'd':
    case 'i':
    case 'u': {
        auto i = from_double(value);
        if (!is_ok(i))
            return error_of(i);
        return format_percent_int(value_of(i), spec, max_str_digits);
    }
    case 'o':
    case 'x':
    case 'X':
        return make_error("TypeError", std::string("%") + conv + " format: an integer is required, not float");
    case 'c':
        return make_error("TypeError", "%c requires int or char");
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
        break;
    default:
        return unknown_code(static_cast<unsigned char>(conv), SpecTarget::Float);
    }
    std::int64_t precision = spec.precision < 0 ? 6 : spec.precision;
    NumberParts parts = render_float(value, conv, precision, spec.alternate);
    std::string body = parts.digits + parts.rest;
    return percent_layout(percent_sign(parts.negative, spec), body, spec, true, static_cast<std::int64_t>(body.size()));
}

} // namespace basilisk::num
