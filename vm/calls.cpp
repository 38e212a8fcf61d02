// Calls: argument binding, frame push and return, generators, classes, nested runs.
#include <boost/container/small_vector.hpp>
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

// ---- Argument binding ----------------------------------------------------------------------

static std::string quoted_list(const std::vector<std::string>& names) {
    std::string out;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
        out += "'" + names[i] + "'";
    }
    return out;
}

bool Vm::bind_arguments(const FunctionObject& fn, const Code& c, uint32_t base, uint32_t nargs, Value kwnames) {
    uint32_t nkw = kwnames.is_none() ? 0 : uint32_t(as<TupleObject>(kwnames).items.size());
    uint32_t npos = nargs - nkw;
    uint32_t nlocals = uint32_t(c.varnames.size());
    std::string_view qualname = str_of(fn.qualname);
    bool has_varargs = c.flags & kCodeVarArgs;
    bool has_varkw = c.flags & kCodeVarKeywords;
    uint32_t nparams = c.argcount + c.kwonly_argcount;

    // Fast path: exact positional call.
    if (nkw == 0 && npos == c.argcount && !has_varargs && !has_varkw && c.kwonly_argcount == 0) {
        for (uint32_t i = nargs; i < nlocals; ++i) m_stack[base + i] = Value::undefined();
        return true;
    }
    // The arguments move from the stack slots they arrived in to their parameters' slots: a
    // copy first, on the machine stack for the usual few (no allocation per call).
    boost::container::small_vector<Value, 8> args(m_stack.begin() + base, m_stack.begin() + base + nargs);
    for (uint32_t i = 0; i < nlocals; ++i) m_stack[base + i] = Value::undefined();
    Value* locals = m_stack.data() + base;

    uint32_t ndefaults = fn.defaults.is_none() ? 0 : uint32_t(as<TupleObject>(fn.defaults).items.size());
    // Signed: an assigned __defaults__ may be longer than the parameter list; as in CPython, its
    // last items then serve (and the error message says "from -1 to 1").
    int64_t first_default = int64_t(c.argcount) - int64_t(ndefaults);
    if (npos > c.argcount && !has_varargs) {
        std::string takes;
        if (ndefaults > 0)
            takes = fmt::format("from {} to {} positional arguments", first_default, c.argcount);
        else
            takes = fmt::format("{} positional argument{}", c.argcount, c.argcount == 1 ? "" : "s");
        raise(TypeId::TypeError, fmt::format("{}() takes {} but {} {} given", qualname, takes, npos, npos == 1 ? "was" : "were"));
        return false;
    }
    for (uint32_t i = 0; i < std::min(npos, c.argcount); ++i) locals[i] = args[i];
    if (has_varargs) {
        std::vector<Value> extra;
        if (npos > c.argcount) extra.assign(args.begin() + c.argcount, args.begin() + npos);
        Value t = new_tuple(std::move(extra));
        locals = m_stack.data() + base;
        locals[nparams] = t;
    }
    Value kwdict = Value::none();
    if (has_varkw) {
        kwdict = new_dict();
        locals = m_stack.data() + base;
        locals[nparams + (has_varargs ? 1 : 0)] = kwdict;
    }
    for (uint32_t k = 0; k < nkw; ++k) {
        Value name = as<TupleObject>(kwnames).items[k];
        Value value = args[npos + k];
        std::string_view n = str_of(name);
        uint32_t found = UINT32_MAX;
        for (uint32_t j = c.posonly_argcount; j < nparams; ++j) {
            if (c.varnames[j] == n) { found = j; break; }
        }
        if (found == UINT32_MAX) {
            bool posonly = false;
            for (uint32_t j = 0; j < c.posonly_argcount; ++j) if (c.varnames[j] == n) posonly = true;
            if (has_varkw) {
                if (!dict_set(kwdict, name, value)) return false;
                continue;
            }
            if (posonly) {
                raise(TypeId::TypeError, fmt::format("{}() got some positional-only arguments passed as keyword arguments: '{}'", qualname, n));
                return false;
            }
            raise(TypeId::TypeError, fmt::format("{}() got an unexpected keyword argument '{}'", qualname, n));
            return false;
        }
        locals = m_stack.data() + base;
        if (!locals[found].is_undefined()) {
            raise(TypeId::TypeError, fmt::format("{}() got multiple values for argument '{}'", qualname, n));
            return false;
        }
        locals[found] = value;
    }
    locals = m_stack.data() + base;
    std::vector<std::string> missing;
    for (uint32_t i = npos; i < c.argcount; ++i) {
        if (!locals[i].is_undefined()) continue;
        if (int64_t(i) >= first_default) locals[i] = as<TupleObject>(fn.defaults).items[size_t(int64_t(i) - first_default)];
        else missing.push_back(c.varnames[i]);
    }
    if (!missing.empty()) {
        raise(TypeId::TypeError, fmt::format("{}() missing {} required positional argument{}: {}", qualname, missing.size(),
                                             missing.size() == 1 ? "" : "s", quoted_list(missing)));
        return false;
    }
    for (uint32_t i = c.argcount; i < nparams; ++i) {
        if (!locals[i].is_undefined()) continue;
        Value d = fn.kwdefaults.is_none() ? Value::undefined() : dict_get_str(fn.kwdefaults, c.varnames[i]);
        locals = m_stack.data() + base;
        if (!d.is_undefined()) locals[i] = d;
        else missing.push_back(c.varnames[i]);
    }
    if (!missing.empty()) {
        raise(TypeId::TypeError, fmt::format("{}() missing {} required keyword-only argument{}: {}", qualname, missing.size(),
                                             missing.size() == 1 ? "" : "s", quoted_list(missing)));
        return false;
    }
    return true;
}

