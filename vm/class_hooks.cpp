// A class statement from __build_class__ to the finished class: the body runs as a frame
// (FrameReturn::ClassBody); then, as CPython's type.__new__ does, __set_name__ is called on every
// namespace value whose type defines it, and the parent's __init_subclass__ receives the class
// keyword arguments (`class C(Base, flag=1)`).
//
// Those hooks are Python code: each runs as a frame (FrameReturn::ClassHook), so a host call
// inside one pauses like anywhere else and nothing recurses in C++. Between them the state sits
// on the class statement's part of the caller's value stack, where snapshots and the collector
// see it (R is the statement's result slot):
//   R    the new class
//   R+1  tuple (name, value, name, value, ...): the namespace entries whose type has __set_name__
//   R+2  step: i < pairs calls __set_name__ on pair i, i == pairs calls __init_subclass__
//   R+3  the class keyword arguments (dict) or None
//   R+4  where a hook's frame starts
// When the steps are done R receives the class.
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

constexpr uint32_t kHookArgs = 4;   // R+4: the hook's frame

bool is_class_value(const Vm& vm, Value v) { return v.is_type() || vm.is_kind(v, ObjKind::Class); }

}  // namespace

// __build_class__(body, name, *bases, **keywords): runs the body as a frame with a namespace
// dict; the class is made when that frame returns (class_body_returned).
Vm::Invoke Vm::start_class_body(uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames) {
    uint32_t nkw = kwnames.is_none() ? 0 : uint32_t(as<TupleObject>(kwnames).items.size());
    uint32_t npos = nargs - nkw;
    // Only compiled class statements call this (LOAD_BUILD_CLASS); bytecode from a snapshot may not.
    // finish_class finds the name at ret_slot + 2 and the bases after it.
    if (npos < 2 || args_base != ret_slot + 1 || !is_kind(m_stack[args_base], ObjKind::Function) ||
        !is_str(m_stack[args_base + 1])) {
        raise(TypeId::SystemError, "invalid bytecode: __build_class__ needs a body function and a name");
        return Invoke::Error;
    }
    // Bases are checked before the body runs, so the slot after them can hold the keywords (a
    // dict there is never a base).
    for (uint32_t i = args_base + 2; i < args_base + npos; ++i) {
        if (!is_class_value(*this, m_stack[i])) {
            raise(TypeId::TypeError, "bases must be types");
            return Invoke::Error;
        }
    }
    Value keywords = Value::none();
    for (uint32_t k = 0; k < nkw; ++k) {
        Value name = as<TupleObject>(kwnames).items[k];
        Value value = m_stack[args_base + npos + k];
        if (str_of(name) == "metaclass") {
            // type is every class's metaclass here; nothing else can be one.
            if (value.identical(Value::type(uint32_t(TypeId::Type)))) continue;
            raise(TypeId::TypeError, "metaclasses other than type are not supported");
            return Invoke::Error;
        }
        if (keywords.is_none()) keywords = new_dict();
        if (!dict_set(keywords, name, value)) return Invoke::Error;
    }
    uint32_t end = args_base + npos;
    if (!keywords.is_none()) m_stack[end++] = keywords;
    Value body = m_stack[args_base];
    const auto& fn = as<FunctionObject>(body);
    const Code& c = code(fn.program, fn.code);
    uint32_t base = end;
    ensure_stack(size_t(base) + c.frame_size() + 8);
    uint32_t nlocals = uint32_t(c.varnames.size()), ncells = uint32_t(c.cellvars.size()), nfree = uint32_t(c.freevars.size());
    for (uint32_t i = 0; i < nlocals; ++i) m_stack[base + i] = Value::undefined();
    for (uint32_t i = 0; i < ncells; ++i) m_stack[base + nlocals + i] = Value::object(heap.make<CellObject>());
    for (uint32_t i = 0; i < nfree; ++i) m_stack[base + nlocals + ncells + i] = as<TupleObject>(fn.closure).items[i];
    Frame f;
    f.function = body;
    f.program = fn.program;
    f.code = fn.code;
    f.base = base;
    f.sp = base + nlocals + ncells + nfree;
    f.globals = fn.globals;
    f.locals_dict = new_dict();
    f.generator = Value::none();
    f.ret_slot = ret_slot;
    f.on_return = uint8_t(FrameReturn::ClassBody);
    m_frames.back().sp = base;
    m_frames.push_back(f);
    return Invoke::Pushed;
}

