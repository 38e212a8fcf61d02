// The dunder methods of `object`, and those of list, dict and set that subclasses reach through
// super() or an explicit `dict.__setitem__(self, k, v)`. The generic operations (vm/ops_*.cpp)
// implement the behaviour; these expose it as callable attributes, so `hasattr(C, '__le__')`,
// `super().__setitem__(k, v)` and `object.__setattr__(self, n, v)` work as in CPython.
#include <bit>
#include <cmath>

#include <fmt/format.h>

#include "stdlib/register.h"
#include "vm/set_algebra.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::MethodKind;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// The class slot of a str/bytes/int subclass instance (null for a plain one).
static Value* class_slot(vm::SubclassSlots* s) { return s ? &s->cls : nullptr; }

// Runs a generic operation on a list/dict/set subclass instance as on its plain built-in base:
// the class is detached for the duration so the operation does not dispatch back to the
// subclass's override (which would recurse). User code that runs meanwhile (a key's __eq__)
// sees the plain type; CPython has no such window, but nothing observable depends on it here.
class AsPlain {
public:
    AsPlain(Vm& vm, Value v) : m_vm(vm), m_v(v) {
        if (!v.is_object()) return;
        switch (vm.kind_of(v)) {
        case ObjKind::List: m_slot = &vm.as<vm::ListObject>(v).cls; break;
        case ObjKind::Dict: m_slot = &vm.as<vm::DictObject>(v).cls; break;
        case ObjKind::Set: m_slot = &vm.as<vm::SetObject>(v).cls; break;
        case ObjKind::Tuple: m_slot = &vm.as<vm::TupleObject>(v).cls; break;
        case ObjKind::FrozenSet: m_slot = &vm.as<vm::SetObject>(v).cls; break;
        case ObjKind::Str: m_slot = class_slot(vm.as<vm::StrObject>(v).subclass()); break;
        case ObjKind::Bytes: m_slot = class_slot(vm.as<vm::BytesObject>(v).subclass()); break;
        case ObjKind::BigInt: m_slot = class_slot(vm.as<vm::BigIntObject>(v).subclass()); break;
        default: break;
        }
        if (m_slot) {
            m_saved = *m_slot;
            *m_slot = Value::none();
            vm.host_roots().push_back(m_saved);
        }
    }
    ~AsPlain() {
        if (!m_slot) return;
        // Heap objects never move, so the slot is still valid.
        *m_slot = m_saved;
        m_vm.host_roots().pop_back();
    }
    AsPlain(const AsPlain&) = delete;
    AsPlain& operator=(const AsPlain&) = delete;

private:
    Vm& m_vm;
    Value m_v;
    Value* m_slot = nullptr;
    Value m_saved = Value::none();
};