// ---- Invocation ----------------------------------------------------------------------------

Vm::Invoke Vm::invoke_function(Value func, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames,
                               FrameReturn mode) {
    const auto& fn = as<FunctionObject>(func);
    const Code& c = code(fn.program, fn.code);
    if (m_frames.size() >= m_limits.max_recursion_depth) {
        raise(TypeId::RecursionError, "maximum recursion depth exceeded");
        return Invoke::Error;
    }
    uint32_t nlocals = uint32_t(c.varnames.size());
    uint32_t ncells = uint32_t(c.cellvars.size()), nfree = uint32_t(c.freevars.size());
    ensure_stack(size_t(args_base) + nargs + c.frame_size() + 8);
    if (!bind_arguments(fn, c, args_base, nargs, kwnames)) return Invoke::Error;
    for (uint32_t i = 0; i < ncells; ++i) {
        int32_t p = c.cell_from_param[i];
        Value init = p >= 0 ? m_stack[args_base + uint32_t(p)] : Value::undefined();
        Value cell = Value::object(heap.make<CellObject>(init));
        m_stack[args_base + nlocals + i] = cell;
    }
    for (uint32_t i = 0; i < nfree; ++i) {
        m_stack[args_base + nlocals + ncells + i] = as<TupleObject>(fn.closure).items[i];
    }
    Frame f = function_frame(func, fn, args_base, args_base + nlocals + ncells + nfree, ret_slot, mode);
    if (c.flags & kCodeGenerator) {
        auto gen = std::make_unique<GeneratorObject>((c.flags & kCodeAsyncGenerator) ? ObjKind::AsyncGenerator
                                                     : (c.flags & kCodeCoroutine)    ? ObjKind::Coroutine
                                                                                     : ObjKind::Generator);
        gen->slots.assign(m_stack.begin() + f.base, m_stack.begin() + f.sp);
        f.sp -= f.base;
        f.base = 0;
        gen->frame = f;
        gen->state = GeneratorState::Created;
        gen->handled_exception = Value::none();
        gen->name = fn.name;
        gen->qualname = fn.qualname;
        m_stack[ret_slot] = Value::object(heap.adopt(std::move(gen)));
        Frame& caller = m_frames.back();
        if (mode == FrameReturn::Stop) {
            m_last_return = m_stack[ret_slot];
            return Invoke::Done;
        }
        caller.sp = ret_slot + 1;
        return Invoke::Done;
    }
    m_frames.push_back(f);
    return Invoke::Pushed;
}

// next(gen), gen.send(v), gen.throw(exc) and their coroutine and async-generator twins: the
// built-ins that resume a frame object in the loop (so it can pause for a host call there).
enum class Resume : uint8_t { None, Send, Throw };
static Resume resumes_generator(uint32_t id, uint32_t nargs) {
    static const NativeRegistry& reg = native_registry();
    static const uint32_t next_id = reg.builtin("next").as_builtin_id();
    static const uint32_t send_ids[] = {reg.type_attr(TypeId::Generator, "send").as_builtin_id(),
                                        reg.type_attr(TypeId::Coroutine, "send").as_builtin_id(),
                                        reg.builtin("_agen_send").as_builtin_id()};
    static const uint32_t throw_ids[] = {reg.type_attr(TypeId::Generator, "throw").as_builtin_id(),
                                         reg.type_attr(TypeId::Coroutine, "throw").as_builtin_id(),
                                         reg.builtin("_agen_throw").as_builtin_id()};
    if (id == next_id) return nargs == 1 ? Resume::Send : Resume::None;
    for (uint32_t s : send_ids)
        if (id == s) return nargs == 2 ? Resume::Send : Resume::None;
    for (uint32_t t : throw_ids)
        if (id == t) return nargs >= 2 && nargs <= 4 ? Resume::Throw : Resume::None;
    return Resume::None;
}

uint32_t Vm::build_class_id() const {
    static const uint32_t id = native_registry().builtin("__build_class__").as_builtin_id();
    return id;
}

// Makes `v` the first argument: it goes just below the arguments (into the callable's own slot or
// the empty self slot), or the arguments move up one when that slot is the result slot.
void Vm::prepend_argument(Value v, uint32_t ret_slot, uint32_t& args_base, uint32_t& nargs) {
    if (args_base == 0 || args_base - 1 < ret_slot) {
        ensure_stack(size_t(args_base) + nargs + 2);
        for (uint32_t i = nargs; i-- > 0;) m_stack[args_base + i + 1] = m_stack[args_base + i];
        ++args_base;
        m_frames.back().sp = args_base + nargs;
    }
    m_stack[--args_base] = v;
    ++nargs;
}

