#pragma once
// Python int semantics over boost::multiprecision::cpp_int, plus int64 fast paths.
// Pure functions: no VM types, no global state. Errors come back as NumError values carrying
// CPython 3.11's exception type and message.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <boost/multiprecision/cpp_int.hpp>

#include "vm/num/result.h"

namespace basilisk::num {

using BigInt = boost::multiprecision::cpp_int;

// Default cap on the size of a computed int (pow, <<, *). Exceeding it yields a "LimitError".
// One million bits keeps the slowest single operation (schoolbook multiplication) near a
// quarter of a second, so no limit can be outrun inside one bytecode.
inline constexpr std::uint64_t kDefaultMaxBits = 1'000'000;
// CPython's default sys.get_int_max_str_digits(); 0 means unlimited.
inline constexpr std::uint64_t kDefaultMaxStrDigits = 4300;

// ---- int64 fast paths. std::nullopt means "not representable / not handled here": the caller
// redoes the operation on BigInt, which also produces any Python error (e.g. division by 0).
std::optional<std::int64_t> checked_add(std::int64_t a, std::int64_t b);
std::optional<std::int64_t> checked_sub(std::int64_t a, std::int64_t b);
std::optional<std::int64_t> checked_mul(std::int64_t a, std::int64_t b);
std::optional<std::int64_t> checked_neg(std::int64_t a);
// Python // and % (result takes the sign of the divisor). nullopt when b == 0 or on overflow.
std::optional<std::int64_t> floor_div(std::int64_t a, std::int64_t b);
std::optional<std::int64_t> floor_mod(std::int64_t a, std::int64_t b);

// ---- Arithmetic.
// ZeroDivisionError "integer division or modulo by zero".
NumResult<BigInt> floor_div(BigInt const& a, BigInt const& b);
// ZeroDivisionError "integer modulo by zero".
NumResult<BigInt> floor_mod(BigInt const& a, BigInt const& b);
// ZeroDivisionError "integer division or modulo by zero".
NumResult<std::pair<BigInt, BigInt>> divmod(BigInt const& a, BigInt const& b);
// int / int, correctly rounded for any magnitudes. ZeroDivisionError "division by zero",
// OverflowError "integer division result too large for a float".
NumResult<double> true_div(BigInt const& a, BigInt const& b);
// base ** exp for exp >= 0 (a negative exp is a float operation in Python: the caller converts
// both operands with to_double and uses float_pow; here it is a ValueError). Refuses with
// "LimitError" when the result would need more than max_bits bits.
NumResult<BigInt> pow(BigInt const& base, BigInt const& exp, std::uint64_t max_bits = kDefaultMaxBits);
// pow(base, exp, mod) including negative exp (modular inverse, Python 3.8+).
// ValueError "pow() 3rd argument cannot be 0", "base is not invertible for the given modulus".
NumResult<BigInt> pow_mod(BigInt const& base, BigInt const& exp, BigInt const& mod);

// ---- Bits. Bitwise operators follow Python's infinite two's-complement semantics for negative
// values (cpp_int implements exactly that; unit tests pin it down).
BigInt bit_and(BigInt const& a, BigInt const& b);
BigInt bit_or(BigInt const& a, BigInt const& b);
BigInt bit_xor(BigInt const& a, BigInt const& b);
BigInt bit_invert(BigInt const& a);  // ~a == -a - 1
// ValueError "negative shift count"; OverflowError "too many digits in integer" when the count
// does not fit in 64 bits; "LimitError" when the result exceeds max_bits.
NumResult<BigInt> shift_left(BigInt const& a, BigInt const& count, std::uint64_t max_bits = kDefaultMaxBits);
// Arithmetic (floor) shift. ValueError "negative shift count".
NumResult<BigInt> shift_right(BigInt const& a, BigInt const& count);
std::uint64_t bit_length(BigInt const& a);  // of |a|; 0 for 0
std::uint64_t bit_count(BigInt const& a);   // popcount of |a|
std::uint64_t bit_length(std::int64_t a);
std::uint64_t bit_count(std::int64_t a);

// ---- Conversions.
// str(int). ValueError "Exceeds the limit (4300 digits) for integer string conversion; use
// sys.set_int_max_str_digits() to increase the limit" (max_str_digits == 0: unlimited).
NumResult<std::string> to_decimal_string(BigInt const& a, std::uint64_t max_str_digits = kDefaultMaxStrDigits);
// bin/oct/hex digits for base 2, 8 or 16 (lower case), never limited. With with_prefix, CPython's
// bin()/oct()/hex() form: "-0x1f", "0b0". Any other base returns decimal.
std::string to_base_string(BigInt const& a, int base, bool with_prefix);
// int(text, base). text is UTF-8; Unicode whitespace and decimal digits are accepted as
// CPython does. Errors: ValueError "int() base must be >= 2 and <= 36, or 0";
// ValueError "invalid literal for int() with base N: " with append_input_repr set (the caller
// appends repr of the original argument); ValueError "Exceeds the limit (4300 digits) for
// integer string conversion: value has 5000 digits; use sys.set_int_max_str_digits() to
// increase the limit" (only for bases that are not powers of two).
NumResult<BigInt> parse_int(std::string_view text, int base, std::uint64_t max_str_digits = kDefaultMaxStrDigits);
// float(int), round-half-even. OverflowError "int too large to convert to float".
NumResult<double> to_double(BigInt const& a);
// int(float), truncating. OverflowError "cannot convert float infinity to integer",
// ValueError "cannot convert float NaN to integer".
NumResult<BigInt> from_double(double x);

// Fits in int64? (The VM keeps such values inline.)
std::optional<std::int64_t> to_int64(BigInt const& a);

// ---- Hashing: CPython's hash(int): reduction modulo 2**61 - 1 keeping the sign, with -1
// mapped to -2. Consistent with float_hash for integral floats.
inline constexpr std::uint64_t kHashModulus = (std::uint64_t{1} << 61) - 1;
std::int64_t hash_int(BigInt const& a);
std::int64_t hash_int(std::int64_t a);

} // namespace basilisk::num
