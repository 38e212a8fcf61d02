// The math module: its constants, the registration of every function, the argument conversions
// and error rules all its files share, and the functions of floats that are libm calls plus
// CPython's handling of special values. Results must be CPython 3.11's bit for bit: where
// CPython calls the C library, so does this (the same glibc gives the same bits); where it has
// its own code (log of big ints, pow's special values, remainder, ulp), this follows it.
#include <cerrno>
#include <cmath>
#include <cstring>
#include <limits>

#include <fmt/format.h>

#include "stdlib/modules/math_support.h"
#include "stdlib/modules/registry.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib {

namespace math {

namespace {

constexpr double kPi = 3.141592653589793238462643383279502884;
constexpr double kE = 2.718281828459045235360287471352662498;

Value new_bool(bool b) { return Value::boolean(b); }

bool float_of_int(Vm& vm, Value v, double& out) {
    if (v.is_bool()) { out = v.as_bool() ? 1.0 : 0.0; return true; }
    if (v.is_small_int()) { out = double(v.as_small_int()); return true; }
    auto r = num::to_double(vm.as<vm::BigIntObject>(v).value);
    if (!num::is_ok(r)) { vm::raise_num_error(vm, num::error_of(r)); return false; }
    out = num::value_of(r);
    return true;
}

}  // namespace

// ---- Shared helpers (math_support.h) -----------------------------------------------------------

bool real_arg(Vm& vm, Value v, double& out) {
    // A `class X(float)` instance is its value (CPython's PyFloat_AsDouble reads it, whatever
    // X's __float__ says).
    if (vm.is_float(v)) { out = vm.plain_float(v).as_float(); return true; }
    if (vm.is_int(v)) return float_of_int(vm, v, out);
    Value r = vm::call_dunder(vm, v, "__float__", {});
    if (r.is_error()) return false;
    if (!r.is_undefined()) {
        if (!vm.is_float(r)) {
            vm.raise(TypeId::TypeError, fmt::format("{}.__float__ returned non-float (type {})", vm.type_name(v),
                                                    vm.type_name(r)));
            return false;
        }
        out = vm.plain_float(r).as_float();
        return true;
    }
    r = vm::call_dunder(vm, v, "__index__", {});
    if (r.is_error()) return false;
    if (!r.is_undefined()) {
        if (!vm.is_int(r)) {
            vm.raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", vm.type_name(r)));
            return false;
        }
        return float_of_int(vm, r, out);
    }
    vm.raise(TypeId::TypeError, fmt::format("must be real number, not {}", vm.type_name(v)));
    return false;
}

bool index_arg(Vm& vm, Value v, num::BigInt& out) {
    if (vm.is_int(v)) { out = vm.bigint_of(v); return true; }
    Value r = vm::call_dunder(vm, v, "__index__", {});
    if (r.is_error()) return false;
    if (r.is_undefined()) {
        vm.raise(TypeId::TypeError, fmt::format("'{}' object cannot be interpreted as an integer", vm.type_name(v)));
        return false;
    }
    if (!vm.is_int(r)) {
        vm.raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", vm.type_name(r)));
        return false;
    }
    out = vm.bigint_of(r);
    return true;
}

Value domain_error(Vm& vm) { return vm.raise(TypeId::ValueError, "math domain error"); }
Value range_error(Vm& vm) { return vm.raise(TypeId::OverflowError, "math range error"); }

Value errno_result(Vm& vm, double r, int err) {
    if (err == 0) return vm.new_float(r);
    if (err == EDOM) return domain_error(vm);
    if (err == ERANGE) return std::fabs(r) < 1.5 ? vm.new_float(r) : range_error(vm);   // underflow is no error
    return vm.raise(TypeId::ValueError, fmt::format("[Errno {}] {}", err, std::strerror(err)));
}

Value one_arg_result(Vm& vm, double x, double r, int err, bool can_overflow) {
    if (std::isnan(r) && !std::isnan(x)) return domain_error(vm);
    if (std::isinf(r) && std::isfinite(x)) return can_overflow ? range_error(vm) : domain_error(vm);
    if (std::isfinite(r) && err) return errno_result(vm, r, err);
    return vm.new_float(r);
}

Value two_arg_result(Vm& vm, double x, double y, double r, int err) {
    if (std::isnan(r)) err = !std::isnan(x) && !std::isnan(y) ? EDOM : 0;
    else if (std::isinf(r)) err = std::isfinite(x) && std::isfinite(y) ? ERANGE : 0;
    return errno_result(vm, r, err);
}

namespace {

// ---- Functions of one float ---------------------------------------------------------------

using Fn1 = double (*)(double);
using Fn2 = double (*)(double, double);

Value unary(Vm& vm, const CallArgs& a, std::string_view qualname, Fn1 f, bool can_overflow) {
    double x;
    if (!check_one_arg(vm, a, qualname, 0) || !real_arg(vm, a[0], x)) return Value::error();
    errno = 0;
    double r = f(x);
    return one_arg_result(vm, x, r, errno, can_overflow);
}

// CPython's math_1 functions: (name, C function, whether an infinite result is an overflow).
#define MATH_UNARY(name, expr, overflow)                                                       \
    Value math_##name(Vm& vm, const CallArgs& a) {                                             \
        return unary(vm, a, "math." #name, [](double x) { return expr; }, overflow);          \
    }
MATH_UNARY(acos, std::acos(x), false)
MATH_UNARY(acosh, std::acosh(x), false)
MATH_UNARY(asin, std::asin(x), false)
MATH_UNARY(asinh, std::asinh(x), false)
MATH_UNARY(atan, std::atan(x), false)
MATH_UNARY(atanh, std::atanh(x), false)
MATH_UNARY(cbrt, std::cbrt(x), false)
MATH_UNARY(cos, std::cos(x), false)
MATH_UNARY(cosh, std::cosh(x), true)
MATH_UNARY(exp, std::exp(x), true)
MATH_UNARY(exp2, std::exp2(x), true)
MATH_UNARY(expm1, std::expm1(x), true)
MATH_UNARY(fabs, std::fabs(x), false)
// Some C libraries give log1p(-0.0) == +0.0; CPython returns the zero it was given.
MATH_UNARY(log1p, x == 0.0 ? x : std::log1p(x), false)
MATH_UNARY(sin, std::sin(x), false)
MATH_UNARY(sinh, std::sinh(x), true)
MATH_UNARY(sqrt, std::sqrt(x), false)
MATH_UNARY(tan, std::tan(x), false)
MATH_UNARY(tanh, std::tanh(x), false)
#undef MATH_UNARY

Value math_degrees(Vm& vm, const CallArgs& a) {
    double x;
    if (!check_one_arg(vm, a, "math.degrees", 0) || !real_arg(vm, a[0], x)) return Value::error();
    return vm.new_float(x * (180.0 / kPi));
}

Value math_radians(Vm& vm, const CallArgs& a) {
    double x;
    if (!check_one_arg(vm, a, "math.radians", 0) || !real_arg(vm, a[0], x)) return Value::error();
    return vm.new_float(x * (kPi / 180.0));
}

template <bool (*Test)(double)>
Value float_test(Vm& vm, const CallArgs& a, std::string_view qualname) {
    double x;
    if (!check_one_arg(vm, a, qualname, 0) || !real_arg(vm, a[0], x)) return Value::error();
    return new_bool(Test(x));
}
bool test_finite(double x) { return std::isfinite(x); }
bool test_inf(double x) { return std::isinf(x); }
bool test_nan(double x) { return std::isnan(x); }
Value math_isfinite(Vm& vm, const CallArgs& a) { return float_test<test_finite>(vm, a, "math.isfinite"); }
Value math_isinf(Vm& vm, const CallArgs& a) { return float_test<test_inf>(vm, a, "math.isinf"); }
Value math_isnan(Vm& vm, const CallArgs& a) { return float_test<test_nan>(vm, a, "math.isnan"); }

// ---- Logarithms ---------------------------------------------------------------------------

// C's log, log2 or log10 with the special values handled as CPython's m_log does: a zero or a
// negative argument sets EDOM (so log(0) is a domain error, not -inf).
template <Fn1 F>
double checked_log(double x) {
    if (std::isfinite(x)) {
        if (x > 0.0) return F(x);
        errno = EDOM;
        return x == 0.0 ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::quiet_NaN();
    }
    if (std::isnan(x) || x > 0.0) return x;
    errno = EDOM;
    return std::numeric_limits<double>::quiet_NaN();
}
double c_log(double x) { return std::log(x); }
double c_log2(double x) { return std::log2(x); }
double c_log10(double x) { return std::log10(x); }

// A big int as x * 2**e with 0.5 <= x < 1, x correctly rounded to 53 bits (_PyLong_Frexp).
double big_frexp(const num::BigInt& n, int64_t& e) {
    uint64_t bits = num::bit_length(n);
    if (bits <= 55) {
        int ie = 0;
        double x = std::frexp(double(n.convert_to<uint64_t>()), &ie);
        e = ie;
        return x;
    }
    // The top 55 bits, with a sticky lowest bit when anything below them is set: converting
    // that to double rounds exactly as rounding the whole number would (no false ties).
    uint64_t shift = bits - 55;
    num::BigInt top = n >> shift;
    uint64_t m = top.convert_to<uint64_t>();
    if ((top << shift) != n) m |= 1;
    int ie = 0;
    double x = std::frexp(double(m), &ie);
    e = int64_t(ie) + int64_t(shift);
    return x;
}

// loghelper: ints of any size (log(10**400) is fine), else the float rules of math_1.
Value log_of(Vm& vm, Value arg, Fn1 f) {
    if (vm.is_int(arg)) {
        num::BigInt n = vm.bigint_of(arg);
        if (n <= 0) return domain_error(vm);
        auto d = num::to_double(n);
        if (num::is_ok(d)) return vm.new_float(f(num::value_of(d)));
        int64_t e = 0;
        double x = big_frexp(n, e);
        return vm.new_float(f(x) + f(2.0) * double(e));
    }
    double x;
    if (!real_arg(vm, arg, x)) return Value::error();
    errno = 0;
    double r = f(x);
    return one_arg_result(vm, x, r, errno, false);
}

Value math_log(Vm& vm, const CallArgs& a) {
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "log() takes no keyword arguments");
    if (a.size() < 1 || a.size() > 2) return vm.raise(TypeId::TypeError, "math.log requires 1 to 2 arguments");
    Value num = log_of(vm, a[0], checked_log<c_log>);
    if (num.is_error() || a.size() == 1) return num;
    Value den = log_of(vm, a[1], checked_log<c_log>);
    if (den.is_error()) return den;
    if (den.as_float() == 0.0) return vm.raise(TypeId::ZeroDivisionError, "float division by zero");
    return vm.new_float(num.as_float() / den.as_float());
}

Value math_log2(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "math.log2", 0)) return Value::error();
    return log_of(vm, a[0], checked_log<c_log2>);
}

