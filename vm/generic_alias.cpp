// `list[int]`, `dict[str, T]`, `type[C]`: CPython's types.GenericAlias (PEP 585). Subscribing a
// class that is generic in CPython (list, dict, tuple, set, frozenset, type, enumerate, the
// exception groups, and any class whose __class_getitem__ is GenericAlias) makes one. It stands
// for its origin class in calls and class bases, hands every other attribute to it, refuses
// isinstance()/issubclass(), and substitutes type variables: dict[str, T][int] is dict[str, int].
// Type variables are recognised as CPython 3.11 does, by a `__typing_subst__` method on their
// class (typing's TypeVar and ParamSpec define one); any other argument with a non-empty
// `__parameters__` tuple (another alias) contributes its own.
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/root_scope.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_class_value(const Vm& vm, Value v) { return v.is_type() || vm.is_kind(v, ObjKind::Class); }

const std::vector<Value>& args_of(Vm& vm, Value ga) {
    return vm.as<TupleObject>(vm.as<GenericAliasObject>(ga).args).items;
}

// Whether `v` is a type variable: its class has __typing_subst__ (never runs Python code).
bool is_type_variable(Vm& vm, Value v) {
    return vm.is_kind(v, ObjKind::Instance) && !vm.lookup_in_class(vm.type_of(v), "__typing_subst__").is_undefined();
}

void add_unique(std::vector<Value>& out, Value v) {
    for (Value x : out)
        if (x.identical(v)) return;
    out.push_back(v);
}

// `obj.__parameters__` of an argument that is neither a class nor a type variable: its type
// variables still open, or an empty vector when it has none (or no such attribute). False with
// an exception pending when asking raised something other than AttributeError.
bool parameters_of(Vm& vm, Value arg, std::vector<Value>& out, RootScope& roots);

bool collect_parameters(Vm& vm, const std::vector<Value>& args, std::vector<Value>& out, RootScope& roots) {
    for (Value a : args) {
        if (is_class_value(vm, a)) continue;
        if (is_type_variable(vm, a)) {
            add_unique(out, a);
            continue;
        }
        std::vector<Value> inner;
        if (!parameters_of(vm, a, inner, roots)) return false;
        for (Value p : inner) add_unique(out, p);
    }
    return true;
}

bool parameters_of(Vm& vm, Value arg, std::vector<Value>& out, RootScope& roots) {
    if (!arg.is_object()) return true;
    switch (vm.kind_of(arg)) {
    case ObjKind::GenericAlias: {
        if (!vm.enter_native_recursion("maximum recursion depth exceeded")) return false;
        bool ok = collect_parameters(vm, args_of(vm, arg), out, roots);
        vm.leave_native_recursion();
        return ok;
    }
    case ObjKind::Union: {
        // list[T] | None: the variables of its members.
        std::vector<Value> members = union_members(vm, arg);
        return collect_parameters(vm, members, out, roots);
    }
    case ObjKind::Instance: {
        // typing's aliases (List[T], Callable[[T], int]) keep theirs in __parameters__.
        Value p = vm.get_attr(arg, "__parameters__");
        if (p.is_error()) {
            if (!vm.exception_matches(TypeId::AttributeError)) return false;
            vm.take_exception();
            return true;
        }
        roots.add(p);
        if (vm.is_kind(p, ObjKind::Tuple))
            for (Value x : vm.as<TupleObject>(p).items) out.push_back(x);
        return true;
    }
    default: return true;
    }
}

// The index of `v` among `params` (by identity), or -1.
int64_t index_of(const std::vector<Value>& params, Value v) {
    for (size_t i = 0; i < params.size(); ++i)
        if (params[i].identical(v)) return int64_t(i);
    return -1;
}

// One argument of an alias inside its repr: `...`, a class by its (module-qualified) name,
// another alias by its repr, anything else by repr().
bool repr_item(Vm& vm, Value v, std::string& out) {
    if (v.is_ellipsis()) {
        out += "...";
        return true;
    }
    if (v.is_type()) {
        TypeId t = TypeId(v.as_type_id());
        out += t == TypeId::UnionType || t == TypeId::GenericAlias ? "types." + std::string(type_name(t))
                                                                   : std::string(type_name(t));
        return true;
    }
    if (vm.is_kind(v, ObjKind::Class)) {
        const auto& c = vm.as<ClassObject>(v);
        out += c.module == "builtins" ? c.qualname : c.module + "." + c.qualname;
        return true;
    }
    auto r = vm.repr_string(v);
    if (!r) return false;
    out += *r;
    return true;
}

