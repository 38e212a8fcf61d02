// typing's one native: a name looked up where a function (or a __main__ class) was defined, so
// get_type_hints can read string annotations that name the program's own classes
// ("Optional['Node']", or every annotation under `from __future__ import annotations`).
// Python code here has no __globals__ to read that namespace from; this hands out one value
// by name, never the dict itself.
#include "stdlib/modules/registry.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// _global_lookup(obj, name, missing): obj's defining namespace[name], or `missing`. obj is a
// Python function (its module's globals) or a class whose module is __main__ (the program's
// globals); anything else answers `missing`.
Value global_lookup(Vm& vm, const CallArgs& a) {
    if (a.size() != 3 || !vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, "_global_lookup(obj, name, missing)");
    Value globals = Value::undefined();
    if (vm.is_kind(a[0], ObjKind::Function)) {
        globals = vm.as<vm::FunctionObject>(a[0]).globals;
    } else if (vm.is_kind(a[0], ObjKind::Class) && vm.as<vm::ClassObject>(a[0]).module == "__main__") {
        globals = vm.module_globals();
    }
    if (!vm.is_kind(globals, ObjKind::Dict)) return a[2];
    Value v = vm.dict_get(globals, a[1]);
    if (v.is_error()) return v;
    return v.is_undefined() ? a[2] : v;
}

}  // namespace

void typing_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("typing", "_global_lookup", global_lookup);
}

}  // namespace basilisk::stdlib