Value math_log10(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "math.log10", 0)) return Value::error();
    return log_of(vm, a[0], checked_log<c_log10>);
}

// ---- Functions of two floats --------------------------------------------------------------

bool two_reals(Vm& vm, const CallArgs& a, std::string_view name, double& x, double& y) {
    return check_expected(vm, a, name, fmt::format("math.{}", name), 2, 2, 0) && real_arg(vm, a[0], x) &&
           real_arg(vm, a[1], y);
}

Value binary(Vm& vm, const CallArgs& a, std::string_view name, Fn2 f) {
    double x, y;
    if (!two_reals(vm, a, name, x, y)) return Value::error();
    errno = 0;
    double r = f(x, y);
    return two_arg_result(vm, x, y, r, errno);
}

// C99 Annex F's atan2 for the special values, spelled out (as CPython does) rather than
// trusted to the platform.
double py_atan2(double y, double x) {
    if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<double>::quiet_NaN();
    if (std::isinf(y)) {
        if (std::isinf(x)) return std::copysign(x > 0 ? 0.25 * kPi : 0.75 * kPi, y);
        return std::copysign(0.5 * kPi, y);
    }
    if (std::isinf(x) || y == 0.0) return std::copysign(std::copysign(1.0, x) == 1.0 ? 0.0 : kPi, y);
    return std::atan2(y, x);
}

