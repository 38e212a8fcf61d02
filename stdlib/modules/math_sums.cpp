// math's functions over many values: fsum (exact: Shewchuk's partials with CPython's final
// half-even fix-up), prod, hypot and dist (CPython 3.11's vector_norm: scaled, with an exact
// sum of squares and a correction of the square root, so the results match it bit for bit).
// Loops over iterables tick the native-loop counter so limits hold inside one call.
#include <cfloat>
#include <cmath>
#include <limits>
#include <vector>

#include "stdlib/modules/math_support.h"

namespace basilisk::stdlib::math {

namespace {

// ---- fsum ---------------------------------------------------------------------------------

Value math_fsum(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "math.fsum", 0)) return Value::error();
    Value it = vm.get_iter(a[0]);
    if (it.is_error()) return it;
    RootScope roots(vm);
    roots.add(it);
    // Non-overlapping partials, smallest magnitude first; their sum is the exact sum so far.
    std::vector<double> partials;
    double special_sum = 0.0, inf_sum = 0.0;
    for (;;) {
        Value item = vm.iter_next(it);
        if (item.is_error()) return item;
        if (item.is_undefined()) break;
        if (!vm.tick_native_loop()) return Value::error();
        double x;
        if (!real_arg(vm, item, x)) return Value::error();
        double xsave = x;
        size_t i = 0;
        for (double y : partials) {
            if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
            double hi = x + y;
            double lo = y - (hi - x);
            if (lo != 0.0) partials[i++] = lo;
            x = hi;
        }
        partials.resize(i);
        if (x == 0.0) continue;
        if (!std::isfinite(x)) {
            // From an inf or nan summand, or from an overflow of finite ones.
            if (std::isfinite(xsave)) return vm.raise(TypeId::OverflowError, "intermediate overflow in fsum");
            if (std::isinf(xsave)) inf_sum += xsave;
            special_sum += xsave;
            partials.clear();
        } else {
            partials.push_back(x);
        }
    }
    if (special_sum != 0.0) {
        if (std::isnan(inf_sum)) return vm.raise(TypeId::ValueError, "-inf + inf in fsum");
        return vm.new_float(special_sum);
    }
    double hi = 0.0;
    size_t n = partials.size();
    if (n > 0) {
        hi = partials[--n];
        double lo = 0.0;
        // Add from the top until the sum stops being exact.
        while (n > 0) {
            double x = hi;
            double y = partials[--n];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) break;
        }
        // Half-even rounding across partials: when the rest pushes the same way as the
        // rounding error, the rounding must go the other way (fsum([1e-16, 1, 1e16]) is
        // 1.0000000000000002e+16).
        if (n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0))) {
            double y = lo * 2.0;
            double x = hi + y;
            double yr = x - hi;
            if (y == yr) hi = x;
        }
    }
    return vm.new_float(hi);
}

// ---- prod ---------------------------------------------------------------------------------

Value math_prod(Vm& vm, const CallArgs& a) {
    Value args[2];
    if (!bind_args(vm, a, ParamSpec{"prod", {"", "start"}, 1, 1, 1}, args, 0)) return Value::error();
    Value result = args[1].is_undefined() ? Value::small_int(1) : args[1];
    Value it = vm.get_iter(args[0]);
    if (it.is_error()) return it;
    RootScope roots(vm);
    roots.add(it);
    vm.host_roots().push_back(result);   // the running product stays rooted in this slot
    size_t result_slot = vm.host_roots().size() - 1;
    for (;;) {
        Value item = vm.iter_next(it);
        if (item.is_error()) return item;
        if (item.is_undefined()) break;
        if (!vm.tick_native_loop()) return Value::error();
        result = vm.binary_op(result, item, vm::BinaryOp::Mul);
        if (result.is_error()) return result;
        vm.host_roots()[result_slot] = result;
    }
    return result;
}

// ---- hypot and dist -----------------------------------------------------------------------

// A double-length value: hi + lo exactly.
struct DoubleLength {
    double hi, lo;
};

// a + b exactly, for |a| >= |b|.
DoubleLength fast_two_sum(double a, double b) {
    double x = a + b;
    return {x, (a - x) + b};
}

// Veltkamp's split of x into two halves of 26 bits (the multiplier is 2**27 + 1).
DoubleLength split(double x) {
    double t = x * 134217729.0;
    double hi = t - (t - x);
    return {hi, x - hi};
}

