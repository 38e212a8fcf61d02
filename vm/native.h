#pragma once
// The table of native (C++) functions: built-in functions, methods of built-in types and the
// built-in namespace. It is built once per process and never changes afterwards, so every
// execution shares it. A Value of tag Builtin holds an index into it, which is what snapshots
// store. stdlib/ fills it (see stdlib/registry.cpp, which defines native_registry()).
#include <cstdint>
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

    const NativeFunction& function(uint32_t id) const { return m_functions[id]; }
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
};

// The process-wide registry (built on first use, immutable afterwards).
const NativeRegistry& native_registry();

// The prelude: built-ins written in Python so that the callables they call can pause
// (stdlib/prelude.cpp, compiled once per process; its filename is "<prelude>").
ProgramRef prelude_program();

// Registers the built-ins that need the VM's internals (object, super, property, classmethod,
// staticmethod, __build_class__, BaseException.__init__, generator methods): vm/classes.cpp.
void register_vm_natives(NativeRegistry& reg);
// OSError.__init__ and the IOError/EnvironmentError aliases: vm/os_error.cpp.
void register_os_error(NativeRegistry& reg);

}  // namespace basilisk::vm
