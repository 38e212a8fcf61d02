// Pattern matching (the match statement, PEP 634): the run-time checks behind MATCH_SEQUENCE,
// MATCH_MAPPING, MATCH_KEYS and MATCH_CLASS, with CPython 3.11's rules and messages
// (Python/ceval.c: match_keys, match_class, match_class_attr).
//
// Attribute reads (class patterns) and keys read through an overridden `get` (mapping patterns)
// go through get_attr / the method call exactly as `obj.attr` and `m.get(k)` do elsewhere: a
// property or __getattr__ written in Python runs as any special method does.
#include <fmt/format.h>

#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

// The built-in types whose class pattern matches its single positional sub-pattern against the
// whole subject (CPython's _Py_TPFLAGS_MATCH_SELF), also through their subclasses.
bool matches_self(TypeId t) {
    switch (t) {
    case TypeId::Bool: case TypeId::ByteArray: case TypeId::Bytes: case TypeId::Dict: case TypeId::Float:
    case TypeId::FrozenSet: case TypeId::Int: case TypeId::List: case TypeId::Set: case TypeId::Str:
    case TypeId::Tuple:
        return true;
    default: return false;
    }
}

bool class_matches_self(Vm& vm, Value cls) {
    for (Value c : vm.mro_of(cls))
        if (c.is_type() && matches_self(TypeId(c.as_type_id()))) return true;
    return false;
}

// One attribute of a class pattern: undefined() when the subject lacks it (the pattern fails),
// error() on an error.
Value match_class_attr(Vm& vm, Value subject, Value cls, Value name, std::vector<Value>& seen) {
    for (Value s : seen) {
        if (vm.str_of(s) == vm.str_of(name)) {
            Value r = vm.repr(name);
            if (r.is_error()) return r;
            return vm.raise(TypeId::TypeError, fmt::format("{}() got multiple sub-patterns for attribute {}",
                                                           vm.class_name(cls), vm.str_of(r)));
        }
    }
    seen.push_back(name);
    Value attr = vm.get_attr(subject, name);
    if (attr.is_error() && vm.exception_matches(TypeId::AttributeError)) {
        vm.take_exception();
        return Value::undefined();
    }
    return attr;
}

}  // namespace

bool match_is_sequence(Vm& vm, Value subject) {
    if (!subject.is_object()) return false;
    return vm.isinstance(subject, TypeId::List) || vm.isinstance(subject, TypeId::Tuple) ||
           vm.isinstance(subject, TypeId::Range);
}

bool match_is_mapping(Vm& vm, Value subject) {
    return subject.is_object() && vm.isinstance(subject, TypeId::Dict);
}

Value match_keys(Vm& vm, Value subject, Value keys) {
    if (!vm.is_kind(keys, ObjKind::Tuple))
        return vm.raise(TypeId::SystemError, "invalid bytecode: Tuple expected by MATCH_KEYS");
    const std::vector<Value> key_items = vm.as<TupleObject>(keys).items;
    if (key_items.empty()) return vm.new_tuple();
    // A subclass's own `get` decides, as CPython calls subject.get(key, <dummy>); dict's reads the
    // table without __missing__ (a defaultdict-like subclass adds nothing).
    Value get = find_user_attr(vm, vm.type_of(subject), "get");
    Value dummy = get.is_undefined() ? Value::none() : vm.new_list();
    Value seen = vm.new_set();
    std::vector<Value> values;
    values.reserve(key_items.size());
    for (Value key : key_items) {
        int found = vm.set_contains(seen, key);
        if (found < 0) return Value::error();
        if (found == 1) {
            Value r = vm.repr(key);
            if (r.is_error()) return r;
            return vm.raise(TypeId::ValueError, fmt::format("mapping pattern checks duplicate key ({})", vm.str_of(r)));
        }
        if (vm.set_add(seen, key) < 0) return Value::error();
        Value v;
        if (get.is_undefined()) {
            if (!vm.is_kind(subject, ObjKind::Dict))
                return vm.raise(TypeId::SystemError, "invalid bytecode: Dict expected by MATCH_KEYS");
            v = vm.dict_get(subject, key);
            if (v.is_error()) return v;
            if (v.is_undefined()) return Value::none();
        } else {
            Value args[] = {key, dummy};
            v = call_user_method(vm, get, subject, args);
            if (v.is_error()) return v;
            if (v.identical(dummy)) return Value::none();
        }
        values.push_back(v);
    }
    return vm.new_tuple(std::move(values));
}

Value match_class(Vm& vm, Value subject, Value cls, uint32_t nargs, Value kw_names) {
    if (!cls.is_type() && !vm.is_kind(cls, ObjKind::Class))
        return vm.raise(TypeId::TypeError, "called match pattern must be a type");
    if (!vm.is_kind(kw_names, ObjKind::Tuple))
        return vm.raise(TypeId::SystemError, "invalid bytecode: Tuple expected by MATCH_CLASS");
    if (!vm.isinstance(subject, cls)) return Value::none();
    std::vector<Value> seen, attrs;
    if (nargs) {
        bool match_self = false;
        std::vector<Value> match_args;
        Value ma = vm.get_attr(cls, "__match_args__");
        if (ma.is_error()) {
            if (!vm.exception_matches(TypeId::AttributeError)) return ma;
            vm.take_exception();
            // Only acknowledged when the class does not define __match_args__.
            match_self = class_matches_self(vm, cls);
        } else if (!vm.is_kind(ma, ObjKind::Tuple) || !vm.type_of(ma).identical(Value::type(uint32_t(TypeId::Tuple)))) {
            return vm.raise(TypeId::TypeError, fmt::format("{}.__match_args__ must be a tuple (got {})",
                                                           vm.class_name(cls), vm.type_name(ma)));
        } else {
            match_args = vm.as<TupleObject>(ma).items;
        }
        size_t allowed = match_self ? 1 : match_args.size();
        if (allowed < nargs) {
            return vm.raise(TypeId::TypeError, fmt::format("{}() accepts {} positional sub-pattern{} ({} given)",
                                                           vm.class_name(cls), allowed, allowed == 1 ? "" : "s", nargs));
        }
        if (match_self) {
            attrs.push_back(subject);
        } else {
            for (uint32_t i = 0; i < nargs; ++i) {
                Value name = match_args[i];
                if (!vm.is_str(name) || !vm.type_of(name).identical(Value::type(uint32_t(TypeId::Str)))) {
                    return vm.raise(TypeId::TypeError, fmt::format("__match_args__ elements must be strings (got {})",
                                                                   vm.type_name(name)));
                }
                Value attr = match_class_attr(vm, subject, cls, name, seen);
                if (attr.is_error()) return attr;
                if (attr.is_undefined()) return Value::none();
                attrs.push_back(attr);
            }
        }
    }
    const std::vector<Value> names = vm.as<TupleObject>(kw_names).items;
    for (Value name : names) {
        if (!vm.is_str(name)) return vm.raise(TypeId::SystemError, "invalid bytecode: str expected by MATCH_CLASS");
        Value attr = match_class_attr(vm, subject, cls, name, seen);
        if (attr.is_error()) return attr;
        if (attr.is_undefined()) return Value::none();
        attrs.push_back(attr);
    }
    return vm.new_tuple(std::move(attrs));
}

}  // namespace basilisk::vm