// The built-ins marked invoke_special: answered here when true (`done` says how), else
// called as any other built-in. Out of line, so the common call path stays short.
bool Vm::invoke_special_builtin(uint32_t id, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames,
                                uint32_t nkw, Invoke& done) {
    // len() of a plain str, list, tuple or dict, the most frequent built-in call in
    // loops: answered here, without the general native call's argument copies.
    static const uint32_t len_id = native_registry().builtin("len").as_builtin_id();
    if (id == len_id && nargs == 1 && kwnames.is_none()) {
        if (int64_t n = plain_len(*this, m_stack[args_base]); n >= 0) {
            m_stack[ret_slot] = new_int(n);
            m_frames.back().sp = ret_slot + 1;
            done = Invoke::Done;
            return true;
        }
    }
    if (id == build_class_id()) {
        done = start_class_body(ret_slot, args_base, nargs, kwnames);
        return true;
    }
    // type.__call__(cls, *args) (a metaclass's __call__ calling super().__call__): the
    // class's own instantiation, in this loop.
    static const Value type_call = native_registry().type_attr(TypeId::Type, "__call__");
    if (Value::builtin(id).identical(type_call) && nargs >= 1 && is_kind(m_stack[args_base], ObjKind::Class)) {
        done = instantiate(m_stack[args_base], ret_slot, args_base + 1, nargs - 1, kwnames);
        return true;
    }
    // next(gen), gen.send(v) and gen.throw(exc) resume the generator in this loop, so it
    // can pause.
    if (Resume how = nkw == 0 ? resumes_generator(id, nargs) : Resume::None; how != Resume::None) {
        Value gen = m_stack[args_base];
        bool fits = how == Resume::Send && nargs == 1 ? is_kind(gen, ObjKind::Generator) : is_frame_object(gen);
        if (fits && how == Resume::Send) {
            Value sent = nargs == 2 ? m_stack[args_base + 1] : Value::none();
            m_frames.back().sp = args_base + nargs;
            int r = resume_generator(gen, sent, ret_slot, FrameReturn::GenNext);
            if (r < 0) {
                done = Invoke::Error;
                return true;
            }
            if (r == 0) {
                raise_value(make_exception(Value::type(uint32_t(TypeId::StopIteration)), {}));
                done = Invoke::Error;
                return true;
            }
            done = Invoke::Pushed;
            return true;
        }
        if (fits && as<GeneratorObject>(gen).state == GeneratorState::Suspended) {
            CallArgs ta;
            std::vector<Value> held(m_stack.begin() + args_base, m_stack.begin() + args_base + nargs);
            ta.pos = held;
            m_frames.back().sp = args_base + nargs;
            Value exc = normalize_thrown(*this, ta);
            if (exc.is_error()) {
                done = Invoke::Error;
                return true;
            }
            int r = resume_generator(gen, Value::none(), ret_slot, FrameReturn::GenNext, false);
            if (r < 0) {
                done = Invoke::Error;
                return true;
            }
            // The interpreter raises it where the generator is suspended.
            m_exception = exc;
            m_resume_with_error = true;
            done = Invoke::Pushed;
            return true;
        }
    }
    return false;
}

void Vm::take_tail_call(uint32_t ret_slot, Value& callable, uint32_t& args_base, uint32_t& nargs) {
    std::vector<Value> targs = std::move(m_tail_args);
    callable = m_tail_callable;
    m_tail_callable = Value::none();
    ensure_stack(size_t(ret_slot) + targs.size() + 8);
    m_stack[ret_slot] = callable;
    for (size_t i = 0; i < targs.size(); ++i) m_stack[ret_slot + 1 + i] = targs[i];
    args_base = ret_slot + 1;
    nargs = uint32_t(targs.size());
    // The arguments become the callee's locals: the caller's own stack ends at them (it may
    // hold more values than the caller's code reserved room for).
    m_frames.back().sp = args_base;
}

