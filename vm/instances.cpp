// Calling a class: __new__ makes the object, then __init__ initializes it when it is an instance
// of the class (CPython's type.__call__). Both run as frames when written in Python:
// FrameReturn::NewResult for __new__, FrameReturn::InitResult for __init__ (whose value is
// checked and replaced by the instance kept at the call's result slot).
//
// While a Python __new__ runs, the call's arguments wait on the caller's value stack for
// __init__ (R is the call's result slot, n the number of arguments):
//   R        the class
//   R+1      the keyword names (tuple) or None
//   R+2..    the n arguments (keyword values last)
//   R+2+n..  __new__'s frame: cls, then the arguments again
#include <algorithm>

#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

// object.__new__'s refusal of a class whose __abstractmethods__ (set by abc.ABCMeta) is not
// empty, with CPython 3.11's message.
static bool check_not_abstract(Vm& vm, Value cls) {
    Value am = vm.dict_get_str(vm.as<ClassObject>(cls).dict, "__abstractmethods__");
    if (am.is_undefined() || !(vm.is_kind(am, ObjKind::FrozenSet) || vm.is_kind(am, ObjKind::Set))) return true;
    std::vector<std::string> names;
    for (const SetEntry& e : vm.as<SetObject>(am).table.slots())
        if (e.live() && vm.is_str(e.key)) names.emplace_back(vm.str_of(e.key));
    if (names.empty()) return true;
    std::sort(names.begin(), names.end());
    std::string list;
    for (size_t i = 0; i < names.size(); ++i) list += (i ? ", " : "") + names[i];
    vm.raise(TypeId::TypeError, fmt::format("Can't instantiate abstract class {} with abstract method{} {}", vm.class_name(cls),
                                            names.size() == 1 ? "" : "s", list));
    return false;
}

