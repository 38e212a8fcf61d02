#pragma once
// One execution's virtual machine: its heap, frame stack, value stack, globals and exception
// state. Nothing here is shared with another Vm: two executions never see each other.
//
// Error convention (CPython's): a native operation that fails sets the pending exception with
// raise() and returns Value::error() (or false / std::nullopt / -1 where it returns those).
// Callers check and propagate; nothing is thrown across the interpreter loop.
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "vm/code.h"
#include "vm/heap.h"
#include "vm/objects.h"
#include "vm/opcodes.h"

namespace basilisk::vm {

class NativeRegistry;

class Vm;
struct ModuleDef;   // vm/native.h: one entry of the built-in module table

// A call's arguments as native code sees them: positional values, then keyword values with
// their names (str values).
struct CallArgs {
    std::span<const Value> pos;
    std::span<const Value> kw_values;
    std::span<const Value> kw_names;
    size_t size() const { return pos.size(); }
    Value operator[](size_t i) const { return pos[i]; }
};

using NativeFn = Value (*)(Vm&, const CallArgs&);

// What happens when a frame returns (Frame::on_return).
enum class FrameReturn : uint8_t {
    Push = 0,          // push the value onto the caller's stack (a normal call)
    InitResult,        // __init__: must return None; the caller gets the instance (kept below)
    Stop,              // end of a nested run started by native code: hand the value back to C++
    ClassBody,         // class body: build the class from the namespace
    GenForIter,        // generator resumed by FOR_ITER: exhaustion pops the iterator and jumps
    GenNext,           // generator resumed by next()/send(): exhaustion raises StopIteration
    GenYieldFrom,      // generator resumed by YIELD_FROM in a delegating generator
    GenStop,           // generator resumed from native code (nested run)
    ClassHook,         // __set_name__ / __init_subclass__ while a class is made (vm/class_hooks.cpp)
    NewResult,         // a Python __new__: its result is the instance, then __init__ (vm/instances.cpp)
};
inline constexpr uint8_t kLastFrameReturn = uint8_t(FrameReturn::NewResult);

// Resource limits (DESIGN.md decision 8). Zero means unlimited.
struct Limits {
    uint64_t max_instructions = 0;
    uint64_t max_duration_ms = 0;
    uint64_t max_memory_bytes = 0;
    uint64_t max_allocations = 0;
    uint32_t max_recursion_depth = 1000;
    uint64_t max_output_bytes = 0;
    // Host calls (sync and async) one execution may make; the call past it raises
    // RuntimeError("host call limit reached: N") where it is made.
    uint64_t max_host_calls = 0;
};

// What the host tells an execution about the outside world at start (DESIGN.md decision 6),
// recorded in snapshots so a restored execution sees the same world: the clock's instant (the
// time and datetime modules raise when there is none) and the seed of unseeded random
// generators (the host's, or one drawn from the OS at start).
struct HostWorld {
    bool has_clock = false;
    int64_t now_us = 0;   // microseconds since 1970-01-01T00:00:00Z
    uint64_t seed = 0;
};

// The value stack's first part sits inside the Vm, so a short run mallocs none; past that it
// grows like std::vector (a growth moves it: the interpreter addresses it by index and reloads
// its pointers after anything that can grow it). The frame stack stays a std::vector: boost's
// push_back is not inlined, and every Python call pushes a frame (fib ran 40% slower).
using ValueStack = boost::container::small_vector<Value, 64>;
using FrameStack = std::vector<Frame>;

// Why run() returned.
enum class RunStatus : uint8_t { Finished, Error, HostCall, LimitExceeded };

class Vm {
public:
    Vm();
    ~Vm();
    Vm(const Vm&) = delete;
    Vm& operator=(const Vm&) = delete;

    // The built-in functions and methods (immutable, shared by every execution): held here so
    // a call does not go through native_registry()'s initialisation guard.
    const NativeRegistry& natives;

    Heap heap;

