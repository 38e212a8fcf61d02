#include "vm/num/float_ops.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <vector>

#include "vm/num/text.h"

namespace basilisk::num {

namespace mp = boost::multiprecision;

namespace {

// Splits to_chars' scientific output ("-1.2345e+19") into digits and exponent.
DecimalDigits split_scientific(std::string_view text)
{
    DecimalDigits out;
    std::size_t pos = 0;
    if (!text.empty() && text[0] == '-') {
        out.negative = true;
        ++pos;
    }
    for (; pos < text.size() && text[pos] != 'e'; ++pos) {
        if (text[pos] != '.')
            out.digits += text[pos];
    }
    if (pos < text.size()) {
        int exp = 0;
        std::size_t start = pos + 1;
        if (text[start] == '+')
            ++start;
        std::from_chars(text.data() + start, text.data() + text.size(), exp);
        out.exponent = exp;
    }
    return out;
}

} // namespace

DecimalDigits shortest_digits(double x)
{
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific);
    DecimalDigits d = split_scientific(std::string_view(buf, static_cast<std::size_t>(res.ptr - buf)));
    if (x == 0)
        d.exponent = 0;
    return d;
}

DecimalDigits significant_digits(double x, int significant)
{
    if (significant < 1)
        significant = 1;
    // Beyond 800 significant digits every further digit of a double is zero, so compute at most
    // that many and pad (keeps the buffer bounded for huge precisions).
    int computed = std::min(significant, 800);
    std::vector<char> buf(static_cast<std::size_t>(computed) + 32);
    auto res = std::to_chars(buf.data(), buf.data() + buf.size(), x, std::chars_format::scientific, computed - 1);
    DecimalDigits d = split_scientific(std::string_view(buf.data(), static_cast<std::size_t>(res.ptr - buf.data())));
    d.digits.append(static_cast<std::size_t>(significant - computed), '0');
    if (x == 0)
        d.exponent = 0;
    return d;
}

std::string fixed_digits(double x, int decimals)
{
    if (decimals < 0)
        decimals = 0;
    // A double has at most 1074 nonzero fractional digits; larger precisions only add zeros.
    int computed = std::min(decimals, 1100);
    std::vector<char> buf(static_cast<std::size_t>(computed) + 330);
    auto res = std::to_chars(buf.data(), buf.data() + buf.size(), std::fabs(x), std::chars_format::fixed, computed);
    std::string out(buf.data(), res.ptr);
    out.append(static_cast<std::size_t>(decimals - computed), '0');
    return out;
}

std::string float_repr(double x)
{
    if (std::isnan(x))
        return "nan";
    if (std::isinf(x))
        return x > 0 ? "inf" : "-inf";
    DecimalDigits d = shortest_digits(x);
    std::string out = d.negative ? "-" : "";
    const std::string& digits = d.digits;
    int exp = d.exponent;
    if (exp < -4 || exp >= 16) {
        out += digits[0];
        if (digits.size() > 1) {
            out += '.';
            out.append(digits, 1);
        }
        out += exp < 0 ? "e-" : "e+";
        int mag = exp < 0 ? -exp : exp;
        if (mag < 10)
            out += '0';
        out += std::to_string(mag);
        return out;
    }
    if (exp < 0) {
        out += "0.";
        out.append(static_cast<std::size_t>(-exp - 1), '0');
        out += digits;
        return out;
    }
    auto int_len = static_cast<std::size_t>(exp) + 1;
    if (digits.size() <= int_len) {
        out += digits;
        out.append(int_len - digits.size(), '0');
        out += ".0";
    } else {
        out.append(digits, 0, int_len);
        out += '.';
        out.append(digits, int_len);
    }
    return out;
}

// ---- Arithmetic --------------------------------------------------------------------------------

NumResult<double> float_div(double x, double y)
{
    if (y == 0)
        return make_error("ZeroDivisionError", "float division by zero");
    return x / y;
}

namespace {

// Python's float divmod: the remainder takes the divisor's sign, the quotient is rounded so that
// q * y + r reproduces x as closely as possible. y != 0.
std::pair<double, double> divmod_nonzero(double x, double y)
{
    double mod = std::fmod(x, y);
    double div = (x - mod) / y;
    if (mod != 0) {
        if ((y < 0) != (mod < 0)) {
            mod += y;
            div -= 1.0;
        }
    } else {
        mod = std::copysign(0.0, y);
    }
    double floordiv = 0;
    if (div != 0) {
        floordiv = std::floor(div);
        if (div - floordiv > 0.5)
            floordiv += 1.0;
    } else {
        floordiv = std::copysign(0.0, x / y);
    }
    return {floordiv, mod};
}

} // namespace

NumResult<double> float_floor_div(double x, double y)
{
    if (y == 0)
        return make_error("ZeroDivisionError", "float floor division by zero");
    return divmod_nonzero(x, y).first;
}

NumResult<double> float_mod(double x, double y)
{
    if (y == 0)
        return make_error("ZeroDivisionError", "float modulo");
    return divmod_nonzero(x, y).second;
}