Vm::Invoke Vm::instantiate(Value cls, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames) {
    uint32_t nkw = kwnames.is_none() ? 0 : uint32_t(as<TupleObject>(kwnames).items.size());
    TypeId layout;
    if (cls.is_type()) {
        layout = TypeId(cls.as_type_id());
        if (layout == TypeId::Type && nargs == 1 && nkw == 0) {
            m_stack[ret_slot] = type_of(m_stack[args_base]);
            m_frames.back().sp = ret_slot + 1;
            return Invoke::Done;
        }
        if (layout == TypeId::Str && nargs == 1 && nkw == 0) {
            // str(n) and str(s), as in 'k' + str(i): no argument binding, no lookup of
            // str.__new__ by name. Only values whose str() runs no Python code.
            Value arg = m_stack[args_base];
            if (arg.is_small_int() || (is_str(arg) && !as<StrObject>(arg).is_subclass_instance)) {
                Value r = str(arg);
                if (r.is_error()) return Invoke::Error;
                m_stack[ret_slot] = r;
                m_frames.back().sp = ret_slot + 1;
                return Invoke::Done;
            }
        }
        if (!is_exception_type(layout) && layout != TypeId::Object) {
            Value ctor = native_registry().type_attr(layout, "__new__");
            if (ctor.is_undefined()) {
                raise(TypeId::TypeError, fmt::format("cannot create '{}' instances", vm::type_name(layout)));
                return Invoke::Error;
            }
            // Pass the class as argument 0.
            ensure_stack(size_t(args_base) + nargs + 2);
            for (uint32_t i = nargs; i-- > 0;) m_stack[args_base + i + 1] = m_stack[args_base + i];
            m_stack[args_base] = cls;
            m_frames.back().sp = args_base + nargs + 1;
            return invoke(ctor, ret_slot, args_base, nargs + 1, kwnames);
        }
    } else {
        layout = as<ClassObject>(cls).builtin_base;
        if (!as<ClassObject>(cls).metaclass.is_none() && !check_not_abstract(*this, cls)) return Invoke::Error;
        // A __new__ from a class statement makes the object (object's own is the default below).
        auto& c = as<ClassObject>(cls);
        if (c.plain_new_epoch != m_class_epoch) {
            Value user_new = lookup_user_hook(cls, name_new());
            if (!user_new.is_undefined()) return call_user_new(cls, user_new, ret_slot, args_base, nargs, kwnames);
            c.plain_new_epoch = m_class_epoch;
        }
    }
    Value instance;
    if (is_exception_type(layout)) {
        std::vector<Value> args(m_stack.begin() + args_base, m_stack.begin() + args_base + (nargs - nkw));
        if (builtin_is_subtype(layout, TypeId::OSError)) prepare_os_error(*this, cls, args);
        if (builtin_is_subtype(layout, TypeId::BaseExceptionGroup) && !prepare_exception_group(*this, cls, args, nkw))
            return Invoke::Error;
        instance = make_exception(cls, std::move(args));
    } else if (layout == TypeId::List || layout == TypeId::Dict || layout == TypeId::Set) {
        instance = new_builtin_subclass_instance(*this, cls, layout);
        if (instance.is_error()) return Invoke::Error;
    } else if (layout == TypeId::Tuple) {
        // tuple's own __new__ (immutable: the items are fixed here, __init__ cannot fill them).
        if (nkw > 0 || nargs > 1) {
            raise(TypeId::TypeError, nkw > 0 ? "tuple() takes no keyword arguments"
                                             : fmt::format("tuple expected at most 1 argument, got {}", nargs));
            return Invoke::Error;
        }
        std::vector<Value> items;
        if (nargs == 1 && !collect(m_stack[args_base], items)) return Invoke::Error;
        instance = new_builtin_subclass_instance(*this, cls, layout);
        if (instance.is_error()) return Invoke::Error;
        as<TupleObject>(instance).items = std::move(items);
    } else if (layout == TypeId::Str || layout == TypeId::Int || layout == TypeId::Float || layout == TypeId::Bytes ||
               layout == TypeId::FrozenSet || layout == TypeId::Type) {
        // The built-in __new__ with the class as argument 0 (str.__new__(cls, ...)): immutable
        // values are made whole here; type.__new__ makes a class of a metaclass.
        Value ctor = native_registry().type_attr(layout, "__new__");
        std::vector<Value> args;
        args.reserve(nargs + 1);
        args.push_back(cls);
        args.insert(args.end(), m_stack.begin() + args_base, m_stack.begin() + args_base + nargs);
        instance = call_nested(ctor, args, kwnames);
        if (instance.is_error()) return Invoke::Error;
    } else {
        ObjRef ref = heap.make<InstanceObject>(cls);
        heap.as<InstanceObject>(ref).dict = Value::none();
        instance = Value::object(ref);
    }
    Value init = lookup_in_class(cls, name_init());
    if (is_kind(init, ObjKind::Function)) {
        // Layout: [instance instance a1..an]: ret_slot keeps the instance, the frame gets self.
        ensure_stack(size_t(args_base) + nargs + 4);
        if (args_base - 1 < ret_slot || args_base == ret_slot + 1) {
            for (uint32_t i = nargs; i-- > 0;) m_stack[args_base + i + 1] = m_stack[args_base + i];
            ++args_base;
        }
        m_stack[ret_slot] = instance;
        m_stack[args_base - 1] = instance;
        m_frames.back().sp = args_base + nargs;
        Invoke r = invoke_function(init, ret_slot, args_base - 1, nargs + 1, kwnames, FrameReturn::InitResult);
        return r;
    }
    if (init.is_builtin() && native_registry().function(init.as_builtin_id()).owner != TypeId::Object) {
        std::vector<Value> args;
        args.push_back(instance);
        args.insert(args.end(), m_stack.begin() + args_base, m_stack.begin() + args_base + nargs);
        m_native_roots.push_back(instance);
        Value r = call_nested(init, args, kwnames);
        m_native_roots.pop_back();
        if (r.is_error()) return Invoke::Error;
    } else if (nargs > 0 && !is_exception_type(layout) && layout != TypeId::Tuple && layout != TypeId::Str &&
               layout != TypeId::Int && layout != TypeId::Float && layout != TypeId::Bytes && layout != TypeId::FrozenSet &&
               layout != TypeId::Type) {
        raise(TypeId::TypeError, fmt::format("{}() takes no arguments", class_name(cls)));
        return Invoke::Error;
    }
    m_stack[ret_slot] = instance;
    m_frames.back().sp = ret_slot + 1;
    return Invoke::Done;
}


