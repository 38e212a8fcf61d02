// dir(), vars(), globals() and locals(): CPython's introspection of namespaces, limited to what
// the program itself defined. globals() is the module's own namespace (it holds no
// __builtins__: the built-ins are not a dict the program can reach); locals() reads the calling
// frame's variables into a new dict; dir(obj) lists the names vm/dir.cpp gathers. None of them
// returns frames, code objects or function globals (DESIGN.md "Never").
#include <algorithm>

#include <fmt/format.h>

#include "stdlib/register.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib {

using vm::ObjKind;

namespace {

// The frame of the Python code that called the built-in (native calls push no frame).
const vm::Frame* caller_frame(Vm& vm) {
    if (vm.frames().empty()) return nullptr;
    return &vm.frames().back();
}

// locals() of a function frame: its bound variables in CPython 3.11's order (parameters and
// locals, then the other cell variables, then the free variables), a parameter that a closure
// captured read from its cell.
Value function_locals(Vm& vm, const vm::Frame& f) {
    const vm::Code& c = vm.code(f.program, f.code);
    uint32_t nlocals = uint32_t(c.varnames.size()), ncells = uint32_t(c.cellvars.size());
    auto cell_value = [&](uint32_t i) { return vm.as<vm::CellObject>(vm.stack()[f.base + nlocals + i]).value; };
    std::vector<std::pair<const std::string*, Value>> items;
    std::vector<bool> cell_shown(ncells, false);
    for (uint32_t i = 0; i < nlocals; ++i) {
        Value v = vm.stack()[f.base + i];
        for (uint32_t j = 0; j < ncells; ++j) {
            if (c.cell_from_param[j] == int32_t(i)) {
                v = cell_value(j);
                cell_shown[j] = true;
            }
        }
        items.emplace_back(&c.varnames[i], v);
    }
    for (uint32_t j = 0; j < ncells; ++j)
        if (!cell_shown[j]) items.emplace_back(&c.cellvars[j], cell_value(j));
    for (uint32_t j = 0; j < c.freevars.size(); ++j) items.emplace_back(&c.freevars[j], cell_value(ncells + j));
    Value dict = vm.new_dict();
    RootScope roots(vm);
    roots.add(dict);
    for (const auto& [name, value] : items) {
        if (value.is_undefined()) continue;   // not bound yet (or deleted)
        if (!vm.dict_set(dict, vm.interned(*name), value)) return Value::error();
    }
    return dict;
}

// The namespace locals() shows: a class body's namespace, the module's globals, or a function's
// variables (a snapshot: assigning into it changes nothing, as in CPython).
Value current_locals(Vm& vm) {
    const vm::Frame* f = caller_frame(vm);
    if (!f) return vm.new_dict();
    if (!f->locals_dict.is_none()) return f->locals_dict;
    if (f->function.is_none()) return f->globals;
    return function_locals(vm, *f);
}

Value builtin_globals(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "globals", 0)) return Value::error();
    const vm::Frame* f = caller_frame(vm);
    return f ? f->globals : vm.new_dict();
}

Value builtin_locals(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "locals", 0)) return Value::error();
    return current_locals(vm);
}

Value sorted_list(Vm& vm, const std::vector<std::string>& names) {
    std::vector<Value> items;
    items.reserve(names.size());
    RootScope roots(vm);
    for (const std::string& n : names) {
        items.push_back(vm.new_str(n));
        roots.add(items.back());
    }
    return vm.new_list(std::move(items));
}

// dir(): the sorted names of the current scope; dir(obj): obj's __dir__() sorted when its class
// defines one, else the attribute names CPython's object.__dir__ / type.__dir__ would give.
Value builtin_dir(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "dir", "dir", 0, 1, 0)) return Value::error();
    if (a.pos.empty()) {
        Value scope = current_locals(vm);
        if (scope.is_error()) return scope;
        std::vector<std::string> names;
        for (const vm::DictEntry& e : vm.as<vm::DictObject>(scope).table.entries())
            if (!e.key.is_undefined() && vm.is_str(e.key)) names.emplace_back(vm.str_of(e.key));
        std::sort(names.begin(), names.end());   // UTF-8 byte order is code point order
        return sorted_list(vm, names);
    }
    Value obj = a[0];
    if (!obj.is_type() && !vm.is_kind(obj, ObjKind::Class)) {
        Value hook = vm.lookup_user_hook(vm.type_of(obj), "__dir__");
        if (!hook.is_undefined()) {
            Value r = vm::call_user_method(vm, hook, obj, {});
            if (r.is_error()) return r;
            std::vector<Value> items;
            RootScope roots(vm);
            roots.add(r);
            if (!vm.collect(r, items)) return Value::error();
            for (Value v : items) roots.add(v);
            if (!sort_values(vm, items, Value::undefined(), false)) return Value::error();
            return vm.new_list(std::move(items));
        }
    }
    return sorted_list(vm, vm::attribute_names(vm, obj));
}

// vars(obj): obj.__dict__ (instances, including those of list/dict/set subclasses, functions,
// modules, classes); vars(): locals().
Value builtin_vars(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "vars", "vars", 0, 1, 0)) return Value::error();
    if (a.pos.empty()) return current_locals(vm);
    Value obj = a[0];
    if (vm.is_kind(obj, ObjKind::Module)) return vm.as<vm::ModuleObject>(obj).dict;
    if (vm.is_kind(obj, ObjKind::Class)) return vm.as<vm::ClassObject>(obj).dict;
    if (vm::instance_dict_slot(vm, obj) || vm.is_kind(obj, ObjKind::Function)) return vm.get_attr(obj, "__dict__");
    return vm.raise(TypeId::TypeError, "vars() argument must have __dict__ attribute");
}

}  // namespace

void register_introspection_builtins(vm::NativeRegistry& reg) {
    reg.add_builtin_function("dir", builtin_dir);
    reg.add_builtin_function("vars", builtin_vars);
    reg.add_builtin_function("globals", builtin_globals);
    reg.add_builtin_function("locals", builtin_locals);
}

}  // namespace basilisk::stdlib