// collections.abc.Callable: CPython's alias of it (a GenericAlias subclass) keeps the argument
// types and the result flat in __args__ and shows them as Callable[[int, str], bool]; here the
// origin alone says which way an alias shows.
bool is_abc_callable(Vm& vm, Value origin) {
    if (!vm.is_kind(origin, ObjKind::Class)) return false;
    const auto& c = vm.as<ClassObject>(origin);
    return c.module == "collections.abc" && c.qualname == "Callable";
}

// Whether a Callable alias's first argument is a whole signature (`...`, a ParamSpec or a
// typing.Concatenate[...]) rather than the first argument type.
bool is_signature_form(Vm& vm, Value v) {
    if (v.is_ellipsis()) return true;
    if (!vm.is_kind(v, ObjKind::Instance)) return false;
    Value cls = vm.type_of(v);
    if (vm.class_name(cls) == "ParamSpec") return true;
    if (vm.class_name(cls) != "_GenericAlias") return false;
    Value origin = vm.get_attr(v, "__origin__");
    if (origin.is_error()) {
        vm.take_exception();
        return false;
    }
    auto shown = vm.repr_string(origin);
    if (!shown) {
        vm.take_exception();
        return false;
    }
    return *shown == "typing.Concatenate";
}

}  // namespace

Value new_generic_alias(Vm& vm, Value origin, Value args) {
    RootScope roots(vm);
    roots.add(origin);
    if (!vm.is_kind(args, ObjKind::Tuple) || !vm.as<TupleObject>(args).cls.is_none())
        args = roots.add(vm.new_tuple(vm.is_kind(args, ObjKind::Tuple) ? vm.as<TupleObject>(args).items
                                                                       : std::vector<Value>{args}));
    roots.add(args);
    return Value::object(vm.heap.make<GenericAliasObject>(origin, args));
}

Value generic_alias_parameters(Vm& vm, Value ga) {
    RootScope roots(vm);
    roots.add(ga);
    std::vector<Value> params;
    if (!collect_parameters(vm, args_of(vm, ga), params, roots)) return Value::error();
    return vm.new_tuple(std::move(params));
}

namespace {

// The arguments `args` of `self` (an alias or a union) with its type variables replaced, in
// order, by the items of `item`: a list, or error(). `callable_origin`: a ParamSpec replaced by
// a list of types spreads into the argument types (collections.abc.Callable).
Value substitute(Vm& vm, Value self, const std::vector<Value>& args, Value item, bool callable_origin, RootScope& roots) {
    std::vector<Value> params;
    if (!collect_parameters(vm, args, params, roots)) return Value::error();
    auto shown = [&]() -> std::optional<std::string> { return vm.repr_string(self); };
    if (params.empty()) {
        auto s = shown();
        if (!s) return Value::error();
        return vm.raise(TypeId::TypeError, fmt::format("{} is not a generic class", *s));
    }
    std::vector<Value> given = vm.is_kind(item, ObjKind::Tuple) ? vm.as<TupleObject>(item).items : std::vector<Value>{item};
    if (given.size() != params.size()) {
        auto s = shown();
        if (!s) return Value::error();
        return vm.raise(TypeId::TypeError, fmt::format("Too {} arguments for {}; actual {}, expected {}",
                                                       given.size() > params.size() ? "many" : "few", *s,
                                                       given.size(), params.size()));
    }
    Value made = roots.add(vm.new_list());
    for (Value a : args) {
        Value next = a;
        if (is_class_value(vm, a)) {
            // a class stays as it is
        } else if (is_type_variable(vm, a)) {
            // T.__typing_subst__(X): typing's own check and conversion (None to NoneType, a
            // string to a ForwardRef).
            Value subst = vm.get_attr(a, "__typing_subst__");
            if (subst.is_error()) return subst;
            roots.add(subst);
            Value x = given[size_t(index_of(params, a))];
            next = vm.call(subst, std::span<const Value>(&x, 1));
            if (!next.is_error() && callable_origin && vm.is_kind(next, ObjKind::Tuple)) {
                for (Value t : vm.as<TupleObject>(next).items) vm.as<ListObject>(made).items.push_back(t);
                continue;
            }
        } else {
            std::vector<Value> inner;
            if (!parameters_of(vm, a, inner, roots)) return Value::error();
            if (!inner.empty()) {
                std::vector<Value> sub;
                for (Value p : inner) {
                    int64_t i = index_of(params, p);
                    sub.push_back(i < 0 ? p : given[size_t(i)]);
                }
                Value key = roots.add(vm.new_tuple(std::move(sub)));
                next = vm.get_item(a, key);
            }
        }
        if (next.is_error()) return next;
        vm.as<ListObject>(made).items.push_back(next);
    }
    return made;
}

}  // namespace

