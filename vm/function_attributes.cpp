// Attributes of Python functions: __name__, __qualname__, __module__, __doc__, __defaults__,
// __kwdefaults__, __annotations__, __dict__ and arbitrary ones (decorators set __wrapped__,
// counters...), with CPython's rules for what each may be set to. __globals__, __code__,
// __closure__ and __builtins__ do not exist here (DESIGN.md "Never") and cannot be created by
// assignment either, so no later read can be mistaken for the real thing.
#include <fmt/format.h>

#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_sandbox_guarded(std::string_view name) {
    return name == "__globals__" || name == "__code__" || name == "__closure__" || name == "__builtins__";
}

bool refuse(Vm& vm, TypeId type, std::string message) {
    vm.raise(type, std::move(message));
    return false;
}

}  // namespace

Value function_attribute(Vm& vm, Value func, std::string_view name) {
    auto& fn = vm.as<FunctionObject>(func);
    if (name == "__name__") return fn.name;
    if (name == "__qualname__") return fn.qualname;
    if (name == "__module__") return fn.module.is_undefined() ? vm.new_str("__main__") : fn.module;
    if (name == "__doc__") {
        if (!fn.doc.is_undefined()) return fn.doc;
        const Code& c = vm.code(fn.program, fn.code);
        return c.has_doc ? vm.new_str(c.doc) : Value::none();
    }
    if (name == "__defaults__") return fn.defaults;
    if (name == "__kwdefaults__") return fn.kwdefaults;
    if (name == "__annotations__") {
        if (fn.annotations.is_none()) {
            Value d = vm.new_dict();
            vm.as<FunctionObject>(func).annotations = d;
        }
        return vm.as<FunctionObject>(func).annotations;
    }
    if (name == "__dict__") {
        if (fn.attrs.is_none()) {
            Value d = vm.new_dict();
            vm.as<FunctionObject>(func).attrs = d;
        }
        return vm.as<FunctionObject>(func).attrs;
    }
    // A key planted through f.__dict__ does not make f.__globals__ & co. answer either.
    if (!fn.attrs.is_none() && !is_sandbox_guarded(name)) return vm.dict_get_str(fn.attrs, name);
    return Value::undefined();
}

// `value` undefined(): `del f.name`.
bool set_function_attribute(Vm& vm, Value func, Value name_value, Value value) {
    std::string_view name = vm.str_of(name_value);
    auto& fn = vm.as<FunctionObject>(func);
    bool del = value.is_undefined();
    if (name == "__name__" || name == "__qualname__") {
        if (del || !vm.is_str(value)) return refuse(vm, TypeId::TypeError, fmt::format("{} must be set to a string object", name));
        (name == "__name__" ? fn.name : fn.qualname) = value;
        return true;
    }
    if (name == "__doc__" || name == "__module__") {
        (name == "__doc__" ? fn.doc : fn.module) = del ? Value::none() : value;
        return true;
    }
    if (name == "__defaults__" || name == "__kwdefaults__" || name == "__annotations__") {
        // The call path trusts these shapes: a tuple, or a dict, or None.
        ObjKind want = name == "__defaults__" ? ObjKind::Tuple : ObjKind::Dict;
        if (!del && !value.is_none() && !vm.is_kind(value, want))
            return refuse(vm, TypeId::TypeError,
                          fmt::format("{} must be set to a {} object", name, want == ObjKind::Tuple ? "tuple" : "dict"));
        Value& slot = name == "__defaults__" ? fn.defaults : name == "__kwdefaults__" ? fn.kwdefaults : fn.annotations;
        slot = del ? Value::none() : value;
        return true;
    }
    if (name == "__dict__") {
        if (del) return refuse(vm, TypeId::TypeError, "cannot delete __dict__");
        if (!vm.is_kind(value, ObjKind::Dict))
            return refuse(vm, TypeId::TypeError,
                          fmt::format("__dict__ must be set to a dictionary, not a '{}'", vm.type_name(value)));
        fn.attrs = value;
        return true;
    }
    if (is_sandbox_guarded(name)) return refuse(vm, TypeId::AttributeError, "readonly attribute");
    if (del) {
        int r = fn.attrs.is_none() ? 0 : vm.dict_del(fn.attrs, name_value);
        if (r < 0) return false;
        if (r == 1) return true;
        return refuse(vm, TypeId::AttributeError, fmt::format("'function' object has no attribute '{}'", name));
    }
    if (fn.attrs.is_none()) {
        Value d = vm.new_dict();
        vm.as<FunctionObject>(func).attrs = d;
    }
    return vm.dict_set(vm.as<FunctionObject>(func).attrs, name_value, value);
}

}  // namespace basilisk::vm