bool self_is(Vm& vm, const CallArgs& a, TypeId t, std::string_view name) {
    if (a.pos.empty()) {
        vm.raise(TypeId::TypeError, fmt::format("unbound method {}.{}() needs an argument", vm::type_name(t), name));
        return false;
    }
    if (t != TypeId::Object && vm.builtin_type_of(a.pos[0]) != t) {
        // __getitem__ is a method descriptor in CPython; the other dunders are slot wrappers.
        if (name == "__getitem__")
            vm.raise(TypeId::TypeError, fmt::format("descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                                                    name, vm::type_name(t), vm.type_name(a.pos[0])));
        else
            vm.raise(TypeId::TypeError, fmt::format("descriptor '{}' requires a '{}' object but received a '{}'", name,
                                                    vm::type_name(t), vm.type_name(a.pos[0])));
        return false;
    }
    return true;
}

// CPython words the two kinds of built-in dunders differently: a method descriptor (named here
// "type.__getitem__", and __format__) says "X() takes exactly one argument (0 given)", a slot
// wrapper (__len__, __next__, __eq__, ...) "expected 1 argument, got 0".
bool arity(Vm& vm, const CallArgs& a, std::string_view name, size_t n) {
    bool descriptor = name.find('.') != std::string_view::npos || name == "__format__";
    if (!a.kw_values.empty()) {
        vm.raise(TypeId::TypeError, fmt::format("{}{}() takes no keyword arguments", descriptor ? "" : "wrapper ", name));
        return false;
    }
    if (a.pos.size() != n + 1) {
        size_t given = a.pos.size() - 1;
        if (descriptor && n == 0) vm.raise(TypeId::TypeError, fmt::format("{}() takes no arguments ({} given)", name, given));
        else if (descriptor && n == 1) vm.raise(TypeId::TypeError, fmt::format("{}() takes exactly one argument ({} given)", name, given));
        else vm.raise(TypeId::TypeError, fmt::format("expected {} argument{}, got {}", n, n == 1 ? "" : "s", given));
        return false;
    }
    return true;
}

// ---- container dunders (list, dict, set, tuple) -----------------------------------------------------

template <TypeId T>
Value c_getitem(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__getitem__")) return Value::error();
    if (!arity(vm, a, T == TypeId::Dict ? "dict.__getitem__" : T == TypeId::List ? "list.__getitem__"
                      : T == TypeId::Tuple ? "tuple.__getitem__" : "set.__getitem__", 1))
        return Value::error();
    if constexpr (T == TypeId::Dict) {
        // dict.__getitem__ consults __missing__ of a subclass; the plain lookup does not.
        Value v = vm.dict_get(a[0], a[1]);
        if (v.is_error()) return v;
        if (!v.is_undefined()) return v;
        if (vm::is_builtin_subclass_instance(vm, a[0])) {
            Value r = vm::call_dunder(vm, a[0], "__missing__", {a[1]});
            if (!r.is_undefined()) return r;
        }
        return vm::raise_key_error(vm, a[1]);
    }
    AsPlain plain(vm, a[0]);
    return vm.get_item(a[0], a[1]);
}

template <TypeId T>
Value c_setitem(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__setitem__") || !arity(vm, a, "__setitem__", 2)) return Value::error();
    AsPlain plain(vm, a[0]);
    if (!vm.set_item(a[0], a[1], a[2])) return Value::error();
    return Value::none();
}

template <TypeId T>
Value c_delitem(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__delitem__") || !arity(vm, a, "__delitem__", 1)) return Value::error();
    AsPlain plain(vm, a[0]);
    if (!vm.del_item(a[0], a[1])) return Value::error();
    return Value::none();
}

template <TypeId T>
Value c_contains(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__contains__") || !arity(vm, a, "__contains__", 1)) return Value::error();
    AsPlain plain(vm, a[0]);
    int r = vm.contains(a[0], a[1]);
    if (r < 0) return Value::error();
    return Value::boolean(r == 1);
}

template <TypeId T>
Value c_len(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__len__") || !arity(vm, a, "__len__", 0)) return Value::error();
    AsPlain plain(vm, a[0]);
    auto n = vm.length(a[0]);
    if (!n) return Value::error();
    return vm.new_int(*n);
}

template <TypeId T>
Value c_iter(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__iter__") || !arity(vm, a, "__iter__", 0)) return Value::error();
    AsPlain plain(vm, a[0]);
    return vm.get_iter(a[0]);
}

template <TypeId T>
Value c_repr(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__repr__") || !arity(vm, a, "__repr__", 0)) return Value::error();
    AsPlain plain(vm, a[0]);
    return vm.repr(a[0]);
}

template <TypeId T, vm::CompareOp Op>
Value c_compare(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__eq__") || !arity(vm, a, "comparison", 1)) return Value::error();
    Value other = a[1];
    if (vm.builtin_type_of(other) != T) return Value::not_implemented();
    AsPlain plain(vm, a[0]);
    AsPlain plain_other(vm, other);
    return vm.compare(a[0], other, Op);
}

// list.__init__(iterable=()), set.__init__(iterable=()): replace the contents.
Value list_init(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::List, "__init__")) return Value::error();
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "list() takes no keyword arguments");
    if (a.pos.size() > 2)
        return vm.raise(TypeId::TypeError, fmt::format("list expected at most 1 argument, got {}", a.pos.size() - 1));
    std::vector<Value> items;
    if (a.pos.size() == 2 && !vm.collect(a[1], items)) return Value::error();
    vm.as<vm::ListObject>(a[0]).items = std::move(items);
    return Value::none();
}

Value set_init(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Set, "__init__")) return Value::error();
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "set() takes no keyword arguments");
    if (a.pos.size() > 2)
        return vm.raise(TypeId::TypeError, fmt::format("set expected at most 1 argument, got {}", a.pos.size() - 1));
    vm.as<vm::SetObject>(a[0]).table.clear();
    if (a.pos.size() == 2 && !vm::set_update(vm, a[0], a[1])) return Value::error();
    return Value::none();
}

// dict.__init__(mapping_or_pairs=(), **kw): updates (CPython does not clear either).
Value dict_init(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Dict, "__init__")) return Value::error();
    if (a.pos.size() > 2)
        return vm.raise(TypeId::TypeError, fmt::format("dict expected at most 1 argument, got {}", a.pos.size() - 1));
    AsPlain plain(vm, a[0]);
    if (a.pos.size() == 2 && !dict_update_from(vm, a[0], a[1])) return Value::error();
    if (!dict_update_kwargs(vm, a[0], a)) return Value::error();
    return Value::none();
}

