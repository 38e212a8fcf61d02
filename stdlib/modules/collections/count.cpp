// collections' one native: the tally behind Counter(iterable) and Counter.update(iterable),
// CPython's _count_elements. Counting a list of 200k words one Python-level `self[x] = get(x)+1`
// at a time is the hot path of Counter; here it is one native loop over the list.
#include <fmt/format.h>

#include "stdlib/modules/registry.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// Keys whose hashing and equality run no Python code (so nothing here can call back into the
// program, and a host function can never be reached from this loop).
bool plain_key(Vm& vm, Value v) {
    if (!v.is_object()) return true;   // small ints, floats, bools, None
    ObjKind k = vm.kind_of(v);
    if (k == ObjKind::Str) return true;
    if (k == ObjKind::BigInt) return true;
    if (k == ObjKind::Bytes) return !vm.as<vm::BytesObject>(v).is_bytearray;
    if (k == ObjKind::Tuple) {
        const auto& t = vm.as<vm::TupleObject>(v);
        if (!t.cls.is_none()) return false;
        for (Value item : t.items)
            if (!plain_key(vm, item)) return false;
        return true;
    }
    return false;
}

// _count_list(mapping, iterable) -> bool: counts when `mapping` is a dict (or a subclass
// that keeps dict's get and __setitem__, as Counter does) and `iterable` a plain list or tuple
// of plain keys; False (nothing done) otherwise, and the Python loop counts instead.
Value count_list(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "_count_list(mapping, iterable)");
    Value m = a[0], src = a[1];
    if (!vm.is_kind(m, ObjKind::Dict)) return Value::boolean(false);
    Value cls = vm.as<vm::DictObject>(m).cls;
    if (!cls.is_none() && (!vm.lookup_user_hook(cls, "__setitem__").is_undefined() ||
                           !vm.lookup_user_hook(cls, "get").is_undefined()))
        return Value::boolean(false);
    const std::vector<Value>* items = nullptr;
    if (vm.is_kind(src, ObjKind::List) && vm.as<vm::ListObject>(src).cls.is_none())
        items = &vm.as<vm::ListObject>(src).items;
    else if (vm.is_kind(src, ObjKind::Tuple) && vm.as<vm::TupleObject>(src).cls.is_none())
        items = &vm.as<vm::TupleObject>(src).items;
    if (!items) return Value::boolean(false);
    for (Value v : *items)
        if (!plain_key(vm, v)) return Value::boolean(false);
    // Indexing (not iterators): the list cannot change under us, no Python code runs here.
    for (size_t i = 0; i < items->size(); ++i) {
        Value key = (*items)[i];
        Value cur = vm.dict_get(m, key);
        if (cur.is_error()) return cur;
        Value next;
        if (cur.is_undefined()) {
            next = Value::small_int(1);
        } else if (cur.is_small_int() && cur.as_small_int() < Value::kMaxSmallInt) {
            next = Value::small_int(cur.as_small_int() + 1);
        } else {
            next = vm.binary_op(cur, Value::small_int(1), vm::BinaryOp::Add);
            if (next.is_error()) return next;
        }
        if (!vm.dict_set(m, key, next)) return Value::error();
    }
    return Value::boolean(true);
}

}  // namespace

void collections_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("collections", "_count_list", count_list);
}

}  // namespace basilisk::stdlib