    // ---- Programs and running --------------------------------------------------------------
    // Registers a program; returns its index.
    uint32_t add_program(ProgramRef program);
    const Program& program(uint32_t index) const { return *m_programs[index]; }
    const Code& code(uint32_t program, uint32_t code) const { return m_programs[program]->codes[code]; }
    // Starts the module body of `program` in `globals` (a dict; a fresh one if None).
    void start_module(uint32_t program, Value globals = Value::none());
    // Runs until the module finishes, raises out of the top frame, pauses at a host call, or
    // exceeds a limit.
    RunStatus run();
    Value module_globals() const { return m_module_globals; }
    Value result() const { return m_result; }               // SET_RESULT's value
    Value uncaught_exception() const { return m_exception; }
    Limits& limits() { return m_limits; }
    // exit() and quit() exist only where CPython's site module would add them (`basilisk run`);
    // an embedding has no process to end, so there they stay NameErrors.
    void enable_site_builtins() { m_site_builtins = true; }

    // Host functions: names that pause the execution when called (see interp/).
    std::function<bool(std::string_view)> is_host_function;
    // Host functions declared async: calling one does not pause; it records the call and
    // returns a future (asyncio's _host_call). The event loop pauses when no task can run,
    // calling the host function named kAsyncWaitName (see interp/).
    std::function<bool(std::string_view)> is_async_host_function;
    static constexpr std::string_view kAsyncWaitName = "<asyncio wait>";
    // An attribute of a module this execution imported; undefined() when not imported or absent.
    Value loaded_module_attr(std::string_view module, std::string_view name);
    // asyncio's tables of async host calls (_host_new, _host_pending, _host_calls); undefined()
    // before asyncio is imported. Read at every async pause, so found through cached names.
    enum class AsyncioTable : uint8_t { New, Pending, Calls };
    Value asyncio_table(AsyncioTable which);
    // The host switched string methods off (interp's feature policy): the compiler rejects the
    // names it can see, this catches the rest (getattr(s, 'upper'), s.count(...), str.join).
    bool string_methods_disabled = false;
    HostWorld world;
    // Text printed by the program; the embedder drains it.
    std::string& output() { return m_output; }
    // Appends program output. False, with the max_output_bytes limit error (and the output cut
    // at the limit), when it does not fit.
    bool write_output(std::string_view text);
    // Whether `pending` more bytes of output fit the output limit (print checks as it builds).
    bool output_fits(size_t pending) const;

    // ---- Object creation ---------------------------------------------------------------------
    Value new_str(std::string_view s);
    // For callers that know the text's length in code points and whether it is ASCII: no scan.
    Value new_str(std::string_view s, uint32_t code_points, bool ascii);
    // A str of `n` bytes that the caller writes through `out` at once, before anything else can
    // allocate or collect (the object is not yet reachable from any root).
    Value new_str_uninit(size_t n, uint32_t code_points, bool ascii, char*& out);
    Value new_bytes(std::string data);
    Value new_int(int64_t i);
    Value new_int(const num::BigInt& i);   // small when it fits
    Value new_float(double d) { return Value::from_double(d); }
    Value new_list(std::vector<Value> items = {});
    Value new_tuple(std::vector<Value> items = {});
    Value new_dict();
    Value new_set(bool frozen = false);
    Value new_bound_method(Value self, Value func);
    Value interned(std::string_view s);   // a str shared per execution (names, keywords)

    template <class T>
    T& as(Value v) const { return heap.as<T>(v.as_object()); }
    ObjKind kind_of(Value v) const { return heap.get(v.as_object()).kind; }
    bool is_kind(Value v, ObjKind k) const { return v.is_object() && kind_of(v) == k; }
    // A generator, coroutine or async generator: an object that owns a suspended frame.
    bool is_frame_object(Value v) const {
        if (!v.is_object()) return false;
        ObjKind k = kind_of(v);
        return k == ObjKind::Generator || k == ObjKind::Coroutine || k == ObjKind::AsyncGenerator;
    }
    bool is_str(Value v) const { return is_kind(v, ObjKind::Str); }
    bool is_int(Value v) const { return v.is_small_int() || v.is_bool() || is_kind(v, ObjKind::BigInt); }
    std::string_view str_of(Value v) const { return as<StrObject>(v).text(); }
    // A float, plain or an instance of a `class X(float)`.
    bool is_float(Value v) const { return v.is_float() || is_kind(v, ObjKind::Float); }
    // The plain float of a float subclass instance (what float.__float__ gives); any other value
    // unchanged. Native float paths call it on their operands so that subclass instances behave
    // as their value wherever the class does not override the method.
    Value plain_float(Value v) const {
        return is_kind(v, ObjKind::Float) ? Value::from_double(as<FloatSubObject>(v).value) : v;
    }
    num::BigInt bigint_of(Value v) const;   // v is an int (small, bool or big)

