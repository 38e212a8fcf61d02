// The interpreter loop. Python-to-Python calls push a Frame on the execution's own frame stack
// and continue in this same loop: no C++ recursion, so a run can stop at any depth (host call,
// limit) and its whole state is data.
#include <charconv>
#include <chrono>
#include <cstring>

#include <fmt/format.h>

#include "vm/native.h"
#include "vm/consumer_loops.h"
#include "vm/inline_cache.h"
#include "vm/set_algebra.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

void Vm::start_module(uint32_t program_index, Value globals) {
    if (globals.is_none()) globals = new_dict();
    // The main module's namespace names itself as CPython's does, so `if __name__ == "__main__":`
    // works; imported modules set their own name before their body runs (vm/modules.cpp).
    Value name_key = interned("__name__");
    if (dict_get(globals, name_key).is_undefined()) {
        dict_set(globals, name_key, new_str("__main__"));
        dict_set(globals, interned("__doc__"), Value::none());
    }
    m_module_globals = globals;
    // A module run is one execution with budgets of its own, also when it continues the globals of
    // a finished one (keep_globals cells).
    m_instructions = 0;
    m_output_total = 0;
    m_allocations_at_start = heap.allocations();
    const Code& c = code(program_index, 0);
    if (c.flags & kCodeCoroutine) {
        start_coroutine_module(program_index, globals);
        return;
    }
    Frame f;
    f.function = Value::none();
    f.program = program_index;
    f.code = 0;
    f.pc = 0;
    f.base = m_frames.empty() ? 0 : m_frames.back().sp;
    f.sp = f.base + uint32_t(c.varnames.size() + c.cellvars.size() + c.freevars.size());
    f.globals = globals;
    f.locals_dict = Value::none();
    f.generator = Value::none();
    f.ret_slot = f.base;
    f.on_return = uint8_t(FrameReturn::Stop);
    ensure_stack(f.sp + c.max_stack + 8);
    for (uint32_t i = f.base; i < f.sp; ++i) m_stack[i] = Value::undefined();
    m_frames.push_back(f);
    m_result = Value::none();
    m_exception = Value::none();
}

// A module body with top-level await is a coroutine: the run's first frame is the prelude's
// run_toplevel(body), which runs it to completion on a fresh asyncio event loop.
void Vm::start_coroutine_module(uint32_t program_index, Value globals) {
    auto fn = std::make_unique<FunctionObject>();
    fn->program = program_index;
    fn->code = 0;
    fn->globals = globals;
    fn->defaults = Value::none();
    fn->kwdefaults = Value::none();
    fn->closure = Value::none();
    fn->name = interned("<module>");
    fn->qualname = fn->name;
    fn->attrs = Value::none();
    Value body = Value::object(heap.adopt(std::move(fn)));
    Value runner = prelude_function("run_toplevel");
    const auto& rf = as<FunctionObject>(runner);
    const Code& rc = code(rf.program, rf.code);
    Frame f = function_frame(runner, rf, m_frames.empty() ? 0 : m_frames.back().sp, 0, 0, FrameReturn::Stop);
    f.ret_slot = f.base;
    f.sp = f.base + uint32_t(rc.varnames.size() + rc.cellvars.size() + rc.freevars.size());
    ensure_stack(f.sp + rc.max_stack + 8);
    for (uint32_t i = f.base; i < f.sp; ++i) m_stack[i] = Value::undefined();
    m_stack[f.base] = body;
    m_frames.push_back(f);
    m_result = Value::none();
    m_exception = Value::none();
}

Value Vm::fail_limit(std::string key) {
    m_limit_exceeded = std::move(key);
    m_exception = Value::none();
    return Value::error();
}

void Vm::grow_stack(size_t n) {
    // Within the inline part the stack grows by what is asked plus some room (a short run
    // initializes a few slots, not 64); past it, by doubling.
    size_t size = m_stack.size();
    size_t want = n <= m_stack.capacity() ? std::min(m_stack.capacity(), std::max(n, size * 2 + 16))
                                          : std::max(n, size * 2 + 64);
    m_stack.resize(want, Value::none());
}

RunStatus Vm::run() {
    m_run_started = std::chrono::steady_clock::now();
    m_stack_origin = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
    RunStatus status = run_frames(0);
    m_stack_origin = 0;
    return status;
}

bool Vm::check_limits() {
    if (m_limits.max_instructions && m_instructions > m_limits.max_instructions) {
        m_limit_exceeded = "max_instructions";
        return false;
    }
    if (m_limits.max_duration_ms) {
        auto elapsed = std::chrono::steady_clock::now() - m_run_started;
        if (std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count() >= int64_t(m_limits.max_duration_ms) + m_duration_used_ms) {
            m_limit_exceeded = "max_duration_ms";
            return false;
        }
    }
    if (m_limits.max_allocations && heap.allocations() - m_allocations_at_start > m_limits.max_allocations) {
        m_limit_exceeded = "max_allocations";
        return false;
    }
    if (heap.wants_collection() && m_native_depth == 0) collect_garbage();
    if (m_limits.max_memory_bytes && heap.approx_bytes() > m_limits.max_memory_bytes) {
        collect_garbage();
        if (heap.approx_bytes() > m_limits.max_memory_bytes) {
            m_limit_exceeded = "max_memory_bytes";
            return false;
        }
    }
    if (m_limits.max_output_bytes && m_output_total > m_limits.max_output_bytes) {
        m_limit_exceeded = "max_output_bytes";
        return false;
    }
    return true;
}

bool Vm::check_native_limits(size_t pending_bytes) {
    // Native code cannot collect, so garbage must not count here (approx_bytes() counts every
    // payload made since the last collection); the interpreter's checks after big operations
    // (CHECK_MEMORY) collect and count what was made.
    if (m_limits.max_memory_bytes && heap.bytes_at_collection() + pending_bytes > m_limits.max_memory_bytes) {
        fail_limit("max_memory_bytes");
        return false;
    }
    if (m_limits.max_duration_ms) {
        auto elapsed = std::chrono::steady_clock::now() - m_run_started;
        if (std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count() >=
            int64_t(m_limits.max_duration_ms) + m_duration_used_ms) {
            fail_limit("max_duration_ms");
            return false;
        }
    }
    return true;
}

bool Vm::charge_native_steps() {
    m_instructions += 4096;
    if (m_limits.max_instructions && m_instructions > m_limits.max_instructions) {
        fail_limit("max_instructions");
        return false;
    }
    // A native loop cannot collect, so the garbage it makes (sum() of big ints: a new int per
    // element) piles up until it returns: 4 GB for sum(range(10**18)) under 512 MB. Garbage made
    // since the last collection may reach the limit once more, no further.
    if (m_limits.max_memory_bytes && heap.approx_bytes() > heap.bytes_at_collection() + m_limits.max_memory_bytes) {
        fail_limit("max_memory_bytes");
        return false;
    }
    return check_native_limits(0);
}

// Characters of `v` in decimal, sign included (four digits per step: f"{i}" sizes its text
// with it before writing the digits).
static size_t decimal_length(int64_t v) {
    uint64_t u = v < 0 ? 0 - uint64_t(v) : uint64_t(v);
    size_t n = v < 0 ? 1 : 0;
    for (;;) {
        if (u < 10) return n + 1;
        if (u < 100) return n + 2;
        if (u < 1000) return n + 3;
        if (u < 10000) return n + 4;
        u /= 10000;
        n += 4;
    }
}

// Writes `v` in decimal into out[0, len) where len == decimal_length(v), two digits per step
// (std::to_chars measures the length again first).
static void write_decimal(char* out, int64_t v, size_t len) {
    static constexpr char kPairs[] =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
        "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
        "8081828384858687888990919293949596979899";
    uint64_t u = v < 0 ? 0 - uint64_t(v) : uint64_t(v);
    if (v < 0) out[0] = '-';
    char* p = out + len;
    while (u >= 100) {
        size_t pair = size_t(u % 100) * 2;
        u /= 100;
        p -= 2;
        p[0] = kPairs[pair];
        p[1] = kPairs[pair + 1];
    }
    if (u >= 10) {
        p -= 2;
        p[0] = kPairs[u * 2];
        p[1] = kPairs[u * 2 + 1];
    } else {
        *--p = char('0' + u);
    }
}

// BUILD_STRING's result from str parts and small ints: written once into a string of its exact
// size, with the parts' ASCII flags and code-point counts giving the result's (no rescan of the
// bytes). Kept out of the interpreter loop, whose register allocation suffers from inlined loops.
[[gnu::noinline]] static Value concat_parts(Vm& vm, const Value* parts, uint32_t n) {
    size_t total = 0;
    uint64_t code_points = 0;
    bool ascii = true;
    for (uint32_t i = 0; i < n; ++i) {
        if (parts[i].is_small_int()) {
            size_t len = decimal_length(parts[i].as_small_int());
            total += len;
            code_points += len;
            continue;
        }
        const StrObject& part = vm.as<StrObject>(parts[i]);
        total += part.text().size();
        code_points += part.cp_length;
        ascii = ascii && part.ascii;
    }
    if (code_points > UINT32_MAX) return vm.raise(TypeId::MemoryError, "");
    char* out;
    Value result = vm.new_str_uninit(total, uint32_t(code_points), ascii, out);
    for (uint32_t i = 0; i < n; ++i) {
        if (parts[i].is_small_int()) {
            int64_t v = parts[i].as_small_int();
            size_t len = decimal_length(v);
            write_decimal(out, v, len);
            out += len;
        } else {
            std::string_view part = vm.as<StrObject>(parts[i]).text();
            std::memcpy(out, part.data(), part.size());
            out += part.size();
        }
    }
    return result;
}

