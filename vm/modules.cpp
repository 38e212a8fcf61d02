// The import machinery: `import x`, `from x import y`, `from x import *` for the built-in
// modules of the table in stdlib/modules/registry.cpp (reached through vm/native.h's
// find_builtin_module, so vm/ includes nothing of stdlib/). There is no file system and no
// sys.modules: a module is found in the table or not at all, and each execution keeps its own
// imported modules (m_modules), so two executions never share a module's state.
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"

namespace basilisk::vm {

namespace {

// A package has a __path__ (CPython's test); none of the built-in modules is one yet.
bool is_package(Vm& vm, Value module) {
    return !vm.dict_get_str(vm.as<ModuleObject>(module).dict, "__path__").is_undefined();
}

}  // namespace

Value Vm::import_module(const std::string& name) {
    if (m_modules.is_none()) m_modules = new_dict();
    Value cached = dict_get_str(m_modules, name);
    if (!cached.is_undefined()) return cached;
    // `import a.b` imports a first; CPython names the first missing part.
    size_t dot = name.rfind('.');
    if (dot != std::string::npos) {
        std::string parent = name.substr(0, dot);
        Value p = import_module(parent);
        if (p.is_error()) return p;
        if (!is_package(*this, p))
            return raise(TypeId::ModuleNotFoundError,
                         fmt::format("No module named '{}'; '{}' is not a package", name, parent));
    }
    const ModuleDef* def = find_builtin_module(name);
    if (!def) return raise(TypeId::ModuleNotFoundError, fmt::format("No module named '{}'", name));
    Value module = build_module(*def);
    // As in CPython, a submodule becomes an attribute of its package once imported, so
    // `import collections.abc` makes `collections.abc.Mapping` reachable.
    if (dot != std::string::npos && !module.is_error()) {
        Value parent = dict_get_str(m_modules, name.substr(0, dot));
        if (!parent.is_undefined() &&
            !dict_set(as<ModuleObject>(parent).dict, new_str(name.substr(dot + 1)), module))
            return Value::error();
    }
    return module;
}

// Builds a module from its parts (native attributes, per-execution fill, Python source). It is
// cached before its body runs, as CPython puts a module in sys.modules first, and uncached
// again if building fails, so a later import tries again and raises again.
Value Vm::build_module(const ModuleDef& def) {
    auto obj = std::make_unique<ModuleObject>();
    obj->name = std::string(def.name);
    obj->dict = new_dict();
    Value dict = obj->dict;
    Value module = Value::object(heap.adopt(std::move(obj)));
    Value key = new_str(def.name);
    if (!dict_set(m_modules, key, module)) return Value::error();
    auto fail = [&] {
        Value exc = take_exception();
        dict_del(m_modules, key);
        raise_value(exc);
        return Value::error();
    };
    if (!dict_set(dict, interned("__name__"), key) || !dict_set(dict, interned("__doc__"), Value::none()))
        return fail();
    const auto& natives = native_registry().module_attrs(def.name);
    as<DictObject>(dict).table.reserve(uint32_t(natives.size() + 2));
    // The names are not interned: filling the intern table cost more than the lookups save.
    for (const auto& [attr, v] : natives)
        if (!dict_set(dict, new_str(attr), v)) return fail();
    if (def.fill && !def.fill(*this, dict)) return fail();
    if (def.source) {
        ProgramRef program = builtin_module_program(def);
        if (!program) {
            raise(TypeId::ImportError, fmt::format("built-in module '{}' failed to compile", def.name));
            return fail();
        }
        // The body runs as a function of the program's module code with the module's namespace
        // as its globals. A nested run: a module body has no reason to call the host, and if it
        // does, the call raises RuntimeError there (as in any nested run) instead of pausing.
        uint32_t index = add_program(program);
        auto fn = std::make_unique<FunctionObject>();
        fn->program = index;
        fn->code = 0;
        fn->globals = dict;
        fn->defaults = Value::none();
        fn->kwdefaults = Value::none();
        fn->closure = Value::none();
        fn->name = interned("<module>");
        fn->qualname = fn->name;
        fn->attrs = Value::none();
        Value body = Value::object(heap.adopt(std::move(fn)));
        if (call(body, std::span<const Value>{}).is_error()) return fail();
    }
    return module;
}

// IMPORT_FROM: module.name, or CPython's ImportError for a built-in module (which has no file,
// hence "unknown location").
Value Vm::import_from(Value module, Value name) {
    Value v = get_attr(module, name);
    if (!v.is_error()) return v;
    if (!exception_matches(TypeId::AttributeError)) return v;
    take_exception();
    return raise(TypeId::ImportError, fmt::format("cannot import name '{}' from '{}' (unknown location)",
                                                  str_of(name), as<ModuleObject>(module).name));
}

// IMPORT_STAR: binds the module's public names in `ns` — the names of __all__ when it defines
// one (each must be a str), else every name not starting with '_'.
bool Vm::import_star(Value module, Value ns) {
    Value dict = as<ModuleObject>(module).dict;
    Value all = dict_get_str(dict, "__all__");
    if (!all.is_undefined()) {
        std::vector<Value> names;
        if (!collect(all, names)) return false;
        m_native_roots.insert(m_native_roots.end(), names.begin(), names.end());
        bool ok = true;
        for (Value n : names) {
            if (!is_str(n)) {
                raise(TypeId::TypeError, fmt::format("Item in {}.__all__ must be str, not {}",
                                                     as<ModuleObject>(module).name, type_name(n)));
                ok = false;
                break;
            }
            Value v = get_attr(module, n);
            if (v.is_error() || !dict_set(ns, n, v)) {
                ok = false;
                break;
            }
        }
        m_native_roots.resize(m_native_roots.size() - names.size());
        return ok;
    }
    // Snapshot the entries first: storing into ns may be storing into the module's own dict.
    std::vector<std::pair<Value, Value>> entries;
    for (const DictEntry& e : as<DictObject>(dict).table.entries())
        if (is_str(e.key) && !str_of(e.key).starts_with('_')) entries.emplace_back(e.key, e.value);
    for (const auto& [k, v] : entries)
        if (!dict_set(ns, k, v)) return false;
    return true;
}

}  // namespace basilisk::vm
