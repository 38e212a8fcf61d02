// math.gamma, lgamma, erf and erfc. CPython computes gamma and lgamma itself (the C libraries'
// tgamma/lgamma vary between platforms) with a Lanczos approximation; the same method, the same
// coefficients and the same order of operations give the same bits here. erf and erfc are the
// C library's, as in CPython on Linux.
#include <cerrno>
#include <cmath>
#include <limits>

#include "stdlib/modules/math_support.h"

namespace basilisk::stdlib::math {

namespace {

constexpr double kPi = 3.141592653589793238462643383279502884;
constexpr double kLogPi = 1.144729885849400174143427351353058711647;
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Lanczos approximation with N = 13 and g = 6.024680040776729583740234375 (parameters Boost
// uses too), as a rational function: numerator and denominator coefficients.
constexpr int kLanczosN = 13;
constexpr double kLanczosG = 6.024680040776729583740234375;
constexpr double kLanczosGMinusHalf = 5.524680040776729583740234375;
constexpr double kLanczosNum[kLanczosN] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408,
};
// x * (x + 1) * ... * (x + 11), expanded.
constexpr double kLanczosDen[kLanczosN] = {0.0,      39916800.0, 120543840.0, 150917976.0, 105258076.0,
                                           45995730.0, 13339535.0, 2637558.0, 357423.0,    32670.0,
                                           1925.0,     66.0,       1.0};
// Gamma(1) .. Gamma(23): exact in a double.
constexpr int kExactGammas = 23;
constexpr double kGammaIntegral[kExactGammas] = {
    1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0, 3628800.0, 39916800.0,
    479001600.0, 6227020800.0, 87178291200.0, 1307674368000.0, 20922789888000.0, 355687428096000.0,
    6402373705728000.0, 121645100408832000.0, 2432902008176640000.0, 51090942171709440000.0,
    1124000727777607680000.0,
};

// The Lanczos sum for x > 0; past 5 it is evaluated in 1/x, which cannot overflow.
double lanczos_sum(double x) {
    double num = 0.0, den = 0.0;
    if (x < 5.0) {
        for (int i = kLanczosN - 1; i >= 0; --i) {
            num = num * x + kLanczosNum[i];
            den = den * x + kLanczosDen[i];
        }
    } else {
        for (int i = 0; i < kLanczosN; ++i) {
            num = num / x + kLanczosNum[i];
            den = den / x + kLanczosDen[i];
        }
    }
    return num / den;
}

// sin(pi * x), exact at integers and half-integers (for the reflection formula).
double sin_pi(double x) {
    double y = std::fmod(std::fabs(x), 2.0);
    int n = int(std::round(2.0 * y));
    double r = 0.0;
    switch (n) {
    case 0: r = std::sin(kPi * y); break;
    case 1: r = std::cos(kPi * (y - 0.5)); break;
    case 2: r = std::sin(kPi * (1.0 - y)); break;   // not -sin(pi*(y-1)): that gives -0.0 at y == 1
    case 3: r = -std::cos(kPi * (y - 1.5)); break;
    default: r = std::sin(kPi * (y - 2.0)); break;
    }
    return std::copysign(1.0, x) * r;
}

double gamma_of(double x) {
    if (!std::isfinite(x)) {
        if (std::isnan(x) || x > 0.0) return x;
        errno = EDOM;
        return kNaN;
    }
    if (x == 0.0) {
        errno = EDOM;   // a pole: +-inf in C, a domain error in Python
        return std::copysign(kInf, x);
    }
    if (x == std::floor(x)) {
        if (x < 0.0) {
            errno = EDOM;
            return kNaN;
        }
        if (x <= kExactGammas) return kGammaIntegral[int(x) - 1];
    }
    double absx = std::fabs(x);
    if (absx < 1e-20) {   // gamma(x) ~ 1/x near 0
        double r = 1.0 / x;
        if (std::isinf(r)) errno = ERANGE;
        return r;
    }
    if (absx > 200.0) {   // overflows for x > 200; underflows to +-0 below -200
        if (x < 0.0) return 0.0 / sin_pi(x);
        errno = ERANGE;
        return kInf;
    }
    double y = absx + kLanczosGMinusHalf;
    // The rounding error of y, to correct pow(y, ...) / exp(y) with (1 + z).
    double z;
    if (absx > kLanczosGMinusHalf) {
        double q = y - absx;
        z = q - kLanczosGMinusHalf;
    } else {
        double q = y - kLanczosGMinusHalf;
        z = q - absx;
    }
    z = z * kLanczosG / y;
    double r;
    if (x < 0.0) {
        r = -kPi / sin_pi(absx) / absx * std::exp(y) / lanczos_sum(absx);
        r -= z * r;
        if (absx < 140.0) {
            r /= std::pow(y, absx - 0.5);
        } else {
            double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / std::exp(y);
        r += z * r;
        if (absx < 140.0) {
            r *= std::pow(y, absx - 0.5);
        } else {
            double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    if (std::isinf(r)) errno = ERANGE;
    return r;
}

double lgamma_of(double x) {
    if (!std::isfinite(x)) return std::isnan(x) ? x : kInf;   // lgamma(+-inf) == inf
    if (x == std::floor(x) && x <= 2.0) {
        if (x <= 0.0) {
            errno = EDOM;   // poles at 0, -1, -2, ...
            return kInf;
        }
        return 0.0;         // lgamma(1) == lgamma(2) == 0
    }
    double absx = std::fabs(x);
    if (absx < 1e-20) return -std::log(absx);
    double r = std::log(lanczos_sum(absx)) - kLanczosG;
    r += (absx - 0.5) * (std::log(absx + kLanczosG - 0.5) - 1);
    if (x < 0.0) r = kLogPi - std::log(std::fabs(sin_pi(absx))) - std::log(absx) - r;   // reflection
    if (std::isinf(r)) errno = ERANGE;
    return r;
}

// CPython's math_1a: only errno decides (the function sets it for poles and overflow).
Value errno_only(Vm& vm, const CallArgs& a, std::string_view qualname, double (*f)(double)) {
    double x;
    if (!check_one_arg(vm, a, qualname, 0) || !real_arg(vm, a[0], x)) return Value::error();
    errno = 0;
    double r = f(x);
    return errno_result(vm, r, errno);
}

Value math_gamma(Vm& vm, const CallArgs& a) { return errno_only(vm, a, "math.gamma", gamma_of); }
Value math_lgamma(Vm& vm, const CallArgs& a) { return errno_only(vm, a, "math.lgamma", lgamma_of); }
Value math_erf(Vm& vm, const CallArgs& a) {
    return errno_only(vm, a, "math.erf", [](double x) { return std::erf(x); });
}
Value math_erfc(Vm& vm, const CallArgs& a) {
    return errno_only(vm, a, "math.erfc", [](double x) { return std::erfc(x); });
}

}  // namespace

void register_special_functions(vm::NativeRegistry& reg) {
    reg.add_module_function(kModule, "erf", math_erf);
    reg.add_module_function(kModule, "erfc", math_erfc);
    reg.add_module_function(kModule, "gamma", math_gamma);
    reg.add_module_function(kModule, "lgamma", math_lgamma);
}

}  // namespace basilisk::stdlib::math
