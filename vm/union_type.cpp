// `X | Y` of classes: CPython's types.UnionType (PEP 604), which annotations such as
// `def f(x: int | None = None)` evaluate to now that a def evaluates its annotations, and which
// isinstance()/issubclass() accept. Its arguments are classes and None (kept as NoneType), flattened
// and without repeats; a union of one class is that class.
#include <fmt/format.h>

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
    if (is_class_value(vm, v)) {
        out.push_back(v);
        return true;
    }
    return false;
}

std::vector<Value> args_of(Vm& vm, Value u) { return vm.as<TupleObject>(vm.as<UnionObject>(u).args).items; }

bool contains(const std::vector<Value>& values, Value v) {
    for (Value x : values)
        if (x.identical(v)) return true;
    return false;
}

}  // namespace

Value union_or(Vm& vm, Value a, Value b) {
    if (a.is_none() && b.is_none()) return Value::not_implemented();   // None has no __or__
    std::vector<Value> members;
    if (!members_of(vm, a, members) || !members_of(vm, b, members)) return Value::not_implemented();
    std::vector<Value> unique;
    for (Value m : members)
        if (!contains(unique, m)) unique.push_back(m);
    if (unique.size() == 1) return unique.front();
    Value args = vm.new_tuple(std::move(unique));
    vm.host_roots().push_back(args);
    Value u = Value::object(vm.heap.make<UnionObject>(args));
    vm.host_roots().pop_back();
    return u;
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
    for (Value v : x) same = same && contains(y, v);
    return Value::boolean(op == CompareOp::Eq ? same : !same);
}

// Independent of the arguments' order, as CPython's hash(frozenset(args)).
int64_t union_hash(Vm& vm, Value u) {
    uint64_t h = 0x2d7f954aULL;
    for (Value a : args_of(vm, u)) {
        uint64_t x = a.bits() * 0x9E3779B97F4A7C15ULL;
        h ^= x ^ (x >> 29);
    }
    int64_t r = int64_t(h >> 1);
    return r == -1 ? -2 : r;
}

std::vector<Value> union_members(Vm& vm, Value u) { return args_of(vm, u); }

}  // namespace basilisk::vm
