// `await tool(x)` where tool is an async host function, in the one task the event loop could run.
//
// The ordinary path makes asyncio's Future for the call, lets the task yield it to the loop, and
// the loop, finding nothing else to run, pauses in _host_wait; the host's answer settles the
// future and wakes the task. When nothing but that task could run in between (the loop's ready
// list and the rest of its round are empty, no timer is due, the loop is not stopping and the
// task is not being cancelled), the outcome is fixed before the task yields: the execution
// pauses right at the call instead, with the same batch of calls and pending ids, and an answer
// to this call alone continues the task in place, with no future, no task step and no loop
// round. Any other answer falls back to the ordinary path (resume_awaited_host_call_later), so
// the host sees one protocol either way and the program sees CPython's order either way.
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_false(Value v) { return v.is_bool() && !v.as_bool(); }

std::optional<double> number_of(Value v) {
    if (v.is_float()) return v.as_float();
    if (v.is_small_int()) return double(v.as_small_int());
    return std::nullopt;
}

}  // namespace

bool Vm::find_asyncio() {
    if (!m_asyncio.dict.is_none()) return true;
    if (m_modules.is_none()) return false;
    Value module = dict_get_str(m_modules, "asyncio");
    if (!is_kind(module, ObjKind::Module)) return false;
    Value dict = as<ModuleObject>(module).dict;
    Value task_class = dict_get_str(dict, "Task");
    if (!is_kind(task_class, ObjKind::Class)) return false;
    Value step = dict_get_str(as<ClassObject>(task_class).dict, "_step");
    if (!is_kind(step, ObjKind::Function)) return false;
    AsyncioNames n;
    n.dict = dict;
    n.task_step = step;
    n.running_loop = interned("_running_loop");
    n.ready = interned("_ready");
    n.crowded = interned("_crowded");
    n.stopping = interned("_stopping");
    n.timers = interned("_timers");
    n.when = interned("_when");
    n.clock = interned("_clock");
    n.cancel_on_step = interned("_cancel_on_step");
    n.loop = interned("_loop");
    n.host_new = interned("_host_new");
    n.host_pending = interned("_host_pending");
    n.host_calls = interned("_host_calls");
    m_asyncio = n;
    return true;
}

Value Vm::asyncio_table(AsyncioTable which) {
    if (!find_asyncio()) return Value::undefined();
    AsyncioNames& n = m_asyncio;
    switch (which) {
    case AsyncioTable::New: return dict_get_hinted(n.dict, n.host_new, n.hints[AsyncioNames::HostNew]);
    case AsyncioTable::Pending: return dict_get_hinted(n.dict, n.host_pending, n.hints[AsyncioNames::HostPending]);
    default: return dict_get_hinted(n.dict, n.host_calls, n.hints[AsyncioNames::HostCalls]);
    }
}

// dict[name] for an interned str name, trying the entry where it was found last time first.
Value Vm::dict_get_hinted(Value dict, Value name, uint32_t& hint) {
    const DictTable& t = as<DictObject>(dict).table;
    const auto& entries = t.entries();
    if (hint < entries.size() && entries[hint].key.identical(name)) return entries[hint].value;
    const auto& s = as<StrObject>(name);
    int64_t ix = t.find(name, s.hashed ? s.hash : hash_bytes(s.text()), [this](Value a, Value b) {
        return int(is_str(a) && str_of(a) == str_of(b));
    });
    if (ix < 0) return Value::undefined();
    hint = uint32_t(ix);
    return entries[size_t(ix)].value;
}

// The instance attribute `name` of a plain Python object, or its class's default; undefined
// when neither is set. No descriptor or __getattr__ runs (these are asyncio's own objects).
Value Vm::plain_attr(Value obj, Value name, uint32_t& hint) {
    if (!is_kind(obj, ObjKind::Instance)) return Value::undefined();
    const auto& inst = as<InstanceObject>(obj);
    if (!inst.dict.is_none()) {
        Value v = dict_get_hinted(inst.dict, name, hint);
        if (!v.is_undefined()) return v;
    }
    return lookup_in_class(inst.cls, name);
}

// Whether the loop, once the running task yields, would go straight to waiting for the host.
bool Vm::loop_would_wait_for_host(Value loop) {
    AsyncioNames& n = m_asyncio;
    using N = AsyncioNames;
    Value ready = plain_attr(loop, n.ready, n.hints[N::Ready]);
    if (!is_kind(ready, ObjKind::List) || !as<ListObject>(ready).items.empty()) return false;
    if (!is_false(plain_attr(loop, n.crowded, n.hints[N::Crowded])) || !is_false(plain_attr(loop, n.stopping, n.hints[N::Stopping])))
        return false;
    Value timers = plain_attr(loop, n.timers, n.hints[N::Timers]);
    if (!is_kind(timers, ObjKind::List)) return false;
    const auto& due = as<ListObject>(timers).items;
    if (due.empty()) return true;
    // A timer due now would join the round that wakes the task.
    auto when = number_of(plain_attr(due.front(), n.when, n.hints[N::When]));
    auto clock = number_of(plain_attr(loop, n.clock, n.hints[N::Clock]));
    return when && clock && *when > *clock;
}