Vm::Invoke Vm::call_user_new(Value cls, Value user_new, uint32_t ret_slot, uint32_t args_base, uint32_t nargs,
                             Value kwnames) {
    // __new__ is a static method (the class statement made a plain function one): the class is
    // passed explicitly.
    Value fn = is_kind(user_new, ObjKind::StaticMethod) ? as<DescriptorObject>(user_new).fget : user_new;
    std::vector<Value> args;
    args.reserve(nargs + 1);
    args.push_back(cls);
    args.insert(args.end(), m_stack.begin() + args_base, m_stack.begin() + args_base + nargs);
    uint32_t r = ret_slot;
    ensure_stack(size_t(r) + 2 * size_t(nargs) + 12);
    m_stack[r] = cls;
    m_stack[r + 1] = kwnames;
    std::copy(args.begin() + 1, args.end(), m_stack.begin() + r + 2);
    m_frames.back().sp = r + 2 + nargs;
    Value obj;
    Invoke res = call_protocol(fn, r, r + 2 + nargs, args, kwnames, FrameReturn::NewResult, &obj);
    if (res != Invoke::Done) return res;
    // Not a frame (a built-in __new__, or a generator function): it answered at once.
    return instance_made(r, obj, nargs);
}

// __new__ returned `obj`: __init__ runs only when obj is an instance of the class called (the
// __init__ of obj's own class, which may be a subclass).
Vm::Invoke Vm::instance_made(uint32_t r, Value obj, uint32_t nargs) {
    Value cls = m_stack[r];
    Value kwnames = m_stack[r + 1];
    m_stack[r] = obj;
    if (!isinstance(obj, cls)) {
        m_frames.back().sp = r + 1;
        return Invoke::Done;
    }
    Value init = lookup_in_class(type_of(obj), name_init());
    // The arguments follow at R+2: with obj at R+1 they are __init__'s self and arguments.
    m_stack[r + 1] = obj;
    m_frames.back().sp = r + 2 + nargs;
    if (is_kind(init, ObjKind::Function)) {
        Invoke res = invoke_function(init, r, r + 1, nargs + 1, kwnames, FrameReturn::InitResult);
        if (res == Invoke::Pushed) caller_waits_at(r);
        return res;
    }
    // object.__init__ accepts extra arguments when __new__ is overridden.
    if (init.is_builtin() && native_registry().function(init.as_builtin_id()).owner != TypeId::Object) {
        std::vector<Value> args(m_stack.begin() + r + 1, m_stack.begin() + r + 2 + nargs);
        m_native_roots.push_back(obj);
        Value v = call_nested(init, args, kwnames);
        m_native_roots.pop_back();
        if (v.is_error()) return Invoke::Error;
    }
    m_stack[r] = obj;
    m_frames.back().sp = r + 1;
    return Invoke::Done;
}

Vm::ReturnOutcome Vm::new_returned(const Frame& done, Value v, size_t floor) {
    uint32_t r = done.ret_slot;
    uint32_t nargs = done.base - r - 2;   // the frame's arguments start after the saved ones
    Invoke res = instance_made(r, v, nargs);
    if (res == Invoke::Error) return ReturnOutcome::Error;
    if (res == Invoke::Done && m_frames.size() <= floor) {
        // The bottom frame of a nested run: hand the object back to native code.
        m_last_return = m_stack[r];
        return ReturnOutcome::StopRun;
    }
    return ReturnOutcome::Continue;
}

}  // namespace basilisk::vm
