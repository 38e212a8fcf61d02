// Methods of range (index and count: ints are found arithmetically, other values by ==), and the
// ranges past int64 (range(10**20, 10**20 + 5)): every range operation takes the int64 fast path
// in vm/ when the bounds and the length fit, and the BigInt path here when they do not.
#include <limits>

#include <fmt/format.h>

#include "stdlib/register.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

using num::BigInt;

// v (an int, or an object with __index__) as a BigInt; nullopt with TypeError pending otherwise.
std::optional<BigInt> index_big(Vm& vm, Value v, std::string_view type_error) {
    if (vm.is_int(v)) return int_to_big(vm, v);
    if (vm.is_kind(v, ObjKind::Instance)) {
        Value r = vm.call_method_if_exists(v, "__index__", {});
        if (r.is_error()) return std::nullopt;
        if (!r.is_undefined()) {
            if (!vm.is_int(r)) {
                vm.raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", vm.type_name(r)));
                return std::nullopt;
            }
            return int_to_big(vm, r);
        }
    }
    vm.raise(TypeId::TypeError, fmt::format(fmt::runtime(type_error), vm.type_name(v)));
    return std::nullopt;
}

Value overflow_ssize(Vm& vm) { return vm.raise(TypeId::OverflowError, "Python int too large to convert to C ssize_t"); }

}  // namespace

RangeBig range_big(const Vm& vm, const RangeObject& r) {
    if (!r.is_big()) return RangeBig{BigInt(r.start), BigInt(r.stop), BigInt(r.step)};
    return RangeBig{int_to_big(vm, r.big_start), int_to_big(vm, r.big_stop), int_to_big(vm, r.big_step)};
}

BigInt RangeBig::length() const {
    if (step > 0 && start < stop) return BigInt((stop - start - 1) / step + 1);
    if (step < 0 && start > stop) return BigInt((start - stop - 1) / (-step) + 1);
    return BigInt(0);
}

bool RangeBig::contains(const BigInt& x) const {
    if (step > 0 ? (x < start || x >= stop) : (x > start || x <= stop)) return false;
    return BigInt(x - start) % step == 0;
}

bool range_needs_big(const RangeObject& r) {
    if (r.is_big()) return true;
    __int128 span = r.step > 0 ? __int128(r.stop) - r.start : __int128(r.start) - r.stop;
    __int128 step = r.step > 0 ? __int128(r.step) : -__int128(r.step);
    return span > 0 && (span - 1) / step + 1 > std::numeric_limits<int64_t>::max();
}

Value make_range(Vm& vm, const BigInt& start, const BigInt& stop, const BigInt& step) {
    auto a = num::to_int64(start), b = num::to_int64(stop), c = num::to_int64(step);
    if (a && b && c) return Value::object(vm.heap.make<RangeObject>(*a, *b, *c));
    // No collection runs inside native code: the fresh ints need no rooting.
    Value vs = vm.new_int(start), ve = vm.new_int(stop), vp = vm.new_int(step);
    return Value::object(vm.heap.make<RangeObject>(vs, ve, vp));
}

Value range_big_item(Vm& vm, const RangeObject& r, Value index) {
    RangeBig b = range_big(vm, r);
    BigInt len = b.length();
    BigInt i = int_to_big(vm, index);
    if (i < 0) i += len;
    if (i < 0 || i >= len) return vm.raise(TypeId::IndexError, "range object index out of range");
    return vm.new_int(BigInt(b.start + i * b.step));
}

