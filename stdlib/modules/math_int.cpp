// math's functions of ints: factorial, comb, perm, gcd, lcm, isqrt. Exact on ints of any size
// (num::BigInt). A result past the interpreter's int size cap (num::kDefaultMaxBits, the cap
// `**` and `<<` respect) is refused before any work, so math.factorial(10**6) fails at once
// instead of computing for minutes.
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

#include <fmt/format.h>

#include "stdlib/modules/math_support.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib::math {

namespace {

using num::BigInt;

constexpr int64_t kLongMax = std::numeric_limits<int64_t>::max();
constexpr double kLn2 = 0.693147180559945309417232121458176568;

Value too_large(Vm& vm) {
    return vm::raise_num_error(
        vm, num::make_error("LimitError", fmt::format("integer result too large (more than {} bits)", num::kDefaultMaxBits)));
}

// log2 of n! (n >= 0), near enough to compare with the cap.
double log2_factorial(double n) { return std::lgamma(n + 1.0) / kLn2; }

// lo * (lo + 1) * ... * hi by halves, so the big multiplications are between equal sizes.
BigInt range_product(uint64_t lo, uint64_t hi) {
    if (lo > hi) return 1;
    if (hi - lo < 16) {
        BigInt r = lo;
        for (uint64_t i = lo + 1; i <= hi; ++i) r *= i;
        return r;
    }
    uint64_t mid = lo + (hi - lo) / 2;
    return range_product(lo, mid) * range_product(mid + 1, hi);
}

// The same for big bounds (comb/perm of huge n with small k).
BigInt big_range_product(const BigInt& lo, uint64_t count) {
    if (count == 0) return 1;
    if (count <= 16) {
        BigInt r = lo;
        for (uint64_t i = 1; i < count; ++i) r *= lo + i;
        return r;
    }
    uint64_t half = count / 2;
    return big_range_product(lo, half) * big_range_product(lo + half, count - half);
}

Value math_factorial(Vm& vm, const CallArgs& a) {
    BigInt n;
    if (!check_one_arg(vm, a, "math.factorial", 0) || !index_arg(vm, a[0], n)) return Value::error();
    if (n < 0) return vm.raise(TypeId::ValueError, "factorial() not defined for negative values");
    if (n > kLongMax)
        return vm.raise(TypeId::OverflowError, fmt::format("factorial() argument should not exceed {}", kLongMax));
    uint64_t k = n.convert_to<uint64_t>();
    if (log2_factorial(double(k)) > double(num::kDefaultMaxBits)) return too_large(vm);
    return vm.new_int(range_product(1, k));
}

// n and k of comb/perm: non-negative ints (n checked first, as CPython).
bool n_and_k(Vm& vm, Value nv, Value kv, BigInt& n, BigInt& k) {
    if (!index_arg(vm, nv, n) || !index_arg(vm, kv, k)) return false;
    if (n < 0) {
        vm.raise(TypeId::ValueError, "n must be a non-negative integer");
        return false;
    }
    if (k < 0) {
        vm.raise(TypeId::ValueError, "k must be a non-negative integer");
        return false;
    }
    return true;
}

// log2(n * (n-1) * ... * (n-k+1)), roughly: exact enough to compare with the cap.
double log2_falling(const BigInt& n, uint64_t k) {
    if (n < (BigInt(1) << 52)) {
        double dn = n.convert_to<double>();
        return log2_factorial(dn) - log2_factorial(dn - double(k));
    }
    return double(k) * double(num::bit_length(n));   // an upper bound
}

// n! / (n-k)! for k <= n.
BigInt falling(const BigInt& n, uint64_t k) { return big_range_product(n - k + 1, k); }

// The primes up to `limit` (a sieve; comb's k is at most a few million under the size cap).
std::vector<uint64_t> primes_upto(uint64_t limit) {
    std::vector<bool> composite(limit + 1, false);
    std::vector<uint64_t> primes;
    for (uint64_t i = 2; i <= limit; ++i) {
        if (composite[i]) continue;
        primes.push_back(i);
        for (uint64_t j = i * i; j <= limit; j += i) composite[j] = true;
    }
    return primes;
}

// Product of terms[lo, hi) by halves.
template <class T>
BigInt product_of(const std::vector<T>& terms, size_t lo, size_t hi) {
    if (hi - lo <= 8) {
        BigInt r = 1;
        for (size_t i = lo; i < hi; ++i) r *= terms[i];
        return r;
    }
    size_t mid = lo + (hi - lo) / 2;
    return product_of(terms, lo, mid) * product_of(terms, mid, hi);
}

// C(n, k) = (n-k+1) * ... * n / k! without a big division: every prime power of k! (Legendre's
// count) is divided out of the terms it divides, then the reduced terms are multiplied. A big
// division would cost far more than the product (comb(10**6, 5 * 10**5) has a million bits;
// the falling product before dividing has ten million).
template <class T>
BigInt comb_by_cancelling(std::vector<T> terms, uint64_t k, const BigInt& first) {
    for (uint64_t p : primes_upto(k)) {
        uint64_t e = 0;
        for (uint64_t q = k / p; q > 0; q /= p) e += q;
        // The first term divisible by p, then every p-th one.
        uint64_t offset = uint64_t((p - (first % p).template convert_to<uint64_t>()) % p);
        for (uint64_t i = offset; i < terms.size() && e > 0; i += p) {
            while (e > 0 && terms[i] % p == 0) {
                terms[i] /= p;
                --e;
            }
        }
    }
    return product_of(terms, 0, terms.size());
}

BigInt comb_of(const BigInt& n, uint64_t k) {
    BigInt first = n - k + 1;
    if (n <= std::numeric_limits<uint64_t>::max()) {
        uint64_t f = first.convert_to<uint64_t>();
        std::vector<uint64_t> terms(k);
        for (uint64_t i = 0; i < k; ++i) terms[i] = f + i;
        return comb_by_cancelling(std::move(terms), k, first);
    }
    std::vector<BigInt> terms(k);
    for (uint64_t i = 0; i < k; ++i) terms[i] = first + i;
    return comb_by_cancelling(std::move(terms), k, first);
}

Value math_comb(Vm& vm, const CallArgs& a) {
    BigInt n, k;
    if (!check_expected(vm, a, "comb", "math.comb", 2, 2, 0) || !n_and_k(vm, a[0], a[1], n, k)) return Value::error();
    if (k > n) return Value::small_int(0);
    BigInt j = std::min<BigInt>(k, n - k);
    if (j > kLongMax)
        return vm.raise(TypeId::OverflowError, fmt::format("min(n - k, k) must not exceed {}", kLongMax));
    uint64_t m = j.convert_to<uint64_t>();
    if (m == 0) return Value::small_int(1);
    if (m == 1) return vm.new_int(n);
    if (log2_falling(n, m) - log2_factorial(double(m)) > double(num::kDefaultMaxBits)) return too_large(vm);
    return vm.new_int(comb_of(n, m));
}

Value math_perm(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "perm", "math.perm", 1, 2, 0)) return Value::error();
    if (a.size() == 1 || a[1].is_none()) return math_factorial(vm, CallArgs{a.pos.subspan(0, 1), {}, {}});
    BigInt n, k;
    if (!n_and_k(vm, a[0], a[1], n, k)) return Value::error();
    if (k > n) return Value::small_int(0);
    if (k > kLongMax) return vm.raise(TypeId::OverflowError, fmt::format("k must not exceed {}", kLongMax));
    uint64_t m = k.convert_to<uint64_t>();
    if (m == 0) return Value::small_int(1);
    if (log2_falling(n, m) > double(num::kDefaultMaxBits)) return too_large(vm);
    return vm.new_int(falling(n, m));
}