template <TypeId T>
void register_container(vm::NativeRegistry& reg) {
    // Sets are not subscriptable: CPython's set has no item methods (and dir() must not list them).
    if constexpr (T != TypeId::Set) reg.add_method(T, "__getitem__", c_getitem<T>);
    // Tuples are immutable: no item assignment (a subclass reaches only the reading dunders).
    if constexpr (T != TypeId::Set && T != TypeId::Tuple) {
        reg.add_method(T, "__setitem__", c_setitem<T>);
        reg.add_method(T, "__delitem__", c_delitem<T>);
    }
    reg.add_method(T, "__contains__", c_contains<T>);
    reg.add_method(T, "__len__", c_len<T>);
    reg.add_method(T, "__iter__", c_iter<T>);
    reg.add_method(T, "__repr__", c_repr<T>);
    reg.add_method(T, "__eq__", c_compare<T, vm::CompareOp::Eq>);
    reg.add_method(T, "__ne__", c_compare<T, vm::CompareOp::Ne>);
}

// ---- object ---------------------------------------------------------------------------------

Value obj_eq(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__eq__") || !arity(vm, a, "__eq__", 1)) return Value::error();
    return a[0].identical(a[1]) ? Value::boolean(true) : Value::not_implemented();
}

Value obj_ne(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__ne__") || !arity(vm, a, "__ne__", 1)) return Value::error();
    // object.__ne__ inverts the result of the class's __eq__ unless it is NotImplemented.
    Value eq = vm::find_user_attr(vm, vm.type_of(a[0]), "__eq__");
    Value r = eq.is_undefined() ? (a[0].identical(a[1]) ? Value::boolean(true) : Value::not_implemented())
                                : vm::call_user_method(vm, eq, a[0], std::span<const Value>(&a.pos[1], 1));
    if (r.is_error() || r.is_not_implemented()) return r;
    int t = vm.truthy(r);
    if (t < 0) return Value::error();
    return Value::boolean(!t);
}

Value obj_not_implemented(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "comparison") || !arity(vm, a, "comparison", 1)) return Value::error();
    return Value::not_implemented();
}

Value obj_hash(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__hash__") || !arity(vm, a, "__hash__", 0)) return Value::error();
    Value v = a[0];
    uint64_t addr = v.is_object() ? vm::fake_address(v) : v.bits();
    return vm.new_int(int64_t(std::rotr(addr, 4) & 0x7FFF'FFFF'FFFF'FFFFull));
}

Value obj_repr(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__repr__") || !arity(vm, a, "__repr__", 0)) return Value::error();
    Value v = a[0];
    if (vm.is_kind(v, ObjKind::Instance)) return vm.new_str(vm::default_object_repr(vm, v));
    // str.__repr__(self) in a subclass's __repr__: the built-in text, not the override again.
    AsPlain plain(vm, v);
    return vm.repr(v);
}

Value obj_str(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__str__") || !arity(vm, a, "__str__", 0)) return Value::error();
    // str.__str__ of a str subclass instance: its text as a plain str.
    if (vm.is_str(a[0])) return vm.new_str(vm.str_of(a[0]));
    return vm.repr(a[0]);
}

Value obj_format(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__format__") || !arity(vm, a, "__format__", 1)) return Value::error();
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, fmt::format("__format__() argument must be str, not {}", vm.type_name(a[1])));
    if (!vm.str_of(a[1]).empty())
        return vm.raise(TypeId::TypeError, fmt::format("unsupported format string passed to {}.__format__", vm.type_name(a[0])));
    return vm.str(a[0]);
}

Value obj_setattr(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__setattr__") || !arity(vm, a, "__setattr__", 2)) return Value::error();
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, fmt::format("attribute name must be string, not '{}'", vm.type_name(a[1])));
    bool ok = vm::instance_dict_slot(vm, a[0]) ? vm.object_set_attr(a[0], a[1], a[2]) : vm.set_attr(a[0], a[1], a[2]);
    return ok ? Value::none() : Value::error();
}

Value obj_getattribute(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__getattribute__") || !arity(vm, a, "__getattribute__", 1)) return Value::error();
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, fmt::format("attribute name must be string, not '{}'", vm.type_name(a[1])));
    return vm.get_attr(a[0], a[1]);
}

Value obj_delattr(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::Object, "__delattr__") || !arity(vm, a, "__delattr__", 1)) return Value::error();
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, fmt::format("attribute name must be string, not '{}'", vm.type_name(a[1])));
    // On an instance, not the class's own __delattr__ (which may be the caller, via super()).
    return vm::generic_del_attr(vm, a[0], a[1]) ? Value::none() : Value::error();
}

