// types' native part: constructors CPython gives the built-in types that the types module names.
// MethodType(func, obj) binds a callable, ModuleType(name, doc) makes an empty module namespace
// (a plain object: it is never imported or registered anywhere), MappingProxyType(d) a read-only
// live view of a dict. None of them reaches outside the execution.
#include <fmt/format.h>

#include "stdlib/args.h"
#include "stdlib/modules/registry.h"
#include "vm/root_scope.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

bool is_callable_value(Vm& vm, Value v) {
    if (v.is_builtin() || v.is_type()) return true;
    if (!v.is_object()) return false;
    switch (vm.kind_of(v)) {
    case ObjKind::Function: case ObjKind::BoundMethod: case ObjKind::Class: case ObjKind::HostFunction:
    case ObjKind::GenericAlias:
        return true;
    default: return !vm.lookup_in_class(vm.type_of(v), "__call__").is_undefined();
    }
}

// method(function, instance): a.pos[0] is the class.
Value method_new(Vm& vm, const CallArgs& a) {
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "method() takes no keyword arguments");
    if (a.size() != 3) return vm.raise(TypeId::TypeError, fmt::format("method expected 2 arguments, got {}", a.size() - 1));
    if (!is_callable_value(vm, a[1])) return vm.raise(TypeId::TypeError, "first argument must be callable");
    if (a[2].is_none()) return vm.raise(TypeId::TypeError, "instance must not be None");
    return vm.new_bound_method(a[2], a[1]);
}

// module(name, doc=None): the namespace CPython's module type makes.
Value module_new(Vm& vm, const CallArgs& a) {
    Value name = a.size() > 1 ? a[1] : Value::undefined();
    Value doc = a.size() > 2 ? a[2] : Value::none();
    if (a.size() > 3) return vm.raise(TypeId::TypeError, fmt::format("module() takes at most 2 arguments ({} given)", a.size() - 1));
    for (size_t i = 0; i < a.kw_names.size(); ++i) {
        std::string_view k = vm.str_of(a.kw_names[i]);
        if (k == "name" && name.is_undefined()) name = a.kw_values[i];
        else if (k == "doc" && a.size() <= 2) doc = a.kw_values[i];
        else return vm.raise(TypeId::TypeError, fmt::format("module() got an unexpected keyword argument '{}'", k));
    }
    if (name.is_undefined()) return vm.raise(TypeId::TypeError, "module() missing required argument 'name' (pos 1)");
    if (!vm.is_str(name))
        return vm.raise(TypeId::TypeError, fmt::format("module() argument 'name' must be str, not {}", vm.type_name(name)));
    vm::RootScope roots(vm);
    Value dict = roots.add(vm.new_dict());
    if (!vm.dict_set(dict, vm.interned("__name__"), name) || !vm.dict_set(dict, vm.interned("__doc__"), doc)) return Value::error();
    for (const char* k : {"__package__", "__loader__", "__spec__"})
        if (!vm.dict_set(dict, vm.interned(k), Value::none())) return Value::error();
    vm::ObjRef ref = vm.heap.make<vm::ModuleObject>();
    vm.heap.as<vm::ModuleObject>(ref).name = std::string(vm.str_of(name));
    vm.heap.as<vm::ModuleObject>(ref).dict = dict;
    return Value::object(ref);
}

// mappingproxy(mapping): a read-only view that follows the dict it was made from.
Value mappingproxy_new(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "mappingproxy", "mappingproxy", 1, 1, 1)) return Value::error();
    Value m = a[1];
    if (vm.is_kind(m, ObjKind::Dict)) return Value::object(vm.heap.make<vm::DictViewObject>(TypeId::MappingProxy, m));
    if (vm.is_kind(m, ObjKind::DictView) && vm.as<vm::DictViewObject>(m).type == TypeId::MappingProxy)
        return Value::object(vm.heap.make<vm::DictViewObject>(TypeId::MappingProxy, vm.as<vm::DictViewObject>(m).dict));
    bool mapping = m.is_object() && !vm.is_kind(m, ObjKind::List) && !vm.is_kind(m, ObjKind::Tuple) &&
                   !vm.lookup_in_class(vm.type_of(m), "__getitem__").is_undefined();
    if (!mapping)
        return vm.raise(TypeId::TypeError, fmt::format("mappingproxy() argument must be a mapping, not {}", vm.type_name(m)));
    return vm.raise(TypeId::TypeError, fmt::format("mappingproxy() of a {} is not supported here: only a dict can be viewed",
                                                   vm.type_name(m)));
}

}  // namespace

void types_natives(vm::NativeRegistry& reg) {
    reg.add_method(TypeId::Method, "__new__", method_new, vm::MethodKind::StaticMethod);
    reg.add_method(TypeId::Module, "__new__", module_new, vm::MethodKind::StaticMethod);
    reg.add_method(TypeId::MappingProxy, "__new__", mappingproxy_new, vm::MethodKind::StaticMethod);
}

}  // namespace basilisk::stdlib