Vm::Invoke Vm::invoke(Value callable, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames) {
    for (int guard = 0; guard < 64; ++guard) {
        if (callable.is_object()) {
            Object& o = heap.get(callable.as_object());
            switch (o.kind) {
            case ObjKind::Function:
                return invoke_function(callable, ret_slot, args_base, nargs, kwnames, FrameReturn::Push);
            case ObjKind::BoundMethod: {
                auto& bm = static_cast<BoundMethodObject&>(o);
                callable = bm.func;
                prepend_argument(bm.self, ret_slot, args_base, nargs);
                continue;
            }
            case ObjKind::Class: {
                // A metaclass's __call__ replaces type.__call__ (which it reaches through super()).
                Value meta = static_cast<ClassObject&>(o).metaclass;
                if (!meta.is_none()) {
                    Value hook = lookup_user_hook(meta, "__call__");
                    if (is_kind(hook, ObjKind::Function)) {
                        prepend_argument(callable, ret_slot, args_base, nargs);
                        callable = hook;
                        continue;
                    }
                }
                return instantiate(callable, ret_slot, args_base, nargs, kwnames);
            }
            case ObjKind::HostFunction: {
                const std::string& host_name = static_cast<HostFunctionObject&>(o).name;
                if (host_name == kAsyncWaitName && !m_async_answers.is_none()) {
                    // Answers the host gave at an awaited call's pause (vm/awaited_host_call.cpp).
                    m_stack[ret_slot] = m_async_answers;
                    m_async_answers = Value::none();
                    m_frames.back().sp = ret_slot + 1;
                    return Invoke::Done;
                }
                if (host_name != kAsyncWaitName && !host_call_allowed()) return Invoke::Error;
                bool is_async = is_async_host_function && is_async_host_function(host_name);
                // Awaited at once by the only task that could run: pause right here (the host
                // answers it as an async call; vm/awaited_host_call.cpp).
                bool awaited = is_async && host_call_awaited_by_lone_task(ret_slot);
                if (is_async && !awaited) {
                    // An async host function: the call is recorded and returns a future at once
                    // (asyncio's _host_call); the host sees it at the next event.
                    Value record = async_host_call(host_name, args_base, nargs, kwnames);
                    if (record.is_error()) return Invoke::Error;
                    callable = record;
                    continue;
                }
                if (m_native_depth > 0) {
                    raise(TypeId::RuntimeError,
                          fmt::format("host function '{}' cannot be called from inside a special method or a built-in callback",
                                      static_cast<HostFunctionObject&>(o).name));
                    return Invoke::Error;
                }
                uint32_t nkw = kwnames.is_none() ? 0 : uint32_t(as<TupleObject>(kwnames).items.size());
                m_pending_call.active = true;
                m_pending_call.function = static_cast<HostFunctionObject&>(o).name;
                m_pending_call.args.assign(m_stack.begin() + args_base, m_stack.begin() + args_base + (nargs - nkw));
                m_pending_call.kwargs.clear();
                for (uint32_t k = 0; k < nkw; ++k)
                    m_pending_call.kwargs.emplace_back(str_of(as<TupleObject>(kwnames).items[k]), m_stack[args_base + nargs - nkw + k]);
                // The event loop's wait for async results is no call of the code's own.
                m_pending_call.call_id = host_name == kAsyncWaitName ? 0 : next_call_id();
                m_pending_call.awaited = awaited;
                m_host_ret_slot = ret_slot;
                m_frames.back().sp = ret_slot + 1;
                return Invoke::Paused;
            }
            case ObjKind::GenericAlias: {
                // list[int](...) makes a list. Any other origin is called by the prelude, which
                // then records the alias on the new object as __orig_class__ (as CPython does;
                // built-in instances take no attributes, so theirs is skipped).
                Value origin = static_cast<GenericAliasObject&>(o).origin;
                if (origin.is_type()) {
                    callable = origin;
                    continue;
                }
                prepend_argument(callable, ret_slot, args_base, nargs);
                callable = prelude_function("generic_alias_call");
                if (callable.is_error()) return Invoke::Error;
                continue;
            }
            case ObjKind::StaticMethod:
            case ObjKind::ClassMethod:
                if (o.kind == ObjKind::StaticMethod) {
                    callable = static_cast<DescriptorObject&>(o).fget;
                    continue;
                }
                break;
            default: {
                Value call = lookup_in_class(type_of(callable), "__call__");
                if (!call.is_undefined() && (is_kind(call, ObjKind::Function) || call.is_builtin())) {
                    prepend_argument(callable, ret_slot, args_base, nargs);
                    callable = call;
                    continue;
                }
                break;
            }
            }
            raise(TypeId::TypeError, fmt::format("'{}' object is not callable", type_name(callable)));
            return Invoke::Error;
        }
        if (callable.is_builtin()) {
            uint32_t id = callable.as_builtin_id();
            const NativeFunction& nf = natives.function(id);
            uint32_t nkw = kwnames.is_none() ? 0 : uint32_t(as<TupleObject>(kwnames).items.size());
            if (nf.invoke_special) [[unlikely]] {
                Invoke done;
                if (invoke_special_builtin(id, ret_slot, args_base, nargs, kwnames, nkw, done)) return done;
            }
            CallArgs a;
            a.pos = std::span<const Value>(m_stack.data() + args_base, nargs - nkw);
            if (nkw) {
                a.kw_values = std::span<const Value>(m_stack.data() + args_base + nargs - nkw, nkw);
                a.kw_names = std::span<const Value>(as<TupleObject>(kwnames).items);
            }
            // The arguments stay on the value stack (below the frame's sp, so the collector sees
            // them), but that stack may move if the function runs Python code: hand it a copy.
            Value small[8];
            std::vector<Value> large;
            Value* held = small;
            if (nargs > 8) {
                large.assign(m_stack.begin() + args_base, m_stack.begin() + args_base + nargs);
                held = large.data();
            } else {
                std::copy(m_stack.begin() + args_base, m_stack.begin() + args_base + nargs, small);
            }
            CallArgs stable;
            stable.pos = std::span<const Value>(held, nargs - nkw);
            if (nkw) {
                stable.kw_values = std::span<const Value>(held + nargs - nkw, nkw);
                stable.kw_names = a.kw_names;
            }
            if (m_frames.back().sp < args_base + nargs) m_frames.back().sp = args_base + nargs;
            if (!kwnames.is_none()) m_native_roots.push_back(kwnames);
            Value r = nf.fn(*this, stable);
            if (!kwnames.is_none()) m_native_roots.pop_back();
            if (r.is_error()) return Invoke::Error;
            if (r.is_tail_call()) {
                // The native function handed its work to a Python function: call that instead.
                take_tail_call(ret_slot, callable, args_base, nargs);
                kwnames = Value::none();
                continue;
            }
            m_stack[ret_slot] = r;
            m_frames.back().sp = ret_slot + 1;
            return Invoke::Done;
        }
        if (callable.is_type()) return instantiate(callable, ret_slot, args_base, nargs, kwnames);
        raise(TypeId::TypeError, fmt::format("'{}' object is not callable", type_name(callable)));
        return Invoke::Error;
    }
    raise(TypeId::RecursionError, "maximum recursion depth exceeded while calling a Python object");
    return Invoke::Error;
}

Vm::Invoke Vm::invoke_ex(Value callable, uint32_t ret_slot, Value args, Value kwargs) {
    std::vector<Value> pos;
    if (is_kind(args, ObjKind::Tuple)) pos = as<TupleObject>(args).items;
    else if (!collect(args, pos)) return Invoke::Error;
    std::vector<Value> names, values;
    if (!kwargs.is_none()) {
        for (const DictEntry& e : as<DictObject>(kwargs).table.entries()) {
            if (e.key.is_undefined()) continue;
            if (!is_str(e.key)) {
                raise(TypeId::TypeError, "keywords must be strings");
                return Invoke::Error;
            }
            names.push_back(e.key);
            values.push_back(e.value);
        }
    }
    uint32_t args_base = ret_slot + 1;
    uint32_t n = uint32_t(pos.size() + values.size());
    ensure_stack(size_t(args_base) + n + 8);
    for (size_t i = 0; i < pos.size(); ++i) m_stack[args_base + i] = pos[i];
    for (size_t i = 0; i < values.size(); ++i) m_stack[args_base + pos.size() + i] = values[i];
    m_frames.back().sp = args_base + n;
    Value kwnames = names.empty() ? Value::none() : new_tuple(std::move(names));
    return invoke(callable, ret_slot, args_base, n, kwnames);
}