// Whether the async host call whose result goes to `ret_slot` is awaited at once by a coroutine
// that asyncio's Task._step is running, with nothing else able to run before the loop would wait.
bool Vm::host_call_awaited_by_lone_task(uint32_t ret_slot) {
    if (m_native_depth > 0 || m_frames.size() < 2) return false;
    const Frame& top = m_frames.back();
    if (!is_kind(top.generator, ObjKind::Coroutine) || ret_slot < top.base) return false;
    const Code& c = code(top.program, top.code);
    if (size_t(top.pc) + 3 > c.instructions.size()) return false;
    uint32_t awaitable = c.instructions[top.pc];
    if (opcode_of(awaitable) != Op::GET_AWAITABLE || operand_of(awaitable) != 0 ||
        opcode_of(c.instructions[top.pc + 1]) != Op::LOAD_CONST || opcode_of(c.instructions[top.pc + 2]) != Op::YIELD_FROM)
        return false;
    // Down the chain of awaiting coroutines to the one the task sent a value into.
    size_t i = m_frames.size() - 1;
    while (FrameReturn(m_frames[i].on_return) == FrameReturn::GenYieldFrom) {
        if (i == 0 || !is_kind(m_frames[i - 1].generator, ObjKind::Coroutine)) return false;
        --i;
    }
    if (FrameReturn(m_frames[i].on_return) != FrameReturn::GenNext || i == 0) return false;
    const Frame& driver = m_frames[i - 1];
    if (!find_asyncio() || !driver.function.identical(m_asyncio.task_step)) return false;
    AsyncioNames& n = m_asyncio;
    using N = AsyncioNames;
    Value task = m_stack[driver.base];   // _step's self
    if (!is_false(plain_attr(task, n.cancel_on_step, n.hints[N::CancelOnStep]))) return false;
    Value loop = dict_get_hinted(n.dict, n.running_loop, n.hints[N::RunningLoop]);
    if (loop.is_undefined() || !plain_attr(task, n.loop, n.hints[N::Loop]).identical(loop)) return false;
    return loop_would_wait_for_host(loop);
}

void Vm::resume_awaited_host_call(Value value) {
    m_pending_call.awaited = false;
    resume_host_call(value);   // an error is raised at the call, as the ordinary path raises it at the await
    // The await's three instructions (GET_AWAITABLE; LOAD_CONST None; YIELD_FROM) leave the
    // stack as they found it: the answer is what they would have produced.
    if (!value.is_error()) m_frames.back().pc += 3;
}

void Vm::resume_awaited_host_call_later(Value answers) {
    Pending call = std::move(m_pending_call);
    m_pending_call = Pending{};
    uint32_t ret = m_host_ret_slot;
    m_frames.back().sp = ret;
    auto fail = [&] {
        // Raised at the call: the execution goes on as if the call itself had failed.
        m_frames.back().sp = ret;
        m_resume_with_error = true;
    };
    Value make = find_asyncio() ? dict_get_str(m_asyncio.dict, "_host_call") : Value::undefined();
    if (make.is_undefined()) {
        raise(TypeId::RuntimeError, "asyncio's host call table is gone");
        return fail();
    }
    // No collection runs before the call below: the new values need no rooting.
    Value kwargs = new_dict();
    for (auto& [k, v] : call.kwargs)
        if (!dict_set(kwargs, new_str(k), v)) return fail();
    Value args = new_tuple(std::move(call.args));
    Value name = new_str(call.function);
    Value id = new_int(int64_t(call.call_id));
    ensure_stack(size_t(ret) + 8);
    m_stack[ret] = make;
    m_stack[ret + 1] = name;
    m_stack[ret + 2] = id;
    m_stack[ret + 3] = args;
    m_stack[ret + 4] = kwargs;
    m_stack[ret + 5] = Value::boolean(true);   // announced: the host has seen this call
    m_frames.back().sp = ret + 6;
    m_async_answers = answers;
    if (invoke(make, ret, ret + 1, 5, Value::none()) == Invoke::Error) {
        m_async_answers = Value::none();
        fail();
    }
}

}  // namespace basilisk::vm
