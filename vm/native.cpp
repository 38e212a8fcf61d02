#include "vm/native.h"

namespace basilisk::vm {

void NativeRegistry::mark_invoke_special(Value builtin) {
    if (builtin.is_builtin()) m_functions[builtin.as_builtin_id()].invoke_special = true;
}

uint32_t NativeRegistry::add_builtin_function(std::string_view name, NativeFn fn) {
    uint32_t id = uint32_t(m_functions.size());
    m_functions.push_back(NativeFunction{std::string(name), std::string(name), fn, MethodKind::Function, TypeId::Object});
    add_builtin_value(name, Value::builtin(id));
    return id;
}

uint32_t NativeRegistry::add_method(TypeId type, std::string_view name, NativeFn fn, MethodKind kind) {
    uint32_t id = uint32_t(m_functions.size());
    std::string qual = std::string(type_name(type)) + "." + std::string(name);
    m_functions.push_back(NativeFunction{std::string(name), qual, fn, kind, type});
    m_type_attrs[uint32_t(type)][std::string(name)] = Value::builtin(id);
    return id;
}

void NativeRegistry::add_builtin_value(std::string_view name, Value v) {
    auto [it, inserted] = m_builtins.insert_or_assign(std::string(name), v);
    if (inserted) {
        m_builtin_list.emplace_back(std::string(name), v);
    } else {
        for (auto& [n, value] : m_builtin_list) if (n == name) value = v;
    }
}

void NativeRegistry::add_type_value(TypeId type, std::string_view name, Value v) {
    m_type_attrs[uint32_t(type)][std::string(name)] = v;
}

uint32_t NativeRegistry::add_module_function(std::string_view module, std::string_view name, NativeFn fn) {
    uint32_t id = uint32_t(m_functions.size());
    // CPython's qualname of a module function is its bare name (math.sqrt.__qualname__ == 'sqrt').
    m_functions.push_back(NativeFunction{std::string(name), std::string(name), fn, MethodKind::Function, TypeId::Object});
    add_module_value(module, name, Value::builtin(id));
    return id;
}

uint32_t NativeRegistry::add_module_method(std::string_view module, std::string_view name, std::string_view qualname,
                                           NativeFn fn) {
    uint32_t id = uint32_t(m_functions.size());
    std::string_view bare = qualname.substr(qualname.rfind('.') + 1);
    m_functions.push_back(NativeFunction{std::string(bare), std::string(qualname), fn, MethodKind::Method, TypeId::Object});
    add_module_value(module, name, Value::builtin(id));
    return id;
}

void NativeRegistry::add_module_value(std::string_view module, std::string_view name, Value v) {
    auto it = m_module_attrs.find(module);
    if (it == m_module_attrs.end()) it = m_module_attrs.emplace(std::string(module), std::vector<std::pair<std::string, Value>>{}).first;
    for (auto& [n, value] : it->second) {
        if (n == name) {
            value = v;
            return;
        }
    }
    it->second.emplace_back(std::string(name), v);
}

const std::vector<std::pair<std::string, Value>>& NativeRegistry::module_attrs(std::string_view module) const {
    static const std::vector<std::pair<std::string, Value>> kNone;
    auto it = m_module_attrs.find(module);
    return it == m_module_attrs.end() ? kNone : it->second;
}

Value NativeRegistry::builtin(std::string_view name) const {
    auto it = m_builtins.find(name);
    return it == m_builtins.end() ? Value::undefined() : it->second;
}

Value NativeRegistry::type_attr(TypeId type, std::string_view name) const {
    const auto& attrs = m_type_attrs[uint32_t(type)];
    auto it = attrs.find(name);
    return it == attrs.end() ? Value::undefined() : it->second;
}

}  // namespace basilisk::vm
