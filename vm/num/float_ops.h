#pragma once
// Python float semantics: repr, arithmetic corner cases, hashing, parsing, round(), and exact
// int/float comparison. Pure functions; errors are NumError values with CPython 3.11 wording.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "vm/num/bigint.h"
#include "vm/num/result.h"

namespace basilisk::num {

// Decimal digits of a finite double: value = 0.d1d2d3... * 10**(exponent + 1), i.e. `exponent` is
// the power of ten of the first digit (as in scientific notation). digits has no leading zeros
// except for zero itself ("0").
struct DecimalDigits {
    bool negative = false;
    std::string digits;
    int exponent = 0;
};
// Shortest digits that round-trip (what repr uses).
DecimalDigits shortest_digits(double x);
// Correctly rounded to `significant` >= 1 digits (half to even on exact ties).
DecimalDigits significant_digits(double x, int significant);
// Correctly rounded fixed-point text of |x| with `decimals` digits after the point (no sign).
std::string fixed_digits(double x, int decimals);

// repr(x) / str(x): shortest round-tripping digits; exponent form when the decimal exponent is
// < -4 or >= 16 ("1e+16", "1e-05"), otherwise positional with at least one fractional digit.
std::string float_repr(double x);

// x / y. ZeroDivisionError "float division by zero".
NumResult<double> float_div(double x, double y);
// x // y. ZeroDivisionError "float floor division by zero".
NumResult<double> float_floor_div(double x, double y);
// x % y, result has the sign of y. ZeroDivisionError "float modulo".
NumResult<double> float_mod(double x, double y);
// divmod(x, y). ZeroDivisionError "float divmod()".
NumResult<std::pair<double, double>> float_divmod(double x, double y);
// x ** y. ZeroDivisionError "0.0 cannot be raised to a negative power";
// OverflowError "(34, 'Numerical result out of range')".
// Deviation: CPython returns a complex number for a negative finite base and a non-integral
// exponent; Basilisk has no complex type, so this is ValueError "math domain error".
NumResult<double> float_pow(double x, double y);

// hash(x) as CPython: integral values hash like the equal int; inf -> 314159, -inf -> -314159.
// NaN returns 0: since 3.10 CPython hashes a NaN by object identity, which only the caller knows.
std::int64_t float_hash(double x);

// float(text). Accepts surrounding (Unicode) whitespace, a sign, PEP 515 underscores between
// digits, "inf"/"infinity"/"nan" in any case; out-of-range values become +-inf or +-0.0.
// ValueError "could not convert string to float: " with append_input_repr set.
NumResult<double> parse_float(std::string_view text);

// round(x, ndigits) -> float, correctly rounded through the exact decimal value (half to even),
// so round(2.675, 2) == 2.67. Non-finite x is returned unchanged.
// OverflowError "rounded value too large to represent".
NumResult<double> round_float(double x, std::int64_t ndigits);
// round(x) -> int, half to even. OverflowError "cannot convert float infinity to integer",
// ValueError "cannot convert float NaN to integer".
NumResult<BigInt> round_float_to_int(double x);

bool float_is_integer(double x);
// x.as_integer_ratio() in lowest terms with a positive denominator.
// OverflowError "cannot convert Infinity to integer ratio", ValueError "cannot convert NaN to integer ratio".
NumResult<std::pair<BigInt, BigInt>> float_as_integer_ratio(double x);

// Exact comparison of an int with a float (no rounding of the int): 2**53 + 1 > 2.0**53.
enum class Ordering { Less = -1, Equal = 0, Greater = 1, Unordered = 2 };  // Unordered: x is NaN
Ordering compare_int_float(BigInt const& a, double x);
Ordering compare_int_float(std::int64_t a, double x);

} // namespace basilisk::num