// IEEE 754 remainder, computed as CPython does (exact: the result is representable).
double py_remainder(double x, double y) {
    if (std::isfinite(x) && std::isfinite(y)) {
        if (y == 0.0) return std::numeric_limits<double>::quiet_NaN();
        double ax = std::fabs(x), ay = std::fabs(y);
        double m = std::fmod(ax, ay);
        double c = ay - m;
        double r;
        if (m < c) r = m;
        else if (m > c) r = -c;
        else r = m - 2.0 * std::fmod(0.5 * (ax - m), ay);   // a tie: the even multiple
        return std::copysign(1.0, x) * r;
    }
    if (std::isnan(x)) return x;
    if (std::isnan(y)) return y;
    if (std::isinf(x)) return std::numeric_limits<double>::quiet_NaN();
    return x;   // y is infinite
}

Value math_atan2(Vm& vm, const CallArgs& a) { return binary(vm, a, "atan2", py_atan2); }
Value math_copysign(Vm& vm, const CallArgs& a) {
    return binary(vm, a, "copysign", [](double x, double y) { return std::copysign(x, y); });
}
Value math_remainder(Vm& vm, const CallArgs& a) { return binary(vm, a, "remainder", py_remainder); }

Value math_fmod(Vm& vm, const CallArgs& a) {
    double x, y;
    if (!two_reals(vm, a, "fmod", x, y)) return Value::error();
    if (std::isinf(y) && std::isfinite(x)) return vm.new_float(x);   // fmod(x, +-inf) is x
    errno = 0;
    double r = std::fmod(x, y);
    int err = errno;
    if (std::isnan(r)) err = !std::isnan(x) && !std::isnan(y) ? EDOM : 0;
    return errno_result(vm, r, err);
}