BigInt abs_of(BigInt v) { return v < 0 ? BigInt(-v) : v; }

// a mod m for a >= 0 and a one-word m, one limb at a time.
uint64_t mod_word(const BigInt& a, uint64_t m) {
    const auto& limbs = a.backend();
    unsigned __int128 r = 0;
    for (size_t i = limbs.size(); i-- > 0;) r = ((r << 64) | limbs.limbs()[i]) % m;
    return uint64_t(r);
}

// a mod b for a >= 0, b > 0. Boost's division costs (quotient x dividend) limbs, quadratic in
// a when b is small; reducing a from its top limbs down, a few of b's sizes at a time, keeps
// every quotient short and the whole near (a x b) limbs.
BigInt mod_of(const BigInt& a, const BigInt& b) {
    const auto& limbs = a.backend();
    size_t step = std::max<size_t>(b.backend().size(), 4);
    if (limbs.size() <= 2 * step) return a % b;
    BigInt r = 0;
    for (size_t top = limbs.size(); top > 0;) {
        size_t lo = top > step ? top - step : 0;
        BigInt chunk = 0;
        for (size_t i = top; i-- > lo;) chunk = (chunk << 64) | limbs.limbs()[i];
        r = ((r << (64 * (top - lo))) | chunk) % b;
        top = lo;
    }
    return r;
}