    // ---- Types -------------------------------------------------------------------------------
    Value type_of(Value v) const;                 // a Type value or a heap class
    std::string type_name(Value v) const;         // "int", "Foo"
    std::string class_name(Value cls) const;      // name of a type value or heap class
    TypeId builtin_type_of(Value v) const;        // nearest built-in type (layout)
    bool is_subclass(Value cls, Value ancestor) const;
    bool isinstance(Value v, Value cls) const { return is_subclass(type_of(v), cls); }
    bool isinstance(Value v, TypeId t) const { return is_subclass(type_of(v), Value::type(uint32_t(t))); }
    // The MRO of a type value or heap class.
    std::vector<Value> mro_of(Value cls) const;
    // Looks `name` up along the MRO of `cls` (class attributes and built-in methods);
    // undefined() when absent. Never raises.
    Value lookup_in_class(Value cls, std::string_view name) const;
    // The same with a str value as the name: its cached hash makes each class-dict probe cheap.
    Value lookup_in_class(Value cls, Value name) const;
    // `name` defined by a class statement somewhere in cls's MRO (built-in types skipped);
    // undefined() when none does. For hooks such as __setattr__ whose built-in version is the
    // default behaviour.
    Value lookup_user_hook(Value cls, std::string_view name);
    Value lookup_user_hook(Value cls, Value name);   // name: an interned str (its hash is cached)

    // ---- Errors ------------------------------------------------------------------------------
    Value raise(TypeId type, std::string message);
    Value raise_value(Value exception);          // an exception instance, or a class to instantiate
    bool has_exception() const { return !m_exception.is_none(); }
    Value take_exception();                      // clears and returns the pending exception
    Value pending_exception() const { return m_exception; }
    bool exception_matches(TypeId type) const;   // the pending exception is an instance of type
    Value make_exception(TypeId type, std::string message);
    Value make_exception(Value cls, std::vector<Value> args);
    // "Traceback (most recent call last): ..." plus the final line, as CPython prints it.
    std::string format_traceback(Value exception);
    std::string format_exception_line(Value exception);   // "KeyError: 'x'"

    // ---- Generic operations (may run user code; error() / -1 / nullopt on exception) --------
    Value repr(Value v);                         // str value
    Value str(Value v);                          // str value
    std::optional<std::string> repr_string(Value v);
    std::optional<std::string> str_string(Value v);
    int truthy(Value v);                         // 1, 0, or -1
    std::optional<int64_t> hash(Value v);
    int equal(Value a, Value b);                 // 1, 0, or -1
    Value compare(Value a, Value b, CompareOp op);
    Value binary_op(Value a, Value b, BinaryOp op, bool inplace = false);
    Value unary_op(Value a, UnaryOp op);
    int contains(Value container, Value item);   // 1, 0, or -1
    Value format(Value v, std::string_view spec); // format(v, spec): str value (FORMAT_VALUE, format())
    Value get_item(Value container, Value key);
    bool set_item(Value container, Value key, Value value);
    bool del_item(Value container, Value key);
    Value get_attr(Value obj, Value name);       // name: str value
    Value get_attr(Value obj, std::string_view name) { return get_attr(obj, interned(name)); }
    bool set_attr(Value obj, Value name, Value value);
    bool object_set_attr(Value obj, Value name, Value value);   // object.__setattr__
    bool del_attr(Value obj, Value name);
    Value get_iter(Value v);
    // Next item; undefined() when exhausted (no exception pending), error() on exception.
    Value iter_next(Value iterator);
    std::optional<int64_t> length(Value v);
    // len()'s checks of the value a __len__ returned.
    std::optional<int64_t> length_from_dunder(Value r);
    // Calls any callable. Python functions run in a nested loop: they cannot pause for a host
    // call there (the host call raises RuntimeError instead).
    Value call(Value callable, std::span<const Value> args);
    Value call(Value callable, const CallArgs& args);
    // Calls obj.name(args) when the method exists; undefined() when it does not.
    Value call_method_if_exists(Value obj, std::string_view name, std::span<const Value> args);
    // Collects an iterable into a vector.
    bool collect(Value iterable, std::vector<Value>& out);
    // An index argument: an int or an object with __index__; TypeError otherwise.
    std::optional<int64_t> index_of(Value v, std::string_view what);