// object.__new__(cls, *args): a bare instance of a user class (no __init__ run). CPython's checks:
// a class whose instances are not plain objects (an exception, a list subclass) must use its
// built-in base's __new__, and extra arguments are an error unless __init__ alone is overridden.
Value obj_new(Vm& vm, const CallArgs& a) {
    if (a.pos.empty()) return vm.raise(TypeId::TypeError, "object.__new__(): not enough arguments");
    Value cls = a[0];
    if (cls.is_type() && TypeId(cls.as_type_id()) != TypeId::Object)
        return vm.raise(TypeId::TypeError, fmt::format("object.__new__({}) is not safe, use {}.__new__()",
                                                       vm.class_name(cls), vm.class_name(cls)));
    if (!cls.is_type() && !vm.is_kind(cls, ObjKind::Class))
        return vm.raise(TypeId::TypeError, fmt::format("object.__new__(X): X is not a type object ({})", vm.type_name(cls)));
    if (vm.is_kind(cls, ObjKind::Class) && vm.as<vm::ClassObject>(cls).builtin_base != TypeId::Object) {
        // CPython names the nearest class up the first-base chain whose __new__ is not Python's.
        Value named = cls;
        while (vm.is_kind(named, ObjKind::Class) && !vm.lookup_user_hook(named, "__new__").is_undefined()) {
            const auto& bases = vm.as<vm::ClassObject>(named).bases;
            named = bases.empty() ? Value::type(uint32_t(TypeId::Object)) : bases.front();
        }
        return vm.raise(TypeId::TypeError, fmt::format("object.__new__({}) is not safe, use {}.__new__()",
                                                       vm.class_name(cls), vm.class_name(named)));
    }
    if (a.size() > 1 || !a.kw_names.empty()) {
        if (!vm.lookup_user_hook(cls, "__new__").is_undefined())
            return vm.raise(TypeId::TypeError, "object.__new__() takes exactly one argument (the type to instantiate)");
        if (vm.lookup_user_hook(cls, "__init__").is_undefined())
            return vm.raise(TypeId::TypeError, fmt::format("{}() takes no arguments", vm.class_name(cls)));
    }
    vm::ObjRef ref = vm.heap.make<vm::InstanceObject>(cls);
    vm.heap.as<vm::InstanceObject>(ref).dict = Value::none();
    return Value::object(ref);
}

// ---- int and float: (3).__add__(4), float.__mul__ ... -----------------------------------------

bool is_int_value(Vm& vm, Value v) { return vm.is_int(v); }

template <TypeId T>
bool accepts_operand(Vm& vm, Value v) {
    return T == TypeId::Int ? is_int_value(vm, v) : (is_int_value(vm, v) || vm.is_float(v));
}

// The slots below work on a `class X(int)` or `class X(float)` instance's plain value: the
// operator on the instance itself would find X's own method again (super().__add__ from
// X.__add__ would never end).
Value plain(Vm& vm, Value v) {
    if (vm.is_kind(v, ObjKind::BigInt) && vm.as<vm::BigIntObject>(v).is_subclass_instance)
        return vm.new_int(vm.as<vm::BigIntObject>(v).value);
    return vm.plain_float(v);
}

template <TypeId T>
bool num_self(Vm& vm, const CallArgs& a, std::string_view name) {
    if (a.pos.empty() || !accepts_operand<T>(vm, a[0]) || (T == TypeId::Float && !vm.is_float(a[0]))) {
        if (a.pos.empty())
            vm.raise(TypeId::TypeError, fmt::format("unbound method {}.{}() needs an argument", vm::type_name(T), name));
        else
            vm.raise(TypeId::TypeError, fmt::format("descriptor '{}' requires a '{}' object but received a '{}'",
                                                    name, vm::type_name(T), vm.type_name(a[0])));
        return false;
    }
    return true;
}

// Slot wrappers (int.__add__ ...) word their arity errors differently from methods.
bool slot_arity(Vm& vm, const CallArgs& a, size_t n) {
    if (!a.kw_values.empty()) {
        vm.raise(TypeId::TypeError, "wrapper takes no keyword arguments");
        return false;
    }
    if (a.pos.size() != n + 1) {
        if (n == 0) vm.raise(TypeId::TypeError, fmt::format("expected 0 arguments, got {}", a.pos.size() - 1));
        else vm.raise(TypeId::TypeError, fmt::format("expected {} argument{}, got {}", n, n == 1 ? "" : "s", a.pos.size() - 1));
        return false;
    }
    return true;
}

