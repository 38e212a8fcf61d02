#pragma once
// Helpers shared by the VM's generic operations (vm/ops_*.cpp) and the built-ins that build on
// them. Internal to vm/ and stdlib/: not part of any public API.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "vm/num/result.h"
#include "vm/vm.h"

namespace basilisk::vm {

// ---- vm/coroutines.cpp ---------------------------------------------------------------------
// The exception gen.throw(...) / coro.throw(...) raises: throw(exc), throw(type), throw(type, value).
Value normalize_thrown(Vm& vm, const CallArgs& a);
// "generator", "coroutine" or "async generator", as CPython's messages name them.
const char* frame_object_noun(ObjKind kind);

// ---- vm/ops_percent.cpp --------------------------------------------------------------------
// `fmt % args` for a str or bytes `fmt` (printf-style formatting).
Value percent_format(Vm& vm, Value fmt, Value args);

// ---- vm/ops_arith.cpp ----------------------------------------------------------------------
// Raises the Python exception a numeric-library error names. "LimitError" (a result too big to
// compute) currently becomes MemoryError.
Value raise_num_error(Vm& vm, const num::NumError& e);

// True for a class created by a `class` statement (as opposed to a built-in Type value).
inline bool is_heap_class(const Vm& vm, Value cls) { return vm.is_kind(cls, ObjKind::Class); }

// len(v) of a plain str, list, tuple or dict (no subclass that could define __len__), or -1: the
// answer the call paths give without calling the built-in.
inline int64_t plain_len(const Vm& vm, Value v) {
    if (!v.is_object()) return -1;
    switch (vm.kind_of(v)) {
    case ObjKind::Str:
        return vm.as<StrObject>(v).is_subclass_instance ? -1 : int64_t(vm.as<StrObject>(v).cp_length);
    case ObjKind::Tuple:
        return vm.as<TupleObject>(v).cls.is_none() ? int64_t(vm.as<TupleObject>(v).items.size()) : -1;
    case ObjKind::List:
        return vm.as<ListObject>(v).cls.is_none() ? int64_t(vm.as<ListObject>(v).items.size()) : -1;
    case ObjKind::Dict:
        return vm.as<DictObject>(v).cls.is_none() ? int64_t(vm.as<DictObject>(v).table.size()) : -1;
    default: return -1;
    }
}

// Looks `name` up in the namespaces of the heap classes along cls's MRO (user-defined methods
// only; built-in behaviour is implemented by the generic operations themselves). undefined()
// when absent or when cls is a built-in type.
Value find_user_attr(Vm& vm, Value cls, std::string_view name);

// Calls an attribute found with find_user_attr as a method of `self` (functions get self
// prepended; staticmethod/classmethod objects are unwrapped).
Value call_user_method(Vm& vm, Value fn, Value self, std::span<const Value> args);

// obj.name(*args) when obj's class (a heap class) defines `name`; undefined() otherwise.
Value call_dunder(Vm& vm, Value obj, std::string_view name, std::initializer_list<Value> args);

// Hash of str/bytes contents (never -1). Used for str keys, so dict_get_str agrees with hash().
int64_t hash_bytes(std::string_view data);

// The deterministic fake address shown in reprs ("<Foo object at 0x7f00000004d0>").
uint64_t fake_address(Value v);

// Int values as BigInt (small ints, bools and BigIntObjects).
num::BigInt int_to_big(const Vm& vm, Value v);

// A new range object.
Value new_range(Vm& vm, int64_t start, int64_t stop, int64_t step);

// ---- Ranges past int64 (stdlib/methods_range.cpp) -------------------------------------------
// The int64 fast paths handle a range whose bounds and length fit; range_needs_big() sends the
// others (big bounds, or a length past int64 such as range(-2**63, 2**63 - 1)) to these.
struct RangeBig {
    num::BigInt start, stop, step;
    num::BigInt length() const;
    bool contains(const num::BigInt& x) const;
};
RangeBig range_big(const Vm& vm, const RangeObject& r);
bool range_needs_big(const RangeObject& r);
// A range from ints of any size: the int64 layout when all three fit. `step` is non-zero.
Value make_range(Vm& vm, const num::BigInt& start, const num::BigInt& stop, const num::BigInt& step);
// len(): OverflowError "Python int too large to convert to C ssize_t" past int64.
std::optional<int64_t> range_big_length(Vm& vm, const RangeObject& r);
Value range_big_item(Vm& vm, const RangeObject& r, Value index);   // index: an int value
Value range_big_slice(Vm& vm, const RangeObject& r, Value slice);
Value range_big_iter(Vm& vm, Value range);
// The next value of an iterator made by range_big_iter; undefined() when exhausted.
Value range_big_iter_next(Vm& vm, Value it);
// __length_hint__ of a built-in iterator (a SeqIterObject): the items left as an int,
// NotImplemented for kinds that cannot tell, error() when len(seq) of reversed() fails.
Value seq_iter_length_hint(Vm& vm, Value it);
// reversed(range) as a range (iterated by the caller).
Value range_reversed(Vm& vm, const RangeObject& r);
bool range_repr_into(Vm& vm, const RangeObject& r, std::string& out);

// Python's slice.indices() on a SliceObject for a sequence of `length` items. Returns false with
// an exception pending (bad index types, step 0).
struct SliceIndices {
    int64_t start = 0, stop = 0, step = 1, length = 0;
};
bool slice_indices(Vm& vm, Value slice, int64_t length, SliceIndices& out);

// Raises KeyError(key).
Value raise_key_error(Vm& vm, Value key);

// ---- Subclasses of list, dict and set (vm/attributes.cpp) -----------------------------------
// A list, dict or set whose class is a `class X(list/dict/set)` (its `cls` field is set).
bool is_builtin_subclass_instance(const Vm& vm, Value v);
// A heap class whose metaclass is a class statement's (not type): its operators (len, iter, in,
// [], repr, bool) are the metaclass's methods, as an instance's are its class's.
inline bool has_metaclass(const Vm& vm, Value v) {
    return vm.is_kind(v, ObjKind::Class) && !vm.as<ClassObject>(v).metaclass.is_none();
}
// The attribute-dict slot of an instance-like object (InstanceObject::dict, or the `attrs` of a
// subclassed list/dict/set); nullptr for anything else.
Value* instance_dict_slot(Vm& vm, Value v);
// Whether `obj`'s class keeps it from having `name` as an instance attribute (its __slots__).
bool slots_refuse(Vm& vm, Value obj, std::string_view name);
// A new, empty instance of heap class `cls` whose built-in layout is List, Dict or Set (the
// caller runs __init__ afterwards). instantiate() in vm/calls.cpp calls it.
Value new_builtin_subclass_instance(Vm& vm, Value cls, TypeId layout);
// An instance of heap class `cls` whose immutable built-in layout is Str, Bytes, Int, Float or
// FrozenSet, holding a copy of the plain value `plain` (the built-in __new__ made it).
Value wrap_builtin_subclass(Vm& vm, Value cls, TypeId layout, Value plain);
// obj.__setattr__ / __delattr__ of `object`: store into / remove from the instance dict without
// looking at the class's __setattr__ (what object.__setattr__(self, n, v) does).
bool generic_set_attr(Vm& vm, Value obj, Value name, Value value);
// object.__delattr__ on an instance: a property's deleter, a descriptor's __delete__, or the
// instance dict, never the class's own __delattr__; other objects as del_attr (vm/attributes.cpp).
bool generic_del_attr(Vm& vm, Value obj, Value name);
// The repr object.__repr__ gives: "<__main__.Foo object at 0x...>".
std::string default_object_repr(Vm& vm, Value v);

// The frame of a call of `func` whose locals start at `base` (stack top `sp`), its result going
// to `ret_slot`.
inline Frame function_frame(Value func, const FunctionObject& fn, uint32_t base, uint32_t sp, uint32_t ret_slot,
                            FrameReturn mode) {
    Frame f;
    f.function = func;
    f.program = fn.program;
    f.code = fn.code;
    f.pc = 0;
    f.base = base;
    f.sp = sp;
    f.globals = fn.globals;
    f.locals_dict = Value::none();
    f.generator = Value::none();
    f.ret_slot = ret_slot;
    f.on_return = uint8_t(mode);
    return f;
}

// ---- Function attributes (vm/function_attributes.cpp) ---------------------------------------
// f.name for a FunctionObject: undefined() when it has no such attribute of its own.
Value function_attribute(Vm& vm, Value func, std::string_view name);
// f.name = value, or `del f.name` when value is undefined(); false with an exception pending.
bool set_function_attribute(Vm& vm, Value func, Value name, Value value);

// ---- `X | Y` of classes: types.UnionType (vm/union_type.cpp) --------------------------------
// a | b when both are classes, None or unions; NotImplemented otherwise.
Value union_or(Vm& vm, Value a, Value b);
bool union_repr(Vm& vm, Value u, std::string& out);
// == / != of two unions (same arguments in any order); NotImplemented for anything else.
Value union_compare(Vm& vm, Value a, Value b, CompareOp op);
int64_t union_hash(Vm& vm, Value u);
// The classes a union stands for (isinstance/issubclass).
std::vector<Value> union_members(Vm& vm, Value u);

// ---- `list[int]`: types.GenericAlias (vm/generic_alias.cpp) ---------------------------------
// A new alias of `origin` with `args` (a tuple, or one argument).
Value new_generic_alias(Vm& vm, Value origin, Value args);
// Whether subscribing this built-in type makes an alias (list, dict, tuple, type, ...).
bool builtin_type_is_generic(TypeId t);
Value generic_alias_parameters(Vm& vm, Value ga);           // __parameters__: a tuple
Value generic_alias_getitem(Vm& vm, Value ga, Value item);  // type variable substitution
Value union_getitem(Vm& vm, Value u, Value item);           // (list[T] | None)[int]
Value union_parameters(Vm& vm, Value u);                    // a union's __parameters__
bool generic_alias_repr(Vm& vm, Value ga, std::string& out);
Value generic_alias_compare(Vm& vm, Value a, Value b, CompareOp op);   // NotImplemented unless both aliases
int generic_alias_equal(Vm& vm, Value a, Value b);                   // 1, 0, or -1
std::optional<int64_t> generic_alias_hash(Vm& vm, Value ga);
Value generic_alias_origin(Vm& vm, Value ga);
// alias.name: its own attributes, every other name the origin's.
Value generic_alias_attr(Vm& vm, Value ga, Value name);
void register_generic_alias_natives(NativeRegistry& reg);

// ---- dir() (vm/dir.cpp) -------------------------------------------------------------------
// The attribute names of `obj` that dir(obj) lists (no __dir__ hook), sorted.
std::vector<std::string> attribute_names(Vm& vm, Value obj);

// vm/exceptions.cpp: records e.name (and e.obj unless undefined) on the pending NameError or
// AttributeError, which the traceback reads for its "Did you mean" suggestion.
void record_missing_name(Vm& vm, Value obj, std::string_view name);

// vm/coroutines.cpp: one step of `yield from` over an iterator that is not a generator, as
// CPython's: send(x) when a value other than None was sent, else __next__; a StopIteration
// stays pending (error) so the caller can read its value; undefined() when a built-in
// iterator is exhausted.
Value yield_from_step(Vm& vm, Value it, Value sent);
// The value a StopIteration carries: its first argument, None without one.
Value stop_iteration_value(Vm& vm, Value exception);

// ---- BaseExceptionGroup / ExceptionGroup (vm/exception_group.cpp) -----------------------------
// Before a group is made: checks (message, exceptions) as CPython's BaseExceptionGroup.__new__
// does and picks the class (BaseExceptionGroup of Exceptions only becomes ExceptionGroup). False
// with the error raised.
bool prepare_exception_group(Vm& vm, Value& cls, const std::vector<Value>& args, size_t nkw);
// e.message / e.exceptions of a group; undefined() otherwise.
Value exception_group_attribute(Vm& vm, Value exc, std::string_view name);
// str(group): "message (N sub-exceptions)"; nullopt when `exc` is no group.
std::optional<bool> exception_group_str(Vm& vm, Value exc, std::string& out);
class NativeRegistry;
void register_exception_group_natives(NativeRegistry& reg);

// ---- try/except* (vm/except_star.cpp) ---------------------------------------------------------
// CHECK_EG_MATCH's check of an except* clause's type(s): exception classes, none of them a group
// class. False with the TypeError raised.
bool except_star_type_valid(Vm& vm, Value type);
// CHECK_EG_MATCH without Python: (match, None) for a whole match (a bare exception wrapped in a
// group), None when a bare exception does not match, undefined() when `exc` is a group that
// exc.split(type) must divide; error() on failure.
Value except_star_match(Vm& vm, Value exc, Value type);
// UNPACK_EG_MATCH: split()'s result read as (match, rest). False with a TypeError raised.
bool except_star_unpack(Vm& vm, Value pair, Value& match, Value& rest);
// PREP_RERAISE_STAR (CPython's _PyExc_PrepReraiseStar) as far as it needs no Python: the
// exception to raise, or None. undefined() when re-raised parts of the group `orig` must be
// projected onto it (derive() calls): `parts` is then the (raised, reraised) pair of lists for the
// prelude's except_star_reraise. error() on failure.
Value except_star_reraise(Vm& vm, Value orig, Value excs, Value& parts);
void register_except_star_natives(NativeRegistry& reg);

// ---- OSError (vm/os_error.cpp) ----------------------------------------------------------------
// Before an OSError-family instance is made: OSError(errno, ...) with a known errno becomes its
// subclass (`cls` changes), and a subclass with a Python __init__ starts with empty args.
void prepare_os_error(Vm& vm, Value& cls, std::vector<Value>& args);
// e.errno / strerror / filename / filename2 / characters_written of an OSError: undefined() when
// `exc` is no OSError or `name` none of them; error() for an unset characters_written.
Value os_error_attribute(Vm& vm, Value exc, std::string_view name);
// Sets (or deletes, value undefined()) one of those: 1 done, 0 not one of them, -1 error.
int set_os_error_attribute(Vm& vm, Value exc, std::string_view name, Value value);
// str() of an OSError with errno fields ("[Errno 2] x: 'f'"): nullopt when BaseException's
// str() applies, false on an error.
std::optional<bool> os_error_str(Vm& vm, Value exc, std::string& out);

// ---- Pattern matching (vm/ops_match.cpp) ----------------------------------------------------
// MATCH_SEQUENCE / MATCH_MAPPING: whether a subject can match a sequence / mapping pattern.
bool match_is_sequence(Vm& vm, Value subject);
bool match_is_mapping(Vm& vm, Value subject);
// MATCH_KEYS: the values of `keys` (a tuple) in the mapping `subject`, as a tuple; None when one
// is missing; error() on an error (a duplicate key is a ValueError).
Value match_keys(Vm& vm, Value subject, Value keys);
// MATCH_CLASS: the tuple of the attributes that `nargs` positional sub-patterns (through
// __match_args__) and the keyword names `kw_names` (a tuple) select; None when the subject is not
// an instance of `cls` or lacks one of them; error() on an error.
Value match_class(Vm& vm, Value subject, Value cls, uint32_t nargs, Value kw_names);

}  // namespace basilisk::vm
