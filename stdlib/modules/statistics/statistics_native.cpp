// statistics' native hot path: the exact sum (and sum of squares) of a list or tuple of ints
// and floats, which CPython's _sum and _ss compute through exact ratios. Every finite float
// is m * 2**e with an integer m, so the exact sum is an integer over a power of two: floats
// are summed per exponent in 128-bit words, then the buckets shifted into one big int. The
// Python part (statistics_source.cpp) turns the pair into a Fraction, so results are those of
// CPython's exact arithmetic digit for digit; anything else (bools, Fractions, subclasses,
// NaN and infinities, iterators) takes the Python path. A range's sums are in closed form.
#include <bit>
#include <cmath>
#include <limits>
#include <vector>

#include "stdlib/modules/registry.h"
#include "vm/num/bigint.h"
#include "vm/objects.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

using num::BigInt;
using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// Float exponents after stripping trailing zero bits of the mantissa: [-1074, 1023] (2.0**1023
// is 1 * 2**1023).
constexpr int kMinExp = -1074;
constexpr int kMaxExp = 1023;
constexpr int kExpRange = kMaxExp - kMinExp + 1;

struct Bucket {
    __int128 sum = 0;
    __int128 squares = 0;   // m*m summed at exponent 2e
    uint32_t count = 0;
    bool used = false;
};

BigInt to_big(__int128 v) {
    bool neg = v < 0;
    unsigned __int128 u = neg ? (unsigned __int128)(-(v + 1)) + 1 : (unsigned __int128)v;
    BigInt r = BigInt(uint64_t(u >> 64));
    r <<= 64;
    r |= BigInt(uint64_t(u));
    return neg ? BigInt(-r) : r;
}

// _exact_sums(data, squares) -> None, or (has_float, sx_num, sx_den, sxx_num, sxx_den, count)
// with sx = sum(data) and sxx = sum(x*x for x in data) exactly (sxx 0/1 unless squares).
Value exact_sums(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "_exact_sums(data, squares)");
    const std::vector<Value>* items = nullptr;
    if (vm.is_kind(a[0], ObjKind::List)) {
        auto& l = vm.as<vm::ListObject>(a[0]);
        if (!l.cls.is_none()) return Value::none();
        items = &l.items;
    } else if (vm.is_kind(a[0], ObjKind::Tuple)) {
        auto& t = vm.as<vm::TupleObject>(a[0]);
        if (!t.cls.is_none()) return Value::none();
        items = &t.items;
    } else if (vm.is_kind(a[0], ObjKind::Range) && !vm.as<vm::RangeObject>(a[0]).is_big()) {
        // range(start, stop, step): the sums in closed form, sum(s + k*d) and sum((s + k*d)**2)
        // for k < n.
        auto& r = vm.as<vm::RangeObject>(a[0]);
        if (r.length() == std::numeric_limits<int64_t>::max()) return Value::none();   // saturated
        BigInt one = 1;
        bool squares = a[1].is_bool() && a[1].as_bool();
        BigInt n = r.length(), st = r.start, d = r.step;
        BigInt k1 = n * (n - 1) / 2, k2 = (n - 1) * n * (2 * n - 1) / 6;
        BigInt sx = n * st + d * k1;
        BigInt sxx = squares ? BigInt(n * st * st + 2 * st * d * k1 + d * d * k2) : BigInt(0);
        std::vector<Value> out{Value::boolean(false)};
        for (const BigInt* b : {&sx, &one, &sxx, &one}) {
            Value v = vm.new_int(*b);
            if (v.is_error()) return v;
            out.push_back(v);
        }
        Value count = vm.new_int(r.length());
        if (count.is_error()) return count;
        out.push_back(count);
        return vm.new_tuple(std::move(out));
    } else {
        return Value::none();
    }
    bool squares = a[1].is_bool() ? a[1].as_bool() : false;
    bool has_float = false;
    std::vector<Bucket> buckets;   // allocated on the first float
    BigInt int_sum = 0, int_squares = 0, folded_sum = 0, folded_squares = 0;
    int min_exp = 0;
    for (Value v : *items) {
        if (v.is_float()) {
            double d = v.as_float();
            if (!std::isfinite(d)) return Value::none();
            if (!has_float) {
                has_float = true;
                buckets.resize(kExpRange);
            }
            if (d == 0) continue;
            int e = 0;
            double fr = std::frexp(d, &e);
            int64_t m = int64_t(std::ldexp(fr, 53));
            e -= 53;
            int tz = std::countr_zero(uint64_t(m < 0 ? -m : m));
            m >>= tz;   // exact: the low bits are zero
            e += tz;
            if (e < min_exp) min_exp = e;
            Bucket& b = buckets[size_t(e - kMinExp)];
            b.sum += m;
            if (squares) b.squares += (__int128)m * m;
            // 2**20 squares of 53-bit mantissas stay below 2**126: fold the bucket into the
            // big accumulators (at exponent kMinExp) before that.
            if (++b.count == (1u << 20)) {
                folded_sum += to_big(b.sum) << (e - kMinExp);
                if (squares) folded_squares += to_big(b.squares) << (2 * (e - kMinExp));
                b.sum = 0;
                b.squares = 0;
                b.count = 0;
                b.used = true;
            }
        } else if (v.is_small_int()) {
            int64_t i = v.as_small_int();
            int_sum += i;
            if (squares) int_squares += BigInt(i) * i;
        } else if (vm.is_kind(v, ObjKind::BigInt) && vm.as<vm::BigIntObject>(v).cls().is_none()) {
            // (An int subclass's instance goes the Python way: the result takes its type.)
            const BigInt& i = vm.as<vm::BigIntObject>(v).value;
            int_sum += i;
            if (squares) int_squares += i * i;
        } else {
            return Value::none();
        }
    }
    // sx = int_sum + sum(bucket << e) over 2**-E with E = min_exp <= 0.
    int E = min_exp;
    BigInt sx = int_sum << (-E);
    BigInt sxx = squares ? BigInt(int_squares << (-2 * E)) : BigInt(0);
    if (has_float) {
        for (int idx = 0; idx < kExpRange; ++idx) {
            const Bucket& b = buckets[size_t(idx)];
            if (b.count == 0 && !b.used) continue;
            int e = idx + kMinExp;
            sx += to_big(b.sum) << (e - E);
            if (squares) sxx += to_big(b.squares) << (2 * (e - E));
        }
    }
    // Every folded term had e >= E, so these shifts drop only zero bits.
    sx += folded_sum >> (E - kMinExp);
    if (squares) sxx += folded_squares >> (2 * (E - kMinExp));
    BigInt den = BigInt(1) << (-E);
    BigInt den2 = squares ? BigInt(BigInt(1) << (-2 * E)) : BigInt(1);
    std::vector<Value> out;
    out.push_back(Value::boolean(has_float));
    for (const BigInt* b : {&sx, &den, &sxx, &den2}) {
        Value v = vm.new_int(*b);
        if (v.is_error()) return v;
        out.push_back(v);
    }
    out.push_back(Value::small_int(int64_t(items->size())));
    return vm.new_tuple(std::move(out));
}

}  // namespace

void statistics_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("statistics", "_exact_sums", exact_sums);
}

}  // namespace basilisk::stdlib