// ---- Returning -----------------------------------------------------------------------------

Vm::ReturnOutcome Vm::return_from_frame(Value v, size_t floor) {
    Frame done = m_frames.back();
    if (!done.generator.is_none()) {
        auto& gen = as<GeneratorObject>(done.generator);
        gen.state = GeneratorState::Finished;
        gen.slots.clear();
        std::swap(m_handled, gen.handled_exception);
        gen.handled_exception = Value::none();
        m_frames.pop_back();
        m_last_return = v;
        if (FrameReturn(done.on_return) == FrameReturn::GenStop) return ReturnOutcome::StopRun;
        return deliver_exhausted(m_frames.back(), done, v);
    }
    m_frames.pop_back();
    switch (FrameReturn(done.on_return)) {
    case FrameReturn::Stop:
        m_last_return = v;
        return ReturnOutcome::StopRun;
    case FrameReturn::InitResult:
        if (!v.is_none()) {
            raise(TypeId::TypeError, fmt::format("__init__() should return None, not '{}'", type_name(v)));
            return ReturnOutcome::Error;
        }
        m_frames.back().sp = done.ret_slot + 1;
        if (m_frames.size() <= floor) {
            // The bottom frame of a nested run: hand the instance back to native code.
            m_last_return = m_stack[done.ret_slot];
            return ReturnOutcome::StopRun;
        }
        return ReturnOutcome::Continue;
    case FrameReturn::ClassBody: return class_body_returned(done, v);
    case FrameReturn::ClassHook: return class_hook_returned(done);
    case FrameReturn::NewResult: return new_returned(done, v, floor);
    default:
        m_stack[done.ret_slot] = v;
        m_frames.back().sp = done.ret_slot + 1;
        return ReturnOutcome::Continue;
    }
}

// A generator finished (returned `v`) while `caller` was waiting on it.
Vm::ReturnOutcome Vm::deliver_exhausted(Frame& caller, const Frame& done, Value v) {
    switch (FrameReturn(done.on_return)) {
    case FrameReturn::GenForIter: {
        // Pop the iterator and leave the loop: jump to FOR_ITER's target.
        uint32_t word = code(caller.program, caller.code).instructions[caller.pc - 1];
        caller.sp = done.ret_slot - 1;
        caller.pc = operand_of(word);
        return ReturnOutcome::Continue;
    }
    case FrameReturn::GenYieldFrom:
        // The delegating generator's YIELD_FROM completes with the return value.
        m_stack[done.ret_slot - 1] = v;
        caller.sp = done.ret_slot;
        caller.pc += 1;
        return ReturnOutcome::Continue;
    case FrameReturn::GenNext:
    default: {
        std::vector<Value> args;
        if (!v.is_none()) args.push_back(v);
        raise_value(make_exception(Value::type(uint32_t(TypeId::StopIteration)), std::move(args)));
        return ReturnOutcome::Error;
    }
    }
}

Vm::ReturnOutcome Vm::yield_from_frame(Value v, size_t floor, bool own_value) {
    for (;;) {
        // The frame is copied once, into the generator (a switch per element of every
        // generator-consuming loop: sum(v for v in ...) spends a fifth of its time here).
        const Frame& top = m_frames.back();
        auto& gen = as<GeneratorObject>(top.generator);
        gen.value_yield = own_value;
        own_value = false;   // the delegators only pass the value on
        gen.slots.assign(m_stack.begin() + top.base, m_stack.begin() + top.sp);
        gen.frame = top;
        m_frames.pop_back();
        const Frame& done = gen.frame;
        uint32_t ret_slot = done.ret_slot;
        FrameReturn mode = FrameReturn(done.on_return);
        gen.frame.sp -= gen.frame.base;
        gen.frame.base = 0;
        gen.state = GeneratorState::Suspended;
        // Back to the caller's handled exception (kept in the generator while it ran); the
        // generator keeps its own only if it is inside an except clause, not one it inherited.
        Value callers = gen.handled_exception;
        gen.handled_exception = m_handled.identical(callers) ? Value::none() : m_handled;
        m_handled = callers;
        if (mode == FrameReturn::GenStop) {
            m_last_return = v;
            return ReturnOutcome::StopRun;
        }
        if (mode == FrameReturn::GenYieldFrom) {
            // The delegating generator yields the same value to its own consumer; its
            // YIELD_FROM runs again when it is resumed.
            Frame& delegator = m_frames.back();
            delegator.sp = ret_slot;
            continue;
        }
        m_stack[ret_slot] = v;
        m_frames.back().sp = ret_slot + 1;
        return ReturnOutcome::Continue;
    }
}

