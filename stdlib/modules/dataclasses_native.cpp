// dataclasses' one native: the attribute stores of a generated __init__. Without exec the
// __init__ is generic (it receives *args); storing each field from Python (setattr in a loop,
// or __dict__.update(zip(...))) made a dataclass's construction four times a hand-written
// __init__'s. Here the stores are the ones `self.x = x` makes.
#include "stdlib/modules/registry.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// _store_fields(obj, names, values, honour_setattr): object.__setattr__(obj, names[i], values[i])
// and True; only called when no descriptor is named like a field. With honour_setattr (a
// dataclass that is not frozen: its __init__ does `self.x = x`), a Python __setattr__ of the
// instance's class must run instead: then nothing is stored and the result is False (the
// caller stores through setattr). Checked here, where the class's hook lookup is cached, not
// in Python per call (`type(self).__setattr__ is object.__setattr__` was a fifth of the call).
// No Python code runs here.
Value store_fields(Vm& vm, const CallArgs& a) {
    if (a.size() != 4 || !vm.is_kind(a[1], ObjKind::Tuple) || !vm.is_kind(a[2], ObjKind::Tuple))
        return vm.raise(TypeId::TypeError, "_store_fields(obj, names, values, honour_setattr)");
    int honour_setattr = vm.truthy(a[3]);
    if (honour_setattr < 0) return Value::error();
    if (honour_setattr && vm.is_kind(vm.lookup_user_hook(vm.type_of(a[0]), "__setattr__"), ObjKind::Function))
        return Value::boolean(false);
    // No Python code runs and no collection happens here, so the caller's tuples (held by its
    // frame) are read in place.
    const auto& names = vm.as<vm::TupleObject>(a[1]).items;
    const auto& values = vm.as<vm::TupleObject>(a[2]).items;
    if (names.size() != values.size()) return vm.raise(TypeId::TypeError, "_store_fields: length mismatch");
    for (Value n : names)
        if (!vm.is_str(n)) return vm.raise(TypeId::TypeError, "_store_fields: names must be str");
    // A new instance's dict gets exactly these fields: sized for them up front (a record of
    // three fields takes three entries, not four), counted as growth like BUILD_MAP's, and
    // filled directly (the class's __slots__, if any, still decide).
    Value* slot = vm::instance_dict_slot(vm, a[0]);
    if (slot && slot->is_none() && !names.empty() &&
        !vm.type_of(a[0]).identical(Value::type(uint32_t(TypeId::Object)))) {
        Value d = vm.new_dict();
        vm::DictTable& table = vm.as<vm::DictObject>(d).table;
        table.reserve(uint32_t(names.size()));
        vm.heap.note_growth(table.memory_bytes());
        *vm::instance_dict_slot(vm, a[0]) = d;
        for (size_t i = 0; i < names.size(); ++i) {
            if (vm::slots_refuse(vm, a[0], vm.str_of(names[i]))) {
                if (!vm::generic_set_attr(vm, a[0], names[i], values[i])) return Value::error();
            } else if (!vm.dict_set(d, names[i], values[i])) {
                return Value::error();
            }
        }
        return Value::boolean(true);
    }
    for (size_t i = 0; i < names.size(); ++i)
        if (!vm::generic_set_attr(vm, a[0], names[i], values[i])) return Value::error();
    return Value::boolean(true);
}

}  // namespace

void dataclasses_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("dataclasses", "_store_fields", store_fields);
}

}  // namespace basilisk::stdlib