NumResult<std::pair<double, double>> float_divmod(double x, double y)
{
    if (y == 0)
        return make_error("ZeroDivisionError", "float divmod()");
    return divmod_nonzero(x, y);
}

NumResult<double> float_pow(double x, double y)
{
    // std::pow follows C99 Annex F, which agrees with Python for every NaN/inf/zero special case
    // except the two Python turns into exceptions.
    if (x == 0 && y < 0)
        return make_error("ZeroDivisionError", "0.0 cannot be raised to a negative power");
    if (std::isfinite(x) && std::isfinite(y) && x < 0 && y != std::floor(y))
        return make_error("ValueError", "math domain error");
    double r = std::pow(x, y);
    if (std::isinf(r) && std::isfinite(x) && std::isfinite(y))
        return make_error("OverflowError", "(34, 'Numerical result out of range')");
    return r;
}

// ---- Hash --------------------------------------------------------------------------------------

std::int64_t float_hash(double x)
{
    if (std::isnan(x))
        return 0;
    if (std::isinf(x))
        return x > 0 ? 314159 : -314159;
    if (x == 0)
        return 0;
    // x = mant * 2**exp exactly with a 53-bit integer mant. Modulo P = 2**61 - 1, 2**61 == 1, so
    // multiplying by 2**exp is a rotation of a 61-bit residue by (exp mod 61) bits.
    int e = 0;
    double frac = std::frexp(std::fabs(x), &e);
    auto mant = static_cast<std::uint64_t>(std::ldexp(frac, 53));
    int exp = e - 53;
    int rot = ((exp % 61) + 61) % 61;
    std::uint64_t h = mant % kHashModulus;
    if (rot != 0)
        h = ((h << rot) & kHashModulus) | (h >> (61 - rot));
    if (h >= kHashModulus)
        h -= kHashModulus;
    auto result = static_cast<std::int64_t>(h);
    if (x < 0)
        result = -result;
    return result == -1 ? -2 : result;
}

// ---- Parsing -----------------------------------------------------------------------------------

namespace {

bool iequals(std::string_view a, std::string_view lower)
{
    if (a.size() != lower.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char c = a[i];
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c + 32);
        if (c != lower[i])
            return false;
    }
    return true;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Reads digit ( ["_"] digit )* at s[pos]; appends the digits to out. False if none or a stray '_'.
bool read_digitpart(std::string const& s, std::size_t& pos, std::string& out)
{
    if (pos >= s.size() || !is_digit(s[pos]))
        return false;
    while (pos < s.size()) {
        if (is_digit(s[pos])) {
            out += s[pos++];
        } else if (s[pos] == '_' && pos + 1 < s.size() && is_digit(s[pos + 1])) {
            ++pos;
        } else {
            break;
        }
    }
    return true;
}

} // namespace

NumResult<double> parse_float(std::string_view text)
{
    NumError invalid{"ValueError", "could not convert string to float: ", true};
    std::string s = normalize_numeric_text(text);
    std::size_t pos = 0;
    bool negative = false;
    if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) {
        negative = s[pos] == '-';
        ++pos;
    }
    std::string_view rest = std::string_view(s).substr(pos);
    if (iequals(rest, "inf") || iequals(rest, "infinity"))
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    if (iequals(rest, "nan"))
        return negative ? -std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::quiet_NaN();

    std::string int_digits;
    std::string frac_digits;
    std::string exp_digits;
    bool exp_negative = false;
    bool have_int = read_digitpart(s, pos, int_digits);
    bool have_frac = false;
    if (pos < s.size() && s[pos] == '.') {
        ++pos;
        have_frac = read_digitpart(s, pos, frac_digits);
    }
    if (!have_int && !have_frac)
        return invalid;
    if (pos < s.size() && (s[pos] == 'e' || s[pos] == 'E')) {
        ++pos;
        if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) {
            exp_negative = s[pos] == '-';
            ++pos;
        }
        if (!read_digitpart(s, pos, exp_digits))
            return invalid;
    }
    if (pos != s.size())
        return invalid;

    // Canonical form for from_chars: "<digits>e<exp>" with the point folded into the exponent.
    std::string mantissa = int_digits + frac_digits;
    std::size_t first_nonzero = mantissa.find_first_not_of('0');
    if (first_nonzero == std::string::npos)
        return negative ? -0.0 : 0.0;
    mantissa.erase(0, first_nonzero);
    // Clamp absurd exponents; anything this large is inf or 0 anyway.
    long long exp = 0;
    for (char c : exp_digits) {
        exp = exp * 10 + (c - '0');
        if (exp > 1'000'000'000)
            break;
    }
    if (exp_negative)
        exp = -exp;
    exp -= static_cast<long long>(frac_digits.size());
    // Decimal exponent of the leading digit, used to classify overflow/underflow.
    long long lead_exp = exp + static_cast<long long>(mantissa.size()) - 1;
    if (lead_exp > 400)
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    if (lead_exp < -400)
        return negative ? -0.0 : 0.0;
    std::string canonical = mantissa + "e" + std::to_string(exp);
    double value = 0;
    auto res = std::from_chars(canonical.data(), canonical.data() + canonical.size(), value);
    if (res.ec == std::errc::result_out_of_range)
        value = lead_exp > 0 ? std::numeric_limits<double>::infinity() : 0.0;
    return negative ? -value : value;
}