// pow with IEEE special values decided here (platforms disagree) and libm for finite**finite.
Value math_pow(Vm& vm, const CallArgs& a) {
    double x, y;
    if (!two_reals(vm, a, "pow", x, y)) return Value::error();
    double r = 0.0;
    int err = 0;
    if (!std::isfinite(x) || !std::isfinite(y)) {
        if (std::isnan(x)) r = y == 0.0 ? 1.0 : x;          // nan**0 == 1
        else if (std::isnan(y)) r = x == 1.0 ? 1.0 : y;     // 1**nan == 1
        else if (std::isinf(x)) {
            bool odd_y = std::isfinite(y) && std::fmod(std::fabs(y), 2.0) == 1.0;
            if (y > 0.0) r = odd_y ? x : std::fabs(x);
            else if (y == 0.0) r = 1.0;
            else r = odd_y ? std::copysign(0.0, x) : 0.0;
        } else {                                            // y infinite, x finite
            if (std::fabs(x) == 1.0) r = 1.0;
            else if (y > 0.0 && std::fabs(x) > 1.0) r = y;
            else if (y < 0.0 && std::fabs(x) < 1.0) r = -y;
            else r = 0.0;
        }
    } else {
        errno = 0;
        r = std::pow(x, y);
        err = errno;
        // NaN: a negative base to a non-integral power. Infinite: 0 to a negative power (a
        // pole) or an overflow.
        if (std::isnan(r)) err = EDOM;
        else if (std::isinf(r)) err = x == 0.0 ? EDOM : ERANGE;
    }
    return errno_result(vm, r, err);
}

Value math_nextafter(Vm& vm, const CallArgs& a) {
    double x, y;
    if (!two_reals(vm, a, "nextafter", x, y)) return Value::error();
    return vm.new_float(std::nextafter(x, y));
}

Value math_ulp(Vm& vm, const CallArgs& a) {
    double x;
    if (!check_one_arg(vm, a, "math.ulp", 0) || !real_arg(vm, a[0], x)) return Value::error();
    if (std::isnan(x)) return vm.new_float(x);
    x = std::fabs(x);
    if (std::isinf(x)) return vm.new_float(x);
    constexpr double inf = std::numeric_limits<double>::infinity();
    double up = std::nextafter(x, inf);
    if (std::isinf(up)) return vm.new_float(x - std::nextafter(x, -inf));   // x is the largest float
    return vm.new_float(up - x);
}