// LOAD_GLOBAL of a name last found among the builtins: whether the module dict still lacks it,
// told by one probe with the name's cached hash. A key that is not a str could equal the name by
// its own __eq__, and a name without a cached hash is not probed: false sends those to the
// general lookup.
[[gnu::noinline]] static bool global_surely_absent(Vm& vm, Value globals, Value name) {
    if (!vm.is_str(name) || !vm.as<StrObject>(name).hashed) return false;
    const StrObject& n = vm.as<StrObject>(name);
    bool other_key = false;
    int64_t ix = vm.as<DictObject>(globals).table.find(name, n.hash, [&](Value k, Value) {
        if (!vm.is_str(k)) {
            other_key = true;
            return 0;
        }
        return int(vm.as<StrObject>(k).text() == n.text());
    });
    return ix == DictTable::kNotFound && !other_key;
}

// d[key] of a plain dict (no subclass: no __getitem__ or __missing__ to consult). A missing key
// raises KeyError here rather than through get_item, which would compare the keys (and run their
// __eq__) a second time.
[[gnu::noinline]] static Value plain_dict_item(Vm& vm, Value dict, Value key) {
    Value r = vm.dict_get(dict, key);
    if (!r.is_undefined()) return r;
    Value exc = vm.make_exception(Value::type(uint32_t(TypeId::KeyError)), {key});
    if (exc.is_error()) return exc;
    return vm.raise_value(exc);
}

// BUILD_CONST_KEY_MAP: the fresh dict `d` sized for its keys up front (a record of three keys
// takes three entries, not four; counted as growth), then filled. Hashed str keys, the usual
// ones, go straight into the table: it has room for them, so dict_set's growth bookkeeping has
// nothing to do.
[[gnu::noinline]] static bool fill_const_key_map(Vm& vm, Value d, const std::vector<Value>& keys, const Value* values, uint32_t n) {
    DictTable& table = vm.as<DictObject>(d).table;
    table.reserve(n);
    vm.heap.note_growth(table.memory_bytes());
    for (uint32_t i = 0; i < n; ++i) {
        Value k = keys[i];
        if (vm.is_str(k) && vm.as<StrObject>(k).hashed) {
            const StrObject& ks = vm.as<StrObject>(k);
            bool ok = table.set(k, ks.hash, values[i], [&](Value a, Value b) {
                return vm.is_str(a) ? int(vm.as<StrObject>(a).text() == ks.text()) : vm.equal(a, b);
            });
            if (!ok) return false;
        } else if (!vm.dict_set(d, k, values[i])) {
            return false;
        }
    }
    return true;
}

// Finds the handler for an exception raised at instruction `pc` of `c`, innermost first.
// CPython's _PyObject_FunctionStr: "module.qualname()", or "qualname()" for a built-in.
static std::string function_str(Vm& vm, Value f) {
    std::string qualname;
    Value q = vm.get_attr(f, "__qualname__");
    if (q.is_error()) vm.take_exception();
    std::optional<std::string> qs = q.is_error() ? vm.str_string(f) : vm.str_string(q);
    if (!qs) {
        vm.take_exception();
        return "function()";
    }
    Value m = vm.get_attr(f, "__module__");
    if (m.is_error()) {
        vm.take_exception();
        return *qs + "()";
    }
    if (vm.is_str(m) && vm.str_of(m) != "builtins") return std::string(vm.str_of(m)) + "." + *qs + "()";
    return *qs + "()";
}

// DICT_MERGE: a call's `**src` merged into its keyword dict, with CPython's messages that name
// the callee ("f() argument after ** must be a mapping, not list", "f() got multiple values for
// keyword argument 'a'"), for dicts and for any other mapping alike.
static bool merge_call_kwargs(Vm& vm, Value callable, Value dst, Value src) {
    std::vector<std::pair<Value, Value>> items;
    if (vm.is_kind(src, ObjKind::Dict)) {
        for (const DictEntry& e : vm.as<DictObject>(src).table.entries())
            if (!e.key.is_undefined()) items.emplace_back(e.key, e.value);
    } else {
        if (vm.lookup_in_class(vm.type_of(src), "keys").is_undefined()) {
            vm.raise(TypeId::TypeError, fmt::format("{} argument after ** must be a mapping, not {}",
                                                    function_str(vm, callable), vm.type_name(src)));
            return false;
        }
        Value keys = vm.call_method_if_exists(src, "keys", {});
        if (keys.is_error()) return false;
        std::vector<Value> ks;
        if (!vm.collect(keys, ks)) return false;
        for (Value k : ks) {
            Value v = vm.get_item(src, k);
            if (v.is_error()) return false;
            items.emplace_back(k, v);
        }
    }
    for (const auto& [k, v] : items) {
        Value existing = vm.dict_get(dst, k);
        if (existing.is_error()) return false;
        if (!existing.is_undefined()) {
            std::optional<std::string> ks = vm.str_string(k);
            if (!ks) return false;
            vm.raise(TypeId::TypeError, fmt::format("{} got multiple values for keyword argument '{}'",
                                                    function_str(vm, callable), *ks));
            return false;
        }
        if (!vm.dict_set(dst, k, v)) return false;
    }
    return true;
}

static const ExceptionTableEntry* find_handler(const Code& c, uint32_t pc) {
    for (const ExceptionTableEntry& e : c.exception_table) {
        if (pc >= e.start && pc < e.end) return &e;
    }
    return nullptr;
}

void Vm::add_traceback(Value exception, const Frame& f, uint32_t pc) {
    if (!is_kind(exception, ObjKind::Exception)) return;
    auto& e = as<ExceptionObject>(exception);
    if (e.traceback.size() < 100000) e.traceback.push_back(TracebackEntry{f.program, f.code, pc});
}