// The body returned (`cell` is its __class__ cell or None): make the class, then run the hooks.
Vm::ReturnOutcome Vm::class_body_returned(const Frame& done, Value cell) {
    uint32_t r = done.ret_slot;
    uint32_t bases_end = done.base;
    Value keywords = Value::none();
    if (bases_end > r + 3 && is_kind(m_stack[bases_end - 1], ObjKind::Dict)) keywords = m_stack[--bases_end];
    Value cls = finish_class(r, bases_end, done.locals_dict, cell);
    if (cls.is_error()) return ReturnOutcome::Error;

    // CPython copies the namespace first: hooks that add attributes do not see their own.
    std::vector<Value> pairs;
    for (const DictEntry& e : as<DictObject>(as<ClassObject>(cls).dict).table.entries()) {
        if (e.key.is_undefined()) continue;
        Value t = type_of(e.value);
        if (is_kind(t, ObjKind::Class) && !lookup_user_hook(t, "__set_name__").is_undefined()) {
            pairs.push_back(e.key);
            pairs.push_back(e.value);
        }
    }
    // Most classes have neither: object.__init_subclass__ without keywords does nothing.
    bool own_init_subclass = false;
    const auto& mro = as<ClassObject>(cls).mro;
    for (size_t i = 1; i < mro.size() && !own_init_subclass; ++i)
        own_init_subclass = is_kind(mro[i], ObjKind::Class) && !dict_get_str(as<ClassObject>(mro[i]).dict, "__init_subclass__").is_undefined();
    if (pairs.empty() && !own_init_subclass && keywords.is_none()) {
        m_stack[r] = cls;
        m_frames.back().sp = r + 1;
        return ReturnOutcome::Continue;
    }
    ensure_stack(size_t(r) + kHookArgs + 8);
    m_stack[r] = cls;
    m_stack[r + 1] = new_tuple(std::move(pairs));
    m_stack[r + 2] = Value::small_int(0);
    m_stack[r + 3] = keywords;
    m_frames.back().sp = r + kHookArgs;
    return run_class_hooks(r) == Invoke::Error ? ReturnOutcome::Error : ReturnOutcome::Continue;
}

// A hook's frame returned (its value is ignored, as CPython ignores it): the next step.
Vm::ReturnOutcome Vm::class_hook_returned(const Frame& done) {
    return run_class_hooks(done.ret_slot) == Invoke::Error ? ReturnOutcome::Error : ReturnOutcome::Continue;
}

// Runs the steps from R+2 on until one pushes a frame (Pushed) or all are done (Done: R holds
// the class and the caller's stack ends after it).
Vm::Invoke Vm::run_class_hooks(uint32_t r) {
    for (;;) {
        Value cls = m_stack[r];
        const std::vector<Value>& pairs = as<TupleObject>(m_stack[r + 1]).items;
        int64_t step = m_stack[r + 2].as_small_int();
        Value keywords = m_stack[r + 3];
        size_t npairs = pairs.size() / 2;
        m_stack[r + 2] = Value::small_int(step + 1);
        if (size_t(step) < npairs) {
            Value name = pairs[2 * size_t(step)], value = pairs[2 * size_t(step) + 1];
            // Looked up again now: an earlier hook may have changed the value's class.
            Value hook = lookup_in_class(type_of(value), "__set_name__");
            if (hook.is_undefined()) continue;
            std::vector<Value> args;
            if (is_kind(hook, ObjKind::StaticMethod)) {
                hook = as<DescriptorObject>(hook).fget;
            } else if (is_kind(hook, ObjKind::ClassMethod)) {
                hook = as<DescriptorObject>(hook).fget;
                args.push_back(type_of(value));
            } else {
                args.push_back(value);
            }
            args.push_back(cls);
            args.push_back(name);
            Invoke res = call_protocol(hook, r, r + kHookArgs, args, Value::none(), FrameReturn::ClassHook);
            if (res == Invoke::Error) {
                wrap_set_name_error(r);
                return res;
            }
            if (res == Invoke::Pushed) return res;
            continue;
        }
        if (size_t(step) == npairs) {
            // super(cls, cls).__init_subclass__(**keywords): the first definition after cls in its MRO.
            Value hook = Value::undefined();
            const auto& mro = as<ClassObject>(cls).mro;
            for (size_t i = 1; i < mro.size() && hook.is_undefined(); ++i) {
                if (mro[i].is_type()) hook = native_registry().type_attr(TypeId(mro[i].as_type_id()), "__init_subclass__");
                else hook = dict_get_str(as<ClassObject>(mro[i]).dict, "__init_subclass__");
            }
            if (hook.is_undefined()) continue;
            std::vector<Value> args;
            if (is_kind(hook, ObjKind::ClassMethod)) {
                hook = as<DescriptorObject>(hook).fget;
                args.push_back(cls);
            } else if (is_kind(hook, ObjKind::StaticMethod)) {
                hook = as<DescriptorObject>(hook).fget;
            } else if (hook.is_builtin() && native_registry().function(hook.as_builtin_id()).kind == MethodKind::ClassMethod) {
                args.push_back(cls);
            }
            Value kwnames = Value::none();
            if (!keywords.is_none()) {
                std::vector<Value> names;
                for (const DictEntry& e : as<DictObject>(keywords).table.entries()) {
                    if (e.key.is_undefined()) continue;
                    names.push_back(e.key);
                    args.push_back(e.value);
                }
                kwnames = new_tuple(std::move(names));
            }
            Invoke res = call_protocol(hook, r, r + kHookArgs, args, kwnames, FrameReturn::ClassHook);
            if (res != Invoke::Done) return res;
            continue;
        }
        m_stack[r] = cls;
        m_frames.back().sp = r + 1;
        return Invoke::Done;
    }
}