// ---- Rounding ----------------------------------------------------------------------------------

NumResult<double> round_float(double x, std::int64_t ndigits)
{
    if (!std::isfinite(x) || x == 0)
        return x;
    // Beyond these bounds the answer is x itself or a signed zero (no double has more digits).
    if (ndigits > 323)
        return x;
    if (ndigits < -308)
        return std::copysign(0.0, x);
    std::string text;
    if (ndigits >= 0) {
        text = fixed_digits(x, static_cast<int>(ndigits));
    } else {
        // Round the exact integer part at digit 10**k; a nonzero fraction breaks exact ties.
        auto k = static_cast<std::size_t>(-ndigits);
        double ip = std::trunc(std::fabs(x));
        bool sticky = ip != std::fabs(x);
        std::string digits = fixed_digits(ip, 0);
        if (digits.size() < k + 1)
            digits.insert(0, k + 1 - digits.size(), '0');
        std::string head = digits.substr(0, digits.size() - k);
        std::string tail = digits.substr(digits.size() - k);
        bool rest_nonzero = sticky || tail.find_first_not_of('0', 1) != std::string::npos;
        bool up = tail[0] > '5' ||
                  (tail[0] == '5' && (rest_nonzero || ((head.back() - '0') % 2 == 1)));
        if (up) {
            std::size_t i = head.size();
            while (i > 0 && head[i - 1] == '9')
                head[--i] = '0';
            if (i == 0)
                head.insert(0, "1");
            else
                ++head[i - 1];
        }
        text = head + "e" + std::to_string(k);
    }
    double value = 0;
    auto res = std::from_chars(text.data(), text.data() + text.size(), value);
    if (res.ec == std::errc::result_out_of_range || std::isinf(value))
        return make_error("OverflowError", "rounded value too large to represent");
    return std::signbit(x) ? -value : value;
}

NumResult<BigInt> round_float_to_int(double x)
{
    if (std::isnan(x) || std::isinf(x))
        return from_double(x);
    double f = std::floor(x);
    double diff = x - f;  // exact
    if (diff > 0.5 || (diff == 0.5 && std::fmod(f, 2.0) != 0))
        f += 1.0;
    return from_double(f);
}

bool float_is_integer(double x) { return std::isfinite(x) && x == std::floor(x); }

NumResult<std::pair<BigInt, BigInt>> float_as_integer_ratio(double x)
{
    if (std::isinf(x))
        return make_error("OverflowError", "cannot convert Infinity to integer ratio");
    if (std::isnan(x))
        return make_error("ValueError", "cannot convert NaN to integer ratio");
    if (x == 0) {
        std::pair<BigInt, BigInt> zero;
        zero.second = 1;
        return zero;
    }
    int e = 0;
    double frac = std::frexp(std::fabs(x), &e);
    auto mant = static_cast<std::uint64_t>(std::ldexp(frac, 53));
    int exp = e - 53;
    while (exp < 0 && (mant & 1) == 0) {
        mant >>= 1;
        ++exp;
    }
    BigInt num = mant;
    BigInt den = 1;
    if (exp >= 0)
        num <<= static_cast<unsigned>(exp);
    else
        den <<= static_cast<unsigned>(-exp);
    if (x < 0)
        num = -num;
    return std::pair<BigInt, BigInt>{std::move(num), std::move(den)};
}

// ---- int/float comparison ---------------------------------------------------------------------

Ordering compare_int_float(BigInt const& a, double x)
{
    if (std::isnan(x))
        return Ordering::Unordered;
    if (std::isinf(x))
        return x > 0 ? Ordering::Less : Ordering::Greater;
    double fl = std::floor(x);
    BigInt ip = value_of(from_double(fl));  // exact: fl is integral and finite
    if (a < ip)
        return Ordering::Less;
    if (a > ip)
        return Ordering::Greater;
    return fl == x ? Ordering::Equal : Ordering::Less;
}

Ordering compare_int_float(std::int64_t a, double x)
{
    if (std::isnan(x))
        return Ordering::Unordered;
    constexpr std::int64_t kExact = std::int64_t{1} << 53;
    if (a >= -kExact && a <= kExact) {
        auto d = static_cast<double>(a);  // exact
        return d < x ? Ordering::Less : d > x ? Ordering::Greater : Ordering::Equal;
    }
    if (x >= 9223372036854775808.0)
        return Ordering::Less;
    if (x < -9223372036854775808.0)
        return Ordering::Greater;
    double fl = std::floor(x);
    auto ip = static_cast<std::int64_t>(fl);
    if (a < ip)
        return Ordering::Less;
    if (a > ip)
        return Ordering::Greater;
    return fl == x ? Ordering::Equal : Ordering::Less;
}

} // namespace basilisk::num