template <TypeId T, vm::BinaryOp Op, bool Reflected>
Value num_binary(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "operator") || !slot_arity(vm, a, 1)) return Value::error();
    if (!accepts_operand<T>(vm, a[1])) return Value::not_implemented();
    Value x = plain(vm, a[0]), y = plain(vm, a[1]);
    return Reflected ? vm.binary_op(y, x, Op) : vm.binary_op(x, y, Op);
}

template <TypeId T, vm::CompareOp Op>
Value num_compare(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "comparison") || !slot_arity(vm, a, 1)) return Value::error();
    if (!accepts_operand<T>(vm, a[1])) return Value::not_implemented();
    return vm.compare(plain(vm, a[0]), plain(vm, a[1]), Op);
}

template <TypeId T, vm::UnaryOp Op>
Value num_unary(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "operator") || !arity(vm, a, "operator", 0)) return Value::error();
    return vm.unary_op(plain(vm, a[0]), Op);
}

template <TypeId T>
Value num_abs(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "__abs__") || !arity(vm, a, "__abs__", 0)) return Value::error();
    Value x = plain(vm, a[0]);
    if (x.is_float()) return vm.new_float(std::fabs(x.as_float()));
    Value zero = Value::small_int(0);
    Value neg = vm.compare(x, zero, vm::CompareOp::Lt);
    if (neg.is_error()) return neg;
    Value v = neg.as_bool() ? vm.unary_op(x, vm::UnaryOp::Negative) : x;
    return v.is_bool() ? Value::small_int(v.as_bool()) : v;
}

template <TypeId T>
Value num_int(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "__int__") || !arity(vm, a, "__int__", 0)) return Value::error();
    Value args[] = {Value::type(uint32_t(TypeId::Int)), plain(vm, a[0])};
    Value ctor = vm::native_registry().type_attr(TypeId::Int, "__new__");
    return vm.call(ctor, std::span<const Value>(args));
}

template <TypeId T>
Value num_float(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "__float__") || !arity(vm, a, "__float__", 0)) return Value::error();
    if (vm.is_float(a[0])) return plain(vm, a[0]);
    return vm.binary_op(a[0], Value::from_double(0.0), vm::BinaryOp::Add);
}

template <TypeId T>
Value num_bool(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "__bool__") || !arity(vm, a, "__bool__", 0)) return Value::error();
    int t = vm.truthy(plain(vm, a[0]));
    if (t < 0) return Value::error();
    return Value::boolean(t == 1);
}

template <TypeId T>
Value num_hash(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "__hash__") || !arity(vm, a, "__hash__", 0)) return Value::error();
    auto h = vm.hash(plain(vm, a[0]));
    if (!h) return Value::error();
    return vm.new_int(*h);
}

template <TypeId T>
Value num_index(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "__index__") || !arity(vm, a, "__index__", 0)) return Value::error();
    return a[0].is_bool() ? Value::small_int(a[0].as_bool()) : a[0];
}

template <TypeId T>
Value num_repr(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "__repr__") || !arity(vm, a, "__repr__", 0)) return Value::error();
    return vm.repr(plain(vm, a[0]));
}

template <TypeId T>
Value num_format(Vm& vm, const CallArgs& a) {
    if (!num_self<T>(vm, a, "__format__") || !arity(vm, a, "__format__", 1)) return Value::error();
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, fmt::format("__format__() argument must be str, not {}", vm.type_name(a[1])));
    return vm.format(plain(vm, a[0]), vm.str_of(a[1]));
}

// ---- sequence operator slots: str, bytes, tuple, list (and the reading slots of frozenset and
// range). What super().__add__ from a subclass's __add__ reaches, and "ab".__len__().

// self (or the other operand) as its plain built-in value: the operator on a subclass instance
// would find its class's method again. Only subclass instances are copied.
Value plain_seq(Vm& vm, Value v) {
    if (!v.is_object()) return v;
    switch (vm.kind_of(v)) {
    case ObjKind::Str:
        return vm.as<vm::StrObject>(v).is_subclass_instance ? vm.new_str(vm.str_of(v)) : v;
    case ObjKind::Bytes: {
        const auto& b = vm.as<vm::BytesObject>(v);
        return b.cls().is_none() || b.is_bytearray ? v : vm.new_bytes(std::string(b.data));
    }
    case ObjKind::Tuple: {
        const auto& t = vm.as<vm::TupleObject>(v);
        return t.cls.is_none() ? v : vm.new_tuple(t.items);
    }
    case ObjKind::List: {
        const auto& l = vm.as<vm::ListObject>(v);
        return l.cls.is_none() ? v : vm.new_list(l.items);
    }
    case ObjKind::FrozenSet: {
        if (vm.as<vm::SetObject>(v).cls.is_none()) return v;
        Value copy = vm.new_set(true);
        vm.as<vm::SetObject>(copy).table = vm.as<vm::SetObject>(v).table;
        return copy;
    }
    default: return v;
    }
}

