// Methods of set and frozenset. Results of the non-mutating operations have the type of the
// instance (frozenset.union returns a frozenset). Iteration follows CPython's algorithms where
// the visit order decides the result's insertion order (intersection walks the smaller set).
#include <fmt/format.h>

#include "stdlib/register.h"
#include "vm/set_algebra.h"

namespace basilisk::stdlib {

using vm::ObjKind;

namespace {

bool is_anyset(Vm& vm, Value v) { return vm.is_kind(v, ObjKind::Set) || vm.is_kind(v, ObjKind::FrozenSet); }

std::vector<Value> set_keys(Vm& vm, Value s) {
    std::vector<Value> out;
    const auto& t = vm.as<vm::SetObject>(s).table;
    out.reserve(t.size());
    for (const vm::SetEntry& e : t.slots())
        if (e.live()) out.push_back(e.key);
    return out;
}

bool frozen(Vm& vm, Value s) { return vm.is_kind(s, ObjKind::FrozenSet); }

// set_copy: a fresh table merged from the set's (CPython's resize-then-copy order).
Value copy_set(Vm& vm, Value s, bool as_frozen) { return vm::set_from(vm, s, as_frozen); }

// `other` as a set: itself when it is one, else a new set of its items.
Value as_set(Vm& vm, Value other, RootScope& roots) {
    if (is_anyset(vm, other)) return other;
    return roots.add(vm::set_from(vm, other, false));
}

size_t set_size(Vm& vm, Value s) { return vm.as<vm::SetObject>(s).table.size(); }

void replace_table(Vm& vm, Value target, Value source) {
    vm.as<vm::SetObject>(target).table = std::move(vm.as<vm::SetObject>(source).table);
    vm.as<vm::SetObject>(source).table = vm::SetTable();
}

std::string qual(Vm& vm, Value self, std::string_view name) {
    return fmt::format("{}.{}", frozen(vm, self) ? "frozenset" : "set", name);
}

// ---- methods of both set and frozenset ----

Value set_copy(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, qual(vm, a[0], "copy"))) return Value::error();
    if (frozen(vm, a[0])) return a[0];
    return copy_set(vm, a[0], false);
}

Value set_union(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, qual(vm, a[0], "union"))) return Value::error();
    RootScope roots(vm);
    Value r = copy_set(vm, a[0], frozen(vm, a[0]));
    if (r.is_error()) return r;
    roots.add(r);
    for (size_t i = 1; i < a.size(); ++i)
        if (!vm::set_update(vm, r, a[i])) return Value::error();
    return r;
}

Value set_intersection(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, qual(vm, a[0], "intersection"))) return Value::error();
    if (a.size() == 1) return copy_set(vm, a[0], frozen(vm, a[0]));
    RootScope roots(vm);
    Value r = a[0];
    for (size_t i = 1; i < a.size(); ++i) {
        r = vm::set_intersection(vm, r, a[i], frozen(vm, a[0]));
        if (r.is_error()) return r;
        roots.add(r);
    }
    return r;
}

Value set_difference(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, qual(vm, a[0], "difference"))) return Value::error();
    if (a.size() == 1) return copy_set(vm, a[0], frozen(vm, a[0]));
    RootScope roots(vm);
    // The first difference makes the result; the others are removed from it in place.
    Value r = vm::set_difference(vm, a[0], a[1], frozen(vm, a[0]));
    if (r.is_error()) return r;
    roots.add(r);
    for (size_t i = 2; i < a.size(); ++i)
        if (!vm::set_difference_update(vm, r, a[i])) return Value::error();
    return r;
}

Value set_symmetric_difference(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, qual(vm, a[0], "symmetric_difference"))) return Value::error();
    return vm::set_symmetric_difference(vm, a[0], a[1], frozen(vm, a[0]));
}

Value set_issubset(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, qual(vm, a[0], "issubset"))) return Value::error();
    RootScope roots(vm);
    Value o = as_set(vm, a[1], roots);
    if (o.is_error()) return o;
    if (set_size(vm, a[0]) > set_size(vm, o)) return Value::boolean(false);
    for (Value k : set_keys(vm, a[0])) {
        int c = vm.set_contains(o, k);
        if (c < 0) return Value::error();
        if (!c) return Value::boolean(false);
    }
    return Value::boolean(true);
}

Value set_issuperset(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, qual(vm, a[0], "issuperset"))) return Value::error();
    std::vector<Value> items;
    if (is_anyset(vm, a[1])) items = set_keys(vm, a[1]);
    else if (!vm.collect(a[1], items)) return Value::error();
    for (Value k : items) {
        int c = vm.set_contains(a[0], k);
        if (c < 0) return Value::error();
        if (!c) return Value::boolean(false);
    }
    return Value::boolean(true);
}