// alias[item]: the type variables of the alias replaced, in order, by the items given.
Value generic_alias_getitem(Vm& vm, Value ga, Value item) {
    RootScope roots(vm);
    roots.add(ga);
    roots.add(item);
    Value origin = vm.as<GenericAliasObject>(ga).origin;
    std::vector<Value> args = args_of(vm, ga);
    Value made = substitute(vm, ga, args, item, is_abc_callable(vm, origin), roots);
    if (made.is_error()) return made;
    Value tuple = roots.add(vm.new_tuple(vm.as<ListObject>(made).items));
    return new_generic_alias(vm, origin, tuple);
}

// (list[T] | None)[int]: the members substituted, then joined with | again.
Value union_getitem(Vm& vm, Value u, Value item) {
    RootScope roots(vm);
    roots.add(u);
    roots.add(item);
    std::vector<Value> args = union_members(vm, u);
    Value made = substitute(vm, u, args, item, false, roots);
    if (made.is_error()) return made;
    const std::vector<Value> members = vm.as<ListObject>(made).items;
    Value result = members.front();
    for (size_t i = 1; i < members.size(); ++i) {
        result = roots.add(vm.binary_op(result, members[i], BinaryOp::Or));
        if (result.is_error()) return result;
    }
    return result;
}

Value union_parameters(Vm& vm, Value u) {
    RootScope roots(vm);
    roots.add(u);
    std::vector<Value> params;
    if (!collect_parameters(vm, union_members(vm, u), params, roots)) return Value::error();
    return vm.new_tuple(std::move(params));
}

bool generic_alias_repr(Vm& vm, Value ga, std::string& out) {
    if (!vm.enter_native_recursion("maximum recursion depth exceeded while getting the repr of an object")) return false;
    RootScope roots(vm);
    roots.add(ga);
    Value origin = vm.as<GenericAliasObject>(ga).origin;
    bool ok = repr_item(vm, origin, out);
    const std::vector<Value> args = args_of(vm, ga);
    out += '[';
    if (args.empty()) out += "()";
    if (ok && !args.empty() && is_abc_callable(vm, origin) && !(args.size() == 2 && is_signature_form(vm, args[0]))) {
        // Callable[[int, str], bool]: the argument types in brackets, then the result.
        out += '[';
        for (size_t i = 0; ok && i + 1 < args.size(); ++i) {
            if (i) out += ", ";
            ok = repr_item(vm, args[i], out);
        }
        out += "], ";
        ok = ok && repr_item(vm, args.back(), out);
    } else {
        for (size_t i = 0; ok && i < args.size(); ++i) {
            if (i) out += ", ";
            ok = repr_item(vm, args[i], out);   // a list argument shows as repr() shows it (3.11)
        }
    }
    out += ']';
    vm.leave_native_recursion();
    return ok;
}

// == and != between two aliases: same origin and equal arguments. NotImplemented otherwise.
Value generic_alias_compare(Vm& vm, Value a, Value b, CompareOp op) {
    if (!vm.is_kind(a, ObjKind::GenericAlias) || !vm.is_kind(b, ObjKind::GenericAlias) ||
        (op != CompareOp::Eq && op != CompareOp::Ne))
        return Value::not_implemented();
    int same = vm.equal(vm.as<GenericAliasObject>(a).origin, vm.as<GenericAliasObject>(b).origin);
    if (same < 0) return Value::error();
    if (same == 1) {
        same = vm.equal(vm.as<GenericAliasObject>(a).args, vm.as<GenericAliasObject>(b).args);
        if (same < 0) return Value::error();
    }
    return Value::boolean(op == CompareOp::Eq ? same == 1 : same == 0);
}

std::optional<int64_t> generic_alias_hash(Vm& vm, Value ga) {
    auto h1 = vm.hash(vm.as<GenericAliasObject>(ga).origin);
    if (!h1) return std::nullopt;
    auto h2 = vm.hash(vm.as<GenericAliasObject>(ga).args);
    if (!h2) return std::nullopt;
    int64_t h = *h1 ^ *h2;
    return h == -1 ? -2 : h;
}

int generic_alias_equal(Vm& vm, Value a, Value b) {
    Value r = generic_alias_compare(vm, a, b, CompareOp::Eq);
    if (r.is_error()) return -1;
    return r.is_bool() && r.as_bool() ? 1 : 0;
}

Value generic_alias_origin(Vm& vm, Value ga) { return vm.as<GenericAliasObject>(ga).origin; }

