// The names dir(obj) reports, as CPython's object.__dir__ and type.__dir__ gather them: an
// instance's own __dict__ plus everything its class and the class's bases define; a class's
// namespaces along its MRO; a module's namespace. Only names the sandbox answers are listed
// (every one passes hasattr, see tests/conformance/builtins/dir_and_vars.py), so nothing the
// "Never" list hides (__globals__, __code__, __subclasses__, gi_frame, ...) can appear.
#include <set>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

// The data attributes (CPython's getset and member descriptors) each built-in type defines
// itself, answered by special_attribute and its helpers in vm/attributes.cpp; keep the two in
// step. Methods come from the native registry.
std::vector<const char*> own_data_names(TypeId t) {
    switch (t) {
    case TypeId::Object: return {"__class__", "__doc__"};
    case TypeId::Int: return {"real", "imag", "numerator", "denominator"};
    case TypeId::Float: return {"real", "imag"};
    case TypeId::Function:
        return {"__name__", "__qualname__", "__module__", "__doc__", "__defaults__", "__kwdefaults__",
                "__annotations__", "__dict__"};
    case TypeId::BuiltinFunction: return {"__name__", "__qualname__"};
    case TypeId::Method: return {"__self__", "__func__"};
    case TypeId::Generator: return {"__name__", "__qualname__"};
    case TypeId::Property: return {"fget", "fset", "fdel"};
    case TypeId::ClassMethod:
    case TypeId::StaticMethod: return {"__func__"};
    case TypeId::Range:
    case TypeId::Slice: return {"start", "stop", "step"};
    case TypeId::DictKeys:
    case TypeId::DictValues:
    case TypeId::DictItems: return {"mapping"};
    case TypeId::BaseException:
        return {"args", "__cause__", "__context__", "__suppress_context__", "__traceback__", "__dict__"};
    case TypeId::OSError: return {"errno", "strerror", "filename", "filename2", "characters_written"};
    case TypeId::StopIteration: return {"value"};
    case TypeId::SystemExit: return {"code"};
    case TypeId::UnionType: return {"__args__", "__parameters__"};
    case TypeId::GenericAlias: return {"__origin__", "__args__", "__parameters__", "__unpacked__"};
    case TypeId::Type: return {"__name__", "__qualname__", "__module__", "__mro__", "__base__", "__bases__"};
    default: return {};
    }
}

void add_str_keys(Vm& vm, Value dict, std::set<std::string>& out, std::string_view skip = {}) {
    if (!vm.is_kind(dict, ObjKind::Dict)) return;
    for (const DictEntry& e : vm.as<DictObject>(dict).table.entries())
        if (!e.key.is_undefined() && vm.is_str(e.key) && vm.str_of(e.key) != skip) out.emplace(vm.str_of(e.key));
}

// The namespaces of the class and of every class in its MRO (type.__dir__). For an instance
// (`for_instance`) the built-in types' data attributes count too; on the class itself the
// sandbox has no descriptor objects for them (int.real is an AttributeError here), so they are
// left out there.
void add_class_names(Vm& vm, Value cls, std::set<std::string>& out, bool for_instance) {
    for (Value c : vm.mro_of(cls)) {
        if (c.is_type()) {
            TypeId t = TypeId(c.as_type_id());
            for (const auto& [name, value] : native_registry().type_attrs(t)) out.insert(name);
            if (for_instance) {
                for (const char* name : own_data_names(t)) out.insert(name);
            } else if (t == TypeId::Object) {
                out.insert({"__class__", "__doc__"});
            }
        } else if (vm.is_kind(c, ObjKind::Class)) {
            // The class body stores __qualname__; CPython takes it out of the namespace when it
            // makes the class.
            add_str_keys(vm, vm.as<ClassObject>(c).dict, out, "__qualname__");
            // Instances of a class statement's classes have a __dict__ (no __slots__ here).
            if (for_instance) out.insert("__dict__");
        }
    }
}

}  // namespace

std::vector<std::string> attribute_names(Vm& vm, Value obj) {
    std::set<std::string> names;
    if (vm.is_kind(obj, ObjKind::Module)) {
        add_str_keys(vm, vm.as<ModuleObject>(obj).dict, names);
    } else if (obj.is_type() || vm.is_kind(obj, ObjKind::Class)) {
        add_class_names(vm, obj, names, false);
    } else if (vm.is_kind(obj, ObjKind::GenericAlias)) {
        // Its own names and every name of its origin, which it hands attribute reads to.
        add_class_names(vm, vm.type_of(obj), names, true);
        for (std::string& n : attribute_names(vm, generic_alias_origin(vm, obj))) names.insert(std::move(n));
    } else {
        if (vm.is_kind(obj, ObjKind::Function)) {
            add_str_keys(vm, vm.as<FunctionObject>(obj).attrs, names);
        } else if (Value* slot = instance_dict_slot(vm, obj)) {
            add_str_keys(vm, *slot, names);
        }
        add_class_names(vm, vm.type_of(obj), names, true);
    }
    return {names.begin(), names.end()};
}

}  // namespace basilisk::vm
