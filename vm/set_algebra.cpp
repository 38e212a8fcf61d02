// CPython's set algorithms, step for step where a step decides slot order (see set_algebra.h).
#include "vm/set_algebra.h"

#include "vm/for_each_item.h"
#include "vm/objects.h"
#include "vm/root_scope.h"
#include "vm/vm.h"

namespace basilisk::vm {

namespace {

bool is_anyset(Vm& vm, Value v) { return vm.is_kind(v, ObjKind::Set) || vm.is_kind(v, ObjKind::FrozenSet); }

bool is_plain_dict(Vm& vm, Value v) {
    return vm.is_kind(v, ObjKind::Dict) && vm.as<DictObject>(v).cls.is_none();
}

SetTable& table_of(Vm& vm, Value s) { return vm.as<SetObject>(s).table; }

// The live keys of a set, copied: user __eq__ may change the set while they are visited.
std::vector<Value> live_keys(Vm& vm, Value s) {
    std::vector<Value> out;
    const SetTable& t = table_of(vm, s);
    out.reserve(t.size());
    for (const SetEntry& e : t.slots())
        if (e.live()) out.push_back(e.key);
    return out;
}

// set_copy_and_difference: a copy of `a` with the items of `b` removed.
Value copy_and_difference(Vm& vm, Value a, Value b, bool frozen) {
    RootScope roots(vm);
    Value result = roots.add(set_from(vm, a, frozen));
    if (result.is_error() || !set_difference_update(vm, result, b)) return Value::error();
    return result;
}

bool is_set_view(Vm& vm, Value v) {
    if (!vm.is_kind(v, ObjKind::DictView)) return false;
    TypeId t = vm.as<DictViewObject>(v).type;
    return t == TypeId::DictKeys || t == TypeId::DictItems;
}

size_t view_len(Vm& vm, Value v) { return vm.as<DictObject>(vm.as<DictViewObject>(v).dict).table.size(); }

// A new set of the items of `iterable`, in its order, that `container` holds: a set or
// frozenset is asked directly (set_contains_key), anything else through `in`.
Value items_contained_in(Vm& vm, Value iterable, Value container, bool frozen) {
    RootScope roots(vm);
    Value result = roots.add(vm.new_set(frozen));
    std::vector<Value> items;
    if (!vm.collect(iterable, items)) return Value::error();
    bool ask_set = is_anyset(vm, container);
    for (Value k : items) {
        int c = ask_set ? vm.set_contains(container, k) : vm.contains(container, k);
        if (c < 0 || (c && vm.set_add(result, k) < 0)) return Value::error();
    }
    return result;
}

// _PyDictView_Intersect.
Value view_intersection(Vm& vm, Value a, Value b) {
    Value view = a, other = b;
    if (!is_set_view(vm, view)) std::swap(view, other);
    size_t len_view = view_len(vm, view);
    if (vm.is_kind(other, ObjKind::Set) && vm.as<SetObject>(other).cls.is_none() &&
        len_view <= table_of(vm, other).size())
        return items_contained_in(vm, view, other, false);  // other.intersection(view)
    if (is_set_view(vm, other) && view_len(vm, other) > len_view) std::swap(view, other);
    return items_contained_in(vm, other, view, false);
}

}  // namespace

bool set_update(Vm& vm, Value set, Value iterable) {
    if (is_anyset(vm, iterable)) return vm.set_merge(set, iterable);
    if (is_plain_dict(vm, iterable)) return vm.set_add_dict_keys(set, iterable);
    if (vm.is_kind(iterable, ObjKind::List) || vm.is_kind(iterable, ObjKind::Tuple)) {
        // A copy of the items: a user __hash__/__eq__ may change the list while they are added.
        std::vector<Value> items;
        if (!vm.collect(iterable, items)) return false;
        for (Value k : items)
            if (vm.set_add(set, k) < 0) return false;
        return true;
    }
    // Each item is added as the iterator yields it: when the iterator fails, set.update has
    // already added the items before (and a generator sees them in the set).
    return for_each_item(vm, iterable, [&](Value v) { return vm.set_add(set, v) < 0 ? -1 : 1; });
}

Value set_from(Vm& vm, Value iterable, bool frozen) {
    Value s = vm.new_set(frozen);
    if (iterable.is_undefined()) return s;
    RootScope roots(vm);
    roots.add(s);
    if (!set_update(vm, s, iterable)) return Value::error();
    return s;
}

Value set_from_constant_display(Vm& vm, Value constants_tuple) {
    RootScope roots(vm);
    Value folded = roots.add(vm.new_set(true));
    for (Value k : vm.as<TupleObject>(constants_tuple).items)
        if (vm.set_add(folded, k) < 0) return Value::error();
    Value merged = roots.add(vm.new_set(true));
    for (Value k : live_keys(vm, folded))
        if (vm.set_add(merged, k) < 0) return Value::error();
    return set_from(vm, merged, false);
}

Value set_intersection(Vm& vm, Value a, Value b, bool frozen) {
    if (a.identical(b)) return set_from(vm, a, frozen);
    if (is_anyset(vm, b)) {
        RootScope roots(vm);
        Value result = roots.add(vm.new_set(frozen));
        // The smaller set is walked (the right one on a tie) and its keys kept.
        Value walk = b, probe = a;
        if (table_of(vm, b).size() > table_of(vm, a).size()) std::swap(walk, probe);
        for (Value k : live_keys(vm, walk)) {
            int c = vm.set_contains(probe, k);
            if (c < 0 || (c && vm.set_add(result, k) < 0)) return Value::error();
        }
        return result;
    }
    return items_contained_in(vm, b, a, frozen);
}

Value set_difference(Vm& vm, Value a, Value b, bool frozen) {
    size_t other_size = 0;
    if (is_anyset(vm, b)) other_size = table_of(vm, b).size();
    else if (is_plain_dict(vm, b)) other_size = vm.as<DictObject>(b).table.size();
    else return copy_and_difference(vm, a, b, frozen);
    // Much bigger than the other: copying and removing is cheaper (and leaves removed slots).
    if ((table_of(vm, a).size() >> 2) > other_size) return copy_and_difference(vm, a, b, frozen);
    RootScope roots(vm);
    Value result = roots.add(vm.new_set(frozen));
    for (Value k : live_keys(vm, a)) {
        int c = is_anyset(vm, b) ? vm.set_contains(b, k) : vm.contains(b, k);
        if (c < 0 || (!c && vm.set_add(result, k) < 0)) return Value::error();
    }
    return result;
}

bool set_difference_update(Vm& vm, Value set, Value other) {
    if (set.identical(other)) {
        table_of(vm, set).clear();
        return true;
    }
    RootScope roots(vm);
    std::vector<Value> items;
    if (is_anyset(vm, other)) {
        // A much bigger other set is first cut down to the common part.
        if ((table_of(vm, other).size() >> 3) > table_of(vm, set).size()) {
            other = roots.add(set_intersection(vm, set, other, false));
            if (other.is_error()) return false;
        }
        items = live_keys(vm, other);
    } else if (!vm.collect(other, items)) {
        return false;
    }
    for (Value k : items)
        if (vm.set_discard(set, k) < 0) return false;
    table_of(vm, set).compact_after_removals();
    return true;
}

bool set_symmetric_difference_update(Vm& vm, Value set, Value other) {
    if (set.identical(other)) {
        table_of(vm, set).clear();
        return true;
    }
    RootScope roots(vm);
    std::vector<Value> items;
    if (is_plain_dict(vm, other)) {
        for (const DictEntry& e : vm.as<DictObject>(other).table.entries())
            if (!e.key.is_undefined()) items.push_back(e.key);
    } else {
        Value o = other;
        if (!is_anyset(vm, o)) {
            o = roots.add(set_from(vm, other, false));
            if (o.is_error()) return false;
        }
        items = live_keys(vm, o);
    }
    for (Value k : items) {
        int r = vm.set_discard(set, k);
        if (r < 0 || (r == 0 && vm.set_add(set, k) < 0)) return false;
    }
    return true;
}

Value set_symmetric_difference(Vm& vm, Value a, Value b, bool frozen) {
    // CPython starts from a copy of the right operand and toggles the left one's items in.
    RootScope roots(vm);
    Value result = roots.add(set_from(vm, b, frozen));
    if (result.is_error() || !set_symmetric_difference_update(vm, result, a)) return Value::error();
    return result;
}

Value dict_view_set_op(Vm& vm, Value a, Value b, char op) {
    if (op == '&') return view_intersection(vm, a, b);
    // dictviews_to_set: a keys view of a plain dict is read as the dict (one presize first).
    Value left = a;
    if (vm.is_kind(a, ObjKind::DictView) && vm.as<DictViewObject>(a).type == TypeId::DictKeys &&
        is_plain_dict(vm, vm.as<DictViewObject>(a).dict))
        left = vm.as<DictViewObject>(a).dict;
    RootScope roots(vm);
    Value result = roots.add(set_from(vm, left, false));
    if (result.is_error()) return result;
    bool ok = op == '|'   ? set_update(vm, result, b)
              : op == '-' ? set_difference_update(vm, result, b)
                          : set_symmetric_difference_update(vm, result, b);
    return ok ? result : Value::error();
}

}  // namespace basilisk::vm