// ---- Decomposition ------------------------------------------------------------------------

Value math_frexp(Vm& vm, const CallArgs& a) {
    double x;
    if (!check_one_arg(vm, a, "math.frexp", 0) || !real_arg(vm, a[0], x)) return Value::error();
    int e = 0;
    if (std::isfinite(x) && x != 0.0) x = std::frexp(x, &e);
    return vm.new_tuple({vm.new_float(x), vm.new_int(e)});
}

Value math_modf(Vm& vm, const CallArgs& a) {
    double x;
    if (!check_one_arg(vm, a, "math.modf", 0) || !real_arg(vm, a[0], x)) return Value::error();
    if (std::isinf(x)) return vm.new_tuple({vm.new_float(std::copysign(0.0, x)), vm.new_float(x)});
    if (std::isnan(x)) return vm.new_tuple({vm.new_float(x), vm.new_float(x)});
    double whole = 0.0;
    double frac = std::modf(x, &whole);
    return vm.new_tuple({vm.new_float(frac), vm.new_float(whole)});
}

Value math_ldexp(Vm& vm, const CallArgs& a) {
    double x;
    if (!check_expected(vm, a, "ldexp", "math.ldexp", 2, 2, 0) || !real_arg(vm, a[0], x)) return Value::error();
    if (!vm.is_int(a[1])) return vm.raise(TypeId::TypeError, "Expected an int as second argument to ldexp.");
    // An exponent past C's long saturates, as PyLong_AsLongAndOverflow does.
    num::BigInt big = vm.bigint_of(a[1]);
    int64_t e = big > std::numeric_limits<int64_t>::max()   ? std::numeric_limits<int64_t>::max()
                : big < std::numeric_limits<int64_t>::min() ? std::numeric_limits<int64_t>::min()
                                                            : big.convert_to<int64_t>();
    double r;
    int err = 0;
    if (x == 0.0 || !std::isfinite(x)) {
        r = x;
    } else if (e > std::numeric_limits<int>::max()) {
        r = std::copysign(std::numeric_limits<double>::infinity(), x);
        err = ERANGE;
    } else if (e < std::numeric_limits<int>::min()) {
        r = std::copysign(0.0, x);
    } else {
        r = std::ldexp(x, int(e));
        if (std::isinf(r)) err = ERANGE;
    }
    return errno_result(vm, r, err);
}

// ---- Rounding to ints ---------------------------------------------------------------------

Value int_from_double(Vm& vm, double d) {
    auto r = num::from_double(d);
    if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
    return vm.new_int(num::value_of(r));
}

// floor and ceil: a float directly; an int is its own floor; a class's __floor__/__ceil__ is
// called; anything else goes through float (so __float__ and __index__ work).
Value round_with(Vm& vm, const CallArgs& a, std::string_view qualname, std::string_view dunder, Fn1 f) {
    if (!check_one_arg(vm, a, qualname, 0)) return Value::error();
    Value v = a[0];
    if (v.is_float()) return int_from_double(vm, f(v.as_float()));
    if (v.is_bool()) return Value::small_int(v.as_bool() ? 1 : 0);
    if (vm.is_int(v)) return v;
    Value r = vm::call_dunder(vm, v, dunder, {});
    if (!r.is_undefined()) return r;
    double x;
    if (!real_arg(vm, v, x)) return Value::error();
    return int_from_double(vm, f(x));
}

Value math_floor(Vm& vm, const CallArgs& a) {
    return round_with(vm, a, "math.floor", "__floor__", [](double x) { return std::floor(x); });
}
Value math_ceil(Vm& vm, const CallArgs& a) {
    return round_with(vm, a, "math.ceil", "__ceil__", [](double x) { return std::ceil(x); });
}

