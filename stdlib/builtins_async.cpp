// aiter() and anext(): the async counterparts of iter() and next(). The checks and the built-in
// async generators are answered here; a class's own __aiter__/__anext__ runs in the prelude
// (aiter_of, anext_of, anext_default), as an ordinary frame, so a host call inside it can pause.
#include <fmt/format.h>

#include "stdlib/register.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib {

namespace {

using vm::ObjKind;

bool has_method(Vm& vm, Value v, std::string_view name) {
    return !vm.lookup_in_class(vm.type_of(v), name).is_undefined();
}

Value builtin_aiter(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "aiter", 0)) return Value::error();
    Value obj = a[0];
    if (!has_method(vm, obj, "__aiter__"))
        return vm.raise(TypeId::TypeError, fmt::format("'{}' object is not an async iterable", vm.type_name(obj)));
    if (vm.is_kind(obj, ObjKind::AsyncGenerator)) return obj;   // its own async iterator
    return vm.tail_call_prelude("aiter_of", {obj});
}

Value builtin_anext(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "anext", "anext", 1, 2, 0)) return Value::error();
    Value it = a[0];
    if (!has_method(vm, it, "__anext__"))
        return vm.raise(TypeId::TypeError, fmt::format("'{}' object is not an async iterator", vm.type_name(it)));
    if (a.size() == 2) return vm.tail_call_prelude("anext_default", {it, a[1]});
    return vm.tail_call_prelude("anext_of", {it});
}

}  // namespace

void register_async_builtins(vm::NativeRegistry& reg) {
    reg.add_builtin_function("aiter", builtin_aiter);
    reg.add_builtin_function("anext", builtin_anext);
}

}  // namespace basilisk::stdlib
