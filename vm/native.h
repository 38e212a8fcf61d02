#pragma once
// The table of native (C++) functions: built-in functions, methods of built-in types and the
// built-in namespace. It is built once per process and never changes afterwards, so every
// execution shares it. A Value of tag Builtin holds an index into it, which is what snapshots
// store. stdlib/ fills it (see stdlib/registry.cpp, which defines native_registry()).
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "vm/types.h"
#include "vm/value.h"
#include "vm/vm.h"

namespace basilisk::vm {

enum class MethodKind : uint8_t {
    Function,      // a plain function (builtins like len): no implicit argument
    Method,        // a method of a built-in type: the instance is argument 0
    ClassMethod,   // the class is argument 0 (dict.fromkeys, int.from_bytes)
    StaticMethod,  // no implicit argument (str.maketrans)
};

struct NativeFunction {
    std::string name;       // "len", "upper"
    std::string qualname;   // "len", "str.upper"
    NativeFn fn = nullptr;
    MethodKind kind = MethodKind::Function;
    TypeId owner = TypeId::Object;
    // Vm::invoke handles this one itself before (or instead of) calling fn: len, next, send,
    // throw, __build_class__, type.__call__. Every other built-in goes straight to fn.
    bool invoke_special = false;
};

// Lets the registry's maps be searched with a string_view, without building a std::string.
struct StringHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
using NameMap = std::unordered_map<std::string, Value, StringHash, std::equal_to<>>;

class NativeRegistry {
public:
    // Adds a function to the builtins namespace (`len`, `print`).
    uint32_t add_builtin_function(std::string_view name, NativeFn fn);
    // Adds a method (or class/static method) to a built-in type.
    uint32_t add_method(TypeId type, std::string_view name, NativeFn fn, MethodKind kind = MethodKind::Method);
    // Binds a name in the builtins namespace to any value (types: `int`, `KeyError`).
    void add_builtin_value(std::string_view name, Value v);
    // A plain attribute of a built-in type that is not a function (rare).
    void add_type_value(TypeId type, std::string_view name, Value v);
    // A function of a built-in module (math.sqrt): registered like a builtin, so a snapshot
    // stores its index, but bound only in that module's namespace.
    uint32_t add_module_function(std::string_view module, std::string_view name, NativeFn fn);
    // A method written in C++ for a class that a module's Python part defines (re's
    // Match.group): bound in the module's namespace under `name`, and bound to the instance,
    // like a function, when the class body stores it (`group = _match_group`).
    uint32_t add_module_method(std::string_view module, std::string_view name, std::string_view qualname, NativeFn fn);
    // A constant of a built-in module that needs no heap (math.pi, math.inf: floats and ints
    // that fit the value word). Heap constants go in the module's per-execution fill().
    void add_module_value(std::string_view module, std::string_view name, Value v);
    // What add_module_* registered for `module`, in registration order (empty when nothing).
    const std::vector<std::pair<std::string, Value>>& module_attrs(std::string_view module) const;

    const NativeFunction& function(uint32_t id) const { return m_functions[id]; }
    // Marks the built-ins Vm::invoke handles itself (NativeFunction::invoke_special).
    void mark_invoke_special(Value builtin);
    size_t function_count() const { return m_functions.size(); }
    // undefined() when absent.
    Value builtin(std::string_view name) const;
    // Own attribute of a built-in type (no inheritance); undefined() when absent.
    Value type_attr(TypeId type, std::string_view name) const;
    // Every own attribute of a built-in type (dir()).
    const NameMap& type_attrs(TypeId type) const { return m_type_attrs[uint32_t(type)]; }
    const std::vector<std::pair<std::string, Value>>& builtins() const { return m_builtin_list; }

private:
    std::vector<NativeFunction> m_functions;
    NameMap m_builtins;
    std::vector<std::pair<std::string, Value>> m_builtin_list;
    std::vector<NameMap> m_type_attrs = std::vector<NameMap>(kTypeCount);
    // Module name -> its native attributes. In order, so every execution builds the module's
    // dict the same way (same iteration order, same snapshot bytes).
    std::unordered_map<std::string, std::vector<std::pair<std::string, Value>>, StringHash, std::equal_to<>> m_module_attrs;
};

// The process-wide registry (built on first use, immutable afterwards).
const NativeRegistry& native_registry();

// The prelude: built-ins written in Python so that the callables they call can pause
// (stdlib/prelude.cpp, compiled once per process; its filename is "<prelude>").
ProgramRef prelude_program();

// ---- Built-in modules ----------------------------------------------------------------------
// One entry of the module table (stdlib/modules/registry.cpp owns the table; the VM only reads
// it, so vm/ includes nothing of stdlib/). A module has up to three parts, applied in order to
// a fresh namespace holding __name__:
struct ModuleDef {
    std::string_view name;
    // Process-wide, once, while the native registry is built: its C++ functions and word-sized
    // constants (NativeRegistry::add_module_function / add_module_value).
    void (*register_natives)(NativeRegistry& reg) = nullptr;
    // Per execution, at first import: anything that must live on this execution's heap (str
    // constants, classes). False with an exception pending.
    bool (*fill)(Vm& vm, Value dict) = nullptr;
    // Python source run in the namespace last (a function, so the table needs no dynamic
    // initialisation order). Compiled once per process (builtin_module_program).
    std::string_view (*source)() = nullptr;
    // CPython implements this module in C: its classes' instances are named "module.Name" in
    // messages ("'<' not supported between instances of 'datetime.date' and 'int'"), as a C
    // type's tp_name is. Their __name__ and __qualname__ stay plain.
    bool qualified_type_names = false;
};

// The table, in the order the constraints prompt lists it.
std::span<const ModuleDef> builtin_modules();
// nullptr when `name` is not a built-in module.
const ModuleDef* find_builtin_module(std::string_view name);
// The compiled Python part of `def` (its filename "<frozen NAME>", as CPython names the
// modules frozen into its binary). Compiled once per process and shared by every execution.
ProgramRef builtin_module_program(const ModuleDef& def);

// Registers the built-ins that need the VM's internals (object, super, property, classmethod,
// staticmethod, __build_class__, BaseException.__init__, generator methods): vm/classes.cpp.
void register_vm_natives(NativeRegistry& reg);
void register_coroutine_natives(NativeRegistry& reg);   // vm/coroutines.cpp
// OSError.__init__ and the IOError/EnvironmentError aliases: vm/os_error.cpp.
void register_os_error(NativeRegistry& reg);

}  // namespace basilisk::vm