// str.__add__ and its kin concatenate only their own kind (CPython's sq_concat tries no
// reflected method): anything else is the TypeError of the + operator.
template <TypeId T>
Value seq_add(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__add__") || !slot_arity(vm, a, 1)) return Value::error();
    TypeId other = vm.builtin_type_of(a[1]);
    if constexpr (T == TypeId::Bytes) {
        if (other != TypeId::Bytes && other != TypeId::ByteArray)
            return vm.raise(TypeId::TypeError, fmt::format("can't concat {} to bytes", vm.type_name(a[1])));
    } else if (other != T) {
        return vm.raise(TypeId::TypeError, fmt::format("can only concatenate {} (not \"{}\") to {}", vm::type_name(T),
                                                       vm.type_name(a[1]), vm::type_name(T)));
    }
    Value x = plain_seq(vm, a[0]), y = plain_seq(vm, a[1]);
    return vm.binary_op(x, y, vm::BinaryOp::Add);
}

// __mul__ and __rmul__ (the same for a sequence): the count must be an index.
template <TypeId T>
Value seq_mul(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__mul__") || !slot_arity(vm, a, 1)) return Value::error();
    Value n = a[1];
    if (!vm.is_int(n)) {
        auto i = vm.index_of(n, "'{}' object cannot be interpreted as an integer");
        if (!i) return Value::error();
        n = vm.new_int(*i);
    }
    Value x = plain_seq(vm, a[0]);
    return vm.binary_op(x, plain(vm, n), vm::BinaryOp::Mul);
}

// str.__mod__ / bytes.__mod__: %-formatting; __rmod__ formats a str (bytes) left operand with
// self as the arguments, and is NotImplemented for anything else.
template <TypeId T, bool Reflected>
Value seq_mod(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, Reflected ? "__rmod__" : "__mod__") || !slot_arity(vm, a, 1)) return Value::error();
    if constexpr (Reflected) {
        if (vm.builtin_type_of(a[1]) != T) return Value::not_implemented();
        return vm.binary_op(plain_seq(vm, a[1]), a[0], vm::BinaryOp::Mod);
    } else {
        return vm.binary_op(plain_seq(vm, a[0]), a[1], vm::BinaryOp::Mod);
    }
}

template <TypeId T>
Value seq_getitem(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__getitem__")) return Value::error();
    if (!arity(vm, a, fmt::format("{}.__getitem__", vm::type_name(T)), 1)) return Value::error();
    return vm.get_item(plain_seq(vm, a[0]), a[1]);
}

template <TypeId T>
Value seq_contains(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__contains__") || !arity(vm, a, "__contains__", 1)) return Value::error();
    int r = vm.contains(plain_seq(vm, a[0]), a[1]);
    if (r < 0) return Value::error();
    return Value::boolean(r == 1);
}

template <TypeId T>
Value seq_len(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__len__") || !arity(vm, a, "__len__", 0)) return Value::error();
    auto n = vm.length(plain_seq(vm, a[0]));
    if (!n) return Value::error();
    return vm.new_int(*n);
}

template <TypeId T>
Value seq_iter(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__iter__") || !arity(vm, a, "__iter__", 0)) return Value::error();
    return vm.get_iter(plain_seq(vm, a[0]));
}

// list.__iadd__ (extend with any iterable) and list.__imul__ (repeat in place): both return the
// list itself.
Value list_iadd(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::List, "__iadd__") || !slot_arity(vm, a, 1)) return Value::error();
    std::vector<Value> extra;
    if (vm.is_kind(a[1], ObjKind::List)) extra = vm.as<vm::ListObject>(a[1]).items;   // l += l copies first
    else if (!vm.collect(a[1], extra)) return Value::error();
    auto& items = vm.as<vm::ListObject>(a[0]).items;
    if (!vm.reserve_items(items, extra.size())) return Value::error();
    items.insert(items.end(), extra.begin(), extra.end());
    return a[0];
}

Value list_imul(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, TypeId::List, "__imul__") || !slot_arity(vm, a, 1)) return Value::error();
    Value n = a[1];
    if (!vm.is_int(n)) {
        auto i = vm.index_of(n, "'{}' object cannot be interpreted as an integer");
        if (!i) return Value::error();
        n = vm.new_int(*i);
    }
    Value repeated = vm.binary_op(plain_seq(vm, vm.new_list(vm.as<vm::ListObject>(a[0]).items)), plain(vm, n),
                                  vm::BinaryOp::Mul);
    if (repeated.is_error()) return repeated;
    vm.as<vm::ListObject>(a[0]).items = std::move(vm.as<vm::ListObject>(repeated).items);
    return a[0];
}

