// Methods of tuple: index and count.
#include "stdlib/register.h"

namespace basilisk::stdlib {

namespace {

Value tuple_index(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "index", "tuple.index", 1, 3)) return Value::error();
    const auto& items = vm.as<vm::TupleObject>(a[0]).items;
    int64_t start, stop;
    if (!sequence_bounds(vm, a, 2, int64_t(items.size()), start, stop)) return Value::error();
    for (int64_t i = start; i < stop && i < int64_t(items.size()); ++i) {
        int r = values_equal(vm, items[size_t(i)], a[1]);
        if (r < 0) return Value::error();
        if (r > 0) return vm.new_int(i);
    }
    return vm.raise(TypeId::ValueError, "tuple.index(x): x not in tuple");
}

Value tuple_count(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "tuple.count")) return Value::error();
    const auto& items = vm.as<vm::TupleObject>(a[0]).items;
    int64_t n = 0;
    for (Value v : items) {
        int r = values_equal(vm, v, a[1]);
        if (r < 0) return Value::error();
        n += r;
    }
    return vm.new_int(n);
}

}  // namespace

void register_tuple_methods(vm::NativeRegistry& reg) {
    add_checked_method<tuple_index, TypeId::Tuple>(reg, "index");
    add_checked_method<tuple_count, TypeId::Tuple>(reg, "count");
}

}  // namespace basilisk::stdlib
