// `X | Y` of classes: CPython's types.UnionType (PEP 604), which annotations such as
// `def f(x: int | None = None)` evaluate to now that a def evaluates its annotations, and which
// isinstance()/issubclass() accept. Its arguments are classes, None (kept as NoneType) and
// generic aliases (list[int]), flattened and without repeats; a union of one class is that class.
#include <fmt/format.h>

#include "vm/root_scope.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_class_value(const Vm& vm, Value v) { return v.is_type() || vm.is_kind(v, ObjKind::Class); }

// The union members `v` contributes: a union's arguments, a class, or None as NoneType. False
// when `v` cannot be part of a union.
bool members_of(Vm& vm, Value v, std::vector<Value>& out) {
    if (vm.is_kind(v, ObjKind::Union)) {
        for (Value a : vm.as<TupleObject>(vm.as<UnionObject>(v).args).items) out.push_back(a);
        return true;
    }
    if (v.is_none()) {
        out.push_back(Value::type(uint32_t(TypeId::NoneType)));
        return true;
    }
    if (is_class_value(vm, v) || vm.is_kind(v, ObjKind::GenericAlias)) {
        out.push_back(v);
        return true;
    }
    return false;
}

// Whether two union arguments are the same: the same class, or equal aliases (list[int] is
// list[int] however often it is written). -1 when comparing raised.
int same_member(Vm& vm, Value a, Value b) {
    if (a.identical(b)) return 1;
    if (vm.is_kind(a, ObjKind::GenericAlias) && vm.is_kind(b, ObjKind::GenericAlias)) return generic_alias_equal(vm, a, b);
    return 0;
}

// 1 when `v` is among `values`, 0 when not, -1 on error.
int find_member(Vm& vm, const std::vector<Value>& values, Value v) {
    for (Value x : values) {
        int r = same_member(vm, x, v);
        if (r != 0) return r;
    }
    return 0;
}

std::vector<Value> args_of(Vm& vm, Value u) { return vm.as<TupleObject>(vm.as<UnionObject>(u).args).items; }

}  // namespace

Value union_or(Vm& vm, Value a, Value b) {
    if (a.is_none() && b.is_none()) return Value::not_implemented();   // None has no __or__
    std::vector<Value> members;
    if (!members_of(vm, a, members) || !members_of(vm, b, members)) return Value::not_implemented();
    std::vector<Value> unique;
    for (Value m : members) {
        int found = find_member(vm, unique, m);
        if (found < 0) return Value::error();
        if (found == 0) unique.push_back(m);
    }
    if (unique.size() == 1) return unique.front();
    RootScope roots(vm);
    Value args = roots.add(vm.new_tuple(std::move(unique)));
    return Value::object(vm.heap.make<UnionObject>(args));
}

// "int | None", "__main__.Node | str": CPython's typing repr of each argument.
bool union_repr(Vm& vm, Value u, std::string& out) {
    std::vector<Value> args = args_of(vm, u);
    for (size_t i = 0; i < args.size(); ++i) {
        if (i) out += " | ";
        Value a = args[i];
        if (a.is_type()) {
            TypeId t = TypeId(a.as_type_id());
            out += t == TypeId::NoneType ? std::string("None") : std::string(type_name(t));
        } else if (vm.is_kind(a, ObjKind::GenericAlias)) {
            if (!generic_alias_repr(vm, a, out)) return false;
        } else {
            const auto& c = vm.as<ClassObject>(a);
            out += c.module == "builtins" ? c.qualname : c.module + "." + c.qualname;
        }
    }
    return true;
}

// == and != of two unions: the same arguments in any order. NotImplemented otherwise.
Value union_compare(Vm& vm, Value a, Value b, CompareOp op) {
    if (!vm.is_kind(a, ObjKind::Union) || !vm.is_kind(b, ObjKind::Union) || (op != CompareOp::Eq && op != CompareOp::Ne))
        return Value::not_implemented();
    std::vector<Value> x = args_of(vm, a), y = args_of(vm, b);
    bool same = x.size() == y.size();
    for (size_t i = 0; same && i < x.size(); ++i) {
        int found = find_member(vm, y, x[i]);
        if (found < 0) return Value::error();
        same = found == 1;
    }
    return Value::boolean(op == CompareOp::Eq ? same : !same);
}

// Independent of the arguments' order, as CPython's hash(frozenset(args)).
int64_t union_hash(Vm& vm, Value u) {
    uint64_t h = 0x2d7f954aULL;
    for (Value a : args_of(vm, u)) {
        // Equal aliases are different objects: an alias counts by its origin class.
        if (vm.is_kind(a, ObjKind::GenericAlias)) a = generic_alias_origin(vm, a);
        uint64_t x = a.bits() * 0x9E3779B97F4A7C15ULL;
        h ^= x ^ (x >> 29);
    }
    int64_t r = int64_t(h >> 1);
    return r == -1 ? -2 : r;
}

std::vector<Value> union_members(Vm& vm, Value u) { return args_of(vm, u); }

}  // namespace basilisk::vm
