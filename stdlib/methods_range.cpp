// Methods of range: index and count (ints are found arithmetically, other values by ==).
#include <fmt/format.h>

#include "stdlib/register.h"

namespace basilisk::stdlib {

namespace {

// The position of int value x in r, or -1.
int64_t range_position(const vm::RangeObject& r, int64_t x) {
    int64_t n = r.length();
    if (n == 0) return -1;
    __int128 off = __int128(x) - r.start;
    if (off % r.step != 0) return -1;
    __int128 i = off / r.step;
    return (i >= 0 && i < n) ? int64_t(i) : -1;
}

// Linear search with == for values that are not ints (3.0 in range(5)).
int64_t range_search(Vm& vm, const vm::RangeObject& r, Value x, bool count, int64_t& found) {
    found = 0;
    int64_t n = r.length();
    for (int64_t i = 0; i < n; ++i) {
        if (!vm.tick_native_loop()) return -2;
        int e = values_equal(vm, vm.new_int(int64_t(uint64_t(r.start) + uint64_t(i) * uint64_t(r.step))), x);
        if (e < 0) return -2;
        if (e > 0) {
            if (!count) return i;
            ++found;
        }
    }
    return -1;
}

Value range_index(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "range.index")) return Value::error();
    const auto& ro = vm.as<vm::RangeObject>(a[0]);
    const vm::RangeObject r(ro.start, ro.stop, ro.step);
    Value x = a[1];
    int64_t pos;
    if (vm.is_int(x)) {
        std::optional<int64_t> v = int_value(vm, x);
        pos = v ? range_position(r, *v) : -1;
    } else {
        int64_t found;
        pos = range_search(vm, r, x, false, found);
        if (pos == -2) return Value::error();
        if (pos < 0) return vm.raise(TypeId::ValueError, "sequence.index(x): x not in sequence");
    }
    if (pos < 0) {
        std::optional<std::string> s = vm.repr_string(x);
        if (!s) return Value::error();
        return vm.raise(TypeId::ValueError, fmt::format("{} is not in range", *s));
    }
    return vm.new_int(pos);
}

Value range_count(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "range.count")) return Value::error();
    const auto& ro = vm.as<vm::RangeObject>(a[0]);
    const vm::RangeObject r(ro.start, ro.stop, ro.step);
    Value x = a[1];
    if (vm.is_int(x)) {
        std::optional<int64_t> v = int_value(vm, x);
        return vm.new_int(v && range_position(r, *v) >= 0 ? 1 : 0);
    }
    int64_t found;
    if (range_search(vm, r, x, true, found) == -2) return Value::error();
    return vm.new_int(found);
}

}  // namespace

void register_range_methods(vm::NativeRegistry& reg) {
    add_checked_method<range_index, TypeId::Range>(reg, "index");
    add_checked_method<range_count, TypeId::Range>(reg, "count");
}

}  // namespace basilisk::stdlib
