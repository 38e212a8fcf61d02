// BaseExceptionGroup and ExceptionGroup (CPython 3.11): construction rules, message/exceptions,
// str(), derive(). split() and subgroup() call a predicate, so they run as prelude Python
// (stdlib/prelude.cpp) where a host call inside the predicate can pause.
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_group(Vm& vm, Value v) {
    return vm.is_kind(v, ObjKind::Exception) && vm.isinstance(v, TypeId::BaseExceptionGroup);
}

// The items of the exceptions argument as the group stores it (list or tuple).
const std::vector<Value>* group_items(Vm& vm, Value seq) {
    if (vm.is_kind(seq, ObjKind::List)) return &vm.as<ListObject>(seq).items;
    if (vm.is_kind(seq, ObjKind::Tuple)) return &vm.as<TupleObject>(seq).items;
    return nullptr;
}

const std::vector<Value>& group_args(Vm& vm, Value exc) { return vm.as<TupleObject>(vm.as<ExceptionObject>(exc).args).items; }

Value eg_derive(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, fmt::format("derive() takes exactly one argument ({} given)", a.size() - 1));
    Value message = exception_group_attribute(vm, a[0], "message");
    if (message.is_undefined()) return vm.raise(TypeId::TypeError, "derive() needs an exception group");
    Value args[] = {message, a[1]};
    return vm.call(Value::type(uint32_t(TypeId::BaseExceptionGroup)), args);
}

Value eg_split(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, fmt::format("split() takes exactly one argument ({} given)", a.size() - 1));
    return vm.tail_call_prelude("exception_group_split", {a[0], a[1], Value::boolean(true)});
}

Value eg_subgroup(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, fmt::format("subgroup() takes exactly one argument ({} given)", a.size() - 1));
    return vm.tail_call_prelude("exception_group_split", {a[0], a[1], Value::boolean(false)});
}

}  // namespace

bool prepare_exception_group(Vm& vm, Value& cls, const std::vector<Value>& args, size_t nkw) {
    if (nkw > 0) {
        vm.raise(TypeId::TypeError, fmt::format("{}() takes no keyword arguments", vm.class_name(cls)));
        return false;
    }
    if (args.size() != 2) {
        vm.raise(TypeId::TypeError, fmt::format("BaseExceptionGroup.__new__() takes exactly 2 arguments ({} given)", args.size()));
        return false;
    }
    if (!vm.is_str(args[0])) {
        vm.raise(TypeId::TypeError, fmt::format("BaseExceptionGroup.__new__() argument 1 must be str, not {}", vm.type_name(args[0])));
        return false;
    }
    Value seq = args[1];
    const std::vector<Value>* items = group_items(vm, seq);
    if (!items && !vm.is_str(seq)) {
        vm.raise(TypeId::TypeError, "second argument (exceptions) must be a sequence");
        return false;
    }
    bool empty = items ? items->empty() : vm.str_of(seq).empty();
    if (empty) {
        vm.raise(TypeId::ValueError, "second argument (exceptions) must be a non-empty sequence");
        return false;
    }
    bool only_exceptions = true;   // no bare BaseException (KeyboardInterrupt, ...) among them
    for (size_t i = 0; i < (items ? items->size() : 1); ++i) {
        Value item = items ? (*items)[i] : Value::none();
        if (!vm.is_kind(item, ObjKind::Exception)) {
            vm.raise(TypeId::ValueError, fmt::format("Item {} of second argument (exceptions) is not an exception", i));
            return false;
        }
        if (!vm.isinstance(item, TypeId::Exception)) only_exceptions = false;
    }
    Value base_group = Value::type(uint32_t(TypeId::BaseExceptionGroup));
    Value group = Value::type(uint32_t(TypeId::ExceptionGroup));
    if (cls.identical(base_group)) {
        if (only_exceptions) cls = group;
    } else if (cls.identical(group)) {
        if (!only_exceptions) {
            vm.raise(TypeId::TypeError, "Cannot nest BaseExceptions in an ExceptionGroup");
            return false;
        }
    } else if (!only_exceptions && vm.is_subclass(cls, Value::type(uint32_t(TypeId::Exception)))) {
        vm.raise(TypeId::TypeError, fmt::format("Cannot nest BaseExceptions in '{}'", vm.class_name(cls)));
        return false;
    }
    return true;
}

// The group's state is its first two construction arguments (BaseException.__init__ of a
// subclass may widen args, as CPython's; the message and exceptions stay the first two).
Value exception_group_attribute(Vm& vm, Value exc, std::string_view name) {
    if ((name != "message" && name != "exceptions") || !is_group(vm, exc)) return Value::undefined();
    const std::vector<Value>& args = group_args(vm, exc);
    if (name == "message") return args.empty() ? vm.new_str("") : args[0];
    if (args.size() < 2) return vm.new_tuple();
    if (vm.is_kind(args[1], ObjKind::Tuple) && vm.type_of(args[1]).identical(Value::type(uint32_t(TypeId::Tuple)))) return args[1];
    const std::vector<Value>* items = group_items(vm, args[1]);
    return items ? vm.new_tuple(*items) : vm.new_tuple();
}

std::optional<bool> exception_group_str(Vm& vm, Value exc, std::string& out) {
    if (!is_group(vm, exc)) return std::nullopt;
    const std::vector<Value>& args = group_args(vm, exc);
    if (!args.empty()) {
        auto s = vm.str_string(args[0]);
        if (!s) return false;
        out += *s;
    }
    size_t n = 0;
    if (args.size() >= 2) {
        if (const std::vector<Value>* items = group_items(vm, args[1])) n = items->size();
    }
    out += fmt::format(" ({} sub-exception{})", n, n == 1 ? "" : "s");
    return true;
}

void register_exception_group_natives(NativeRegistry& reg) {
    reg.add_method(TypeId::BaseExceptionGroup, "derive", eg_derive);
    reg.add_method(TypeId::BaseExceptionGroup, "split", eg_split);
    reg.add_method(TypeId::BaseExceptionGroup, "subgroup", eg_subgroup);
}

}  // namespace basilisk::vm
