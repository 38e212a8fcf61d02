// Methods of dict, and dict.update()'s argument handling shared with dict().
#include <fmt/format.h>

#include "stdlib/register.h"

namespace basilisk::stdlib {

using vm::ObjKind;

namespace {

vm::DictTable& table_of(Vm& vm, Value d) { return vm.as<vm::DictObject>(d).table; }

Value raise_key_error(Vm& vm, Value key) {
    return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::KeyError)), {key}));
}

// One element of dict(iterable): a pair, any iterable of length 2.
bool update_pair(Vm& vm, Value dict, Value item, size_t index) {
    std::vector<Value> pair;
    if (vm.is_kind(item, ObjKind::Tuple)) {
        pair = vm.as<vm::TupleObject>(item).items;
    } else if (vm.is_kind(item, ObjKind::List)) {
        pair = vm.as<vm::ListObject>(item).items;
    } else {
        Value it = vm.get_iter(item);
        if (it.is_error()) {
            if (!vm.exception_matches(TypeId::TypeError)) return false;
            vm.take_exception();
            vm.raise(TypeId::TypeError,
                     fmt::format("cannot convert dictionary update sequence element #{} to a sequence", index));
            return false;
        }
        if (!vm.collect(it, pair)) return false;
    }
    if (pair.size() != 2) {
        vm.raise(TypeId::ValueError, fmt::format("dictionary update sequence element #{} has length {}; 2 is required",
                                                 index, pair.size()));
        return false;
    }
    return vm.dict_set(dict, pair[0], pair[1]);
}

}  // namespace

bool dict_update_from(Vm& vm, Value dict, Value src) {
    // A class's __dict__ (mappingproxy) copies as its namespace.
    if (vm.is_kind(src, ObjKind::DictView) && vm.as<vm::DictViewObject>(src).type == TypeId::MappingProxy)
        src = vm.as<vm::DictViewObject>(src).dict;
    if (vm.is_kind(src, ObjKind::Dict)) {
        if (src.identical(dict)) return true;
        std::vector<vm::DictEntry> entries = table_of(vm, src).entries();
        for (const vm::DictEntry& e : entries) {
            if (e.key.is_undefined()) continue;
            if (!vm.dict_set(dict, e.key, e.value)) return false;
        }
        return true;
    }
    RootScope roots(vm);
    if ((vm.is_kind(src, ObjKind::Instance) || vm.is_kind(src, ObjKind::Exception)) &&
        !vm.lookup_in_class(vm.type_of(src), "keys").is_undefined()) {
        // A mapping: for k in src.keys(): d[k] = src[k]
        Value keys = vm.call_method_if_exists(src, "keys", {});
        if (keys.is_error()) return false;
        roots.add(keys);
        std::vector<Value> ks;
        if (!vm.collect(keys, ks)) return false;
        for (Value k : ks) {
            Value v = vm.get_item(src, k);
            if (v.is_error()) return false;
            if (!vm.dict_set(dict, k, v)) return false;
        }
        return true;
    }
    Value it = vm.get_iter(src);
    if (it.is_error()) return false;
    roots.add(it);
    for (size_t index = 0;; ++index) {
        Value item = vm.iter_next(it);
        if (item.is_error()) return false;
        if (item.is_undefined()) return true;
        if (!update_pair(vm, dict, item, index)) return false;
    }
}

bool dict_update_kwargs(Vm& vm, Value dict, const CallArgs& a) {
    for (size_t k = 0; k < a.kw_values.size(); ++k) {
        if (!vm.dict_set(dict, a.kw_names[k], a.kw_values[k])) return false;
    }
    return true;
}

namespace {

Value dict_get(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "get", "dict.get", 1, 2)) return Value::error();
    Value v = vm.dict_get(a[0], a[1]);
    if (v.is_undefined()) return a.size() == 3 ? a[2] : Value::none();
    return v;
}

Value dict_setdefault(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "setdefault", "dict.setdefault", 1, 2)) return Value::error();
    Value v = vm.dict_get(a[0], a[1]);
    if (!v.is_undefined()) return v;
    Value dflt = a.size() == 3 ? a[2] : Value::none();
    if (!vm.dict_set(a[0], a[1], dflt)) return Value::error();
    return dflt;
}

Value dict_pop(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "pop", "dict.pop", 1, 2)) return Value::error();
    Value v = vm.dict_get(a[0], a[1]);
    if (v.is_error()) return v;
    if (v.is_undefined()) {
        if (a.size() == 3) return a[2];
        return raise_key_error(vm, a[1]);
    }
    if (vm.dict_del(a[0], a[1]) < 0) return Value::error();
    return v;
}

Value dict_popitem(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "dict.popitem")) return Value::error();
    vm::DictTable& t = table_of(vm, a[0]);
    auto& entries = t.entries();
    for (size_t i = entries.size(); i-- > 0;) {
        if (entries[i].key.is_undefined()) continue;
        Value k = entries[i].key, v = entries[i].value;
        t.erase_at(int64_t(i));
        return vm.new_tuple({k, v});
    }
    return vm.raise(TypeId::KeyError, "popitem(): dictionary is empty");
}