// trunc has no float fallback: only types with __trunc__ (int, float, classes defining it).
Value math_trunc(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "math.trunc", 0)) return Value::error();
    Value v = a[0];
    if (v.is_float()) return int_from_double(vm, std::trunc(v.as_float()));
    if (v.is_bool()) return Value::small_int(v.as_bool() ? 1 : 0);
    if (vm.is_int(v)) return v;
    Value r = vm::call_dunder(vm, v, "__trunc__", {});
    if (!r.is_undefined()) return r;
    if (vm.is_float(v)) return int_from_double(vm, std::trunc(vm.plain_float(v).as_float()));   // float's, inherited
    return vm.raise(TypeId::TypeError, fmt::format("type {} doesn't define __trunc__ method", vm.type_name(v)));
}

// ---- isclose ------------------------------------------------------------------------------

Value math_isclose(Vm& vm, const CallArgs& a) {
    Value args[4];
    if (!bind_args(vm, a, ParamSpec{"isclose", {"a", "b", "rel_tol", "abs_tol"}, 0, 2, 2}, args, 0))
        return Value::error();
    double x, y, rel_tol = 1e-09, abs_tol = 0.0;
    if (!real_arg(vm, args[0], x) || !real_arg(vm, args[1], y)) return Value::error();
    if (!args[2].is_undefined() && !real_arg(vm, args[2], rel_tol)) return Value::error();
    if (!args[3].is_undefined() && !real_arg(vm, args[3], abs_tol)) return Value::error();
    if (rel_tol < 0.0 || abs_tol < 0.0) return vm.raise(TypeId::ValueError, "tolerances must be non-negative");
    if (x == y) return new_bool(true);   // also equal infinities
    if (std::isinf(x) || std::isinf(y)) return new_bool(false);
    double diff = std::fabs(y - x);
    return new_bool(diff <= std::fabs(rel_tol * y) || diff <= std::fabs(rel_tol * x) || diff <= abs_tol);
}

}  // namespace

void register_float_functions(vm::NativeRegistry& reg) {
    struct Entry {
        const char* name;
        vm::NativeFn fn;
    };
    const Entry entries[] = {
        {"acos", math_acos},   {"acosh", math_acosh},   {"asin", math_asin},     {"asinh", math_asinh},
        {"atan", math_atan},   {"atan2", math_atan2},   {"atanh", math_atanh},   {"cbrt", math_cbrt},
        {"ceil", math_ceil},   {"copysign", math_copysign}, {"cos", math_cos},   {"cosh", math_cosh},
        {"degrees", math_degrees}, {"exp", math_exp},   {"exp2", math_exp2},     {"expm1", math_expm1},
        {"fabs", math_fabs},   {"floor", math_floor},   {"fmod", math_fmod},     {"frexp", math_frexp},
        {"isclose", math_isclose}, {"isfinite", math_isfinite}, {"isinf", math_isinf}, {"isnan", math_isnan},
        {"ldexp", math_ldexp}, {"log", math_log},       {"log10", math_log10},   {"log1p", math_log1p},
        {"log2", math_log2},   {"modf", math_modf},     {"nextafter", math_nextafter}, {"pow", math_pow},
        {"radians", math_radians}, {"remainder", math_remainder}, {"sin", math_sin}, {"sinh", math_sinh},
        {"sqrt", math_sqrt},   {"tan", math_tan},       {"tanh", math_tanh},     {"trunc", math_trunc},
        {"ulp", math_ulp},
    };
    for (const Entry& e : entries) reg.add_module_function(kModule, e.name, e.fn);
}

}  // namespace math

// The module's natives, once per process: its constants are floats, so they live in the value
// word and need no per-execution fill.
void register_math_natives(vm::NativeRegistry& reg) {
    reg.add_module_value(math::kModule, "pi", Value::from_double(math::kPi));
    reg.add_module_value(math::kModule, "e", Value::from_double(math::kE));
    reg.add_module_value(math::kModule, "tau", Value::from_double(2.0 * math::kPi));
    reg.add_module_value(math::kModule, "inf", Value::from_double(std::numeric_limits<double>::infinity()));
    reg.add_module_value(math::kModule, "nan", Value::from_double(std::numeric_limits<double>::quiet_NaN()));
    math::register_float_functions(reg);
    math::register_special_functions(reg);
    math::register_int_functions(reg);
    math::register_sum_functions(reg);
}

}  // namespace basilisk::stdlib