RunStatus Vm::run_frames(size_t floor) {
#define FRAME (m_frames.back())
    // `frame` and `stack` are re-read on every use: a nested run (a dunder method called from
    // native code) may grow the frame and value stacks and move them.
#define frame (&m_frames.back())
#define stack (m_stack.data())
    const Code* code_ptr = &code(frame->program, frame->code);
    // Recursion and loops of calls re-enter the same code: only look its tables up on a change.
    uint32_t cached_program = frame->program, cached_code = frame->code;
    const uint32_t* instructions = code_ptr->instructions.data();
    CodeHot* hot_ptr = &hot(frame->program, frame->code);
    // The code run before the last switch: a generator and its consumer (and a caller and its
    // callee in a loop) alternate between two codes, which then swap without a table lookup.
    uint32_t other_program = UINT32_MAX, other_code = UINT32_MAX;
    CodeHot* other_hot = nullptr;
    std::span<const Value> consts = hot_ptr->consts;
    const Value* names = hot_ptr->names;
    uint32_t pc = frame->pc;
    uint32_t sp = frame->sp;
    uint32_t base = frame->base;
    // Instructions are charged ahead in blocks (up to 1,024, never past max_instructions + 1):
    // `budget` is what is left of the block; every exit from the loop gives that back, so
    // m_instructions counts exactly the bytecodes that ran (EXTENDED_ARG prefixes excepted).
    uint64_t budget = 0;
#define EXIT_RUN(status)            \
    do {                            \
        m_instructions -= budget;   \
        return status;              \
    } while (0)
    uint32_t word = 0;
    Op op = Op::NOP;
    uint32_t arg = 0;
    if (m_resume_with_error) {
        // A host call answered with an exception (raised at the call instruction), or a frame
        // resumed by throw() (raised where it is suspended).
        m_resume_with_error = false;
        goto resume_error;
    }

#define RELOAD()                                                   \
    do {                                                           \
        if (frame->program != cached_program || frame->code != cached_code) { \
            std::swap(other_program, cached_program);              \
            std::swap(other_code, cached_code);                    \
            std::swap(other_hot, hot_ptr);                         \
            if (frame->program != cached_program || frame->code != cached_code) { \
                cached_program = frame->program;                   \
                cached_code = frame->code;                         \
                hot_ptr = &hot(cached_program, cached_code);       \
            }                                                      \
            code_ptr = hot_ptr->code;                              \
            instructions = code_ptr->instructions.data();          \
            consts = hot_ptr->consts;                              \
            names = hot_ptr->names;                                \
        }                                                          \
        pc = frame->pc;                                            \
        sp = frame->sp;                                            \
        base = frame->base;                                        \
    } while (0)
#define SAVE()            \
    do {                  \
        frame->pc = pc;   \
        frame->sp = sp;   \
    } while (0)
// The inline cache of the instruction being executed (only for the opcodes that have one).
#define SITE() (hot_ptr->sites[hot_ptr->site_of_pc[pc - 1]])
// A native operation can build a big result from its operands (a loop of ''.join([x, x]) doubles
// past any memory limit within a few dozen bytecodes, before the periodic check): after the
// operations that can, when the heap has grown past the memory limit, check the limits at once
// (collecting garbage first, as the periodic check does). The result must be on the stack.
#define CHECK_MEMORY()                                                                          \
    do {                                                                                        \
        if (m_limits.max_memory_bytes && heap.approx_bytes() > m_limits.max_memory_bytes) {     \
            SAVE();                                                                             \
            if (!check_limits()) EXIT_RUN(RunStatus::LimitExceeded);                               \
        }                                                                                       \
    } while (0)
#define PUSH(v) (stack[sp++] = (v))
#define POP() (stack[--sp])
#define TOP() (stack[sp - 1])
#define PEEK(n) (stack[sp - (n)])
// Bytecode from a snapshot is checked before it runs, but which object sits in a stack slot is
// only known here: an instruction that relies on a kind checks it (SystemError, never a crash).
#define EXPECT_KIND(v, K)                                                              \
    do {                                                                               \
        if (!is_kind((v), ObjKind::K)) {                                               \
            SAVE();                                                                    \
            raise(TypeId::SystemError, "invalid bytecode: " #K " expected by " + std::string(kOpNames[int(op)])); \
            goto error;                                                                \
        }                                                                              \
    } while (0)
// Threaded dispatch (GCC and Clang): every handler ends by fetching the next instruction and
// jumping straight to its handler, one indirect jump per handler instead of one shared by all,
// which the branch predictor learns far better. Elsewhere the switch does the same job.
#if defined(__GNUC__)
#define BASILISK_THREADED_DISPATCH 1
#define TARGET(name) case Op::name: L_##name:
#define DISPATCH()                           \
    {                                        \
        if (budget == 0) continue;           \
        --budget;                            \
        word = instructions[pc++];           \
        op = opcode_of(word);                \
        arg = operand_of(word);              \
        goto *kTargets[uint8_t(op)];         \
    }
#define OPCODE(name, effect, jumps) &&L_##name,
#define X4 &&invalid_opcode, &&invalid_opcode, &&invalid_opcode, &&invalid_opcode
#define X16 X4, X4, X4, X4
    // Indexed by any byte: opcodes past the last one land on invalid_opcode (restore already
    // refuses them; this keeps even unchecked bytecode from jumping anywhere).
    static const void* const kTargets[] = {
#include "vm/opcodes.def"
        X16, X16, X16, X16, X16, X16, X16, X16, X16, X16, X16, X16, X16, X16, X16, X16};
#undef OPCODE
#undef X4
#undef X16
#else
#define BASILISK_THREADED_DISPATCH 0
#define TARGET(name) case Op::name:
#define DISPATCH() continue
#endif
#define ERROR_IF(cond) \
    do {               \
        if (cond) goto error; \
    } while (0)

    for (;;) {
        if (budget == 0) {
            SAVE();
            if (!check_limits()) EXIT_RUN(RunStatus::LimitExceeded);
            budget = 1024;
            if (m_limits.max_instructions) {
                // At most max_instructions bytecodes run: the next one past it is the limit error.
                if (m_instructions >= m_limits.max_instructions) {
                    m_limit_exceeded = "max_instructions";
                    EXIT_RUN(RunStatus::LimitExceeded);
                }
                budget = std::min<uint64_t>(budget, m_limits.max_instructions - m_instructions);
            }
            m_instructions += budget;
        }
        --budget;
        word = instructions[pc++];
        op = opcode_of(word);
        arg = operand_of(word);
    dispatch_op:
#if BASILISK_THREADED_DISPATCH
        goto *kTargets[uint8_t(op)];
#endif
        switch (op) {
        TARGET(NOP)
            DISPATCH();
        TARGET(EXTENDED_ARG)
            word = instructions[pc++];
            op = opcode_of(word);
            arg = (arg << 24) | operand_of(word);
            goto dispatch_op;
        TARGET(POP_TOP)
            --sp;
            DISPATCH();
        TARGET(DUP_TOP) {
            Value v = TOP();
            PUSH(v);
            DISPATCH();
        }
        TARGET(DUP_TOP_TWO) {
            Value a = PEEK(2), b = PEEK(1);
            PUSH(a);
            PUSH(b);
            DISPATCH();
        }
        TARGET(ROT_TWO)
            std::swap(stack[sp - 1], stack[sp - 2]);
            DISPATCH();
        TARGET(ROT_THREE) {
            Value c = stack[sp - 1];
            stack[sp - 1] = stack[sp - 2];
            stack[sp - 2] = stack[sp - 3];
            stack[sp - 3] = c;
            DISPATCH();
        }
        TARGET(ROT_FOUR) {
            Value d = stack[sp - 1];
            stack[sp - 1] = stack[sp - 2];
            stack[sp - 2] = stack[sp - 3];
            stack[sp - 3] = stack[sp - 4];
            stack[sp - 4] = d;
            DISPATCH();
        }
        TARGET(LOAD_CONST)
            PUSH(consts[arg]);
            DISPATCH();
        TARGET(LOAD_FAST) {
            Value v = stack[base + arg];
            if (v.is_undefined()) {
                SAVE();
                raise(TypeId::UnboundLocalError,
                      fmt::format("cannot access local variable '{}' where it is not associated with a value",
                                  code_ptr->varnames[arg]));
                goto error;
            }
            PUSH(v);
            DISPATCH();
        }
        TARGET(STORE_FAST)
            stack[base + arg] = POP();
            DISPATCH();
        TARGET(DELETE_FAST)
            if (stack[base + arg].is_undefined()) {
                SAVE();
                raise(TypeId::UnboundLocalError,
                      fmt::format("cannot access local variable '{}' where it is not associated with a value",
                                  code_ptr->varnames[arg]));
                goto error;
            }
            stack[base + arg] = Value::undefined();
            break;
        TARGET(LOAD_DEREF)
        TARGET(LOAD_CLASSDEREF) {
            uint32_t nlocals = uint32_t(code_ptr->varnames.size());
            if (op == Op::LOAD_CLASSDEREF && !frame->locals_dict.is_none()) {
                const std::string& name = arg < code_ptr->cellvars.size()
                                              ? code_ptr->cellvars[arg]
                                              : code_ptr->freevars[arg - code_ptr->cellvars.size()];
                Value v = dict_get_str(frame->locals_dict, name);
                if (!v.is_undefined()) {
                    PUSH(v);
                    break;
                }
            }
            Value cell = stack[base + nlocals + arg];
            EXPECT_KIND(cell, Cell);
            Value v = as<CellObject>(cell).value;
            if (v.is_undefined()) {
                SAVE();
                raise_unbound_deref(*code_ptr, arg);
                goto error;
            }
            PUSH(v);
            DISPATCH();
        }
        TARGET(STORE_DEREF) {
            uint32_t nlocals = uint32_t(code_ptr->varnames.size());
            EXPECT_KIND(stack[base + nlocals + arg], Cell);
            as<CellObject>(stack[base + nlocals + arg]).value = POP();
            DISPATCH();
        }
        TARGET(DELETE_DEREF) {
            uint32_t nlocals = uint32_t(code_ptr->varnames.size());
            EXPECT_KIND(stack[base + nlocals + arg], Cell);
            if (as<CellObject>(stack[base + nlocals + arg]).value.is_undefined()) {
                SAVE();
                raise_unbound_deref(*code_ptr, arg);
                goto error;
            }
            as<CellObject>(stack[base + nlocals + arg]).value = Value::undefined();
            break;
        }
        TARGET(LOAD_CLOSURE) {
            uint32_t nlocals = uint32_t(code_ptr->varnames.size());
            PUSH(stack[base + nlocals + arg]);
            break;
        }
        TARGET(LOAD_GLOBAL) {
            SiteCache& site = SITE();
            if (site.kind == SiteKind::GlobalSlot) {
                const auto& entries = as<DictObject>(frame->globals).table.entries();
                if (site.index < entries.size() && entries[site.index].key.identical(names[arg])) {
                    PUSH(entries[site.index].value);
                    DISPATCH();
                }
            } else if (site.kind == SiteKind::Builtin) {
                // A builtin (len, range) stays the answer while the module has no such global:
                // surely so while the globals gained no key since the site found it absent.
                if (site.cls.identical(frame->globals) &&
                    as<DictObject>(frame->globals).table.keys_version() == site.epoch) {
                    PUSH(site.value);
                    DISPATCH();
                }
                if (global_surely_absent(*this, frame->globals, names[arg])) {
                    site.cls = frame->globals;
                    site.epoch = as<DictObject>(frame->globals).table.keys_version();
                    PUSH(site.value);
                    DISPATCH();
                }
            }
            Value v = load_global_cached(site, frame->globals, names[arg], code_ptr->names[arg]);
            if (v.is_undefined()) {
                SAVE();
                v = missing_global(code_ptr->names[arg]);
                ERROR_IF(v.is_error());
            }
            PUSH(v);
            DISPATCH();
        }
        TARGET(STORE_GLOBAL) {
            SAVE();
            Value name = names[arg];
            ERROR_IF(!dict_set(frame->globals, name, stack[sp - 1]));
            --sp;
            break;
        }
        TARGET(DELETE_GLOBAL) {
            SAVE();
            Value name = names[arg];
            int r = dict_del(frame->globals, name);
            if (r == 0) {
                raise(TypeId::NameError, fmt::format("name '{}' is not defined", code_ptr->names[arg]));
                goto error;
            }
            ERROR_IF(r < 0);
            break;
        }
        TARGET(LOAD_NAME) {
            Value name = names[arg];
            Value v = Value::undefined();
            if (!frame->locals_dict.is_none()) {
                if (as<DictObject>(frame->locals_dict).cls.is_none()) {
                    v = dict_get(frame->locals_dict, name);
                } else {
                    // A prepared namespace answers through its own __getitem__ / __missing__.
                    SAVE();
                    frame->sp = sp;
                    v = get_item(frame->locals_dict, name);
                    if (v.is_error()) {
                        ERROR_IF(!exception_matches(TypeId::KeyError));
                        take_exception();
                        v = Value::undefined();
                    }
                }
            }
            if (v.is_undefined()) v = dict_get(frame->globals, name);
            if (v.is_undefined()) v = builtin_named(name);
            if (v.is_undefined()) {
                SAVE();
                v = missing_global(code_ptr->names[arg]);
                ERROR_IF(v.is_error());
            }
            PUSH(v);
            break;
        }
        TARGET(STORE_NAME) {
            SAVE();
            Value name = names[arg];
            Value target = frame->locals_dict.is_none() ? frame->globals : frame->locals_dict;
            // A class body's namespace from __prepare__ may be a dict subclass with its own
            // __setitem__ (enum's, which refuses a reused member name).
            if (!as<DictObject>(target).cls.is_none()) {
                frame->sp = sp;
                ERROR_IF(!set_item(target, name, stack[sp - 1]));
            } else {
                ERROR_IF(!dict_set(target, name, stack[sp - 1]));
            }
            --sp;
            break;
        }
        TARGET(DELETE_NAME) {
            SAVE();
            Value name = names[arg];
            Value target = frame->locals_dict.is_none() ? frame->globals : frame->locals_dict;
            int r;
            if (!as<DictObject>(target).cls.is_none()) {
                frame->sp = sp;
                r = del_item(target, name) ? 1 : -1;
                if (r < 0 && exception_matches(TypeId::KeyError)) {
                    take_exception();
                    r = 0;
                }
            } else {
                r = dict_del(target, name);
            }
            if (r == 0) {
                raise(TypeId::NameError, fmt::format("name '{}' is not defined", code_ptr->names[arg]));
                goto error;
            }
            ERROR_IF(r < 0);
            break;
        }
        TARGET(LOAD_ATTR) {
            SiteCache& site = SITE();
            Value obj = TOP(), r;
            if (load_attr_cached(site, obj, names[arg], r)) {
                TOP() = r;
                DISPATCH();
            }
            SAVE();
            r = get_attr(obj, names[arg]);
            if (r.is_error()) goto error;
            TOP() = r;
            fill_attr_site(site, obj, names[arg], false);
            DISPATCH();
        }
        TARGET(STORE_ATTR) {
            SiteCache& site = SITE();
            Value obj = POP();
            Value v = POP();
            if (store_attr_cached(site, obj, names[arg], v)) DISPATCH();
            SAVE();
            frame->sp = sp;
            // A store that adds the attribute to another instance of the class this site was
            // filled for (the assignments of __init__): with no user __setattr__ (checked at the
            // fill, kept by the epoch) and no property or descriptor instance in the class (the
            // class attribute the fill saw, site.value), set_attr would store into the instance
            // dict, so do that without its lookups.
            if (site.kind == SiteKind::InstanceSlot && site.epoch == m_class_epoch) {
                InstanceObject* inst = plain_instance(*this, obj);
                if (inst && inst->cls.identical(site.cls) && !is_kind(site.value, ObjKind::Property) &&
                    !is_kind(site.value, ObjKind::Instance) && lacks_str_key(inst->dict, names[arg])) {
                    ERROR_IF(!generic_set_attr(*this, obj, names[arg], v));
                    DISPATCH();
                }
            }
            ERROR_IF(!set_attr(obj, names[arg], v));
            fill_attr_site(site, obj, names[arg], true);
            DISPATCH();
        }
        TARGET(DELETE_ATTR) {
            SAVE();
            Value obj = POP();
            frame->sp = sp;
            ERROR_IF(!del_attr(obj, names[arg]));
            break;
        }
        TARGET(LOAD_METHOD) {
            SiteCache& site = SITE();
            Value self = TOP();
            Value meth, bound_self;
            if (!load_method_cached(site, self, names[arg], meth, bound_self)) {
                SAVE();
                ERROR_IF(!load_method(self, names[arg], meth, bound_self));
                fill_method_site(site, self, meth, bound_self, names[arg]);
            }
            stack[sp - 1] = meth;
            PUSH(bound_self);
            DISPATCH();
        }
        TARGET(BINARY_OP) {
            Value b = stack[sp - 1], a = stack[sp - 2];
            Value r;
            BinaryOp bop = BinaryOp(arg & 0x7F);
            if (a.is_small_int() && b.is_small_int()) {
                int64_t x = a.as_small_int(), y = b.as_small_int();
                switch (bop) {
                case BinaryOp::Add: r = new_int(x + y); goto binary_done;
                case BinaryOp::Sub: r = new_int(x - y); goto binary_done;
                case BinaryOp::Mul: {
                    __int128 p = __int128(x) * y;
                    if (p >= Value::kMinSmallInt && p <= Value::kMaxSmallInt) {
                        r = Value::small_int(int64_t(p));
                        goto binary_done;
                    }
                    break;
                }
                case BinaryOp::FloorDiv:
                    if (y != 0) {
                        int64_t q = x / y;
                        if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
                        r = new_int(q);
                        goto binary_done;
                    }
                    break;
                case BinaryOp::Mod:
                    if (y != 0) {
                        int64_t m = x % y;
                        if (m != 0 && ((m < 0) != (y < 0))) m += y;
                        r = Value::small_int(m);
                        goto binary_done;
                    }
                    break;
                case BinaryOp::And: r = Value::small_int(x & y); goto binary_done;
                case BinaryOp::Or: r = Value::small_int(x | y); goto binary_done;
                case BinaryOp::Xor: r = Value::small_int(x ^ y); goto binary_done;
                default: break;
                }
            } else if (a.is_float() && b.is_float()) {
                double x = a.as_float(), y = b.as_float();
                switch (bop) {
                case BinaryOp::Add: r = Value::from_double(x + y); goto binary_done;
                case BinaryOp::Sub: r = Value::from_double(x - y); goto binary_done;
                case BinaryOp::Mul: r = Value::from_double(x * y); goto binary_done;
                case BinaryOp::TrueDiv:
                    if (y != 0) {
                        r = Value::from_double(x / y);
                        goto binary_done;
                    }
                    break;
                default: break;
                }
            }
            SAVE();
            r = binary_op(a, b, bop, (arg & kInplaceFlag) != 0);
            ERROR_IF(r.is_error());
            --sp;
            stack[sp - 1] = r;
            CHECK_MEMORY();
            break;
        binary_done:
            --sp;
            stack[sp - 1] = r;
            DISPATCH();
        }
        TARGET(UNARY_OP) {
            SAVE();
            Value a = TOP();
            if (UnaryOp(arg) == UnaryOp::Negative && a.is_small_int() && a.as_small_int() != Value::kMinSmallInt) {
                TOP() = Value::small_int(-a.as_small_int());
                break;
            }
            if (UnaryOp(arg) == UnaryOp::Not) {
                int t = truthy(a);
                ERROR_IF(t < 0);
                TOP() = Value::boolean(t == 0);
                break;
            }
            Value r = unary_op(a, UnaryOp(arg));
            ERROR_IF(r.is_error());
            TOP() = r;
            DISPATCH();
        }
        TARGET(COMPARE_OP) {
            Value b = stack[sp - 1], a = stack[sp - 2];
            Value r;
            if (a.is_small_int() && b.is_small_int()) {
                int64_t x = a.as_small_int(), y = b.as_small_int();
                bool t = false;
                switch (CompareOp(arg)) {
                case CompareOp::Lt: t = x < y; break;
                case CompareOp::Le: t = x <= y; break;
                case CompareOp::Eq: t = x == y; break;
                case CompareOp::Ne: t = x != y; break;
                case CompareOp::Gt: t = x > y; break;
                case CompareOp::Ge: t = x >= y; break;
                }
                r = Value::boolean(t);
            } else {
                SAVE();
                r = compare(a, b, CompareOp(arg));
                ERROR_IF(r.is_error());
            }
            --sp;
            stack[sp - 1] = r;
            DISPATCH();
        }
        TARGET(IS_OP) {
            Value b = POP();
            Value a = TOP();
            bool same = a.identical(b);
            TOP() = Value::boolean(arg ? !same : same);
            DISPATCH();
        }
        TARGET(CONTAINS_OP) {
            SAVE();
            Value container = stack[sp - 1], item = stack[sp - 2];
            int r = contains(container, item);
            ERROR_IF(r < 0);
            --sp;
            stack[sp - 1] = Value::boolean(arg ? r == 0 : r == 1);
            break;
        }
        TARGET(BINARY_SUBSCR) {
            Value key = stack[sp - 1], container = stack[sp - 2];
            Value r;
            if (container.is_object()) {
                // Plain lists and tuples by a small int, plain dicts by any key (a subclass may
                // define __getitem__ or __missing__: get_item handles those).
                ObjKind ck = kind_of(container);
                if (key.is_small_int() && ((ck == ObjKind::List && as<ListObject>(container).cls.is_none()) ||
                                           (ck == ObjKind::Tuple && as<TupleObject>(container).cls.is_none()))) {
                    const auto& items = ck == ObjKind::List ? as<ListObject>(container).items : as<TupleObject>(container).items;
                    int64_t i = key.as_small_int();
                    if (i < 0) i += int64_t(items.size());
                    if (i >= 0 && i < int64_t(items.size())) {
                        r = items[size_t(i)];
                        --sp;
                        stack[sp - 1] = r;
                        break;
                    }
                } else if (ck == ObjKind::Dict && as<DictObject>(container).cls.is_none()) {
                    SAVE();
                    r = plain_dict_item(*this, container, key);
                    ERROR_IF(r.is_error());
                    --sp;
                    stack[sp - 1] = r;
                    DISPATCH();
                }
            }
            SAVE();
            // A Python __getitem__ of an instance, or a dict subclass's __missing__ for a missing
            // key (defaultdict's factory, Counter's 0), runs as a frame of this loop, so a host
            // call inside it pauses: [container key] are its arguments and its result lands where
            // BINARY_SUBSCR leaves its own (the checkpoint verifier counts this opcode as a call).
            if (container.is_object() &&
                (kind_of(container) == ObjKind::Instance || is_builtin_subclass_instance(*this, container) ||
                 has_metaclass(*this, container))) {
                Value cls = type_of(container);
                Value hook = lookup_user_hook(cls, "__getitem__");
                if (hook.is_undefined() && kind_of(container) == ObjKind::Dict) {
                    r = dict_get(container, key);
                    ERROR_IF(r.is_error());
                    if (!r.is_undefined()) {
                        --sp;
                        stack[sp - 1] = r;
                        DISPATCH();
                    }
                    hook = lookup_user_hook(cls, "__missing__");
                }
                if (is_kind(hook, ObjKind::Function) &&
                    !(code(as<FunctionObject>(hook).program, as<FunctionObject>(hook).code).flags & kCodeGenerator)) {
                    frame->sp = sp;
                    Invoke inv = invoke_function(hook, sp - 2, sp - 2, 2, Value::none(), FrameReturn::Push);
                    if (inv == Invoke::Error) goto error;
                    RELOAD();
                    CHECK_MEMORY();
                    DISPATCH();
                }
            }
            r = get_item(container, key);
            ERROR_IF(r.is_error());
            --sp;
            stack[sp - 1] = r;
            DISPATCH();
        }
        TARGET(STORE_SUBSCR) {
            SAVE();
            Value key = stack[sp - 1], container = stack[sp - 2], v = stack[sp - 3];
            ERROR_IF(!set_item(container, key, v));
            sp -= 3;
            // `x[:0] = x` doubles a list in one instruction, allocating nothing the collector
            // would count: check the (growth-counting) heap total now, not 1,024 instructions on.
            CHECK_MEMORY();
            DISPATCH();
        }
        TARGET(DELETE_SUBSCR) {
            SAVE();
            Value key = stack[sp - 1], container = stack[sp - 2];
            ERROR_IF(!del_item(container, key));
            sp -= 2;
            break;
        }
        TARGET(BUILD_SLICE) {
            Value step = arg == 3 ? POP() : Value::none();
            Value stop = POP();
            Value start = TOP();
            TOP() = Value::object(heap.make<SliceObject>(start, stop, step));
            break;
        }
        TARGET(BUILD_TUPLE) {
            std::vector<Value> items(stack + sp - arg, stack + sp);
            sp -= arg;
            PUSH(new_tuple(std::move(items)));
            break;
        }
        TARGET(BUILD_LIST) {
            std::vector<Value> items(stack + sp - arg, stack + sp);
            sp -= arg;
            PUSH(new_list(std::move(items)));
            break;
        }
        TARGET(BUILD_SET) {
            SAVE();
            Value s = new_set();
            for (uint32_t i = sp - arg; i < sp; ++i) ERROR_IF(set_add(s, stack[i]) < 0);
            sp -= arg;
            PUSH(s);
            break;
        }
        TARGET(BUILD_MAP) {
            SAVE();
            Value d = new_dict();
            if (arg) {
                as<DictObject>(d).table.reserve(arg);
                heap.note_growth(as<DictObject>(d).table.memory_bytes());
            }
            for (uint32_t i = sp - 2 * arg; i < sp; i += 2) ERROR_IF(!dict_set(d, stack[i], stack[i + 1]));
            sp -= 2 * arg;
            PUSH(d);
            break;
        }
        TARGET(BUILD_CONST_KEY_MAP) {
            SAVE();
            Value keys = POP();
            EXPECT_KIND(keys, Tuple);
            if (as<TupleObject>(keys).items.size() < arg) EXPECT_KIND(Value::none(), Tuple);
            Value d = new_dict();
            ERROR_IF(!fill_const_key_map(*this, d, as<TupleObject>(keys).items, &stack[sp - arg], arg));
            sp -= arg;
            PUSH(d);
            break;
        }
        TARGET(BUILD_STRING) {
            // Parts are str, or small ints that FORMAT_VALUE left unformatted (kFormatIntoBuild).
            for (uint32_t i = sp - arg; i < sp; ++i) {
                if (!stack[i].is_small_int()) EXPECT_KIND(stack[i], Str);
            }
            Value s = concat_parts(*this, &stack[sp - arg], arg);
            sp -= arg;
            PUSH(s);
            CHECK_MEMORY();
            break;
        }
        TARGET(LIST_APPEND) {
            EXPECT_KIND(stack[sp - 1 - arg], List);
            auto& items = as<ListObject>(stack[sp - 1 - arg]).items;
            if (items.size() == items.capacity()) {
                SAVE();
                ERROR_IF(!reserve_items(items, 1));
            }
            Value v = POP();
            items.push_back(v);
            break;
        }
        TARGET(SET_ADD) {
            SAVE();
            Value v = stack[sp - 1];
            EXPECT_KIND(stack[sp - 1 - arg], Set);
            ERROR_IF(set_add(stack[sp - 1 - arg], v) < 0);
            --sp;
            break;
        }
        TARGET(MAP_ADD) {
            SAVE();
            Value v = stack[sp - 1], k = stack[sp - 2];
            EXPECT_KIND(stack[sp - 2 - arg], Dict);
            ERROR_IF(!dict_set(stack[sp - 2 - arg], k, v));
            sp -= 2;
            break;
        }
        TARGET(LIST_EXTEND) {
            SAVE();
            Value it = stack[sp - 1];
            Value list = stack[sp - 1 - arg];
            EXPECT_KIND(list, List);
            std::vector<Value> items;
            if (!collect(it, items)) {
                if (exception_matches(TypeId::TypeError) && !is_iterable(it)) {
                    take_exception();
                    raise(TypeId::TypeError, fmt::format("Value after * must be an iterable, not {}", type_name(it)));
                }
                goto error;
            }
            auto& dst = as<ListObject>(list).items;
            ERROR_IF(!reserve_items(dst, items.size()));
            dst.insert(dst.end(), items.begin(), items.end());
            --sp;
            break;
        }
        TARGET(BUILD_SET_FROM_CONSTANTS) {
            SAVE();
            EXPECT_KIND(stack[sp - 1], Tuple);
            Value s = set_from_constant_display(*this, stack[sp - 1]);
            ERROR_IF(s.is_error());
            stack[sp - 1] = s;
            break;
        }
        TARGET(SET_UPDATE) {
            SAVE();
            Value it = stack[sp - 1];
            Value set = stack[sp - 1 - arg];
            EXPECT_KIND(set, Set);
            // set_update_internal: another set merges (CPython's slot order), others add in turn.
            ERROR_IF(!set_update(*this, set, it));
            --sp;
            break;
        }
        TARGET(DICT_UPDATE)
        TARGET(DICT_MERGE) {
            SAVE();
            Value src = stack[sp - 1];
            Value dst = stack[sp - 1 - arg];
            EXPECT_KIND(dst, Dict);
            // A call's ** argument: the stack holds the callee, the positional list, the dict, src.
            if (op == Op::DICT_MERGE) ERROR_IF(!merge_call_kwargs(*this, stack[sp - 3 - arg], dst, src));
            else ERROR_IF(!merge_mapping(dst, src, false));
            --sp;
            break;
        }
        TARGET(LIST_TO_TUPLE) {
            EXPECT_KIND(TOP(), List);
            TOP() = new_tuple(std::move(as<ListObject>(TOP()).items));
            break;
        }
        TARGET(FORMAT_VALUE) {
            SAVE();
            Value spec = (arg & 4) ? POP() : Value::none();
            if (!spec.is_none()) EXPECT_KIND(spec, Str);
            Value v = TOP();
            if (spec.is_none() && (arg & 3) != 3 && v.is_small_int()) {
                // The most common field, f"{i}": BUILD_STRING writes the digits itself when it
                // follows, else they go straight into a new str.
                if (arg & kFormatIntoBuild) break;
                char digits[24];
                auto res = std::to_chars(digits, digits + sizeof digits, v.as_small_int());
                TOP() = new_str(std::string_view(digits, size_t(res.ptr - digits)), uint32_t(res.ptr - digits), true);
                break;
            }
            switch (arg & 3) {
            case 1: v = str(v); break;
            case 2: v = repr(v); break;
            case 3: v = ascii(v); break;
            default: break;
            }
            ERROR_IF(v.is_error());
            if (spec.is_none() && is_str(v) && as<StrObject>(v).cls().is_none()) {
                TOP() = v;
                break;
            }
            Value r = format(v, spec.is_none() ? std::string_view() : std::string_view(str_of(spec)));
            ERROR_IF(r.is_error());
            TOP() = r;
            break;
        }
        TARGET(UNPACK_SEQUENCE) {
            SAVE();
            Value seq = POP();
            const std::vector<Value>* items = nullptr;
            std::vector<Value> collected;
            if (is_kind(seq, ObjKind::Tuple)) items = &as<TupleObject>(seq).items;
            else if (is_kind(seq, ObjKind::List)) items = &as<ListObject>(seq).items;
            else {
                frame->sp = sp;
                if (!collect_unpack(seq, collected, arg)) goto error;
                items = &collected;
            }
            if (items->size() != arg) {
                if (items->size() > arg)
                    raise(TypeId::ValueError, fmt::format("too many values to unpack (expected {})", arg));
                else
                    raise(TypeId::ValueError, fmt::format("not enough values to unpack (expected {}, got {})", arg, items->size()));
                goto error;
            }
            for (uint32_t i = arg; i-- > 0;) PUSH((*items)[i]);
            break;
        }
        TARGET(UNPACK_EX) {
            SAVE();
            uint32_t before = arg & 0xFF, after = arg >> 8;
            Value seq = POP();
            frame->sp = sp;
            std::vector<Value> items;
            ERROR_IF(!collect(seq, items));
            if (items.size() < before + after) {
                raise(TypeId::ValueError,
                      fmt::format("not enough values to unpack (expected at least {}, got {})", before + after, items.size()));
                goto error;
            }
            for (uint32_t i = 0; i < after; ++i) PUSH(items[items.size() - 1 - i]);
            std::vector<Value> middle(items.begin() + before, items.end() - after);
            PUSH(new_list(std::move(middle)));
            for (uint32_t i = before; i-- > 0;) PUSH(items[i]);
            break;
        }
        TARGET(JUMP)
            pc = arg;
            DISPATCH();
        TARGET(POP_JUMP_IF_FALSE)
        TARGET(POP_JUMP_IF_TRUE) {
            Value c = POP();
            int t;
            if (c.is_bool()) t = c.as_bool();
            else {
                SAVE();
                t = truthy(c);
                ERROR_IF(t < 0);
            }
            if ((op == Op::POP_JUMP_IF_TRUE) == (t == 1)) pc = arg;
            DISPATCH();
        }
        TARGET(POP_JUMP_IF_NONE)
            if (POP().is_none()) pc = arg;
            DISPATCH();
        TARGET(POP_JUMP_IF_NOT_NONE)
            if (!POP().is_none()) pc = arg;
            DISPATCH();
        TARGET(JUMP_IF_FALSE_OR_POP)
        TARGET(JUMP_IF_TRUE_OR_POP) {
            Value c = TOP();
            SAVE();
            int t = truthy(c);
            ERROR_IF(t < 0);
            if ((op == Op::JUMP_IF_TRUE_OR_POP) == (t == 1)) pc = arg;
            else --sp;
            break;
        }
        TARGET(GET_ITER)
        TARGET(GET_YIELD_FROM_ITER) {
            Value v = TOP();
            if (is_kind(v, ObjKind::Generator)) break;
            SAVE();
            // A generator marked as an iterable coroutine (the prelude's aw_ functions, as
            // CPython's types.coroutine) may delegate to a coroutine.
            if (op == Op::GET_YIELD_FROM_ITER && is_kind(v, ObjKind::Coroutine)) {
                if (code_ptr->flags & kCodeIterableCoroutine) break;
                raise(TypeId::TypeError, "cannot 'yield from' a coroutine object in a non-coroutine generator");
                goto error;
            }
            Value it = get_iter(v);
            ERROR_IF(it.is_error());
            TOP() = it;
            break;
        }
        TARGET(FOR_ITER) {
            Value it = TOP();
            if (is_kind(it, ObjKind::SeqIter)) {
                auto& si = as<SeqIterObject>(it);
                if (si.type == TypeId::ListIterator) {
                    if (!si.seq.is_none()) {
                        auto& items = as<ListObject>(si.seq).items;
                        if (si.index < int64_t(items.size())) {
                            // The body most likely reads the item (len(s), s.upper()), and a
                            // list's objects lie all over the arena: the one some iterations
                            // ahead is fetched now, so the loop does not wait on each in turn.
                            constexpr size_t kItemPrefetchDistance = 8;
                            size_t ahead = size_t(si.index) + kItemPrefetchDistance;
                            if (ahead < items.size() && items[ahead].is_object())
                                __builtin_prefetch(&heap.get(items[ahead].as_object()));
                            PUSH(items[size_t(si.index++)]);
                            DISPATCH();
                        }
                        si.seq = Value::none();
                    }
                    --sp;
                    pc = arg;
                    DISPATCH();
                }
                if (si.type == TypeId::RangeIterator) {
                    // index: the next value, stop: how many values are left.
                    if (si.stop > 0) {
                        PUSH(Value::fits_small_int(si.index) ? Value::small_int(si.index) : new_int(si.index));
                        si.index = int64_t(uint64_t(si.index) + uint64_t(si.step));
                        --si.stop;
                        DISPATCH();
                    }
                    if (si.stop == 0) {
                        --sp;
                        pc = arg;
                        DISPATCH();
                    }
                    // stop < 0: a range past int64, stepped by iter_next below.
                }
            }
            SAVE();
            if (is_kind(it, ObjKind::Generator)) {
                frame->sp = sp;
                int r = resume_generator(it, Value::none(), sp, FrameReturn::GenForIter);
                ERROR_IF(r < 0);
                if (r == 0) {
                    // Already finished: the loop ends.
                    --sp;
                    pc = arg;
                    DISPATCH();
                }
                if (ConsumerLoopShape shape = match_consumer_loop(instructions, code_ptr->instructions.size(), pc);
                    shape.kind != ConsumerLoop::None) {
                    Frame& g = FRAME;
                    g.consumer_loop = uint8_t(shape.kind);
                    g.loop_var = shape.var;
                    g.loop_acc = shape.acc;
                    g.loop_charge = shape.charge;
                }
                RELOAD();
                DISPATCH();
            }
            Value v = iter_next(it);
            ERROR_IF(v.is_error());
            if (v.is_undefined()) {
                --sp;
                pc = arg;
                DISPATCH();
            }
            PUSH(v);
            DISPATCH();
        }
        TARGET(CALL)
        TARGET(CALL_KW)
        TARGET(CALL_METHOD)
        TARGET(CALL_METHOD_KW) {
            Value kwnames = Value::none();
            uint32_t nargs = arg;
            if (op == Op::CALL_KW || op == Op::CALL_METHOD_KW) {
                kwnames = POP();
                EXPECT_KIND(kwnames, Tuple);
                for (Value n : as<TupleObject>(kwnames).items) EXPECT_KIND(n, Str);
                if (as<TupleObject>(kwnames).items.size() > nargs) EXPECT_KIND(Value::none(), Tuple);
            }
            uint32_t args_base = sp - nargs;
            uint32_t ret_slot;
            Value callable;
            if (op == Op::CALL_METHOD || op == Op::CALL_METHOD_KW) {
                ret_slot = args_base - 2;
                callable = stack[ret_slot];
                if (!stack[args_base - 1].is_undefined()) {
                    --args_base;
                    ++nargs;
                }
            } else {
                ret_slot = args_base - 1;
                callable = stack[ret_slot];
            }
            SAVE();
            frame->sp = sp;
            if (kwnames.is_none() && is_kind(callable, ObjKind::Function)) {
                // The common call: a plain function or closure, exactly its positional
                // parameters, no cells of its own.
                const auto& fn = as<FunctionObject>(callable);
                const Code& c = code(fn.program, fn.code);
                if (c.is_simple() && c.argcount == nargs && m_frames.size() < m_limits.max_recursion_depth) {
                    ensure_stack(size_t(args_base) + c.frame_size() + 8);
                    uint32_t nlocals = uint32_t(c.varnames.size());
                    for (uint32_t i = nargs; i < nlocals; ++i) stack[args_base + i] = Value::undefined();
                    uint32_t nfree = uint32_t(c.freevars.size());
                    if (nfree) {
                        // MAKE_FUNCTION checked that the closure is a tuple of nfree cells.
                        const auto& cells = as<TupleObject>(fn.closure).items;
                        for (uint32_t i = 0; i < nfree; ++i) stack[args_base + nlocals + i] = cells[i];
                    }
                    m_frames.push_back(
                        function_frame(callable, fn, args_base, args_base + nlocals + nfree, ret_slot, FrameReturn::Push));
                    RELOAD();
                    DISPATCH();
                }
            }
            if (kwnames.is_none() && nargs == 1 && callable.is_type() &&
                callable.as_type_id() == uint32_t(TypeId::Str) && stack[args_base].is_small_int()) {
                // str(n), as in 'k' + str(n): the digits, with no call machinery.
                Value v = str(stack[args_base]);
                if (v.is_error()) goto error;
                stack[ret_slot] = v;
                sp = ret_slot + 1;
                frame->sp = sp;
                DISPATCH();
            }
            if (kwnames.is_none() && callable.is_builtin() && nargs <= 8) {
                // A built-in function or method (s.upper(), out.append(x)) that Vm::invoke has no
                // special handling for: called from here, with a copy of its arguments (the
                // value stack may move if it runs Python code; the originals stay below sp, so
                // the collector still sees them).
                const NativeFunction& nf = natives.function(callable.as_builtin_id());
                static const uint32_t len_id = native_registry().builtin("len").as_builtin_id();
                if (nf.invoke_special && callable.as_builtin_id() == len_id && nargs == 1) {
                    // len() of a plain str, list, tuple or dict: the most frequent built-in call.
                    if (int64_t n = plain_len(*this, stack[args_base]); n >= 0) {
                        stack[ret_slot] = new_int(n);
                        sp = ret_slot + 1;
                        frame->sp = sp;
                        DISPATCH();
                    }
                }
                if (!nf.invoke_special) {
                    Value held[8];
                    for (uint32_t i = 0; i < nargs; ++i) held[i] = stack[args_base + i];
                    CallArgs call_args;
                    call_args.pos = std::span<const Value>(held, nargs);
                    Value v = nf.fn(*this, call_args);
                    if (v.is_error()) goto error;
                    if (!v.is_tail_call()) {
                        stack[ret_slot] = v;
                        frame->sp = ret_slot + 1;
                        RELOAD();
                        CHECK_MEMORY();
                        DISPATCH();
                    }
                    // It handed its work to a Python function (the prelude's): call that instead.
                    take_tail_call(ret_slot, callable, args_base, nargs);
                }
            }
            Invoke r = invoke(callable, ret_slot, args_base, nargs, kwnames);
            if (r == Invoke::Error) goto error;
            if (r == Invoke::Paused) EXIT_RUN(RunStatus::HostCall);
            RELOAD();
            if (m_resume_with_error) {
                // gen.throw(exc): the generator frame is pushed; raise exc where it is suspended.
                m_resume_with_error = false;
                goto resume_error;
            }
            CHECK_MEMORY();
            DISPATCH();
        }
        TARGET(CALL_EX) {
            SAVE();
            Value kwargs = (arg & 1) ? POP() : Value::none();
            if (arg & 1) EXPECT_KIND(kwargs, Dict);   // the compiler merges ** arguments into a fresh dict
            Value args = POP();
            uint32_t ret_slot = sp - 1;
            Value callable = stack[ret_slot];
            frame->sp = sp;
            Invoke r = invoke_ex(callable, ret_slot, args, kwargs);
            if (r == Invoke::Error) goto error;
            if (r == Invoke::Paused) EXIT_RUN(RunStatus::HostCall);
            RELOAD();
            if (m_resume_with_error) {
                m_resume_with_error = false;
                goto resume_error;
            }
            CHECK_MEMORY();
            break;
        }
        TARGET(MAKE_FUNCTION) {
            SAVE();
            uint32_t code_index = arg >> 4;
            auto fn = std::make_unique<FunctionObject>();
            fn->program = frame->program;
            fn->code = code_index;
            fn->globals = frame->globals;
            fn->closure = (arg & kHasClosure) ? POP() : Value::none();
            fn->annotations = (arg & kHasAnnotations) ? POP() : Value::none();
            fn->kwdefaults = (arg & kHasKwDefaults) ? POP() : Value::none();
            fn->defaults = (arg & kHasDefaults) ? POP() : Value::none();
            const Code& target = code(frame->program, code_index);
            {
                // The function's call path trusts these shapes.
                bool ok = fn->defaults.is_none() || is_kind(fn->defaults, ObjKind::Tuple);
                ok = ok && (fn->kwdefaults.is_none() || is_kind(fn->kwdefaults, ObjKind::Dict));
                ok = ok && (fn->annotations.is_none() || is_kind(fn->annotations, ObjKind::Dict));
                if (target.freevars.empty()) ok = ok && fn->closure.is_none();
                else {
                    ok = ok && is_kind(fn->closure, ObjKind::Tuple) &&
                         as<TupleObject>(fn->closure).items.size() == target.freevars.size();
                    if (ok)
                        for (Value c : as<TupleObject>(fn->closure).items) ok = ok && is_kind(c, ObjKind::Cell);
                }
                if (!ok) {
                    raise(TypeId::SystemError, "invalid bytecode: bad MAKE_FUNCTION operands");
                    goto error;
                }
            }
            fn->name = interned(target.name);
            fn->qualname = interned(target.qualname);
            fn->attrs = Value::none();
            PUSH(Value::object(heap.adopt(std::move(fn))));
            break;
        }
        TARGET(RETURN_VALUE) {
            Value v = POP();
            if (frame->on_return == uint8_t(FrameReturn::Push) && frame->generator.is_none() && m_frames.size() > 1) {
                // A plain call's return: the result goes to the caller's stack.
                uint32_t ret_slot = frame->ret_slot;
                m_frames.pop_back();
                stack[ret_slot] = v;
                frame->sp = ret_slot + 1;
                RELOAD();
                DISPATCH();
            }
            SAVE();
            ReturnOutcome r = return_from_frame(v, floor);
            if (r == ReturnOutcome::Error) goto error_after_return;
            if (r == ReturnOutcome::StopRun) EXIT_RUN(RunStatus::Finished);
            RELOAD();
            DISPATCH();
        }
        TARGET(YIELD_VALUE) {
            Value v = POP();
            if (frame->consumer_loop != 0 && budget >= uint64_t(frame->loop_charge) + kKeepTakenExtra) {
                if (uint32_t charged = yield_in_place(v)) {
                    budget -= charged;
                    PUSH(Value::none());   // what the consumer's FOR_ITER sends back
                    DISPATCH();
                }
            }
            SAVE();
            ReturnOutcome r = yield_from_frame(v, floor, true);
            if (r == ReturnOutcome::Error) goto error_after_return;
            if (r == ReturnOutcome::StopRun) EXIT_RUN(RunStatus::Finished);
            RELOAD();
            break;
        }
        TARGET(YIELD_FROM) {
            Value sent = POP();
            Value it = TOP();
            SAVE();
            frame->pc = pc - 1;   // come back here until the sub-iterator is exhausted
            if (is_kind(it, ObjKind::Generator) || is_kind(it, ObjKind::Coroutine)) {
                int r = resume_generator(it, sent, sp, FrameReturn::GenYieldFrom);
                if (r < 0) {
                    frame->pc = pc;
                    goto error;
                }
                if (r == 0) {
                    TOP() = m_last_return;
                    frame->pc = pc;
                    break;
                }
                RELOAD();
                break;
            }
            Value v = yield_from_step(*this, it, sent);
            if (v.is_error()) {
                frame->pc = pc;
                // The sub-iterator's StopIteration ends the delegation with its value.
                if (!exception_matches(TypeId::StopIteration)) goto error;
                TOP() = stop_iteration_value(*this, take_exception());
                break;
            }
            if (v.is_undefined()) {
                TOP() = Value::none();
                frame->pc = pc;
                break;
            }
            // Yield the item from this generator; when resumed, YIELD_FROM runs again.
            frame->sp = sp;
            {
                ReturnOutcome r = yield_from_frame(v, floor);
                if (r == ReturnOutcome::Error) goto error_after_return;
                if (r == ReturnOutcome::StopRun) EXIT_RUN(RunStatus::Finished);
            }
            RELOAD();
            break;
        }
        TARGET(RAISE_VARARGS) {
            SAVE();
            if (arg == 0) {
                if (m_handled.is_none()) {
                    raise(TypeId::RuntimeError, "No active exception to reraise");
                    goto error;
                }
                // A bare `raise` re-raises with the traceback as it is (CPython's do_raise()
                // goes straight to unwinding): no entry for this line, so an except* clause's
                // re-raise still carries the traceback of the group it came from.
                m_exception = m_handled;
                goto reraise;
            }
            Value cause = arg == 2 ? POP() : Value::undefined();
            Value exc = POP();
            frame->sp = sp;
            ERROR_IF(!do_raise(exc, cause));
            goto error;
        }
        TARGET(PUSH_EXC_INFO) {
            Value exc = TOP();
            TOP() = m_handled;
            PUSH(exc);
            m_handled = exc;
            break;
        }
        TARGET(POP_EXCEPT)
            m_handled = POP();
            break;
        TARGET(CHECK_EXC_MATCH) {
            SAVE();
            Value type = POP();
            Value exc = TOP();
            int r = exception_match(exc, type);
            ERROR_IF(r < 0);
            PUSH(Value::boolean(r == 1));
            break;
        }
        TARGET(RERAISE) {
            Value exc = POP();
            SAVE();
            m_exception = exc;
            goto reraise;
        }
        TARGET(BEFORE_WITH) {
            SAVE();
            Value mgr = TOP();
            Value exit_fn = get_attr(mgr, "__exit__");
            Value enter_fn;
            if (exit_fn.is_error()) {
                take_exception();
                raise(TypeId::TypeError, fmt::format("'{}' object does not support the context manager protocol", type_name(mgr)));
                goto error;
            }
            enter_fn = get_attr(mgr, "__enter__");
            if (enter_fn.is_error()) {
                take_exception();
                raise(TypeId::TypeError, fmt::format("'{}' object does not support the context manager protocol", type_name(mgr)));
                goto error;
            }
            TOP() = exit_fn;
            frame->sp = sp;
            Invoke r = invoke(enter_fn, sp, sp, 0, Value::none());
            if (r == Invoke::Error) goto error;
            if (r == Invoke::Paused) EXIT_RUN(RunStatus::HostCall);
            RELOAD();
            break;
        }
        TARGET(WITH_EXCEPT_START) {
            // exit_fn prev_exc exc -> exit_fn prev_exc exc result
            Value exc = stack[sp - 1];
            Value exit_fn = stack[sp - 3];
            SAVE();
            stack[sp] = type_of(exc);
            stack[sp + 1] = exc;
            stack[sp + 2] = Value::none();
            frame->sp = sp + 3;
            Invoke r = invoke(exit_fn, sp, sp, 3, Value::none());
            if (r == Invoke::Error) goto error;
            if (r == Invoke::Paused) EXIT_RUN(RunStatus::HostCall);
            RELOAD();
            break;
        }
        TARGET(LOAD_ASSERTION_ERROR)
            PUSH(Value::type(uint32_t(TypeId::AssertionError)));
            break;
        TARGET(LOAD_BUILD_CLASS)
            PUSH(Value::builtin(build_class_id()));
            break;
        TARGET(IMPORT_NAME) {
            SAVE();
            Value m = import_module(code_ptr->names[arg]);
            ERROR_IF(m.is_error());
            PUSH(m);
            break;
        }
        TARGET(IMPORT_FROM) {
            SAVE();
            Value m = TOP();
            EXPECT_KIND(m, Module);
            Value v = import_from(m, names[arg]);
            ERROR_IF(v.is_error());
            PUSH(v);
            break;
        }
        TARGET(IMPORT_STAR) {
            SAVE();
            Value m = TOP();
            EXPECT_KIND(m, Module);
            // Only module-level code imports * (the compiler refuses it elsewhere, as CPython).
            Value ns = frame->locals_dict.is_none() ? frame->globals : frame->locals_dict;
            EXPECT_KIND(ns, Dict);
            ERROR_IF(!import_star(m, ns));
            --sp;
            break;
        }
        TARGET(PRINT_EXPR) {
            SAVE();
            Value v = POP();
            frame->sp = sp;
            if (!v.is_none()) {
                Value r = repr(v);
                ERROR_IF(r.is_error());
                ERROR_IF(!write_output(str_of(r)) || !write_output("\n"));
                dict_set(frame->globals, interned("_"), v);
            }
            break;
        }
        TARGET(SET_RESULT)
            m_result = POP();
            break;
        // Pattern matching: the checks live in vm/ops_match.cpp.
        TARGET(COPY) {
            Value v = stack[sp - arg];
            PUSH(v);
            DISPATCH();
        }
        TARGET(SWAP)
            std::swap(stack[sp - 1], stack[sp - arg]);
            DISPATCH();
        TARGET(GET_LEN) {
            SAVE();
            std::optional<int64_t> n = length(TOP());
            ERROR_IF(!n);
            PUSH(new_int(*n));
            break;
        }
        TARGET(MATCH_SEQUENCE)
        TARGET(MATCH_MAPPING)
            PUSH(Value::boolean(op == Op::MATCH_SEQUENCE ? match_is_sequence(*this, TOP()) : match_is_mapping(*this, TOP())));
            DISPATCH();
        TARGET(MATCH_KEYS)
        TARGET(MATCH_CLASS) {
            SAVE();
            Value r = op == Op::MATCH_KEYS ? match_keys(*this, stack[sp - 2], stack[sp - 1])
                                           : match_class(*this, stack[sp - 3], stack[sp - 2], arg, stack[sp - 1]);
            ERROR_IF(r.is_error());
            if (op == Op::MATCH_CLASS) sp -= 3;
            PUSH(r);
            break;
        }
        TARGET(GET_AWAITABLE) {
            SAVE();
            Value it = get_awaitable(TOP(), arg);
            ERROR_IF(it.is_error());
            TOP() = it;
            break;
        }
        TARGET(GET_AITER) {
            SAVE();
            Value r = get_async_iter(TOP());
            ERROR_IF(r.is_error());
            TOP() = r;
            break;
        }
        TARGET(GET_ANEXT) {
            SAVE();
            Value r = get_async_next(TOP());
            ERROR_IF(r.is_error());
            PUSH(r);
            break;
        }
        TARGET(END_ASYNC_FOR) {
            // The loop's __anext__ raised: StopAsyncIteration ends it, anything else propagates.
            Value exc = POP();
            --sp;
            SAVE();
            if (isinstance(exc, TypeId::StopAsyncIteration)) break;
            m_exception = exc;
            goto reraise;   // its traceback already names where it was raised
        }
        TARGET(BEFORE_ASYNC_WITH) {
            SAVE();
            Value mgr = TOP();
            Value exit_fn = get_attr(mgr, "__aexit__");
            Value enter_fn;
            if (!exit_fn.is_error()) enter_fn = get_attr(mgr, "__aenter__");
            if (exit_fn.is_error() || enter_fn.is_error()) {
                take_exception();
                raise(TypeId::TypeError, fmt::format("'{}' object does not support the asynchronous context manager protocol", type_name(mgr)));
                goto error;
            }
            TOP() = exit_fn;
            frame->sp = sp;
            Invoke r = invoke(enter_fn, sp, sp, 0, Value::none());
            if (r == Invoke::Error) goto error;
            if (r == Invoke::Paused) EXIT_RUN(RunStatus::HostCall);
            RELOAD();
            break;
        }
        TARGET(CHECK_EG_MATCH) {
            // exc slot type -> exc pair. A group's split() is called (it may be Python: derive(),
            // a subclass's own split) with the receiver in `slot` and its result left there.
            SAVE();
            Value type = TOP();
            Value exc = PEEK(3);
            ERROR_IF(!except_star_type_valid(*this, type));
            Value pair = except_star_match(*this, exc, type);
            ERROR_IF(pair.is_error());
            if (!pair.is_undefined()) {
                --sp;
                TOP() = pair;
                break;
            }
            Value split = get_attr(exc, "split");
            ERROR_IF(split.is_error());
            Invoke r = invoke(split, sp - 2, sp - 1, 1, Value::none());
            if (r == Invoke::Error) goto error;
            if (r == Invoke::Paused) EXIT_RUN(RunStatus::HostCall);
            RELOAD();
            break;
        }
        TARGET(UNPACK_EG_MATCH) {
            // exc pair -> rest match, or exc None when nothing matched.
            Value pair = TOP();
            if (pair.is_none()) break;
            SAVE();
            Value match, rest;
            ERROR_IF(!except_star_unpack(*this, pair, match, rest));
            if (match.is_none()) {
                TOP() = Value::none();
                break;
            }
            PEEK(2) = rest;
            TOP() = match;
            m_handled = match;   // sys.exception() in the clause, and the context of what it raises
            break;
        }
        TARGET(PREP_RERAISE_STAR) {
            // orig excs -> exc|None. Re-raised parts keep the group's nesting: the prelude's
            // except_star_reraise(orig, (raised, reraised)) builds that, its result left in orig's slot.
            SAVE();
            EXPECT_KIND(TOP(), List);
            Value parts = Value::none();
            Value r = except_star_reraise(*this, PEEK(2), TOP(), parts);
            ERROR_IF(r.is_error());
            if (!r.is_undefined()) {
                --sp;
                TOP() = r;
                break;
            }
            Value fn = prelude_function("except_star_reraise");
            ERROR_IF(fn.is_error());
            TOP() = parts;
            Invoke inv = invoke(fn, sp - 2, sp - 2, 2, Value::none());
            if (inv == Invoke::Error) goto error;
            if (inv == Invoke::Paused) EXIT_RUN(RunStatus::HostCall);
            RELOAD();
            break;
        }
        case Op::COUNT_:
        invalid_opcode:
            SAVE();
            raise(TypeId::SystemError, fmt::format("invalid bytecode: unknown opcode {}", int(op)));
            goto error;
        }
        continue;

    resume_error:
        // The current frame was resumed to raise m_exception where it is suspended. Suspended in
        // a `yield from` or `await`, the exception goes to the sub-iterator first, as CPython's
        // gen.throw() does, all the way down the chain of delegation.
        if (!frame->generator.is_none() && frame->pc < code_ptr->instructions.size() &&
            Op(instructions[frame->pc] & 0xFF) == Op::YIELD_FROM) {
            Value sub = stack[sp - 1];
            if (isinstance(m_exception, TypeId::GeneratorExit)) {
                // close(): the sub-iterator is closed first (its own cleanup runs, in a nested
                // run), then GeneratorExit is raised here, or whatever closing it raised.
                Value exc = take_exception();
                m_native_roots.push_back(exc);
                Value closed = Value::none();
                if (is_kind(sub, ObjKind::Generator) || is_kind(sub, ObjKind::Coroutine)) {
                    closed = generator_close(sub);
                } else if (sub.is_object() && !lookup_in_class(type_of(sub), "close").is_undefined()) {
                    closed = call_method_if_exists(sub, "close", {});
                }
                m_native_roots.pop_back();
                if (!closed.is_error()) m_exception = exc;
                RELOAD();
            } else if (is_kind(sub, ObjKind::Generator) || is_kind(sub, ObjKind::Coroutine)) {
                Value exc = m_exception;
                int r = resume_generator(sub, Value::none(), sp, FrameReturn::GenYieldFrom, false);
                if (r > 0) {
                    m_exception = exc;
                    RELOAD();
                    goto resume_error;
                }
                // r == 0: the sub-generator already finished, so the exception is raised here;
                // r < 0: resuming failed and that error is raised here instead.
            } else {
                Value thrower = sub.is_object() ? lookup_in_class(type_of(sub), "throw") : Value::undefined();
                if (!thrower.is_undefined()) {
                    Value exc = take_exception();
                    Value args[] = {exc};
                    Value y = call_method_if_exists(sub, "throw", args);
                    if (y.is_error()) {
                        if (exception_matches(TypeId::StopIteration)) {
                            // The sub-iterator finished: its value is the result of the delegation.
                            Value stop = take_exception();
                            Value sargs = as<ExceptionObject>(stop).args;
                            stack[sp - 1] = is_kind(sargs, ObjKind::Tuple) && !as<TupleObject>(sargs).items.empty()
                                                ? as<TupleObject>(sargs).items[0] : Value::none();
                            pc = frame->pc + 1;
                            DISPATCH();
                        }
                    } else {
                        ReturnOutcome yr = yield_from_frame(y, floor);
                        if (yr == ReturnOutcome::Error) goto error_after_return;
                        if (yr == ReturnOutcome::StopRun) EXIT_RUN(RunStatus::Finished);
                        RELOAD();
                        DISPATCH();
                    }
                }
            }
        }
        pc = frame->pc;
        sp = frame->sp;
    error:
        // An exception was raised by the instruction at pc-1 of the current frame.
        SAVE();
        if (!m_limit_exceeded.empty()) EXIT_RUN(RunStatus::LimitExceeded);
        add_traceback(m_exception, *frame, pc - 1);
    reraise:
        for (;;) {
            code_ptr = &code(frame->program, frame->code);
            const ExceptionTableEntry* h = find_handler(*code_ptr, frame->pc - 1);
            if (h) {
                uint32_t nslots = uint32_t(code_ptr->varnames.size() + code_ptr->cellvars.size() + code_ptr->freevars.size());
                frame->sp = frame->base + nslots + h->depth;
                m_stack[frame->sp++] = m_exception;
                m_exception = Value::none();
                frame->pc = h->handler;
                RELOAD();
                break;
            }
            // No handler here: the frame is abandoned and the exception moves to the caller.
            if (!unwind_frame(floor)) EXIT_RUN(RunStatus::Error);
            Frame& caller = FRAME;
            add_traceback(m_exception, caller, caller.pc - 1);
        }
        continue;
    error_after_return:
        // The frame that returned is gone; the error belongs to the caller's current instruction.
        add_traceback(m_exception, *frame, frame->pc - 1);
        goto reraise;

    }
#undef frame
#undef stack
#undef FRAME
#undef EXIT_RUN
#undef TARGET
#undef DISPATCH
#undef BASILISK_THREADED_DISPATCH
}

}  // namespace basilisk::vm
