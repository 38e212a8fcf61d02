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

// The (name, value) pairs of a new class's namespace whose values have a __set_name__, in
// namespace order. Taken before any hook runs, as CPython copies the namespace first: hooks
// that add attributes do not see their own.
std::vector<Value> set_name_pairs(Vm& vm, Value cls) {
    std::vector<Value> pairs;
    for (const DictEntry& e : vm.as<DictObject>(vm.as<ClassObject>(cls).dict).table.entries()) {
        if (e.key.is_undefined()) continue;
        Value t = vm.type_of(e.value);
        if (vm.is_kind(t, ObjKind::Class) && !vm.lookup_user_hook(t, "__set_name__").is_undefined()) {
            pairs.push_back(e.key);
            pairs.push_back(e.value);
        }
    }
    return pairs;
}

}  // namespace

namespace {

constexpr uint32_t kHookArgs = 4;   // R+4: the hook's frame

bool is_class_value(const Vm& vm, Value v) { return v.is_type() || vm.is_kind(v, ObjKind::Class); }

}  // namespace

// The namespace a class body runs in: a new dict, or what the metaclass's __prepare__(name,
// bases, **keywords) returns (enum's member-checking dict). The metaclass is found as
// class_body_returned finds it; a plain `type` has nothing to prepare. __prepare__ runs nested,
// like the other hooks a class statement calls before its body.
Value Vm::prepare_namespace(uint32_t args_base, uint32_t npos, Value kwnames, Value keywords) {
    Value meta = Value::undefined();
    if (!keywords.is_none()) {
        Value m = dict_get_str(keywords, "metaclass");
        if (!m.is_undefined()) meta = m;
    }
    if (meta.is_undefined()) {
        for (uint32_t i = args_base + 2; i < args_base + npos; ++i) {
            Value bm = type_of(m_stack[i]);
            if (meta.is_undefined() || is_subclass(bm, meta)) meta = bm;
        }
    }
    if (!is_kind(meta, ObjKind::Class) || lookup_user_hook(meta, "__prepare__").is_undefined()) return new_dict();
    Value prepare = get_attr(meta, interned("__prepare__"));
    if (prepare.is_error()) return prepare;
    m_native_roots.push_back(prepare);
    std::vector<Value> pos{m_stack[args_base + 1],
                           new_tuple(std::vector<Value>(m_stack.begin() + args_base + 2, m_stack.begin() + args_base + npos))};
    m_native_roots.push_back(pos[1]);
    std::vector<Value> kw_names, kw_values;
    if (!keywords.is_none()) {
        for (const DictEntry& e : as<DictObject>(keywords).table.entries()) {
            if (e.key.is_undefined() || str_of(e.key) == "metaclass") continue;
            kw_names.push_back(e.key);
            kw_values.push_back(e.value);
        }
    }
    (void)kwnames;
    m_native_roots.push_back(keywords);
    Value ns = call(prepare, CallArgs{pos, kw_values, kw_names});
    m_native_roots.resize(m_native_roots.size() - 3);
    if (ns.is_error()) return ns;
    // Any mapping will do in CPython; here the body's namespace is a dict or a dict subclass.
    if (!is_kind(ns, ObjKind::Dict)) {
        std::string meta_name = class_name(meta);
        return raise(TypeId::TypeError, fmt::format("{}.__prepare__() must return a mapping, not {}", meta_name, type_name(ns)));
    }
    return ns;
}