int Vm::resume_generator(Value genv, Value sent, uint32_t ret_slot, FrameReturn mode, bool push_sent) {
    auto& gen = as<GeneratorObject>(genv);
    if (gen.state == GeneratorState::Running) {
        raise(TypeId::ValueError, fmt::format("{} already executing", frame_object_noun(gen.kind)));
        return -1;
    }
    if (gen.state == GeneratorState::Finished) {
        if (gen.kind == ObjKind::Coroutine) {
            raise(TypeId::RuntimeError, "cannot reuse already awaited coroutine");
            return -1;
        }
        m_last_return = Value::none();
        return 0;
    }
    if (gen.state == GeneratorState::Created && !sent.is_none()) {
        raise(TypeId::TypeError, fmt::format("can't send non-None value to a just-started {}", frame_object_noun(gen.kind)));
        return -1;
    }
    if (m_frames.size() >= m_limits.max_recursion_depth) {
        raise(TypeId::RecursionError, "maximum recursion depth exceeded");
        return -1;
    }
    uint32_t base = std::max(ret_slot, m_frames.back().sp);
    if (gen.stack_need == 0) gen.stack_need = code(gen.frame.program, gen.frame.code).max_stack + 8;
    ensure_stack(size_t(base) + gen.slots.size() + gen.stack_need);
    std::copy(gen.slots.begin(), gen.slots.end(), m_stack.begin() + base);
    // Built in place (one copy of the saved frame, not two).
    Frame& f = m_frames.emplace_back(gen.frame);
    f.base = base;
    f.sp = base + uint32_t(gen.slots.size());
    f.ret_slot = ret_slot;
    f.on_return = uint8_t(mode);
    f.generator = genv;
    f.locals_dict = Value::none();
    f.consumer_loop = 0;   // FOR_ITER marks it again when its loop body can run in place
    if (gen.state == GeneratorState::Suspended && push_sent) m_stack[f.sp++] = sent;
    gen.state = GeneratorState::Running;
    // CPython stacks a generator's exception state on its caller's: with no exception of its
    // own being handled, the generator sees the caller's (the implicit __context__ of what it
    // raises, sys.exception()). The caller's is kept in the generator until it suspends.
    Value callers = m_handled;
    if (!gen.handled_exception.is_none()) m_handled = gen.handled_exception;
    gen.handled_exception = callers;
    return 1;
}

// The current frame has no handler for the pending exception: drop it. Returns false when the
// exception leaves the run (the frame was the bottom of this run).
bool Vm::unwind_frame(size_t floor) {
    Frame done = m_frames.back();
    m_frames.pop_back();
    if (!done.generator.is_none()) {
        auto& gen = as<GeneratorObject>(done.generator);
        gen.state = GeneratorState::Finished;
        gen.slots.clear();
        std::swap(m_handled, gen.handled_exception);
        gen.handled_exception = Value::none();
        bool stop_async = gen.kind == ObjKind::AsyncGenerator && isinstance(m_exception, TypeId::StopAsyncIteration);
        if (stop_async || isinstance(m_exception, TypeId::StopIteration)) {
            Value original = m_exception;
            Value err = make_exception(TypeId::RuntimeError, fmt::format("{} raised {}", frame_object_noun(gen.kind),
                                                                         stop_async ? "StopAsyncIteration" : "StopIteration"));
            as<ExceptionObject>(err).cause = original;
            as<ExceptionObject>(err).context = original;
            m_exception = err;
        }
    }
    FrameReturn mode = FrameReturn(done.on_return);
    if (mode == FrameReturn::ClassHook) wrap_set_name_error(done.ret_slot);
    if (mode == FrameReturn::Stop || mode == FrameReturn::GenStop || m_frames.size() <= floor) return false;
    if (m_frames.empty()) return false;
    return true;
}

// ---- Nested runs (native code calling Python) ----------------------------------------------

// Nested runs recurse in C++: bound them by count and by the machine stack they have used
// (frames are much bigger in sanitizer builds), so deep __repr__/__eq__/generator recursion is a
// RecursionError, never a stack overflow. The frame address is used, not a local's: sanitizers
// may move address-taken locals off the stack.
bool Vm::native_stack_exhausted() const {
    uintptr_t here = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
    bool deep = m_stack_origin != 0 && here < m_stack_origin && m_stack_origin - here > kMaxNativeStackBytes;
    return deep || m_native_depth >= 200;
}

// Native code may call Python outside run() (formatting a traceback calls __str__): measure the
// stack from the outermost such call then.
struct Vm::StackOriginScope {
    Vm& vm;
    bool owner;
    explicit StackOriginScope(Vm& v) : vm(v), owner(v.m_stack_origin == 0) {
        if (owner) vm.m_stack_origin = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
    }
    ~StackOriginScope() {
        if (owner) vm.m_stack_origin = 0;
    }
};