template <TypeId T>
void register_sequence(vm::NativeRegistry& reg) {
    constexpr bool text = T == TypeId::Str || T == TypeId::Bytes;
    if constexpr (text || T == TypeId::Tuple || T == TypeId::List) {
        reg.add_method(T, "__add__", seq_add<T>);
        reg.add_method(T, "__mul__", seq_mul<T>);
        reg.add_method(T, "__rmul__", seq_mul<T>);
    }
    if constexpr (T == TypeId::List) {
        reg.add_method(T, "__iadd__", list_iadd);
        reg.add_method(T, "__imul__", list_imul);
    }
    if constexpr (text) {
        reg.add_method(T, "__mod__", seq_mod<T, false>);
        reg.add_method(T, "__rmod__", seq_mod<T, true>);
    }
    // list and tuple have theirs (register_container); frozenset is not subscriptable.
    if constexpr (text || T == TypeId::Range) reg.add_method(T, "__getitem__", seq_getitem<T>);
    if constexpr (text || T == TypeId::Range || T == TypeId::FrozenSet) {
        reg.add_method(T, "__contains__", seq_contains<T>);
        reg.add_method(T, "__len__", seq_len<T>);
        reg.add_method(T, "__iter__", seq_iter<T>);
    }
}

template <TypeId T>
void register_numeric(vm::NativeRegistry& reg) {
    using B = vm::BinaryOp;
    using C = vm::CompareOp;
    using U = vm::UnaryOp;
    reg.add_method(T, "__add__", num_binary<T, B::Add, false>);
    reg.add_method(T, "__radd__", num_binary<T, B::Add, true>);
    reg.add_method(T, "__sub__", num_binary<T, B::Sub, false>);
    reg.add_method(T, "__rsub__", num_binary<T, B::Sub, true>);
    reg.add_method(T, "__mul__", num_binary<T, B::Mul, false>);
    reg.add_method(T, "__rmul__", num_binary<T, B::Mul, true>);
    reg.add_method(T, "__truediv__", num_binary<T, B::TrueDiv, false>);
    reg.add_method(T, "__rtruediv__", num_binary<T, B::TrueDiv, true>);
    reg.add_method(T, "__floordiv__", num_binary<T, B::FloorDiv, false>);
    reg.add_method(T, "__rfloordiv__", num_binary<T, B::FloorDiv, true>);
    reg.add_method(T, "__mod__", num_binary<T, B::Mod, false>);
    reg.add_method(T, "__rmod__", num_binary<T, B::Mod, true>);
    reg.add_method(T, "__pow__", num_binary<T, B::Pow, false>);
    reg.add_method(T, "__rpow__", num_binary<T, B::Pow, true>);
    if constexpr (T == TypeId::Int) {
        reg.add_method(T, "__lshift__", num_binary<T, B::LShift, false>);
        reg.add_method(T, "__rshift__", num_binary<T, B::RShift, false>);
        reg.add_method(T, "__and__", num_binary<T, B::And, false>);
        reg.add_method(T, "__rand__", num_binary<T, B::And, true>);
        reg.add_method(T, "__or__", num_binary<T, B::Or, false>);
        reg.add_method(T, "__ror__", num_binary<T, B::Or, true>);
        reg.add_method(T, "__xor__", num_binary<T, B::Xor, false>);
        reg.add_method(T, "__rxor__", num_binary<T, B::Xor, true>);
        reg.add_method(T, "__invert__", num_unary<T, U::Invert>);
        reg.add_method(T, "__index__", num_index<T>);
    }
    reg.add_method(T, "__eq__", num_compare<T, C::Eq>);
    reg.add_method(T, "__ne__", num_compare<T, C::Ne>);
    reg.add_method(T, "__lt__", num_compare<T, C::Lt>);
    reg.add_method(T, "__le__", num_compare<T, C::Le>);
    reg.add_method(T, "__gt__", num_compare<T, C::Gt>);
    reg.add_method(T, "__ge__", num_compare<T, C::Ge>);
    reg.add_method(T, "__neg__", num_unary<T, U::Negative>);
    reg.add_method(T, "__pos__", num_unary<T, U::Positive>);
    reg.add_method(T, "__abs__", num_abs<T>);
    reg.add_method(T, "__int__", num_int<T>);
    reg.add_method(T, "__float__", num_float<T>);
    reg.add_method(T, "__bool__", num_bool<T>);
    reg.add_method(T, "__hash__", num_hash<T>);
    reg.add_method(T, "__repr__", num_repr<T>);
    reg.add_method(T, "__format__", num_format<T>);
}

}  // namespace