// gcd of big ints by Lehmer's method (Knuth, vol. 2, algorithm L): the Euclidean steps are
// worked out on the leading 32 bits, then applied to the whole numbers at once. Boost's gcd
// (binary, bit by bit) takes seconds on a million-bit operand; this is quadratic in words.
BigInt gcd_of(BigInt a, BigInt b) {
    a = abs_of(std::move(a));
    b = abs_of(std::move(b));
    if (a < b) std::swap(a, b);
    while (!b.is_zero() && num::bit_length(a) > 64) {
        uint64_t n = num::bit_length(a);
        int64_t x = (a >> (n - 32)).convert_to<int64_t>();
        int64_t y = (b >> (n - 32)).convert_to<int64_t>();
        int64_t A = 1, B = 0, C = 0, D = 1;
        // Steps whose quotient the leading bits decide for certain.
        while (y + C != 0 && y + D != 0) {
            int64_t q = (x + A) / (y + C);
            if (q != (x + B) / (y + D)) break;
            int64_t t = A - q * C; A = C; C = t;
            t = B - q * D; B = D; D = t;
            t = x - q * y; x = y; y = t;
        }
        if (B == 0) {
            // No certain step: one full division. Boost's division costs quotient x dividend
            // even for a two-limb divisor, so a divisor that fits a word is done limb by limb.
            if (num::bit_length(b) <= 64) {
                uint64_t m = b.convert_to<uint64_t>();
                return BigInt(std::gcd(m, mod_word(a, m)));
            }
            BigInt r = mod_of(a, b);
            a = std::move(b);
            b = std::move(r);
        } else {
            BigInt na = a * A + b * B;
            BigInt nb = a * C + b * D;
            a = std::move(na);
            b = std::move(nb);
        }
        if (a < b) std::swap(a, b);
    }
    if (b.is_zero()) return a;
    return BigInt(std::gcd(a.convert_to<uint64_t>(), b.convert_to<uint64_t>()));
}

// gcd(*integers) and lcm(*integers): every argument is checked even once the result is known.
Value math_gcd(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, "math.gcd")) return Value::error();
    BigInt r = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        Value v = a[i];
        BigInt x;
        if (!index_arg(vm, v, x)) return Value::error();
        r = gcd_of(std::move(r), std::move(x));
    }
    return vm.new_int(r);
}

Value math_lcm(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, "math.lcm")) return Value::error();
    BigInt r = 1;
    for (size_t i = 0; i < a.size(); ++i) {
        BigInt x;
        if (!index_arg(vm, a[i], x)) return Value::error();
        if (r.is_zero()) continue;
        if (x.is_zero()) {
            r = 0;
            continue;
        }
        x = abs_of(x);
        // Divide the smaller of the two by their gcd (a big division is slow in Boost).
        BigInt g = gcd_of(r, x);
        if (r < x) r = r / g * x;
        else r *= x / g;
        uint64_t bits = num::bit_length(r);
        if (bits > num::kDefaultMaxBits) return too_large(vm);
        // Each step costs about the size of r: with many arguments the call is quadratic, so
        // the memory and duration limits are checked as it goes.
        if (bits > 4096 && !vm.check_native_limits(r.backend().size() * 8)) return Value::error();
    }
    return vm.new_int(r);
}

Value math_isqrt(Vm& vm, const CallArgs& a) {
    BigInt n;
    if (!check_one_arg(vm, a, "math.isqrt", 0) || !index_arg(vm, a[0], n)) return Value::error();
    if (n < 0) return vm.raise(TypeId::ValueError, "isqrt() argument must be nonnegative");
    return vm.new_int(BigInt(boost::multiprecision::sqrt(n)));
}

}  // namespace

void register_int_functions(vm::NativeRegistry& reg) {
    reg.add_module_function(kModule, "comb", math_comb);
    reg.add_module_function(kModule, "factorial", math_factorial);
    reg.add_module_function(kModule, "gcd", math_gcd);
    reg.add_module_function(kModule, "isqrt", math_isqrt);
    reg.add_module_function(kModule, "lcm", math_lcm);
    reg.add_module_function(kModule, "perm", math_perm);
}

}  // namespace basilisk::stdlib::math