    // ---- Dicts and sets (keys hashed and compared with Python semantics) --------------------
    Value dict_get(Value dict, Value key);       // undefined() when missing, error() on error
    bool dict_set(Value dict, Value key, Value value);
    int dict_del(Value dict, Value key);         // 1 removed, 0 missing, -1 error
    Value dict_get_str(Value dict, std::string_view key);   // undefined() when missing
    int set_add(Value set, Value key);           // 1 ok, -1 error
    int set_contains(Value set, Value key);
    int set_discard(Value set, Value key);       // 1 removed, 0 missing, -1 error
    // CPython's set_merge of a set or frozenset into `set` (the slot order CPython leaves).
    bool set_merge(Value set, Value other);
    // Adds a dict's keys as CPython's set update does: one presize, then in insertion order.
    bool set_add_dict_keys(Value set, Value dict);

    // ---- The frame machinery (interpreter internals, also used by stdlib for pausable
    //      built-ins that hand work to Python code) ------------------------------------------
    FrameStack& frames() { return m_frames; }
    ValueStack& stack() { return m_stack; }
    uint32_t call_depth() const { return uint32_t(m_frames.size()); }
    Value handled_exception() const { return m_handled; }

    // Collects garbage now (roots: frames, stacks, globals, pending state).
    void collect_garbage();
    // Forgets what the VM derived for speed and keeps alive only for that (prelude function
    // objects, asyncio lookups). A snapshot does so first: it saves none of it, so the dumping
    // and the restored execution go on from the same state and stay byte-identical.
    void drop_derived_caches() const {
        m_prelude_functions.clear();
        m_asyncio = AsyncioNames{};
    }
    // Extra roots the embedder holds.
    std::vector<Value>& host_roots() { return m_host_roots; }

    // Per-execution state that the interpreter keeps.
    struct Pending {
        bool active = false;
        std::string function;
        std::vector<Value> args;
        std::vector<std::pair<std::string, Value>> kwargs;
        uint64_t call_id = 0;
        // An async host call awaited at once by the only task that could run (vm/awaited_host_call.cpp):
        // the host answers it as an async call, and an answer to it alone continues the task in place.
        bool awaited = false;
    };
    Pending& pending_call() { return m_pending_call; }
    uint64_t next_call_id() { return ++m_call_counter; }
    // Resumes after a host call: the call evaluates to `value` (or raises the pending exception
    // when `value` is error()).
    void resume_host_call(Value value);
    // Resumes a paused awaited async call (Pending::awaited) with the host's answer to it alone:
    // the `await` evaluates to `value` (or raises the pending exception when `value` is error()).
    void resume_awaited_host_call(Value value);
    // Resumes a paused awaited async call with a batch of answers that is not that one alone: the
    // call becomes asyncio's future after all (registered as already announced), the task awaits
    // it the ordinary way, and the event loop's next wait takes `answers` without pausing.
    void resume_awaited_host_call_later(Value answers);
    std::string limit_exceeded() const { return m_limit_exceeded; }
    // Ends the run with a limit error (`key` is the limit's name, e.g. "max_memory_bytes"): no
    // except clause of the program can catch it. Returns error() for convenience.
    Value fail_limit(std::string key);
    // Native loops that build big results (list(), sorted(), tuple(), set(), ...) call this every
    // few thousand items so the memory and duration limits hold inside one operation.
    // `pending_bytes`: memory the loop holds that the heap does not count yet. False, with the
    // limit recorded as fail_limit does, when a limit is exceeded.
    bool check_native_limits(size_t pending_bytes);
    // Native loops that need not allocate (`0.5 in range(10**18)`, sum(), any(), range.count())
    // call this once per element: every 4,096 elements it charges them as instructions and checks
    // every limit, so no budget is outrun inside one bytecode. False as check_native_limits.
    // Makes room for `extra` more items in a list's buffer, counting the growth against the memory
    // limit (the heap counts a buffer when its object is made and at collections, not as it grows:
    // `x.append(x)` allocates nothing). False, with the limit error or MemoryError, when too big.
    bool reserve_items(std::vector<Value>& items, size_t extra);
    // The same for a bytearray's buffer (append, extend, +=, slice assignment).
    bool reserve_bytes(std::string& data, size_t extra);
    // Before a dict or set table grows by `growth` bytes: false, with the limit error, when a
    // big growth would pass the memory limit (the growth itself is counted once it happens).
    bool check_table_growth(size_t growth);
    // Growths from this size on are checked against the memory limit before they happen;
    // smaller ones are only counted (the interpreter's periodic check sees them).
    static constexpr size_t kBigGrowthBytes = size_t(1) << 16;
    bool tick_native_loop() { return (++m_native_steps & 4095) != 0 || charge_native_steps(); }
    // How many bytecode instructions have run (EXTENDED_ARG prefixes not counted), plus the
    // charges of native loops (charge_native_steps: one per element, in blocks of 4,096).
    uint64_t instructions_run() const { return m_instructions; }