// CPython's slice.indices() over ints of any size (_PySlice_GetLongIndices).
Value range_big_slice(Vm& vm, const RangeObject& r, Value slice) {
    RangeBig b = range_big(vm, r);
    BigInt len = b.length();
    const SliceObject& s = vm.as<SliceObject>(slice);
    Value parts[3] = {s.start, s.stop, s.step};
    constexpr std::string_view kBadIndex = "slice indices must be integers or None or have an __index__ method";
    BigInt step = 1;
    if (!parts[2].is_none()) {
        auto x = index_big(vm, parts[2], kBadIndex);
        if (!x) return Value::error();
        if (*x == 0) return vm.raise(TypeId::ValueError, "slice step cannot be zero");
        step = *x;
    }
    BigInt lower = step < 0 ? BigInt(-1) : BigInt(0);
    BigInt upper = step < 0 ? BigInt(len - 1) : len;
    BigInt bounds[2];
    for (int k = 0; k < 2; ++k) {
        if (parts[k].is_none()) {
            bounds[k] = (k == 0) == (step < 0) ? upper : lower;
            continue;
        }
        auto x = index_big(vm, parts[k], kBadIndex);
        if (!x) return Value::error();
        BigInt v = *x;
        if (v < 0) {
            v += len;
            if (v < lower) v = lower;
        } else if (v > upper) {
            v = upper;
        }
        bounds[k] = v;
    }
    return make_range(vm, BigInt(b.start + bounds[0] * b.step), BigInt(b.start + bounds[1] * b.step),
                      BigInt(b.step * step));
}

std::optional<int64_t> range_big_length(Vm& vm, const RangeObject& r) {
    auto n = num::to_int64(range_big(vm, r).length());
    if (!n) {
        overflow_ssize(vm);
        return std::nullopt;
    }
    return n;
}

Value range_big_iter(Vm& vm, Value range) {
    RangeBig b = range_big(vm, vm.as<RangeObject>(range));
    // The iterator's state (next value, values left, step) lives in a list in `extra`; stop -1
    // sends the interpreter's int64 fast path to seq_iter_next.
    Value state = vm.new_list();
    for (const BigInt& x : {b.start, b.length(), b.step}) {
        Value v = vm.new_int(x);
        vm.as<ListObject>(state).items.push_back(v);
    }
    Value it = Value::object(vm.heap.make<SeqIterObject>(TypeId::RangeIterator, range));
    SeqIterObject& so = vm.as<SeqIterObject>(it);
    so.stop = -1;
    so.extra = state;
    return it;
}

Value range_big_iter_next(Vm& vm, Value itv) {
    Value state = vm.as<SeqIterObject>(itv).extra;
    if (!vm.is_kind(state, ObjKind::List) || vm.as<ListObject>(state).items.size() != 3) {
        vm.as<SeqIterObject>(itv).seq = Value::none();
        return Value::undefined();
    }
    auto& items = vm.as<ListObject>(state).items;
    if (!vm.is_int(items[0]) || !vm.is_int(items[1]) || !vm.is_int(items[2])) {
        vm.as<SeqIterObject>(itv).seq = Value::none();
        return Value::undefined();
    }
    BigInt left = int_to_big(vm, items[1]);
    if (left <= 0) {
        vm.as<SeqIterObject>(itv).seq = Value::none();
        return Value::undefined();
    }
    Value current = items[0];
    BigInt next = int_to_big(vm, current) + int_to_big(vm, items[2]);
    Value nv = vm.new_int(next);
    vm.as<ListObject>(state).items[0] = nv;
    Value lv = vm.new_int(BigInt(left - 1));
    vm.as<ListObject>(state).items[1] = lv;
    return current;
}

Value range_reversed(Vm& vm, const RangeObject& r) {
    RangeBig b = range_big(vm, r);
    BigInt n = b.length();
    if (n == 0) return make_range(vm, 0, 0, 1);
    BigInt last = b.start + (n - 1) * b.step;
    return make_range(vm, last, BigInt(last - n * b.step), BigInt(-b.step));
}

bool range_repr_into(Vm& vm, const RangeObject& r, std::string& out) {
    if (!r.is_big()) {
        if (r.step == 1) out += fmt::format("range({}, {})", r.start, r.stop);
        else out += fmt::format("range({}, {}, {})", r.start, r.stop, r.step);
        return true;
    }
    out += "range(";
    Value parts[3] = {r.big_start, r.big_stop, r.big_step};
    bool step_one = r.big_step.is_small_int() && r.big_step.as_small_int() == 1;
    for (int i = 0; i < (step_one ? 2 : 3); ++i) {
        if (i) out += ", ";
        std::optional<std::string> s = vm.repr_string(parts[i]);
        if (!s) return false;
        out += *s;
    }
    out += ')';
    return true;
}

}  // namespace basilisk::vm