// x * y exactly, by Dekker's product of the halves (CPython 3.11 does not use fma).
DoubleLength exact_product(double x, double y) {
    DoubleLength xx = split(x), yy = split(y);
    double p = xx.hi * yy.hi;
    double q = xx.hi * yy.lo + xx.lo * yy.hi;
    double z = p + q;
    return {z, p - z + q + xx.lo * yy.lo};
}

// The Euclidean norm of `vec` (non-negative values), given their maximum and whether one was
// a NaN. Scaled by a power of two so the largest value is in [0.5, 1) (exact); squares are
// summed with their rounding errors kept apart; the square root gets one Newton correction.
double vector_norm(std::vector<double>& vec, double max, bool found_nan) {
    if (std::isinf(max)) return max;
    if (found_nan) return std::numeric_limits<double>::quiet_NaN();
    if (max == 0.0 || vec.size() <= 1) return max;
    int max_e = 0;
    std::frexp(max, &max_e);
    if (max_e < -1023) {
        // 2**-max_e would overflow: make the subnormals normal first.
        for (double& v : vec) v /= DBL_MIN;
        return DBL_MIN * vector_norm(vec, max / DBL_MIN, found_nan);
    }
    double scale = std::ldexp(1.0, -max_e);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0;
    for (double v : vec) {
        double x = v * scale;
        DoubleLength pr = exact_product(x, x);
        DoubleLength sm = fast_two_sum(csum, pr.hi);
        csum = sm.hi;
        frac1 += pr.lo;
        frac2 += sm.lo;
    }
    double h = std::sqrt(csum - 1.0 + (frac1 + frac2));
    DoubleLength pr = exact_product(-h, h);
    DoubleLength sm = fast_two_sum(csum, pr.hi);
    csum = sm.hi;
    frac1 += pr.lo;
    frac2 += sm.lo;
    double x = csum - 1.0 + (frac1 + frac2);
    h += x / (2.0 * h);
    return h / scale;
}

Value math_hypot(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, "math.hypot")) return Value::error();
    std::vector<double> coords;
    coords.reserve(a.size());
    double max = 0.0;
    bool found_nan = false;
    for (size_t i = 0; i < a.size(); ++i) {
        double x;
        if (!real_arg(vm, a[i], x)) return Value::error();
        x = std::fabs(x);
        coords.push_back(x);
        found_nan |= std::isnan(x);
        if (x > max) max = x;
    }
    return vm.new_float(vector_norm(coords, max, found_nan));
}

// A point of dist(): a tuple, or any iterable made into one first.
bool point_items(Vm& vm, Value p, std::vector<Value>& out) {
    if (vm.is_kind(p, vm::ObjKind::Tuple)) {
        out = vm.as<vm::TupleObject>(p).items;
        return true;
    }
    return vm.collect(p, out);
}

Value math_dist(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "dist", "math.dist", 2, 2, 0)) return Value::error();
    std::vector<Value> p, q;
    RootScope roots(vm);
    if (!point_items(vm, a[0], p)) return Value::error();
    for (Value v : p) roots.add(v);
    if (!point_items(vm, a[1], q)) return Value::error();
    for (Value v : q) roots.add(v);
    if (p.size() != q.size())
        return vm.raise(TypeId::ValueError, "both points must have the same number of dimensions");
    std::vector<double> diffs;
    diffs.reserve(p.size());
    double max = 0.0;
    bool found_nan = false;
    for (size_t i = 0; i < p.size(); ++i) {
        double px, qx;
        if (!real_arg(vm, p[i], px) || !real_arg(vm, q[i], qx)) return Value::error();
        double x = std::fabs(px - qx);
        diffs.push_back(x);
        found_nan |= std::isnan(x);
        if (x > max) max = x;
    }
    return vm.new_float(vector_norm(diffs, max, found_nan));
}

}  // namespace

void register_sum_functions(vm::NativeRegistry& reg) {
    reg.add_module_function(kModule, "dist", math_dist);
    reg.add_module_function(kModule, "fsum", math_fsum);
    reg.add_module_function(kModule, "hypot", math_hypot);
    reg.add_module_function(kModule, "prod", math_prod);
}

}  // namespace basilisk::stdlib::math