Value Vm::call_nested(Value callable, std::span<const Value> args, Value kwnames) {
    StackOriginScope origin(*this);
    if (native_stack_exhausted()) return raise(TypeId::RecursionError, "maximum recursion depth exceeded");
    if (m_frames.empty()) {
        // No Python frame yet (a host-level call): give the call a place to land.
        Frame f;
        f.function = Value::none();
        f.globals = m_module_globals.is_none() ? new_dict() : m_module_globals;
        f.locals_dict = Value::none();
        f.generator = Value::none();
        f.on_return = uint8_t(FrameReturn::Stop);
        m_frames.push_back(f);
        Value r = call_nested(callable, args, kwnames);
        m_frames.pop_back();
        return r;
    }
    Frame& caller = m_frames.back();
    uint32_t saved_sp = caller.sp;
    uint32_t ret_slot = caller.sp;
    ensure_stack(size_t(ret_slot) + args.size() + 8);
    m_stack[ret_slot] = callable;
    for (size_t i = 0; i < args.size(); ++i) m_stack[ret_slot + 1 + i] = args[i];
    caller.sp = ret_slot + 1 + uint32_t(args.size());
    size_t depth = m_frames.size();
    Invoke r;
    if (is_kind(callable, ObjKind::Function)) {
        r = invoke_function(callable, ret_slot, ret_slot + 1, uint32_t(args.size()), kwnames, FrameReturn::Stop);
        if (r == Invoke::Done) {
            // A generator function: the generator is in m_last_return.
            m_frames.back().sp = saved_sp;
            return m_last_return;
        }
    } else {
        ++m_native_depth;
        r = invoke(callable, ret_slot, ret_slot + 1, uint32_t(args.size()), kwnames);
        --m_native_depth;
        if (r == Invoke::Pushed) {
            // A Python frame was pushed in a Push mode: run it to completion. __new__ and
            // __init__ frames keep their modes: they hand the instance back at the floor.
            uint8_t& mode = m_frames.back().on_return;
            if (mode != uint8_t(FrameReturn::InitResult) && mode != uint8_t(FrameReturn::NewResult))
                mode = uint8_t(FrameReturn::Stop);
        }
    }
    if (r == Invoke::Error) {
        m_frames[depth - 1].sp = saved_sp;
        return Value::error();
    }
    if (r == Invoke::Done) {
        Value v = m_stack[ret_slot];
        m_frames[depth - 1].sp = saved_sp;
        return v;
    }
    ++m_native_depth;
    RunStatus status = run_frames(depth);
    --m_native_depth;
    while (m_frames.size() > depth) m_frames.pop_back();
    m_frames[depth - 1].sp = saved_sp;
    if (status == RunStatus::Finished) {
        if (m_frames.size() == depth && m_last_return.is_undefined()) return m_stack[ret_slot];
        return m_last_return;
    }
    return Value::error();   // an exception, or a limit (m_limit_exceeded stays set)
}

Value Vm::call(Value callable, std::span<const Value> args) { return call_nested(callable, args, Value::none()); }

Value Vm::call(Value callable, const CallArgs& a) {
    if (a.kw_values.empty()) return call_nested(callable, a.pos, Value::none());
    std::vector<Value> all(a.pos.begin(), a.pos.end());
    all.insert(all.end(), a.kw_values.begin(), a.kw_values.end());
    Value names = new_tuple(std::vector<Value>(a.kw_names.begin(), a.kw_names.end()));
    return call_nested(callable, all, names);
}

Value Vm::call_method_if_exists(Value obj, std::string_view name, std::span<const Value> args) {
    Value m = lookup_in_class(type_of(obj), name);
    if (m.is_undefined()) return Value::undefined();
    std::vector<Value> all;
    all.reserve(args.size() + 1);
    if (is_kind(m, ObjKind::StaticMethod)) {
        m = as<DescriptorObject>(m).fget;
    } else if (is_kind(m, ObjKind::ClassMethod)) {
        all.push_back(type_of(obj));
        m = as<DescriptorObject>(m).fget;
    } else if (is_kind(m, ObjKind::Function) || m.is_builtin()) {
        all.push_back(obj);
    }
    all.insert(all.end(), args.begin(), args.end());
    return call_nested(m, all, Value::none());
}

// gen.throw(exc): raises `exc` where the generator is suspended and runs it to its next yield.
Value Vm::generator_throw(Value gen, Value exc) {
    auto& g = as<GeneratorObject>(gen);
    if (g.state == GeneratorState::Running) return raise(TypeId::ValueError, "generator already executing");
    if (g.state != GeneratorState::Suspended) {
        g.state = GeneratorState::Finished;
        g.slots.clear();
        return raise_value(exc);
    }
    if (m_frames.empty()) return raise(TypeId::RuntimeError, "generator resumed outside of a running execution");
    StackOriginScope origin(*this);
    if (native_stack_exhausted()) return raise(TypeId::RecursionError, "maximum recursion depth exceeded");
    Frame& caller = m_frames.back();
    uint32_t saved_sp = caller.sp;
    size_t depth = m_frames.size();
    m_last_return = Value::undefined();
    int r = resume_generator(gen, Value::none(), caller.sp, FrameReturn::GenStop, false);
    if (r < 0) return Value::error();
    m_exception = exc;
    m_resume_with_error = true;
    ++m_native_depth;
    RunStatus status = run_frames(depth);
    --m_native_depth;
    while (m_frames.size() > depth) m_frames.pop_back();
    m_frames[depth - 1].sp = saved_sp;
    if (status != RunStatus::Finished) return Value::error();
    if (g.state == GeneratorState::Finished) {
        std::vector<Value> args;
        if (!m_last_return.is_none() && !m_last_return.is_undefined()) args.push_back(m_last_return);
        return raise_value(make_exception(Value::type(uint32_t(TypeId::StopIteration)), std::move(args)));
    }
    return m_last_return;
}

// gen.close(): GeneratorExit at the suspension point; the generator must not yield again.
Value Vm::generator_close(Value gen) {
    auto& g = as<GeneratorObject>(gen);
    if (g.state != GeneratorState::Suspended) {
        if (g.state != GeneratorState::Running) {
            g.state = GeneratorState::Finished;
            g.slots.clear();
        }
        return Value::none();
    }
    Value exit = make_exception(Value::type(uint32_t(TypeId::GeneratorExit)), {});
    Value r = generator_throw(gen, exit);
    if (r.is_error()) {
        if (exception_matches(TypeId::GeneratorExit) || exception_matches(TypeId::StopIteration)) {
            take_exception();
            return Value::none();
        }
        return r;
    }
    return raise(TypeId::RuntimeError, "generator ignored GeneratorExit");
}

