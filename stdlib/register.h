#pragma once
// The registration functions that fill the native registry (stdlib/registry.cpp calls them all
// once), plus a few helpers shared between the built-in function and method files.
#include <string_view>
#include <vector>

#include "stdlib/args.h"
#include "vm/native.h"

namespace basilisk::stdlib {

// ---- Registration (one per file) ----
void register_builtins_core(vm::NativeRegistry& reg);      // builtins_core.cpp
void register_numeric_builtins(vm::NativeRegistry& reg);   // builtins_numeric.cpp (helper-6)
void register_str_methods(vm::NativeRegistry& reg);        // methods_str.cpp
void register_str_format(vm::NativeRegistry& reg);         // str_format.cpp
void register_bytes_methods(vm::NativeRegistry& reg);      // methods_bytes.cpp
void register_list_methods(vm::NativeRegistry& reg);       // methods_list.cpp
void register_tuple_methods(vm::NativeRegistry& reg);      // methods_tuple.cpp
void register_dict_methods(vm::NativeRegistry& reg);       // methods_dict.cpp
void register_set_methods(vm::NativeRegistry& reg);        // methods_set.cpp
void register_range_methods(vm::NativeRegistry& reg);
void register_prelude_support(vm::NativeRegistry& reg);  // prelude.cpp
void register_dunder_methods(vm::NativeRegistry& reg);   // methods_dunder.cpp
void register_introspection_builtins(vm::NativeRegistry& reg);   // builtins_introspect.cpp
void register_async_builtins(vm::NativeRegistry& reg);   // builtins_async.cpp: aiter, anext
// Whether calling / iterating a value can run Python code (and so pause): such work is handed
// to the prelude with Vm::tail_call_prelude (prelude.cpp).
bool calls_python(Vm& vm, Value callable);
bool iterates_python(Vm& vm, Value v);      // methods_range.cpp

// ---- Method registration with a check of the instance argument ----
// CPython raises "descriptor 'upper' for 'str' objects doesn't apply to a 'int' object" (and
// "unbound method str.upper() needs an argument") when a method is called through its type with
// a wrong first argument; the wrapper does that so method bodies may assume a.pos[0]'s layout.
Value method_self_error(Vm& vm, const CallArgs& a, TypeId type, vm::NativeFn wrapper);

template <vm::NativeFn F, TypeId T>
Value self_checked(Vm& vm, const CallArgs& a) {
    // s.upper() on a str: one kind test instead of type_of's dispatch on every tag and kind
    // (every str object, subclass instances included, is a str; likewise list).
    if constexpr (T == TypeId::Str || T == TypeId::List) {
        constexpr vm::ObjKind kind = T == TypeId::Str ? vm::ObjKind::Str : vm::ObjKind::List;
        if (!a.pos.empty() && vm.is_kind(a.pos[0], kind)) return F(vm, a);
    }
    if (a.pos.empty() || vm.builtin_type_of(a.pos[0]) != T) return method_self_error(vm, a, T, &self_checked<F, T>);
    return F(vm, a);
}

template <vm::NativeFn F, TypeId T>
uint32_t add_checked_method(vm::NativeRegistry& reg, std::string_view name) {
    return reg.add_method(T, name, &self_checked<F, T>, vm::MethodKind::Method);
}

// ---- Shared helpers ----
// Python == for container searches (index/count/remove): identity first (except floats), typed
// fast paths, then vm.equal(). 1, 0, or -1 on error.
int values_equal(Vm& vm, Value a, Value b);
// start/stop arguments a[first], a[first+1] of list.index/tuple.index for a sequence of n items:
// negative values count from the end, then clamp at 0.
bool sequence_bounds(Vm& vm, const CallArgs& a, size_t first, int64_t n, int64_t& start, int64_t& stop);
// list.sort's algorithm on a vector: stable, key (None/undefined: none), reverse. Typed fast
// paths for all-int, all-float and all-str data; false with an exception pending on error.
bool sort_values(Vm& vm, std::vector<Value>& items, Value key, bool reverse);
// The same sort by keys already computed (keys[i] is items[i]'s; both the same length, kept
// alive by the caller).
bool sort_by_key_values(Vm& vm, std::vector<Value>& items, const std::vector<Value>& keys, bool reverse);
// dict.update(src): a dict, an object with keys(), or an iterable of pairs.
bool dict_update_from(Vm& vm, Value dict, Value src);
// dict.update(**kw) part: the keyword arguments of `a`.
bool dict_update_kwargs(Vm& vm, Value dict, const CallArgs& a);
// str.format(*args, **kwargs) for a template: positional arguments a.pos[first...], keyword
// arguments a's keywords. With a `mapping` (format_map; undefined() otherwise), named fields are
// looked up in it with [] and positional fields are an error.
Value format_template(Vm& vm, std::string_view tmpl, const CallArgs& a, size_t first, Value mapping);
// ascii(obj): repr with non-ASCII characters escaped.
Value ascii_of(Vm& vm, Value v);
// Deterministic id() of any value.
int64_t object_id(Value v);

}  // namespace basilisk::stdlib