// alias.name: the alias's own attributes, and for every other name the origin's (so
// list[int].__name__ is 'list' and list[int].append is list.append), as CPython forwards them.
Value generic_alias_attr(Vm& vm, Value ga, Value name) {
    std::string_view n = vm.str_of(name);
    const auto& x = vm.as<GenericAliasObject>(ga);
    if (n == "__origin__") return x.origin;
    if (n == "__args__") return x.args;
    if (n == "__parameters__") return generic_alias_parameters(vm, ga);
    if (n == "__unpacked__") return Value::boolean(false);
    if (n == "__class__") return Value::type(uint32_t(TypeId::GenericAlias));
    if (n == "__typing_unpacked_tuple_args__") return Value::none();   // no starred aliases here
    // __copy__ and __deepcopy__ are the alias's own too: it has none (copy uses __reduce_ex__).
    if (n == "__mro_entries__" || n == "__reduce__" || n == "__reduce_ex__" || n == "__copy__" || n == "__deepcopy__") {
        Value m = vm.lookup_in_class(Value::type(uint32_t(TypeId::GenericAlias)), name);
        if (m.is_undefined())
            return vm.raise(TypeId::AttributeError, fmt::format("'types.GenericAlias' object has no attribute '{}'", n));
        return vm.new_bound_method(ga, m);
    }
    return vm.get_attr(x.origin, name);
}

namespace {

// types.GenericAlias(origin, args): args a tuple, or one argument.
Value generic_alias_new(Vm& vm, const CallArgs& a) {
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "GenericAlias() takes no keyword arguments");
    if (a.size() != 3)
        return vm.raise(TypeId::TypeError, fmt::format("GenericAlias expected 2 arguments, got {}", a.size() - 1));
    return new_generic_alias(vm, a[1], a[2]);
}

bool self_is_alias(Vm& vm, const CallArgs& a, const char* method) {
    if (a.size() >= 1 && vm.is_kind(a[0], ObjKind::GenericAlias)) return true;
    vm.raise(TypeId::TypeError, fmt::format("descriptor '{}' requires a 'types.GenericAlias' object", method));
    return false;
}

// class C(list[int]): the alias stands for its origin among the bases.
Value generic_alias_mro_entries(Vm& vm, const CallArgs& a) {
    if (!self_is_alias(vm, a, "__mro_entries__")) return Value::error();
    if (a.size() != 2)
        return vm.raise(TypeId::TypeError, fmt::format("__mro_entries__() takes exactly one argument ({} given)", a.size() - 1));
    return vm.new_tuple({vm.as<GenericAliasObject>(a[0]).origin});
}

Value generic_alias_reduce(Vm& vm, const CallArgs& a) {
    if (!self_is_alias(vm, a, "__reduce__")) return Value::error();
    const auto& x = vm.as<GenericAliasObject>(a[0]);
    Value pair = vm.new_tuple({x.origin, x.args});
    RootScope roots(vm);
    roots.add(pair);
    return vm.new_tuple({Value::type(uint32_t(TypeId::GenericAlias)), pair});
}

// list.__class_getitem__(int) and its kin: a classmethod, so a subclass gets aliases of itself.
Value class_getitem(Vm& vm, const CallArgs& a) {
    if (a.size() != 2 || !a.kw_values.empty())
        return vm.raise(TypeId::TypeError, fmt::format("__class_getitem__() takes exactly one argument ({} given)",
                                                       a.size() - 1 + a.kw_values.size()));
    return new_generic_alias(vm, a[0], a[1]);
}

}  // namespace

bool builtin_type_is_generic(TypeId t) {
    switch (t) {
    case TypeId::List: case TypeId::Dict: case TypeId::Tuple: case TypeId::Set: case TypeId::FrozenSet:
    case TypeId::Type: case TypeId::Enumerate: case TypeId::BaseExceptionGroup: case TypeId::ExceptionGroup:
    case TypeId::MappingProxy: case TypeId::AsyncGenerator:
        return true;
    default: return false;
    }
}

void register_generic_alias_natives(NativeRegistry& reg) {
    reg.add_method(TypeId::GenericAlias, "__new__", generic_alias_new, MethodKind::StaticMethod);
    reg.add_method(TypeId::GenericAlias, "__mro_entries__", generic_alias_mro_entries);
    reg.add_method(TypeId::GenericAlias, "__reduce__", generic_alias_reduce);
    reg.add_method(TypeId::GenericAlias, "__reduce_ex__", generic_alias_reduce);   // any protocol
    // `type` is left out: type[int] is handled by subscription itself (CPython's type has no
    // __class_getitem__ either, and a metaclass's classes are not subscriptable).
    for (TypeId t : {TypeId::List, TypeId::Dict, TypeId::Tuple, TypeId::Set, TypeId::FrozenSet, TypeId::Enumerate,
                     TypeId::BaseExceptionGroup, TypeId::MappingProxy, TypeId::AsyncGenerator})
        reg.add_method(t, "__class_getitem__", class_getitem, MethodKind::ClassMethod);
}

}  // namespace basilisk::vm
