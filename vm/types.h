#pragma once
// Built-in type ids and their static descriptions, generated from vm/types.def.
#include <cstdint>
#include <string_view>

namespace basilisk::vm {

enum TypeFlags : uint32_t {
    kTypeException = 1,   // BaseException or a subclass: instances carry exception state
    kTypeBaseable = 2,    // a `class` statement may derive from it
};

enum class TypeId : uint32_t {
#define TYPE(id, name, base, flags) id,
#include "vm/types.def"
#undef TYPE
    COUNT_
};
inline constexpr uint32_t kTypeCount = uint32_t(TypeId::COUNT_);

struct TypeInfo {
    std::string_view name;
    TypeId base;
    uint32_t flags;
};

inline constexpr TypeInfo kTypeInfo[] = {
#define TYPE(id, name, base, flags) {name, TypeId::base, flags},
#include "vm/types.def"
#undef TYPE
};
static_assert(sizeof(kTypeInfo) / sizeof(kTypeInfo[0]) == kTypeCount);

inline constexpr const TypeInfo& type_info(TypeId id) { return kTypeInfo[uint32_t(id)]; }
inline constexpr std::string_view type_name(TypeId id) { return kTypeInfo[uint32_t(id)].name; }
inline constexpr bool is_exception_type(TypeId id) { return (kTypeInfo[uint32_t(id)].flags & kTypeException) != 0; }

// True when `id` is `ancestor` or derives from it (single inheritance among built-ins, except
// ExceptionGroup's second base, Exception).
constexpr bool builtin_is_subtype(TypeId id, TypeId ancestor) {
    for (;;) {
        if (id == ancestor) return true;
        if (id == TypeId::ExceptionGroup && (ancestor == TypeId::Exception || ancestor == TypeId::BaseException))
            return true;
        if (id == TypeId::Object) return false;
        id = kTypeInfo[uint32_t(id)].base;
    }
}

// Looks a built-in type up by its Python name ("int", "KeyError"); COUNT_ when there is none.
TypeId builtin_type_by_name(std::string_view name);

}  // namespace basilisk::vm
