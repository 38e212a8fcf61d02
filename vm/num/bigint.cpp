#include "vm/num/bigint.h"

#include <cmath>
#include <limits>
#include <vector>

#include "vm/num/text.h"

namespace basilisk::num {

namespace mp = boost::multiprecision;

namespace {

constexpr const char* kStrDigitsAdvice = "use sys.set_int_max_str_digits() to increase the limit";

NumError limit_error(std::uint64_t max_bits)
{
    return make_error("LimitError",
                      "integer result too large (more than " + std::to_string(max_bits) + " bits)");
}

// Rounds mag * 2**exp2 (mag > 0; `sticky` says nonzero bits were already dropped below mag's
// lowest bit) to the nearest double, ties to even, handling subnormals. nullopt on overflow.
std::optional<double> round_to_double(BigInt const& mag, std::int64_t exp2, bool sticky)
{
    std::int64_t nbits = static_cast<std::int64_t>(mp::msb(mag)) + 1;
    std::int64_t top = nbits + exp2;  // mag * 2**exp2 < 2**top
    if (top > 1025)
        return std::nullopt;
    std::int64_t lsb = std::max<std::int64_t>(top - 53, -1074);  // weight of the last kept bit
    std::int64_t shift = lsb - exp2;                              // low bits of mag to drop
    std::uint64_t m = 0;
    if (shift <= 0) {
        m = static_cast<std::uint64_t>(mag) << (-shift);
    } else {
        BigInt kept = mag >> static_cast<unsigned>(shift);
        m = static_cast<std::uint64_t>(kept);
        bool half = mp::bit_test(mag, static_cast<unsigned>(shift - 1));
        bool below_half = sticky || (static_cast<std::int64_t>(mp::lsb(mag)) < shift - 1);
        if (half && (below_half || (m & 1)))
            ++m;
    }
    double result = std::ldexp(static_cast<double>(m), static_cast<int>(lsb));
    if (std::isinf(result))
        return std::nullopt;
    return result;
}

NumError zero_div_error() { return make_error("ZeroDivisionError", "integer division or modulo by zero"); }

} // namespace

// ---- int64 fast paths ----------------------------------------------------------------------

std::optional<std::int64_t> checked_add(std::int64_t a, std::int64_t b)
{
    std::int64_t r;
    if (__builtin_add_overflow(a, b, &r))
        return std::nullopt;
    return r;
}

std::optional<std::int64_t> checked_sub(std::int64_t a, std::int64_t b)
{
    std::int64_t r;
    if (__builtin_sub_overflow(a, b, &r))
        return std::nullopt;
    return r;
}

std::optional<std::int64_t> checked_mul(std::int64_t a, std::int64_t b)
{
    std::int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        return std::nullopt;
    return r;
}

std::optional<std::int64_t> checked_neg(std::int64_t a)
{
    if (a == std::numeric_limits<std::int64_t>::min())
        return std::nullopt;
    return -a;
}

std::optional<std::int64_t> floor_div(std::int64_t a, std::int64_t b)
{
    if (b == 0 || (a == std::numeric_limits<std::int64_t>::min() && b == -1))
        return std::nullopt;
    std::int64_t q = a / b;
    // C++ truncates; Python floors: step down when the remainder's sign differs from b's.
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

std::optional<std::int64_t> floor_mod(std::int64_t a, std::int64_t b)
{
    if (b == 0)
        return std::nullopt;
    if (b == -1)
        return 0;
    std::int64_t r = a % b;
    if (r != 0 && ((r < 0) != (b < 0)))
        r += b;
    return r;
}

// ---- BigInt arithmetic -----------------------------------------------------------------------

NumResult<std::pair<BigInt, BigInt>> divmod(BigInt const& a, BigInt const& b)
{
    if (b.is_zero())
        return zero_div_error();
    BigInt q;
    BigInt r;
    mp::divide_qr(a, b, q, r);
    if (!r.is_zero() && ((r.sign() < 0) != (b.sign() < 0))) {
        --q;
        r += b;
    }
    return std::pair<BigInt, BigInt>{std::move(q), std::move(r)};
}

NumResult<BigInt> floor_div(BigInt const& a, BigInt const& b)
{
    auto r = divmod(a, b);
    if (!is_ok(r))
        return error_of(r);
    return std::move(value_of(r).first);
}

NumResult<BigInt> floor_mod(BigInt const& a, BigInt const& b)
{
    if (b.is_zero())
        return make_error("ZeroDivisionError", "integer modulo by zero");
    BigInt r = a % b;
    if (!r.is_zero() && ((r.sign() < 0) != (b.sign() < 0)))
        r += b;
    return r;
}

NumResult<double> true_div(BigInt const& a, BigInt const& b)
{
    if (b.is_zero())
        return make_error("ZeroDivisionError", "division by zero");
    bool negative = (a.sign() < 0) != (b.sign() < 0);
    if (a.is_zero())
        return negative ? -0.0 : 0.0;
    BigInt abs_a = mp::abs(a);
    BigInt abs_b = mp::abs(b);
    std::int64_t bits_a = static_cast<std::int64_t>(mp::msb(abs_a)) + 1;
    std::int64_t bits_b = static_cast<std::int64_t>(mp::msb(abs_b)) + 1;
    // Both exactly representable: one IEEE division is correctly rounded.
    if (bits_a <= 53 && bits_b <= 53)
        return static_cast<double>(a) / static_cast<double>(b);
    std::int64_t diff = bits_a - bits_b;
    NumError overflow = make_error("OverflowError", "integer division result too large for a float");
    if (diff > 1025)
        return overflow;
    if (diff < -1080)
        return negative ? -0.0 : 0.0;
    // Scale so the integer quotient has 55 or 56 bits; the remainder becomes a sticky bit.
    std::int64_t shift = diff - 55;
    BigInt q;
    BigInt r;
    if (shift >= 0)
        mp::divide_qr(abs_a, BigInt(abs_b << static_cast<unsigned>(shift)), q, r);
    else
        mp::divide_qr(BigInt(abs_a << static_cast<unsigned>(-shift)), abs_b, q, r);
    auto d = round_to_double(q, shift, !r.is_zero());
    if (!d)
        return overflow;
    return negative ? -*d : *d;
}

NumResult<BigInt> pow(BigInt const& base, BigInt const& exp, std::uint64_t max_bits)
{
    if (exp.sign() < 0)
        return make_error("ValueError", "negative exponent: integer pow needs exp >= 0");
    if (exp.is_zero())
        return BigInt(1);
    if (base.is_zero() || base == 1)
        return base;
    if (base == -1)
        return mp::bit_test(exp, 0) ? BigInt(-1) : BigInt(1);
    // |base| >= 2: the result needs about exp * log2|base| bits.
    // (Boost's pow and shifts take a 32-bit count, so larger ones are refused too.)
    if (exp > max_bits || exp > std::numeric_limits<unsigned>::max())
        return limit_error(max_bits);
    auto e = static_cast<std::uint64_t>(exp);
    BigInt mag = mp::abs(base);
    std::uint64_t nbits = mp::msb(mag) + 1;
    double log2_base = static_cast<double>(nbits);
    if (nbits <= 1000) {
        log2_base = std::log2(static_cast<double>(mag));
    }
    if (static_cast<double>(e) * log2_base > static_cast<double>(max_bits) + 1)
        return limit_error(max_bits);
    return BigInt(mp::pow(base, static_cast<unsigned>(e)));
}

namespace {

// Inverse of a modulo m (m > 0, 0 <= a < m), or nullopt when gcd(a, m) != 1.
std::optional<BigInt> mod_inverse(BigInt const& a, BigInt const& m)
{
    BigInt old_r = a, r = m;
    BigInt old_s = 1, s = 0;
    while (!r.is_zero()) {
        BigInt q = old_r / r;
        BigInt t = old_r - q * r;
        old_r = std::move(r);
        r = std::move(t);
        t = old_s - q * s;
        old_s = std::move(s);
        s = std::move(t);
    }
    if (old_r != 1)
        return std::nullopt;
    BigInt inv = old_s % m;
    if (inv.sign() < 0)
        inv += m;
    return inv;
}

} // namespace

NumResult<BigInt> pow_mod(BigInt const& base, BigInt const& exp, BigInt const& mod)
{
    if (mod.is_zero())
        return make_error("ValueError", "pow() 3rd argument cannot be 0");
    bool negative_mod = mod.sign() < 0;
    BigInt m = mp::abs(mod);
    if (m == 1)
        return BigInt(0);
    BigInt b = base % m;
    if (b.sign() < 0)
        b += m;
    BigInt e = exp;
    if (e.sign() < 0) {
        auto inv = mod_inverse(b, m);
        if (!inv)
            return make_error("ValueError", "base is not invertible for the given modulus");
        b = std::move(*inv);
        e = -e;
    }
    // Square-and-multiply over the exponent's bits (Boost's powm shifts the exponent at every
    // step: quadratic in its size, 4 s for a million-bit exponent). Each step costs about the
    // modulus' size squared: refuse up front what would take more than a fraction of a second.
    std::uint64_t ebits = bit_length(e);
    double limbs = double(bit_length(m) / 64 + 1);
    if (double(ebits) * limbs * limbs > 2e8)
        return make_error("LimitError", "integer result too large");
    BigInt result;
    if (m <= std::numeric_limits<std::uint64_t>::max()) {
        std::uint64_t mm = std::uint64_t(m), bb = std::uint64_t(b), r = 1 % mm;
        for (std::uint64_t i = ebits; i-- > 0;) {
            r = std::uint64_t((unsigned __int128)r * r % mm);
            if (mp::bit_test(e, unsigned(i))) r = std::uint64_t((unsigned __int128)r * bb % mm);
        }
        result = r;
    } else {
        result = 1;
        for (std::uint64_t i = ebits; i-- > 0;) {
            result = BigInt(result * result % m);
            if (mp::bit_test(e, unsigned(i))) result = BigInt(result * b % m);
        }
    }
    // Python's result takes the sign of the modulus.
    if (negative_mod && !result.is_zero())
        result -= m;
    return result;
}

// ---- Bits --------------------------------------------------------------------------------------

BigInt bit_and(BigInt const& a, BigInt const& b) { return a & b; }
BigInt bit_or(BigInt const& a, BigInt const& b) { return a | b; }
BigInt bit_xor(BigInt const& a, BigInt const& b) { return a ^ b; }
BigInt bit_invert(BigInt const& a) { return -a - 1; }

NumResult<BigInt> shift_left(BigInt const& a, BigInt const& count, std::uint64_t max_bits)
{
    if (count.sign() < 0)
        return make_error("ValueError", "negative shift count");
    if (a.is_zero())
        return BigInt(0);
    if (count > std::numeric_limits<std::int64_t>::max())
        return make_error("OverflowError", "too many digits in integer");
    auto c = static_cast<std::uint64_t>(count);
    if (bit_length(a) + c > max_bits || c > std::numeric_limits<unsigned>::max())
        return limit_error(max_bits);
    return BigInt(a << static_cast<unsigned>(c));
}

NumResult<BigInt> shift_right(BigInt const& a, BigInt const& count)
{
    if (count.sign() < 0)
        return make_error("ValueError", "negative shift count");
    if (count >= bit_length(a))
        return BigInt(a.sign() < 0 ? -1 : 0);
    return BigInt(a >> static_cast<unsigned>(count));
}

std::uint64_t bit_length(BigInt const& a)
{
    if (a.is_zero())
        return 0;
    BigInt mag = mp::abs(a);
    return mp::msb(mag) + 1;
}

std::uint64_t bit_count(BigInt const& a)
{
    if (a.is_zero())
        return 0;
    BigInt mag = mp::abs(a);
    std::vector<unsigned char> bytes;
    mp::export_bits(mag, std::back_inserter(bytes), 8);
    std::uint64_t n = 0;
    for (unsigned char byte : bytes)
        n += static_cast<std::uint64_t>(__builtin_popcount(byte));
    return n;
}

std::uint64_t bit_length(std::int64_t a)
{
    std::uint64_t mag = a < 0 ? 0 - static_cast<std::uint64_t>(a) : static_cast<std::uint64_t>(a);
    return mag == 0 ? 0 : 64 - static_cast<std::uint64_t>(__builtin_clzll(mag));
}

std::uint64_t bit_count(std::int64_t a)
{
    std::uint64_t mag = a < 0 ? 0 - static_cast<std::uint64_t>(a) : static_cast<std::uint64_t>(a);
    return static_cast<std::uint64_t>(__builtin_popcountll(mag));
}

// ---- Conversions -------------------------------------------------------------------------------

NumResult<std::string> to_decimal_string(BigInt const& a, std::uint64_t max_str_digits)
{
    NumError too_long = make_error(
        "ValueError",
        "Exceeds the limit (" + std::to_string(max_str_digits) +
            " digits) for integer string conversion; " + kStrDigitsAdvice);
    if (max_str_digits != 0) {
        // Cheap reject before the quadratic conversion: the number has at least
        // floor((bits - 1) * log10(2)) + 1 digits.
        std::uint64_t bits = bit_length(a);
        if (bits > 1 && static_cast<double>(bits - 1) * 0.30102999566398 > static_cast<double>(max_str_digits) + 1)
            return too_long;
    }
    std::string s = a.str();
    std::uint64_t digits = s.size() - (a.sign() < 0 ? 1 : 0);
    if (max_str_digits != 0 && digits > max_str_digits)
        return too_long;
    return s;
}

std::string to_base_string(BigInt const& a, int base, bool with_prefix)
{
    unsigned bits_per_digit = base == 2 ? 1 : base == 8 ? 3 : base == 16 ? 4 : 0;
    if (bits_per_digit == 0)
        return a.str();
    std::string out;
    if (a.sign() < 0)
        out += '-';
    if (with_prefix)
        out += base == 2 ? "0b" : base == 8 ? "0o" : "0x";
    if (a.is_zero())
        return out + '0';
    BigInt mag = mp::abs(a);
    std::vector<unsigned char> bytes;  // little-endian
    mp::export_bits(mag, std::back_inserter(bytes), 8, false);
    std::uint64_t nbits = mp::msb(mag) + 1;
    std::uint64_t ndigits = (nbits + bits_per_digit - 1) / bits_per_digit;
    auto bit_at = [&](std::uint64_t i) -> unsigned {
        if (i / 8 >= bytes.size())
            return 0;
        return (bytes[i / 8] >> (i % 8)) & 1u;
    };
    static constexpr char kDigits[] = "0123456789abcdef";
    for (std::uint64_t d = ndigits; d-- > 0;) {
        unsigned value = 0;
        for (unsigned k = bits_per_digit; k-- > 0;)
            value = (value << 1) | bit_at(d * bits_per_digit + k);
        out += kDigits[value];
    }
    return out;
}

namespace {

int digit_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

} // namespace

NumResult<BigInt> parse_int(std::string_view text, int base, std::uint64_t max_str_digits)
{
    if (base != 0 && (base < 2 || base > 36))
        return make_error("ValueError", "int() base must be >= 2 and <= 36, or 0");
    NumError invalid{"ValueError", "invalid literal for int() with base " + std::to_string(base) + ": ", true};
    std::string s = normalize_numeric_text(text);
    std::size_t pos = 0;
    bool negative = false;
    if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) {
        negative = s[pos] == '-';
        ++pos;
    }
    auto has_prefix = [&](char lower) {
        return pos + 1 < s.size() && s[pos] == '0' && (s[pos + 1] == lower || s[pos + 1] == lower - 32);
    };
    int effective = base;
    bool prefixed = false;
    if (base == 0) {
        if (has_prefix('x'))
            effective = 16, prefixed = true;
        else if (has_prefix('o'))
            effective = 8, prefixed = true;
        else if (has_prefix('b'))
            effective = 2, prefixed = true;
        else
            effective = 10;
    } else if ((base == 16 && has_prefix('x')) || (base == 8 && has_prefix('o')) || (base == 2 && has_prefix('b'))) {
        prefixed = true;
    }
    if (prefixed) {
        pos += 2;
        // PEP 515 allows one underscore between the prefix and the first digit.
        if (pos < s.size() && s[pos] == '_')
            ++pos;
    }
    // Validate digits: single underscores only between digits.
    std::string digits;
    digits.reserve(s.size() - pos);
    bool last_underscore = false;
    for (; pos < s.size(); ++pos) {
        char c = s[pos];
        if (c == '_') {
            if (digits.empty() || last_underscore)
                return invalid;
            last_underscore = true;
            continue;
        }
        if (digit_value(c) >= effective)
            return invalid;
        digits += c;
        last_underscore = false;
    }
    if (digits.empty() || last_underscore)
        return invalid;
    // Base 0 without a prefix forbids leading zeros on a nonzero number ("010").
    if (base == 0 && !prefixed && digits[0] == '0' && digits.find_first_not_of('0') != std::string::npos)
        return invalid;
    bool power_of_two = (effective & (effective - 1)) == 0;
    if (!power_of_two && max_str_digits != 0 && digits.size() > max_str_digits) {
        return make_error("ValueError", "Exceeds the limit (" + std::to_string(max_str_digits) +
                                            " digits) for integer string conversion: value has " +
                                            std::to_string(digits.size()) + " digits; " + kStrDigitsAdvice);
    }
    // Accumulate several digits in a machine word before touching the big number.
    BigInt result = 0;
    std::uint64_t chunk = 0;
    std::uint64_t chunk_scale = 1;
    auto max_scale = std::numeric_limits<std::uint64_t>::max() / 36;
    for (char c : digits) {
        chunk = chunk * static_cast<std::uint64_t>(effective) + static_cast<std::uint64_t>(digit_value(c));
        chunk_scale *= static_cast<std::uint64_t>(effective);
        if (chunk_scale > max_scale) {
            result = result * chunk_scale + chunk;
            chunk = 0;
            chunk_scale = 1;
        }
    }
    if (chunk_scale > 1)
        result = result * chunk_scale + chunk;
    if (negative)
        result = -result;
    return result;
}

NumResult<double> to_double(BigInt const& a)
{
    if (a.is_zero())
        return 0.0;
    auto d = round_to_double(mp::abs(a), 0, false);
    if (!d)
        return make_error("OverflowError", "int too large to convert to float");
    return a.sign() < 0 ? -*d : *d;
}

NumResult<BigInt> from_double(double x)
{
    if (std::isnan(x))
        return make_error("ValueError", "cannot convert float NaN to integer");
    if (std::isinf(x))
        return make_error("OverflowError", "cannot convert float infinity to integer");
    double t = std::trunc(x);
    if (std::fabs(t) < 9.2e18)
        return BigInt(static_cast<std::int64_t>(t));
    int exp = 0;
    double frac = std::frexp(t, &exp);  // t = frac * 2**exp, 0.5 <= |frac| < 1, exp > 53 here
    auto mant = static_cast<std::int64_t>(std::ldexp(frac, 53));
    return BigInt(BigInt(mant) << static_cast<unsigned>(exp - 53));
}

std::optional<std::int64_t> to_int64(BigInt const& a)
{
    if (a < std::numeric_limits<std::int64_t>::min() || a > std::numeric_limits<std::int64_t>::max())
        return std::nullopt;
    return static_cast<std::int64_t>(a);
}

// ---- Hashing -----------------------------------------------------------------------------------

std::int64_t hash_int(std::int64_t a)
{
    std::uint64_t mag = a < 0 ? 0 - static_cast<std::uint64_t>(a) : static_cast<std::uint64_t>(a);
    auto h = static_cast<std::int64_t>(mag % kHashModulus);
    if (a < 0)
        h = -h;
    return h == -1 ? -2 : h;
}

std::int64_t hash_int(BigInt const& a)
{
    if (auto small = to_int64(a))
        return hash_int(*small);
    BigInt rem = mp::abs(a) % kHashModulus;
    auto h = static_cast<std::int64_t>(static_cast<std::uint64_t>(rem));
    if (a.sign() < 0)
        h = -h;
    return h == -1 ? -2 : h;
}

} // namespace basilisk::num