namespace basilisk::stdlib {

namespace {

using num::BigInt;
using vm::RangeBig;

// The position of int value x in r, or -1.
int64_t range_position(const vm::RangeObject& r, int64_t x) {
    int64_t n = r.length();
    if (n == 0) return -1;
    __int128 off = __int128(x) - r.start;
    if (off % r.step != 0) return -1;
    __int128 i = off / r.step;
    return (i >= 0 && i < n) ? int64_t(i) : -1;
}

// Linear search with == for values that are not ints (3.0 in range(5)): -1 when absent, -2 on
// error; with `count`, `found` counts the matches. Ranges past int64 compute each element as a
// BigInt (the loop ends on the instruction limit long before such a range is walked).
int64_t range_search(Vm& vm, Value range, Value x, bool count, BigInt& found) {
    found = 0;
    RangeBig b = vm::range_big(vm, vm.as<vm::RangeObject>(range));
    BigInt n = b.length();
    BigInt element = b.start;
    for (BigInt i = 0; i < n; ++i, element += b.step) {
        if (!vm.tick_native_loop()) return -2;
        int e = values_equal(vm, vm.new_int(element), x);
        if (e < 0) return -2;
        if (e > 0) {
            if (!count) return 0;
            ++found;
        }
    }
    return -1;
}

// Where x (an int) sits in the range: its index, or nullopt when absent.
std::optional<BigInt> int_position(Vm& vm, Value range, Value x) {
    const auto& ro = vm.as<vm::RangeObject>(range);
    if (!vm::range_needs_big(ro)) {
        std::optional<int64_t> v = int_value(vm, x);
        int64_t pos = v ? range_position(ro, *v) : -1;
        if (pos < 0) return std::nullopt;
        return BigInt(pos);
    }
    RangeBig b = vm::range_big(vm, ro);
    BigInt v = vm::int_to_big(vm, x);
    if (!b.contains(v)) return std::nullopt;
    return BigInt((v - b.start) / b.step);
}

Value range_index(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "range.index")) return Value::error();
    Value x = a[1];
    if (vm.is_int(x)) {
        std::optional<BigInt> pos = int_position(vm, a[0], x);
        if (pos) return vm.new_int(*pos);
        std::optional<std::string> s = vm.repr_string(x);
        if (!s) return Value::error();
        return vm.raise(TypeId::ValueError, fmt::format("{} is not in range", *s));
    }
    // Equal elements found by == (a float, an object with __eq__): the index of the first.
    const auto& ro = vm.as<vm::RangeObject>(a[0]);
    RangeBig b = vm::range_big(vm, ro);
    BigInt n = b.length();
    BigInt element = b.start;
    for (BigInt i = 0; i < n; ++i, element += b.step) {
        if (!vm.tick_native_loop()) return Value::error();
        int e = values_equal(vm, vm.new_int(element), x);
        if (e < 0) return Value::error();
        if (e > 0) return vm.new_int(i);
    }
    return vm.raise(TypeId::ValueError, "sequence.index(x): x not in sequence");
}

Value range_count(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "range.count")) return Value::error();
    Value x = a[1];
    if (vm.is_int(x)) return vm.new_int(int_position(vm, a[0], x) ? 1 : 0);
    BigInt found;
    if (range_search(vm, a[0], x, true, found) == -2) return Value::error();
    return vm.new_int(found);
}

}  // namespace

void register_range_methods(vm::NativeRegistry& reg) {
    add_checked_method<range_index, TypeId::Range>(reg, "index");
    add_checked_method<range_count, TypeId::Range>(reg, "count");
}

}  // namespace basilisk::stdlib
