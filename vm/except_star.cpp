// The run-time half of try/except* (PEP 654), as CPython 3.11's CHECK_EG_MATCH and
// PREP_RERAISE_STAR do it. What can call Python (a group's split(), derive()) is left to the
// interpreter loop, which calls it as an ordinary frame so that a host call inside can pause.
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_group(Vm& vm, Value v) {
    return vm.is_kind(v, ObjKind::Exception) && vm.isinstance(v, TypeId::BaseExceptionGroup);
}

bool is_exception_class(Vm& vm, Value t) {
    return (t.is_type() || vm.is_kind(t, ObjKind::Class)) && vm.is_subclass(t, Value::type(uint32_t(TypeId::BaseException)));
}

// e.__notes__ as stored (undefined() when never set).
Value notes_of(Vm& vm, Value exc) {
    Value* slot = instance_dict_slot(vm, exc);
    if (!slot || !vm.is_kind(*slot, ObjKind::Dict)) return Value::undefined();
    return vm.dict_get(*slot, vm.interned("__notes__"));
}

bool same_traceback(const std::vector<TracebackEntry>& a, const std::vector<TracebackEntry>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i].program != b[i].program || a[i].code != b[i].code || a[i].pc != b[i].pc) return false;
    }
    return true;
}

// CPython's is_same_exception_metadata: an exception that an except* clause re-raised (bare
// `raise`, or the unmatched rest) carries the original's traceback, cause and context; one raised
// anew does not (its context is the part being handled, and `raise e` adds a traceback entry).
// CPython 3.11 also compares a notes field that __notes__ (kept in the instance dict) never
// sets, so notes play no part.
bool same_metadata(Vm& vm, Value e, Value orig) {
    const auto& a = vm.as<ExceptionObject>(e);
    const auto& b = vm.as<ExceptionObject>(orig);
    return a.cause.identical(b.cause) && a.context.identical(b.context) && same_traceback(a.traceback, b.traceback);
}

// _copy_exception_metadata(dst, src): what CPython's split() gives each part it derives from a
// group: the group's traceback, cause and context (setting the cause suppresses the context, as
// PyException_SetCause does) and a copy of its notes.
Value copy_exception_metadata(Vm& vm, const CallArgs& a) {
    if (a.size() != 2 || !vm.is_kind(a[0], ObjKind::Exception) || !vm.is_kind(a[1], ObjKind::Exception))
        return vm.raise(TypeId::TypeError, "_copy_exception_metadata(dst, src) takes two exceptions");
    auto& dst = vm.as<ExceptionObject>(a[0]);
    const auto& src = vm.as<ExceptionObject>(a[1]);
    dst.traceback = src.traceback;
    dst.cause = src.cause;
    dst.context = src.context;
    dst.suppress_context = true;
    Value notes = notes_of(vm, a[1]);
    if (vm.is_kind(notes, ObjKind::List) || vm.is_kind(notes, ObjKind::Tuple)) {
        const std::vector<Value>& items = vm.is_kind(notes, ObjKind::List) ? vm.as<ListObject>(notes).items : vm.as<TupleObject>(notes).items;
        Value copy = vm.new_list(items);
        Value* slot = instance_dict_slot(vm, a[0]);
        if (slot && slot->is_none()) *slot = vm.new_dict();
        if (slot && vm.is_kind(*slot, ObjKind::Dict) && !vm.dict_set(*slot, vm.interned("__notes__"), copy)) return Value::error();
    }
    return Value::none();
}

}  // namespace

bool except_star_type_valid(Vm& vm, Value type) {
    std::vector<Value> types;
    if (vm.is_kind(type, ObjKind::Tuple))
        types = vm.as<TupleObject>(type).items;
    else
        types.push_back(type);
    for (Value t : types) {
        if (!is_exception_class(vm, t)) {
            vm.raise(TypeId::TypeError, "catching classes that do not inherit from BaseException is not allowed");
            return false;
        }
    }
    for (Value t : types) {
        if (vm.is_subclass(t, Value::type(uint32_t(TypeId::BaseExceptionGroup)))) {
            vm.raise(TypeId::TypeError, "catching ExceptionGroup with except* is not allowed. Use except instead.");
            return false;
        }
    }
    return true;
}

Value except_star_match(Vm& vm, Value exc, Value type) {
    // The type(s) passed except_star_type_valid: exception classes only.
    bool whole = false;
    if (vm.is_kind(type, ObjKind::Tuple)) {
        for (Value t : vm.as<TupleObject>(type).items) whole = whole || vm.isinstance(exc, t);
    } else {
        whole = vm.isinstance(exc, type);
    }
    if (whole) {
        Value match = exc;
        if (!is_group(vm, exc)) {
            // A bare exception is matched as a group of one, made without a traceback.
            Value args[] = {vm.new_str(""), vm.new_tuple({exc})};
            match = vm.call(Value::type(uint32_t(TypeId::BaseExceptionGroup)), args);
            if (match.is_error()) return match;
        }
        return vm.new_tuple({match, Value::none()});
    }
    return is_group(vm, exc) ? Value::undefined() : Value::none();
}

bool except_star_unpack(Vm& vm, Value pair, Value& match, Value& rest) {
    if (!vm.is_kind(pair, ObjKind::Tuple) || vm.as<TupleObject>(pair).items.size() != 2) {
        vm.raise(TypeId::TypeError, fmt::format("split() must return a 2-tuple, not {}", vm.type_name(pair)));
        return false;
    }
    match = vm.as<TupleObject>(pair).items[0];
    rest = vm.as<TupleObject>(pair).items[1];
    for (Value v : {match, rest}) {
        if (!v.is_none() && !vm.is_kind(v, ObjKind::Exception)) {
            vm.raise(TypeId::TypeError, fmt::format("split() must return exceptions or None, not {}", vm.type_name(v)));
            return false;
        }
    }
    return true;
}

Value except_star_reraise(Vm& vm, Value orig, Value excs, Value& parts) {
    std::vector<Value> items = vm.as<ListObject>(excs).items;
    std::vector<Value> raised_items, reraised_items;
    for (Value e : items) {
        if (e.is_none()) continue;
        if (!vm.is_kind(e, ObjKind::Exception)) {
            return vm.raise(TypeId::TypeError, fmt::format("exceptions must derive from BaseException, not {}", vm.type_name(e)));
        }
        if (!is_group(vm, orig)) return e;   // a bare exception was wrapped: one clause ran, its outcome is final
        (same_metadata(vm, e, orig) ? reraised_items : raised_items).push_back(e);
    }
    if (reraised_items.empty()) {
        if (raised_items.empty()) return Value::none();
        if (raised_items.size() == 1) return raised_items[0];
        Value args[] = {vm.new_str(""), vm.new_list(std::move(raised_items))};
        return vm.call(Value::type(uint32_t(TypeId::BaseExceptionGroup)), args);
    }
    // The re-raised parts keep the original's nesting: that takes derive(), which may be Python.
    Value raised = vm.new_list(std::move(raised_items));
    Value reraised = vm.new_list(std::move(reraised_items));
    parts = vm.new_tuple({raised, reraised});
    return Value::undefined();
}

void register_except_star_natives(NativeRegistry& reg) { reg.add_builtin_function("_copy_exception_metadata", copy_exception_metadata); }

}  // namespace basilisk::vm