// __build_class__(body, name, *bases, **keywords): runs the body as a frame with a namespace
// dict (or the metaclass's prepared one); the class is made when that frame returns
// (class_body_returned).
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
    // PEP 560: a base that is not a class but has __mro_entries__ (Generic[T], NamedTuple) is
    // replaced by the classes it returns; the original bases become __orig_bases__.
    Value orig_bases = Value::none();
    struct RootGuard {
        std::vector<Value>& roots;
        size_t size;
        ~RootGuard() { roots.resize(size); }
    } guard{m_native_roots, m_native_roots.size()};
    bool entries = false;
    for (uint32_t i = args_base + 2; i < args_base + npos; ++i)
        if (!is_class_value(*this, m_stack[i])) entries = true;
    if (entries) {
        std::vector<Value> old(m_stack.begin() + args_base + 2, m_stack.begin() + args_base + npos);
        std::vector<Value> kwv(m_stack.begin() + args_base + npos, m_stack.begin() + args_base + nargs);
        orig_bases = new_tuple(old);
        m_native_roots.push_back(orig_bases);
        std::vector<Value> nb;
        for (Value b : old) {
            if (is_class_value(*this, b)) {
                nb.push_back(b);
                continue;
            }
            Value fn = get_attr(b, interned("__mro_entries__"));
            if (fn.is_error()) {
                if (exception_matches(TypeId::AttributeError)) {
                    take_exception();
                    raise(TypeId::TypeError, "bases must be types");
                }
                return Invoke::Error;
            }
            Value arg[] = {orig_bases};
            Value r = call(fn, arg);
            if (r.is_error() || !is_kind(r, ObjKind::Tuple)) {
                if (!r.is_error()) raise(TypeId::TypeError, "__mro_entries__ must return a tuple");
                return Invoke::Error;
            }
            for (Value e : as<TupleObject>(r).items) nb.push_back(e);
            m_native_roots.push_back(r);
        }
        ensure_stack(size_t(args_base) + 2 + nb.size() + kwv.size() + 8);
        std::copy(nb.begin(), nb.end(), m_stack.begin() + args_base + 2);
        std::copy(kwv.begin(), kwv.end(), m_stack.begin() + args_base + 2 + nb.size());
        npos = 2 + uint32_t(nb.size());
        nargs = npos + nkw;
        m_frames.back().sp = args_base + nargs;
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
        // metaclass= stays among the keywords until the body has run (class_body_returned).
        if (str_of(name) == "metaclass" && value.identical(Value::type(uint32_t(TypeId::Type)))) continue;
        if (keywords.is_none()) keywords = new_dict();
        if (!dict_set(keywords, name, value)) return Invoke::Error;
    }
    Value ns = prepare_namespace(args_base, npos, kwnames, keywords);
    if (ns.is_error()) return Invoke::Error;
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
    f.locals_dict = ns;
    if (!orig_bases.is_none() && !dict_set(f.locals_dict, interned("__orig_bases__"), orig_bases)) return Invoke::Error;
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
    // The metaclass: metaclass= or the most derived of the bases' metaclasses.
    Value meta = Value::type(uint32_t(TypeId::Type));
    if (!keywords.is_none()) {
        Value m = dict_get_str(keywords, "metaclass");
        if (!m.is_undefined()) {
            meta = m;
            if (dict_del(keywords, interned("metaclass")) < 0) return ReturnOutcome::Error;
            if (as<DictObject>(keywords).table.size() == 0) keywords = Value::none();
        }
    }
    if (meta.is_type() || is_kind(meta, ObjKind::Class)) {
        for (uint32_t i = r + 3; i < bases_end; ++i) {
            Value bm = type_of(m_stack[i]);
            if (is_subclass(meta, bm)) continue;
            if (is_subclass(bm, meta)) { meta = bm; continue; }
            raise(TypeId::TypeError, "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                                     "subclass of the metaclasses of all its bases");
            return ReturnOutcome::Error;
        }
    }
    if (!meta.identical(Value::type(uint32_t(TypeId::Type))))
        return call_metaclass(r, bases_end, meta, done.locals_dict, cell, keywords) == Invoke::Error ? ReturnOutcome::Error
                                                                                                    : ReturnOutcome::Continue;
    Value cls = finish_class(r, bases_end, done.locals_dict, cell);
    if (cls.is_error()) return ReturnOutcome::Error;

    std::vector<Value> pairs = set_name_pairs(*this, cls);
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

// A class statement with a metaclass other than type: the class is metaclass(name, bases, ns,
// **keywords), an ordinary call whose result lands at R (its __new__ and __init__ run as frames
// when written in Python; type.__new__ runs the class hooks nested).
Vm::Invoke Vm::call_metaclass(uint32_t r, uint32_t bases_end, Value meta, Value ns, Value cell, Value keywords) {
    m_native_roots.push_back(ns);
    m_native_roots.push_back(cell);
    m_native_roots.push_back(keywords);
    Value name = m_stack[r + 2];
    std::vector<Value> bases(m_stack.begin() + r + 3, m_stack.begin() + bases_end);
    Value bases_tuple = new_tuple(std::move(bases));
    m_native_roots.push_back(bases_tuple);
    bool ok = !is_kind(cell, ObjKind::Cell) || dict_set(ns, interned("__classcell__"), cell);
    std::vector<Value> kwvalues, kwkeys;
    if (ok && !keywords.is_none()) {
        for (const DictEntry& e : as<DictObject>(keywords).table.entries()) {
            if (e.key.is_undefined()) continue;
            kwkeys.push_back(e.key);
            kwvalues.push_back(e.value);
        }
    }
    Value kwnames = kwkeys.empty() ? Value::none() : new_tuple(std::move(kwkeys));
    m_native_roots.resize(m_native_roots.size() - 4);
    if (!ok) return Invoke::Error;
    uint32_t nargs = 3 + uint32_t(kwvalues.size());
    ensure_stack(size_t(r) + nargs + 8);
    m_stack[r] = meta;
    m_stack[r + 1] = name;
    m_stack[r + 2] = bases_tuple;
    m_stack[r + 3] = ns;
    for (size_t i = 0; i < kwvalues.size(); ++i) m_stack[r + 4 + i] = kwvalues[i];
    m_frames.back().sp = r + 1 + nargs;
    return invoke(meta, r, r + 1, nargs, kwnames);
}

bool Vm::run_class_hooks_nested(Value cls, Value keywords) {
    std::vector<Value> pairs = set_name_pairs(*this, cls);
    Value pairs_tuple = new_tuple(pairs);
    m_native_roots.push_back(pairs_tuple);
    struct Pop { std::vector<Value>& v; ~Pop() { v.pop_back(); } } pop{m_native_roots};
    for (size_t i = 0; i + 1 < pairs.size(); i += 2) {
        Value hook = lookup_in_class(type_of(pairs[i + 1]), "__set_name__");
        if (!is_kind(hook, ObjKind::Function)) continue;
        Value args[] = {pairs[i + 1], cls, pairs[i]};
        if (call(hook, args).is_error()) return false;
    }
    Value hook = Value::undefined();
    const auto& mro = as<ClassObject>(cls).mro;
    for (size_t i = 1; i < mro.size() && hook.is_undefined(); ++i) {
        if (mro[i].is_type()) hook = native_registry().type_attr(TypeId(mro[i].as_type_id()), "__init_subclass__");
        else hook = dict_get_str(as<ClassObject>(mro[i]).dict, "__init_subclass__");
    }
    if (hook.is_undefined()) return true;
    std::vector<Value> args, names;
    if (is_kind(hook, ObjKind::ClassMethod)) {
        hook = as<DescriptorObject>(hook).fget;
        args.push_back(cls);
    } else if (is_kind(hook, ObjKind::StaticMethod)) {
        hook = as<DescriptorObject>(hook).fget;
    } else if (hook.is_builtin() && native_registry().function(hook.as_builtin_id()).kind == MethodKind::ClassMethod) {
        args.push_back(cls);
    }
    if (!keywords.is_none()) {
        for (const DictEntry& e : as<DictObject>(keywords).table.entries()) {
            if (e.key.is_undefined()) continue;
            names.push_back(e.key);
            args.push_back(e.value);
        }
    }
    Value kwnames = names.empty() ? Value::none() : new_tuple(std::move(names));
    m_native_roots.push_back(kwnames);
    Value res = call_nested(hook, args, kwnames);
    m_native_roots.pop_back();
    return !res.is_error();
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