Value dict_update(Vm& vm, const CallArgs& a) {
    size_t n = a.pos.size() - 1;
    if (n > 1) return vm.raise(TypeId::TypeError, fmt::format("update expected at most 1 argument, got {}", n));
    if (n == 1 && !dict_update_from(vm, a[0], a[1])) return Value::error();
    if (!dict_update_kwargs(vm, a[0], a)) return Value::error();
    return Value::none();
}

Value make_view(Vm& vm, Value d, TypeId t) { return Value::object(vm.heap.make<vm::DictViewObject>(t, d)); }

Value dict_keys(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "dict.keys")) return Value::error();
    return make_view(vm, a[0], TypeId::DictKeys);
}

Value dict_values(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "dict.values")) return Value::error();
    return make_view(vm, a[0], TypeId::DictValues);
}

Value dict_items(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "dict.items")) return Value::error();
    return make_view(vm, a[0], TypeId::DictItems);
}

Value dict_copy(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "dict.copy")) return Value::error();
    Value d = vm.new_dict();
    vm::DictTable& dst = table_of(vm, d);
    const vm::DictTable& src = table_of(vm, a[0]);
    if (!vm.check_table_growth(src.memory_bytes())) return Value::error();
    dst.reserve(src.size());
    // Keys are already distinct: no comparisons needed.
    for (const vm::DictEntry& e : src.entries()) {
        if (!e.key.is_undefined()) dst.insert_new(e.key, e.hash, e.value);
    }
    vm.heap.note_growth(dst.memory_bytes());   // the copy was made empty
    return d;
}

Value dict_clear(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "dict.clear")) return Value::error();
    table_of(vm, a[0]).clear();
    return Value::none();
}

// dict.fromkeys(iterable, value=None): a class method.
Value dict_fromkeys(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "fromkeys", "dict.fromkeys", 1, 2)) return Value::error();
    Value value = a.size() == 3 ? a[2] : Value::none();
    std::vector<Value> keys;
    if (!vm.collect(a[1], keys)) return Value::error();
    RootScope roots(vm);
    for (Value k : keys) roots.add(k);
    if (vm.is_kind(a[0], ObjKind::Class)) {
        // A subclass: cls() then d[k] = value, so its __init__ and __setitem__ run.
        Value d = vm.call(a[0], std::span<const Value>());
        if (d.is_error()) return d;
        roots.add(d);
        for (Value k : keys) {
            if (!vm.set_item(d, k, value)) return Value::error();
        }
        return d;
    }
    Value d = vm.new_dict();
    roots.add(d);
    for (Value k : keys) {
        if (!vm.dict_set(d, k, value)) return Value::error();
    }
    return d;
}

// mappingproxy (a class's __dict__) answers its read-only methods with its namespace's.
template <vm::NativeFn F>
Value proxy_method(Vm& vm, const CallArgs& a) {
    std::vector<Value> pos(a.pos.begin(), a.pos.end());
    pos[0] = vm.as<vm::DictViewObject>(a[0]).dict;
    CallArgs b = a;
    b.pos = pos;
    return F(vm, b);
}

}  // namespace

// dict_keys.isdisjoint(iterable) / dict_items.isdisjoint(iterable): no element of the iterable is
// in the view.
Value view_isdisjoint(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "isdisjoint")) return Value::error();
    std::vector<Value> items;
    if (!vm.collect(a[1], items)) return Value::error();
    RootScope roots(vm);
    for (Value x : items) roots.add(x);
    for (Value x : items) {
        int c = vm.contains(a[0], x);
        if (c < 0) return Value::error();
        if (c) return Value::boolean(false);
    }
    return Value::boolean(true);
}

void register_dict_methods(vm::NativeRegistry& reg) {
    add_checked_method<view_isdisjoint, TypeId::DictKeys>(reg, "isdisjoint");
    add_checked_method<view_isdisjoint, TypeId::DictItems>(reg, "isdisjoint");
    constexpr TypeId D = TypeId::Dict;
    add_checked_method<dict_get, D>(reg, "get");
    add_checked_method<dict_setdefault, D>(reg, "setdefault");
    add_checked_method<dict_pop, D>(reg, "pop");
    add_checked_method<dict_popitem, D>(reg, "popitem");
    add_checked_method<dict_update, D>(reg, "update");
    add_checked_method<dict_keys, D>(reg, "keys");
    add_checked_method<dict_values, D>(reg, "values");
    add_checked_method<dict_items, D>(reg, "items");
    add_checked_method<dict_copy, D>(reg, "copy");
    add_checked_method<dict_clear, D>(reg, "clear");
    reg.add_method(D, "fromkeys", dict_fromkeys, vm::MethodKind::ClassMethod);
    constexpr TypeId P = TypeId::MappingProxy;
    add_checked_method<proxy_method<dict_get>, P>(reg, "get");
    add_checked_method<proxy_method<dict_keys>, P>(reg, "keys");
    add_checked_method<proxy_method<dict_values>, P>(reg, "values");
    add_checked_method<proxy_method<dict_items>, P>(reg, "items");
    add_checked_method<proxy_method<dict_copy>, P>(reg, "copy");
}

}  // namespace basilisk::stdlib