    // Resumes a generator from native code: the next value, undefined() when exhausted.
    Value generator_next(Value gen, Value sent = Value::none());
    Value generator_throw(Value gen, Value exception);
    // From a native function: `return vm.tail_call_prelude("name", args);` makes the call run the
    // prelude's Python function `name` instead, as an ordinary frame (so host calls inside it can
    // pause). Outside the interpreter's own call path it simply calls the function.
    Value tail_call_prelude(std::string_view name, std::vector<Value> args);
    Value prelude_function(std::string_view name);   // a function object of the prelude
    Value generator_close(Value gen);
    Value ascii(Value v);
    uint32_t build_class_id() const;

    // Native code that recurses into nested values (repr/str of containers, comparison, tuple
    // hash) brackets each level with these, so a 100,000-deep list raises RecursionError instead
    // of overflowing the C++ stack. enter_native_recursion raises (and returns false) when too deep.
    bool enter_native_recursion(const char* message);
    void leave_native_recursion() { --m_c_depth; }

private:
    friend struct SnapshotAccess;   // checkpoint/: reads and rebuilds the whole state
    enum class Invoke : uint8_t { Done, Pushed, Error, Paused };
    enum class ReturnOutcome : uint8_t { Continue, StopRun, Error };
    void trace_roots(Tracer& t) const;
    Value compare_unguarded(Value a, Value b, CompareOp op);
    std::span<const Value> constants_of(uint32_t program, uint32_t code);
    void ensure_stack(size_t n) {
        if (m_stack.size() < n) grow_stack(n);
    }
    void grow_stack(size_t n);
    RunStatus run_frames(size_t floor);
    bool check_limits();
    bool charge_native_steps();
    void add_traceback(Value exception, const Frame& f, uint32_t pc);
    Invoke invoke(Value callable, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames);
    bool invoke_special_builtin(uint32_t id, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames,
                                uint32_t nkw, Invoke& done);
    // A native returned Value::tail_call(): puts the Python callable it named and its arguments
    // at ret_slot, for the caller to invoke.
    void take_tail_call(uint32_t ret_slot, Value& callable, uint32_t& args_base, uint32_t& nargs);
    Invoke invoke_ex(Value callable, uint32_t ret_slot, Value args, Value kwargs);
    void prepend_argument(Value v, uint32_t ret_slot, uint32_t& args_base, uint32_t& nargs);
    Invoke invoke_function(Value func, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames, FrameReturn mode);
    Invoke instantiate(Value cls, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames);
    Value prepare_namespace(uint32_t args_base, uint32_t npos, Value kwnames, Value keywords);
    Invoke start_class_body(uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames);
    bool bind_arguments(const FunctionObject& fn, const Code& c, uint32_t base, uint32_t nargs, Value kwnames);
    // 1: a generator frame was pushed; 0: the generator was already finished; -1: error.
    int resume_generator(Value gen, Value sent, uint32_t ret_slot, FrameReturn mode, bool push_sent = true);
    ReturnOutcome return_from_frame(Value v, size_t floor);
    // own_value: the frame yields with YIELD_VALUE (an async generator's value for its consumer),
    // not on behalf of a sub-iterator it delegates to.
    ReturnOutcome yield_from_frame(Value v, size_t floor, bool own_value = false);
    // A generator marked by its consumer's FOR_ITER does the consumer's loop body for `v` in
    // place (vm/consumer_loops.h): the bytecodes that body would have run; 0: yield the
    // ordinary way. The caller makes sure the budget holds the loop's charge plus kKeepTakenExtra.
    uint32_t yield_in_place(Value v);
    ReturnOutcome deliver_exhausted(Frame& caller, const Frame& done, Value v);
    bool unwind_frame(size_t floor);
    Value finish_class(uint32_t ret_slot, uint32_t args_end, Value ns, Value cell);
public:
    // type.__new__(meta, name, bases, ns): the class object (no hooks run; `meta` is `type` or a
    // heap metaclass). vm/classes.cpp.
    Value make_class(Value meta, Value name, std::vector<Value> bases, Value ns, Value cell);
    // The metaclass of a heap class that has one other than type (None otherwise).
    Value metaclass_of(Value cls) const;
    // What type.__new__ does after making the class: __set_name__ on the namespace's values,
    // then the parent's __init_subclass__(**keywords), run nested (vm/class_hooks.cpp).
    bool run_class_hooks_nested(Value cls, Value keywords);
private:
    // Class creation after the body (vm/class_hooks.cpp).
    ReturnOutcome class_body_returned(const Frame& done, Value cell);
    ReturnOutcome class_hook_returned(const Frame& done);
    Invoke run_class_hooks(uint32_t ret_slot);
    Invoke call_metaclass(uint32_t r, uint32_t bases_end, Value meta, Value ns, Value cell, Value keywords);
    void wrap_set_name_error(uint32_t ret_slot);
    // Calls `fn(args)` for the VM's own protocol steps: a plain Python function runs as a frame
    // with base `args_base` that returns in `mode` to `ret_slot`; anything else runs nested
    // (Done, its result in *answer).
    Invoke call_protocol(Value fn, uint32_t ret_slot, uint32_t args_base, std::span<const Value> args, Value kwnames,
                         FrameReturn mode, Value* answer = nullptr);
    void caller_waits_at(uint32_t ret_slot);
    // Instances (vm/instances.cpp): after __new__ made `obj`, __init__ when it is an instance.
    Invoke instance_made(uint32_t ret_slot, Value obj, uint32_t nargs);
    Invoke call_user_new(Value cls, Value user_new, uint32_t ret_slot, uint32_t args_base, uint32_t nargs, Value kwnames);
    ReturnOutcome new_returned(const Frame& done, Value v, size_t floor);
    Value missing_global(const std::string& name);
    // Reading or deleting an empty cell: UnboundLocalError for the function's own cell variable,
    // NameError for a free variable (CPython 3.11's wording).
    Value raise_unbound_deref(const Code& code, uint32_t arg);
    Value builtin_named(Value name);   // registry value of an interned name; undefined() if none
    bool do_raise(Value exc, Value cause);
    int exception_match(Value exc, Value type);
    bool merge_mapping(Value dst, Value src, bool strict);
    bool collect_unpack(Value seq, std::vector<Value>& out, uint32_t expected);
    bool is_iterable(Value v);
    // vm/modules.cpp: IMPORT_NAME, IMPORT_FROM and IMPORT_STAR.
    Value import_module(const std::string& name);
    Value build_module(const ModuleDef& def);
    Value import_from(Value module, Value name);
    bool import_star(Value module, Value namespace_dict);
    // vm/coroutines.cpp: what `await v` delegates to (`where`: 0 await, 1 __aenter__'s result,
    // 2 __aexit__'s), `async for`'s __aiter__ and the awaitable of its __anext__.
    Value get_awaitable(Value v, uint32_t where);
    Value get_async_iter(Value v);
    Value get_async_next(Value aiter);
    void start_coroutine_module(uint32_t program_index, Value globals);
    bool host_call_allowed();
    Value async_host_call(const std::string& name, uint32_t& args_base, uint32_t& nargs, Value& kwnames);
    bool host_call_awaited_by_lone_task(uint32_t ret_slot);
    bool loop_would_wait_for_host(Value loop);
    Value plain_attr(Value obj, Value name, uint32_t& hint);
    Value dict_get_hinted(Value dict, Value name, uint32_t& hint);
    bool find_asyncio();
    // asyncio's module dict, its Task._step and the interned names the awaited-host-call path
    // looks up per call (vm/awaited_host_call.cpp), found once asyncio is loaded. Derived and
    // never saved: a restored execution finds them again.
    struct AsyncioNames {
        Value dict;   // None until found
        Value task_step;
        Value running_loop, ready, crowded, stopping, timers, when, clock, cancel_on_step, loop;
        Value host_new, host_pending, host_calls;
        // Where each name was found last time in the dict it was looked up in (a guess checked
        // against the entry's key before use): asyncio's objects keep their attributes in place.
        enum Hint { RunningLoop, Ready, Crowded, Stopping, Timers, When, Clock, CancelOnStep, Loop, HostNew,
                    HostPending, HostCalls, HintCount };
        uint32_t hints[HintCount] = {};
        template <typename F> void each(F&& f) const {
            for (Value v : {dict, task_step, running_loop, ready, crowded, stopping, timers, when, clock,
                            cancel_on_step, loop, host_new, host_pending, host_calls})
                f(v);
        }
    };
    mutable AsyncioNames m_asyncio;
    bool load_method(Value obj, Value name, Value& meth, Value& self);
    Value call_nested(Value callable, std::span<const Value> args, Value kwnames);
    uint32_t prelude_program_index();
    bool native_stack_exhausted() const;
    struct StackOriginScope;

