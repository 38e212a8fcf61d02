// The process-wide native registry: built once, on first use, from every register_* function.
#include <fmt/format.h>

#include "stdlib/modules/registry.h"
#include "stdlib/register.h"

namespace basilisk::vm {

const NativeRegistry& native_registry() {
    static const NativeRegistry registry = [] {
        NativeRegistry reg;
        register_vm_natives(reg);
        register_os_error(reg);
        stdlib::register_builtins_core(reg);
        stdlib::register_introspection_builtins(reg);
        stdlib::register_async_builtins(reg);
        stdlib::register_str_methods(reg);
        stdlib::register_str_format(reg);
        stdlib::register_bytes_methods(reg);
        stdlib::register_list_methods(reg);
        stdlib::register_tuple_methods(reg);
        stdlib::register_dict_methods(reg);
        stdlib::register_set_methods(reg);
        stdlib::register_range_methods(reg);
        stdlib::register_prelude_support(reg);
        stdlib::register_dunder_methods(reg);
        stdlib::register_module_natives(reg);
        // Last, so that the numeric module's definitions win where both define a name.
        stdlib::register_numeric_builtins(reg);
        for (std::string_view name : {"len", "next", "__build_class__", "_agen_send", "_agen_throw"})
            reg.mark_invoke_special(reg.builtin(name));
        for (TypeId t : {TypeId::Generator, TypeId::Coroutine}) {
            reg.mark_invoke_special(reg.type_attr(t, "send"));
            reg.mark_invoke_special(reg.type_attr(t, "throw"));
        }
        reg.mark_invoke_special(reg.type_attr(TypeId::Type, "__call__"));
        return reg;
    }();
    return registry;
}

}  // namespace basilisk::vm

namespace basilisk::stdlib {

Value method_self_error(Vm& vm, const CallArgs& a, TypeId type, vm::NativeFn wrapper) {
    const vm::NativeRegistry& reg = vm::native_registry();
    std::string name = "?";
    for (size_t i = 0; i < reg.function_count(); ++i) {
        if (reg.function(uint32_t(i)).fn == wrapper && reg.function(uint32_t(i)).owner == type) {
            name = reg.function(uint32_t(i)).name;
            break;
        }
    }
    if (a.pos.empty()) {
        return vm.raise(TypeId::TypeError,
                        fmt::format("unbound method {}.{}() needs an argument", vm::type_name(type), name));
    }
    return vm.raise(TypeId::TypeError, fmt::format("descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                                                   name, vm::type_name(type), vm.type_name(a.pos[0])));
}

}  // namespace basilisk::stdlib