// The built-in iterators' __next__ and __iter__, callable as methods (`iter(range(3)).__next__()`),
// as next() and iter() use them.
template <TypeId T>
Value iterator_next(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__next__") || !arity(vm, a, "__next__", 0)) return Value::error();
    Value r = vm.iter_next(a[0]);
    if (r.is_undefined()) return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::StopIteration)), {}));
    return r;
}

template <TypeId T>
Value iterator_iter(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__iter__") || !arity(vm, a, "__iter__", 0)) return Value::error();
    return a[0];
}

// it.__length_hint__() (what operator.length_hint asks) of the sequence, dict and set iterators.
template <TypeId T>
Value iterator_length_hint(Vm& vm, const CallArgs& a) {
    if (!self_is(vm, a, T, "__length_hint__")) return Value::error();
    // A plain method in CPython, not a slot wrapper: "list_iterator.__length_hint__() takes ...".
    if (!arity(vm, a, fmt::format("{}.__length_hint__", vm.type_name(a[0])), 0)) return Value::error();
    return vm::seq_iter_length_hint(vm, a[0]);
}

template <TypeId... Ts>
void register_length_hints(vm::NativeRegistry& reg) {
    (reg.add_method(Ts, "__length_hint__", iterator_length_hint<Ts>), ...);
}

template <TypeId... Ts>
void register_iterators(vm::NativeRegistry& reg) {
    (reg.add_method(Ts, "__next__", iterator_next<Ts>), ...);
    (reg.add_method(Ts, "__iter__", iterator_iter<Ts>), ...);
}

void register_dunder_methods(vm::NativeRegistry& reg) {
    register_iterators<TypeId::ListIterator, TypeId::ListReverseIterator, TypeId::TupleIterator, TypeId::StrIterator,
                       TypeId::BytesIterator, TypeId::RangeIterator, TypeId::DictKeyIterator, TypeId::DictValueIterator,
                       TypeId::DictItemIterator, TypeId::SetIterator, TypeId::Enumerate, TypeId::Zip, TypeId::Map,
                       TypeId::Filter, TypeId::Reversed, TypeId::CallIterator, TypeId::SeqIterator>(reg);
    register_length_hints<TypeId::ListIterator, TypeId::ListReverseIterator, TypeId::TupleIterator,
                          TypeId::StrIterator, TypeId::BytesIterator, TypeId::RangeIterator,
                          TypeId::DictKeyIterator, TypeId::DictValueIterator, TypeId::DictItemIterator,
                          TypeId::SetIterator, TypeId::Reversed>(reg);
    register_numeric<TypeId::Int>(reg);
    register_numeric<TypeId::Float>(reg);
    register_container<TypeId::List>(reg);
    register_container<TypeId::Tuple>(reg);
    register_container<TypeId::Dict>(reg);
    register_container<TypeId::Set>(reg);
    register_sequence<TypeId::Str>(reg);
    register_sequence<TypeId::Bytes>(reg);
    register_sequence<TypeId::Tuple>(reg);
    register_sequence<TypeId::List>(reg);
    register_sequence<TypeId::Range>(reg);
    register_sequence<TypeId::FrozenSet>(reg);
    reg.add_method(TypeId::List, "__init__", list_init);
    reg.add_method(TypeId::Dict, "__init__", dict_init);
    reg.add_method(TypeId::Set, "__init__", set_init);

    constexpr TypeId O = TypeId::Object;
    reg.add_method(O, "__eq__", obj_eq);
    reg.add_method(O, "__ne__", obj_ne);
    for (const char* n : {"__lt__", "__le__", "__gt__", "__ge__"}) reg.add_method(O, n, obj_not_implemented);
    reg.add_method(O, "__hash__", obj_hash);
    // CPython sets the hash slot of its mutable containers (and of 3.11's slices, set-like dict
    // views and mappingproxy) to None, so list.__hash__ is None and Hashable checks see it;
    // hash() itself refuses them in Vm::hash.
    for (TypeId t : {TypeId::List, TypeId::Dict, TypeId::Set, TypeId::ByteArray, TypeId::DictKeys,
                     TypeId::DictItems, TypeId::MappingProxy, TypeId::Slice})
        reg.add_type_value(t, "__hash__", Value::none());
    reg.add_method(O, "__repr__", obj_repr);
    reg.add_method(O, "__str__", obj_str);
    reg.add_method(O, "__format__", obj_format);
    reg.add_method(O, "__setattr__", obj_setattr);
    reg.add_method(O, "__getattribute__", obj_getattribute);
    reg.add_method(O, "__delattr__", obj_delattr);
    reg.add_method(O, "__new__", obj_new, MethodKind::StaticMethod);
}

}  // namespace basilisk::stdlib