    // Per program (an execution has one, or a few with execute_next), stored inline.
    template <class T>
    using PerProgram = boost::container::small_vector<T, 2>;
    PerProgram<ProgramRef> m_programs;
    // [program][code] -> values, lazily. The code lists of small programs (a module and a
    // function) sit inline; the values do not: CodeHot::consts points into them, and the outer
    // vector may move.
    PerProgram<boost::container::small_vector<std::vector<Value>, 2>> m_constants;
    FrameStack m_frames;
    ValueStack m_stack;
    Value m_module_globals;
    Value m_result;
    Value m_exception;           // the exception being raised (propagating)
    Value m_handled;             // the exception being handled (sys.exc_info())
    Value m_interned;            // reserved (None)
    // Modules imported by this execution (a dict: name -> module), None until the first import.
    // A root, and part of snapshots: a restored execution finds its modules, state included.
    Value m_modules;
    // Looked up by string_view (no temporary std::string per lookup).
    struct TextHash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
    };
    std::unordered_map<std::string, Value, TextHash, std::equal_to<>> m_intern_table;
    std::vector<Value> m_native_roots;   // values native code keeps alive across a nested run
    std::unordered_map<std::string, Value> m_hook_names;   // interned hook names (a cache)
    // "__new__" and "__init__", interned on first use: every class call looks both up.
    Value m_name_new = Value::none(), m_name_init = Value::none();
    Value name_new() { return m_name_new.is_none() ? (m_name_new = interned("__new__")) : m_name_new; }
    Value name_init() { return m_name_init.is_none() ? (m_name_init = interned("__init__")) : m_name_init; }
    // Built-in lookups by interned-name ObjRef (open addressing; ref 0 marks a free entry). The
    // values are Builtin/Type values, never heap objects, so nothing here needs tracing.
    std::vector<std::pair<ObjRef, Value>> m_builtin_cache;
    size_t m_builtin_cache_used = 0;
    bool m_site_builtins = false;
    std::vector<Value> m_host_roots;
    std::string m_output;
    Limits m_limits;
    Pending m_pending_call;
    uint64_t m_call_counter = 0;
    uint64_t m_instructions = 0;
    uint64_t m_allocations_at_start = 0;   // heap.allocations() when the module run started
    uint32_t m_native_depth = 0;  // nested runs started by native code
    uint64_t m_native_steps = 0;  // elements seen by native loops (tick_native_loop)
    uint32_t m_c_depth = 0;       // native recursion into nested values (enter_native_recursion)
    std::string m_limit_exceeded;
    std::chrono::steady_clock::time_point m_run_started;
    int64_t m_duration_used_ms = 0;
    uint64_t m_output_total = 0;
    Value m_last_return;          // value of a generator that finished inside YIELD_FROM / GenStop
    uint32_t m_host_ret_slot = 0; // where a host call's result goes
    bool m_resume_with_error = false;
    uintptr_t m_stack_origin = 0;          // machine-stack address where run() began (0: not running)
    static constexpr uintptr_t kMaxNativeStackBytes = 1u << 20;
    // Host answers handed to the event loop's next _host_wait without a pause (set only between
    // resume_awaited_host_call_later and that wait, so never at a pause or in a snapshot).
    Value m_async_answers;
    // Prelude functions made so far, by qualname (pointing into the prelude program): a tail
    // call into one (sum over a generator, len through __len__, ...) reuses the function object.
    // Derived, never saved.
    mutable std::unordered_map<std::string_view, Value> m_prelude_functions;
    Value m_tail_callable;                 // set with Value::tail_call(): what to call instead
    std::vector<Value> m_tail_args;
    bool m_in_invoke = false;              // tail calls are taken by invoke()