Value Vm::generator_next(Value gen, Value sent) {
    if (m_frames.empty()) return raise(TypeId::RuntimeError, "generator resumed outside of a running execution");
    StackOriginScope origin(*this);
    if (native_stack_exhausted()) return raise(TypeId::RecursionError, "maximum recursion depth exceeded");
    Frame& caller = m_frames.back();
    uint32_t saved_sp = caller.sp;
    size_t depth = m_frames.size();
    m_last_return = Value::undefined();
    int r = resume_generator(gen, sent, caller.sp, FrameReturn::GenStop);
    if (r < 0) return Value::error();
    if (r == 0) return Value::undefined();
    ++m_native_depth;
    RunStatus status = run_frames(depth);
    --m_native_depth;
    while (m_frames.size() > depth) m_frames.pop_back();
    m_frames[depth - 1].sp = saved_sp;
    if (status != RunStatus::Finished) {
        return Value::error();
    }
    // Finished by a yield (value in m_last_return, generator suspended) or a return.
    if (as<GeneratorObject>(gen).state == GeneratorState::Finished) return Value::undefined();
    return m_last_return;
}

// ---- The prelude ----------------------------------------------------------------------------

uint32_t Vm::prelude_program_index() {
    for (uint32_t i = 0; i < m_programs.size(); ++i) {
        if (m_programs[i]->filename == "<prelude>") return i;
    }
    return add_program(prelude_program());
}

// A fresh function object for the prelude's Python function `name` (error() when missing).
Value Vm::prelude_function(std::string_view name) {
    if (auto it = m_prelude_functions.find(name); it != m_prelude_functions.end()) return it->second;
    uint32_t p = prelude_program_index();
    const Program& prog = *m_programs[p];
    uint32_t index = 0;
    for (uint32_t i = 1; i < prog.codes.size(); ++i) {
        if (prog.codes[i].qualname == name) { index = i; break; }
    }
    if (index == 0) return raise(TypeId::SystemError, fmt::format("prelude function {} is missing", name));
    auto fn = std::make_unique<FunctionObject>();
    fn->program = p;
    fn->code = index;
    fn->globals = new_dict();   // the prelude sees only the built-ins, never the program's globals
    fn->defaults = Value::none();
    fn->kwdefaults = Value::none();
    fn->closure = Value::none();
    fn->name = interned(prog.codes[index].name);
    fn->qualname = interned(prog.codes[index].qualname);
    fn->attrs = Value::none();
    Value made = Value::object(heap.adopt(std::move(fn)));
    m_prelude_functions.emplace(std::string_view(prog.codes[index].qualname), made);
    return made;
}

Value Vm::tail_call_prelude(std::string_view name, std::vector<Value> args) {
    Value fn = prelude_function(name);
    if (fn.is_error()) return fn;
    m_tail_callable = fn;
    m_tail_args = std::move(args);
    return Value::tail_call();
}

// ---- Host calls ----------------------------------------------------------------------------

// An async host function's call: asyncio's _host_call(name, call_id, args, kwargs) takes the
// call's place on the stack (the caller continues with invoke's loop), so the future it returns
// is the call's value.
Value Vm::async_host_call(const std::string& name, uint32_t& args_base, uint32_t& nargs, Value& kwnames) {
    Value asyncio = import_module("asyncio");
    if (asyncio.is_error()) return asyncio;
    Value record = get_attr(asyncio, "_host_call");
    if (record.is_error()) return record;
    uint32_t nkw = kwnames.is_none() ? 0 : uint32_t(as<TupleObject>(kwnames).items.size());
    std::vector<Value> pos(m_stack.begin() + args_base, m_stack.begin() + args_base + (nargs - nkw));
    Value kwargs = new_dict();
    for (uint32_t k = 0; k < nkw; ++k)
        if (!dict_set(kwargs, as<TupleObject>(kwnames).items[k], m_stack[args_base + nargs - nkw + k])) return Value::error();
    Value args = new_tuple(std::move(pos));
    Value name_v = new_str(name);
    Value id = new_int(int64_t(next_call_id()));
    ensure_stack(size_t(args_base) + 4 + 8);
    m_stack[args_base] = name_v;
    m_stack[args_base + 1] = id;
    m_stack[args_base + 2] = args;
    m_stack[args_base + 3] = kwargs;
    nargs = 4;
    kwnames = Value::none();
    m_frames.back().sp = args_base + nargs;
    return record;
}

// max_host_calls: the call past the limit raises where it is made (the code may catch it).
bool Vm::host_call_allowed() {
    if (m_limits.max_host_calls == 0 || m_call_counter < m_limits.max_host_calls) return true;
    raise(TypeId::RuntimeError, fmt::format("host call limit reached: {}", m_limits.max_host_calls));
    return false;
}

Value Vm::loaded_module_attr(std::string_view module, std::string_view name) {
    if (m_modules.is_none()) return Value::undefined();
    Value m = dict_get_str(m_modules, module);
    if (m.is_undefined() || !is_kind(m, ObjKind::Module)) return Value::undefined();
    return dict_get_str(as<ModuleObject>(m).dict, name);
}

void Vm::resume_host_call(Value value) {
    m_pending_call.active = false;
    m_pending_call.args.clear();
    m_pending_call.kwargs.clear();
    Frame& f = m_frames.back();
    if (value.is_error()) {
        // The pending exception is raised at the call instruction.
        f.sp = m_host_ret_slot;
        m_resume_with_error = true;
        return;
    }
    m_stack[m_host_ret_slot] = value;
    f.sp = m_host_ret_slot + 1;
}

}  // namespace basilisk::vm

namespace basilisk::vm {
Value generator_next(Vm& vm, Value gen) { return vm.generator_next(gen); }
}  // namespace basilisk::vm