// An exception left __set_name__: CPython 3.11 raises RuntimeError from it, naming the attribute.
void Vm::wrap_set_name_error(uint32_t r) {
    const std::vector<Value>& pairs = as<TupleObject>(m_stack[r + 1]).items;
    int64_t step = m_stack[r + 2].as_small_int() - 1;
    if (step < 0 || size_t(step) >= pairs.size() / 2 || !is_kind(m_exception, ObjKind::Exception)) return;
    Value name = pairs[2 * size_t(step)], value = pairs[2 * size_t(step) + 1];
    Value original = m_exception;
    Value err = make_exception(TypeId::RuntimeError,
                               fmt::format("Error calling __set_name__ on '{}' instance '{}' in '{}'", type_name(value),
                                           is_str(name) ? str_of(name) : "?", class_name(m_stack[r])));
    as<ExceptionObject>(err).cause = original;
    as<ExceptionObject>(err).context = original;
    as<ExceptionObject>(err).suppress_context = true;
    m_exception = err;
}

// While a protocol frame runs, its caller's stack ends at the call's result slot, as the
// bytecode verifier expects of a frame waiting at a call; the protocol's state between that slot
// and the callee's frame stays alive below the callee's stack pointer.
void Vm::caller_waits_at(uint32_t ret_slot) {
    Frame& caller = m_frames[m_frames.size() - 2];
    caller.sp = std::min(caller.sp, ret_slot + 1);
}

Vm::Invoke Vm::call_protocol(Value fn, uint32_t ret_slot, uint32_t args_base, std::span<const Value> args, Value kwnames,
                             FrameReturn mode, Value* answer) {
    // A generator function does not run a frame (invoke_function hands back the generator at
    // ret_slot, where the protocol keeps its state): it runs nested like a built-in.
    if (is_kind(fn, ObjKind::Function) && !(code(as<FunctionObject>(fn).program, as<FunctionObject>(fn).code).flags & kCodeGenerator)) {
        ensure_stack(size_t(args_base) + args.size() + 8);
        std::copy(args.begin(), args.end(), m_stack.begin() + args_base);
        m_frames.back().sp = args_base + uint32_t(args.size());
        Invoke r = invoke_function(fn, ret_slot, args_base, uint32_t(args.size()), kwnames, mode);
        if (r == Invoke::Pushed) caller_waits_at(ret_slot);
        return r;
    }
    // `args` may live on the value stack, which the call may move.
    std::vector<Value> copy(args.begin(), args.end());
    uint32_t saved_sp = m_frames.back().sp;
    m_frames.back().sp = std::max(saved_sp, args_base);
    Value v = call_nested(fn, copy, kwnames);
    m_frames.back().sp = saved_sp;
    if (answer) *answer = v;
    return v.is_error() ? Invoke::Error : Invoke::Done;
}

}  // namespace basilisk::vm