    // ---- Inline caches (vm/inline_cache.cpp) -------------------------------------------------
    // One cache per LOAD_ATTR / STORE_ATTR / LOAD_METHOD / LOAD_GLOBAL instruction, per code
    // object, in this Vm only (programs are shared between executions; caches hold this heap's
    // references). Never serialized and never trusted: every hit is re-validated against the
    // objects themselves (the dict entry's key is the name; the class and the class epoch match),
    // so a stale entry costs a slow lookup, never a wrong answer.
    enum class SiteKind : uint8_t { Empty, InstanceSlot, ClassValue, Method, BuiltinMethod, GlobalSlot, Builtin, ModuleSlot };
    struct SiteCache {
        Value cls = Value::none();    // the instance's class (BuiltinMethod: the built-in type)
        Value value = Value::none();  // ClassValue / Method: the class attribute; Builtin: the builtin
        uint32_t epoch = 0;           // m_class_epoch when filled
        uint32_t index = 0;           // InstanceSlot / GlobalSlot / ModuleSlot: the dict entry's index
        SiteKind kind = SiteKind::Empty;
    };
    struct CodeHot {                  // what the loop reloads when it enters a code object
        const Code* code = nullptr;   // owned by the Program in m_programs
        std::span<const Value> consts;
        const Value* names = nullptr;          // name_values.data()
        std::vector<Value> name_values;        // the code's names, interned (the intern table keeps them alive)
        const uint32_t* site_of_pc = nullptr;   // instruction index -> index into sites
        std::vector<uint32_t> own_site_of_pc;   // for a code nobody indexed (see index_cache_sites)
        std::vector<SiteCache> sites;
        bool ready = false;
    };
    CodeHot& hot(uint32_t program, uint32_t code) {
        if (program < m_hot.size()) {
            auto& per_program = m_hot[program];
            if (code < per_program.size() && per_program[code].ready) return per_program[code];
        }
        return hot_slow(program, code);
    }
    CodeHot& hot_slow(uint32_t program, uint32_t code);
    // Defined in vm/inline_cache.h (the interpreter inlines them).
    bool lacks_str_key(Value dict, Value name);
    bool load_attr_cached(SiteCache& site, Value obj, Value name, Value& out);
    bool store_attr_cached(SiteCache& site, Value obj, Value name, Value value);
    bool load_method_cached(SiteCache& site, Value obj, Value name, Value& meth, Value& self);
    bool module_slot_hit(const SiteCache& site, Value obj, Value name, Value& out);
    void fill_module_site(SiteCache& site, Value obj, Value name);
    Value load_global_cached(SiteCache& site, Value globals, Value name, const std::string& text);
    void fill_attr_site(SiteCache& site, Value obj, Value name, bool for_store);
    void fill_method_site(SiteCache& site, Value obj, Value meth, Value bound_self, Value name);
    // Bumped whenever any class namespace changes or a class is made: class-keyed entries die.
    uint32_t m_class_epoch = 1;
    // [program][code]. A CodeHot never moves once made: the loop keeps pointers to it across
    // calls into other programs' codes (whose first use grows this table). Program 0's codes sit
    // inline when they are few (a module and a function); each other program's list is
    // allocated apart. An inner list is sized once, to all codes of its program.
    using HotCodes = boost::container::small_vector<CodeHot, 2>;
    class HotTable {
    public:
        size_t size() const { return m_count; }
        void resize(size_t n) {   // grows only (hot_slow)
            for (; m_count < n; ++m_count)
                if (m_count > 0) m_rest.push_back(std::make_unique<HotCodes>());
        }
        HotCodes& operator[](size_t program) { return program == 0 ? m_first : *m_rest[program - 1]; }
    private:
        HotCodes m_first;
        std::vector<std::unique_ptr<HotCodes>> m_rest;
        size_t m_count = 0;
    };
    HotTable m_hot;
};

}  // namespace basilisk::vm