Value set_isdisjoint(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, qual(vm, a[0], "isdisjoint"))) return Value::error();
    std::vector<Value> items;
    if (is_anyset(vm, a[1])) items = set_keys(vm, a[1]);
    else if (!vm.collect(a[1], items)) return Value::error();
    for (Value k : items) {
        int c = vm.set_contains(a[0], k);
        if (c < 0) return Value::error();
        if (c) return Value::boolean(false);
    }
    return Value::boolean(true);
}

// ---- set only ----

Value set_add(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "set.add")) return Value::error();
    if (vm.set_add(a[0], a[1]) < 0) return Value::error();
    return Value::none();
}

Value set_discard(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "set.discard")) return Value::error();
    if (vm.set_discard(a[0], a[1]) < 0) return Value::error();
    return Value::none();
}

Value set_remove(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "set.remove")) return Value::error();
    int r = vm.set_discard(a[0], a[1]);
    if (r < 0) return Value::error();
    if (r == 0) return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::KeyError)), {a[1]}));
    return Value::none();
}

Value set_pop(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "set.pop")) return Value::error();
    Value out;
    if (!vm.as<vm::SetObject>(a[0]).table.pop(out)) return vm.raise(TypeId::KeyError, "pop from an empty set");
    return out;
}

Value set_clear(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "set.clear")) return Value::error();
    vm.as<vm::SetObject>(a[0]).table.clear();
    return Value::none();
}

Value set_update(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, "set.update")) return Value::error();
    for (size_t i = 1; i < a.size(); ++i)
        if (!vm::set_update(vm, a[0], a[i])) return Value::error();
    return Value::none();
}

Value set_intersection_update(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, "set.intersection_update")) return Value::error();
    RootScope roots(vm);
    // CPython computes the intersection (a copy when there is no argument) and takes its table.
    Value r = a.size() == 1 ? copy_set(vm, a[0], false) : a[0];
    if (r.is_error()) return r;
    roots.add(r);
    for (size_t i = 1; i < a.size(); ++i) {
        r = vm::set_intersection(vm, r, a[i], false);
        if (r.is_error()) return r;
        roots.add(r);
    }
    if (!r.identical(a[0])) replace_table(vm, a[0], r);
    return Value::none();
}

Value set_difference_update(Vm& vm, const CallArgs& a) {
    if (!check_no_kwargs(vm, a, "set.difference_update")) return Value::error();
    for (size_t i = 1; i < a.size(); ++i)
        if (!vm::set_difference_update(vm, a[0], a[i])) return Value::error();
    return Value::none();
}

Value set_symmetric_difference_update(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "set.symmetric_difference_update")) return Value::error();
    if (!vm::set_symmetric_difference_update(vm, a[0], a[1])) return Value::error();
    return Value::none();
}

}  // namespace

void register_set_methods(vm::NativeRegistry& reg) {
    constexpr TypeId S = TypeId::Set, F = TypeId::FrozenSet;
    add_checked_method<set_copy, S>(reg, "copy");
    add_checked_method<set_union, S>(reg, "union");
    add_checked_method<set_intersection, S>(reg, "intersection");
    add_checked_method<set_difference, S>(reg, "difference");
    add_checked_method<set_symmetric_difference, S>(reg, "symmetric_difference");
    add_checked_method<set_issubset, S>(reg, "issubset");
    add_checked_method<set_issuperset, S>(reg, "issuperset");
    add_checked_method<set_isdisjoint, S>(reg, "isdisjoint");
    add_checked_method<set_copy, F>(reg, "copy");
    add_checked_method<set_union, F>(reg, "union");
    add_checked_method<set_intersection, F>(reg, "intersection");
    add_checked_method<set_difference, F>(reg, "difference");
    add_checked_method<set_symmetric_difference, F>(reg, "symmetric_difference");
    add_checked_method<set_issubset, F>(reg, "issubset");
    add_checked_method<set_issuperset, F>(reg, "issuperset");
    add_checked_method<set_isdisjoint, F>(reg, "isdisjoint");
    add_checked_method<set_add, S>(reg, "add");
    add_checked_method<set_discard, S>(reg, "discard");
    add_checked_method<set_remove, S>(reg, "remove");
    add_checked_method<set_pop, S>(reg, "pop");
    add_checked_method<set_clear, S>(reg, "clear");
    add_checked_method<set_update, S>(reg, "update");
    add_checked_method<set_intersection_update, S>(reg, "intersection_update");
    add_checked_method<set_difference_update, S>(reg, "difference_update");
    add_checked_method<set_symmetric_difference_update, S>(reg, "symmetric_difference_update");
}

}  // namespace basilisk::stdlib
