#pragma once
// The heap object types. Each one names what it holds; behaviour lives in vm/ and stdlib/.
#include <cstdint>
#include <memory>
#include <new>
#include <string_view>
#include <string>
#include <vector>

#include "vm/code.h"
#include "vm/hash_table.h"
#include "vm/num/bigint.h"
#include "vm/object.h"

namespace basilisk::vm {

// What an instance of a `class X(str)`, `class X(bytes)`, `class X(int)` or `class X(float)`
// (StrEnum and IntEnum members, a UserId) holds beyond its value: the heap class and the attribute
// dict. Plain objects of those types, of which agent code makes millions, do not carry it: only
// the final *SubObject types below do, and a flag in the plain layout's padding says which one an
// object is, so type_of needs no virtual call and the collector still skips plain ones (Heap's
// leaf flag). A plain float is no object at all: FloatSubObject is only ever a subclass instance.
struct SubclassSlots {
    Value cls = Value::none();
    Value attrs = Value::none();
    void trace(Tracer& t) const { t.visit(cls); t.visit(attrs); }
};

// A str carries its UTF-8 bytes after the object, in the same heap block (as CPython's compact
// strings do): one allocation per string, sized to it, and the bytes next to the header the
// hash and length checks read. So a StrObject is never made with make<T>(): Heap::make_sized()
// sizes the block. The bytes are NUL-terminated (for C APIs) and never change once made.
struct StrObject : Object {
    static constexpr ObjKind kKind = ObjKind::Str;
    static constexpr bool kPayloadFollows = true;
    // The block a str of `n` bytes needs.
    static constexpr size_t footprint(size_t n) { return sizeof(StrObject) + n + 1; }

    // Copies `s` and scans it for its length in code points.
    explicit StrObject(std::string_view s);
    // For callers that already know the text's length in code points and whether it is ASCII
    // (join and split of ASCII text): skips the scan.
    StrObject(std::string_view s, uint32_t code_points, bool is_ascii);
    // Leaves the `n` bytes for the maker to write before anything else runs (Vm::new_str_uninit).
    StrObject(size_t n, uint32_t code_points, bool is_ascii);

    // The small fields come first so they fill the tail padding of Object.
    bool ascii = true;
    mutable bool hashed : 1 = false;
    bool is_subclass_instance : 1 = false;   // a StrSubObject
    uint32_t cp_length = 0;    // length in code points
    mutable int64_t hash = 0;
    uint64_t byte_length = 0;

    std::string_view text() const noexcept { return {chars(), size_t(byte_length)}; }
    const char* chars() const noexcept { return reinterpret_cast<const char*>(this + 1); }
    char* chars() noexcept { return reinterpret_cast<char*>(this + 1); }
    size_t size() const noexcept { return size_t(byte_length); }

    // A str subclass instance's class and attributes; null for a plain str.
    SubclassSlots* subclass();
    const SubclassSlots* subclass() const;
    // The heap class of a subclass instance, None for a plain str.
    Value cls() const;
    size_t owned_bytes() const override { return size_t(byte_length) + 1; }
};
static_assert(sizeof(StrObject) == 32, "a str's header is 32 bytes, its text follows");

// A str subclass instance: its SubclassSlots follow the text (aligned), so the text of every str
// sits at the same place and reading it needs no branch.
struct StrSubObject final : StrObject {
    static constexpr size_t slots_offset(size_t n) {
        return (StrObject::footprint(n) + alignof(SubclassSlots) - 1) / alignof(SubclassSlots) * alignof(SubclassSlots);
    }
    static constexpr size_t footprint(size_t n) { return slots_offset(n) + sizeof(SubclassSlots); }
    StrSubObject(std::string_view s, Value c) : StrObject(s) { init(c); }
    StrSubObject(std::string_view s, uint32_t code_points, bool is_ascii, Value c)
        : StrObject(s, code_points, is_ascii) { init(c); }
    ~StrSubObject() override { slots().~SubclassSlots(); }
    SubclassSlots& slots() {
        return *std::launder(reinterpret_cast<SubclassSlots*>(reinterpret_cast<char*>(this) + slots_offset(size())));
    }
    const SubclassSlots& slots() const { return const_cast<StrSubObject*>(this)->slots(); }
    void trace(Tracer& t) const override { slots().trace(t); }
    size_t owned_bytes() const override { return footprint(size()) - sizeof(StrObject); }

private:
    void init(Value c) {
        is_subclass_instance = true;
        ::new (static_cast<void*>(&slots())) SubclassSlots{c, Value::none()};
    }
};
static_assert(sizeof(StrSubObject) == sizeof(StrObject));

inline SubclassSlots* StrObject::subclass() {
    return is_subclass_instance ? &static_cast<StrSubObject*>(this)->slots() : nullptr;
}
inline const SubclassSlots* StrObject::subclass() const {
    return is_subclass_instance ? &static_cast<const StrSubObject*>(this)->slots() : nullptr;
}
inline Value StrObject::cls() const { return is_subclass_instance ? subclass()->cls : Value::none(); }

struct BytesObject : Object {
    static constexpr ObjKind kKind = ObjKind::Bytes;
    explicit BytesObject(std::string d, bool bytearray = false)
        : Object(kKind), data(std::move(d)), is_bytearray(bytearray) {}
    std::string data;
    // A bytearray shares the layout; only it may be mutated in place (and it is unhashable).
    bool is_bytearray = false;
    bool is_subclass_instance = false;   // a BytesSubObject
    // A bytes subclass instance's class and attributes; null for plain bytes.
    SubclassSlots* subclass();
    const SubclassSlots* subclass() const;
    Value cls() const;
    size_t owned_bytes() const override { return data.capacity(); }
};
static_assert(sizeof(BytesObject) <= 56, "plain bytes carry no subclass fields");

struct BytesSubObject final : BytesObject {
    BytesSubObject(std::string d, Value c) : BytesObject(std::move(d)) {
        is_subclass_instance = true;
        slots.cls = c;
    }
    SubclassSlots slots;
    void trace(Tracer& t) const override { slots.trace(t); }
};

inline SubclassSlots* BytesObject::subclass() {
    return is_subclass_instance ? &static_cast<BytesSubObject*>(this)->slots : nullptr;
}
inline const SubclassSlots* BytesObject::subclass() const {
    return is_subclass_instance ? &static_cast<const BytesSubObject*>(this)->slots : nullptr;
}
inline Value BytesObject::cls() const { return is_subclass_instance ? subclass()->cls : Value::none(); }

struct BigIntObject : Object {
    static constexpr ObjKind kKind = ObjKind::BigInt;
    explicit BigIntObject(num::BigInt v) : Object(kKind), value(std::move(v)) {}
    bool is_subclass_instance = false;   // a BigIntSubObject (fills Object's tail padding)
    // Never fits in a small int (values that do are stored inline), except in an instance of a
    // `class X(int)` (IntEnum), a BigIntSubObject, which holds any value here.
    num::BigInt value;
    // An int subclass instance's class and attributes; null for a plain big int.
    SubclassSlots* subclass();
    const SubclassSlots* subclass() const;
    Value cls() const;
    size_t owned_bytes() const override { return size_t(msb_bytes()); }
    size_t msb_bytes() const;
};

struct BigIntSubObject final : BigIntObject {
    BigIntSubObject(num::BigInt v, Value c) : BigIntObject(std::move(v)) {
        is_subclass_instance = true;
        slots.cls = c;
    }
    SubclassSlots slots;
    void trace(Tracer& t) const override { slots.trace(t); }
};

inline SubclassSlots* BigIntObject::subclass() {
    return is_subclass_instance ? &static_cast<BigIntSubObject*>(this)->slots : nullptr;
}
inline const SubclassSlots* BigIntObject::subclass() const {
    return is_subclass_instance ? &static_cast<const BigIntSubObject*>(this)->slots : nullptr;
}
inline Value BigIntObject::cls() const { return is_subclass_instance ? subclass()->cls : Value::none(); }

// An instance of a `class X(float)`. A plain float lives in the Value word and has no room for a
// class, so only subclass instances are heap objects; Vm::plain_float() turns one back into the
// word, which is how the float paths of operators and built-ins accept it.
struct FloatSubObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Float;
    FloatSubObject(double v, Value c) : Object(kKind), value(v) { slots.cls = c; }
    double value;
    SubclassSlots slots;
    void trace(Tracer& t) const override { slots.trace(t); }
};

struct ListObject final : Object {
    static constexpr ObjKind kKind = ObjKind::List;
    ListObject() : Object(kKind) {}
    explicit ListObject(std::vector<Value> v) : Object(kKind), items(std::move(v)) {}
    std::vector<Value> items;
    // Instances of a `class X(list)`: the heap class and the attribute dict (None for plain lists).
    Value cls = Value::none();
    Value attrs = Value::none();
    void trace(Tracer& t) const override { t.visit_all(items); t.visit(cls); t.visit(attrs); }
    size_t owned_bytes() const override { return items.capacity() * sizeof(Value); }
};

struct TupleObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Tuple;
    TupleObject() : Object(kKind) {}
    explicit TupleObject(std::vector<Value> v) : Object(kKind), items(std::move(v)) {}
    std::vector<Value> items;
    // Instances of a `class X(tuple)` (namedtuple): the heap class and the attribute dict (None
    // for plain tuples), as ListObject's.
    Value cls = Value::none();
    Value attrs = Value::none();
    void trace(Tracer& t) const override { t.visit_all(items); t.visit(cls); t.visit(attrs); }
    size_t owned_bytes() const override { return items.capacity() * sizeof(Value); }
};

struct DictObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Dict;
    DictObject() : Object(kKind) {}
    DictTable table;
    // Instances of a `class X(dict)`: the heap class and the attribute dict (None for plain dicts).
    Value cls = Value::none();
    Value attrs = Value::none();
    void trace(Tracer& t) const override {
        for (const DictEntry& e : table.entries()) { t.visit(e.key); t.visit(e.value); }
        t.visit(cls); t.visit(attrs);
    }
    // Entries plus an estimate of the index (a restored small dict has an index the original
    // lacks: the index's real size would make collections count differently after a restore).
    size_t owned_bytes() const override { return table.entries().capacity() * sizeof(DictEntry) + table.size() * 8; }
};

// set and frozenset share the representation; `kind` tells them apart.
struct SetObject final : Object {
    explicit SetObject(bool frozen) : Object(frozen ? ObjKind::FrozenSet : ObjKind::Set) {}
    SetTable table;
    mutable int64_t hash = 0;   // frozenset only
    mutable bool hashed = false;
    // Instances of a `class X(set)`: the heap class and the attribute dict (None for plain sets).
    Value cls = Value::none();
    Value attrs = Value::none();
    void trace(Tracer& t) const override {
        for (const SetEntry& e : table.slots()) if (e.live()) t.visit(e.key);
        t.visit(cls); t.visit(attrs);
    }
    size_t owned_bytes() const override { return table.memory_bytes(); }
};

struct RangeObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Range;
    RangeObject(int64_t a, int64_t b, int64_t c) : Object(kKind), start(a), stop(b), step(c) {}
    // A range whose bounds do not all fit in int64 (range(10**20, 10**20 + 5)): the bounds are
    // int Values and the int64 fields are 0, 0, 0 (step 0 marks it; an int64 range never has
    // it). Such ranges take the BigInt path of stdlib/methods_range.cpp.
    RangeObject(Value a, Value b, Value c) : Object(kKind), start(0), stop(0), step(0), big_start(a), big_stop(b), big_step(c) {}
    int64_t start, stop, step;
    Value big_start = Value::none(), big_stop = Value::none(), big_step = Value::none();
    bool is_big() const { return step == 0; }
    int64_t length() const;   // of an int64 range, saturated; 0 for a big one
    void trace(Tracer& t) const override { t.visit(big_start); t.visit(big_stop); t.visit(big_step); }
};

struct SliceObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Slice;
    SliceObject(Value a, Value b, Value c) : Object(kKind), start(a), stop(b), step(c) {}
    Value start, stop, step;
    void trace(Tracer& t) const override { t.visit(start); t.visit(stop); t.visit(step); }
};

struct FunctionObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Function;
    FunctionObject() : Object(kKind) {}
    uint32_t program = 0;     // index into the execution's program list
    uint32_t code = 0;        // index into that program's codes
    Value globals;            // the module dict it runs in
    Value defaults;           // tuple or None
    Value kwdefaults;         // dict or None
    Value closure;            // tuple of cells or None
    Value name;               // str (settable: decorators rename functions)
    Value qualname;           // str
    Value attrs;              // dict of function attributes, or None
    // The evaluated parameter/return annotations: a dict, or None until read or set (reading
    // then makes an empty dict, as CPython does).
    Value annotations = Value::none();
    // __doc__ and __module__ as set by assignment; undefined() while they are still the
    // code's docstring and "__main__" (no string is made per function created).
    Value doc = Value::undefined();
    Value module = Value::undefined();
    void trace(Tracer& t) const override {
        t.visit(globals); t.visit(defaults); t.visit(kwdefaults); t.visit(closure);
        t.visit(name); t.visit(qualname); t.visit(attrs);
        t.visit(annotations); t.visit(doc); t.visit(module);
    }
};

// A function bound to its first argument: Python methods and built-in methods alike.
struct BoundMethodObject final : Object {
    static constexpr ObjKind kKind = ObjKind::BoundMethod;
    BoundMethodObject(Value s, Value f) : Object(kKind), self(s), func(f) {}
    Value self, func;
    void trace(Tracer& t) const override { t.visit(self); t.visit(func); }
};

struct CellObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Cell;
    explicit CellObject(Value v = Value::undefined()) : Object(kKind), value(v) {}
    Value value;   // undefined() while empty
    void trace(Tracer& t) const override { t.visit(value); }
};

struct ClassObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Class;
    ClassObject() : Object(kKind) {}
    std::string name, qualname, module = "__main__";
    std::vector<Value> bases;   // heap classes or built-in Type values
    std::vector<Value> mro;     // starts with this class itself, ends with object
    Value dict;                 // DictObject: the class namespace
    TypeId builtin_base = TypeId::Object;  // the built-in layout its instances have
    // The class's metaclass when it is a heap class (`class C(metaclass=M)`); None for `type`.
    Value metaclass = Value::none();
    // The Vm's class epoch when no class statement in the MRO defined __new__ (0: not known; a
    // cache, never serialized: every call of the class asks).
    uint32_t plain_new_epoch = 0;
    // Whether __slots__ closes its instances to other attributes (every class of the MRO
    // declares __slots__ without '__dict__'), and the names they may have: worked out on the
    // first new attribute, never serialized (a restored class works it out again).
    enum class SlotPolicy : uint8_t { Unknown, Open, Closed };
    SlotPolicy slot_policy = SlotPolicy::Unknown;
    std::vector<std::string> slot_names;
    void trace(Tracer& t) const override { t.visit_all(bases); t.visit_all(mro); t.visit(dict); t.visit(metaclass); }
};

struct InstanceObject : Object {
    static constexpr ObjKind kKind = ObjKind::Instance;
    explicit InstanceObject(Value c, ObjKind k = kKind) : Object(k), cls(c) {}
    Value cls;     // a heap class, or for built-in exceptions a Type value
    Value dict;    // DictObject of attributes, or None until the first one is set
    void trace(Tracer& t) const override { t.visit(cls); t.visit(dict); }
};

struct TracebackEntry {
    uint32_t program = 0, code = 0, pc = 0;
};

struct ExceptionObject final : InstanceObject {
    static constexpr ObjKind kKind = ObjKind::Exception;
    explicit ExceptionObject(Value c) : InstanceObject(c, kKind) {}
    Value args;                     // tuple
    Value cause;                    // exception or None
    Value context;                  // exception or None
    bool suppress_context = false;
    std::vector<TracebackEntry> traceback;   // innermost frame first
    // OSError's errno, strerror, filename, filename2 and BlockingIOError's characters_written
    // (vm/os_error.cpp); undefined() while unset, which CPython tells apart from None in str().
    Value os_errno = Value::undefined(), os_strerror = Value::undefined();
    Value os_filename = Value::undefined(), os_filename2 = Value::undefined(), os_written = Value::undefined();
    void trace(Tracer& t) const override {
        InstanceObject::trace(t);
        t.visit(args); t.visit(cause); t.visit(context);
        t.visit(os_errno); t.visit(os_strerror); t.visit(os_filename); t.visit(os_filename2); t.visit(os_written);
    }
};

// A frame's place in the computation. Frames live on the execution's frame stack while they
// run; a suspended generator keeps its frame (and a copy of its stack slots) in the generator.
struct Frame {
    Value function;        // the FunctionObject (None for the module body)
    uint32_t program = 0;
    uint32_t code = 0;
    uint32_t pc = 0;       // next instruction
    uint32_t base = 0;     // value-stack index of local 0
    uint32_t sp = 0;       // value-stack index one past the top, saved when not running
    // A generator frame resumed by a FOR_ITER whose loop body the yield can do in place (see
    // vm/consumer_loops.h): the consumer's loop variable and accumulator locals. A hint only,
    // never saved in snapshots: a frame without it yields the ordinary way.
    uint16_t loop_var = 0, loop_acc = 0;
    Value globals;         // module dict
    Value locals_dict;     // class namespace for class bodies, else None
    Value generator;       // the generator object when this frame belongs to one, else None
    uint32_t ret_slot = 0; // value-stack index where the caller receives the result
    uint8_t on_return = 0; // FrameReturn: what happens to the return value
    uint8_t consumer_loop = 0;   // ConsumerLoop (vm/consumer_loops.h); 0: none
    uint8_t loop_charge = 0;     // bytecodes of the consumer's loop body done in place per item
};
static_assert(sizeof(Frame) == 64, "a Frame is copied at every call and generator switch");

enum class GeneratorState : uint8_t { Created, Suspended, Running, Finished };

struct GeneratorObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Generator;
    // kind: Generator, Coroutine (async def) or AsyncGenerator (async def with yield).
    explicit GeneratorObject(ObjKind kind = kKind) : Object(kind) {}
    Frame frame;                     // base/sp are relative to 0 while suspended
    std::vector<Value> slots;        // locals, cells and stack while suspended
    GeneratorState state = GeneratorState::Created;
    // Value-stack room a resume needs past the slots (the code's max_stack plus margin); 0 until
    // the first resume looks it up. Derived, so snapshots leave it out.
    uint32_t stack_need = 0;
    Value handled_exception;         // the exception being handled inside it (sys.exc_info)
    Value name, qualname;
    // Async generators: whether the last suspension was the generator's own `yield` (a value
    // for the consumer) rather than an `await` passing an event-loop object through.
    bool value_yield = false;
    void trace(Tracer& t) const override {
        t.visit(frame.function); t.visit(frame.globals); t.visit(frame.locals_dict);
        t.visit_all(slots); t.visit(handled_exception); t.visit(name); t.visit(qualname);
    }
    size_t owned_bytes() const override { return slots.capacity() * sizeof(Value); }
};

// property, classmethod and staticmethod.
struct DescriptorObject final : Object {
    explicit DescriptorObject(ObjKind k) : Object(k) {}
    Value fget, fset, fdel;   // classmethod/staticmethod: the function is fget
    Value doc;
    void trace(Tracer& t) const override { t.visit(fget); t.visit(fset); t.visit(fdel); t.visit(doc); }
};

struct SuperObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Super;
    SuperObject(Value t, Value o) : Object(kKind), start_after(t), obj(o) {}
    Value start_after;   // lookups start after this class in obj's MRO
    Value obj;           // the instance (or class, in a classmethod)
    void trace(Tracer& t) const override { t.visit(start_after); t.visit(obj); }
};

struct ModuleObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Module;
    ModuleObject() : Object(kKind) {}
    std::string name;
    Value dict;   // DictObject
    void trace(Tracer& t) const override { t.visit(dict); }
};

// Iterators over built-in sequences and views: list, tuple, str, bytes, range, dict and set.
// `type` says which; `index` walks forward (or backward for reversed list iterators).
struct SeqIterObject final : Object {
    static constexpr ObjKind kKind = ObjKind::SeqIter;
    SeqIterObject(TypeId t, Value s) : Object(kKind), type(t), seq(s) {}
    TypeId type;
    Value seq;                // None once exhausted
    int64_t index = 0;
    int64_t stop = 0;         // range iterators: start/stop/step are copied in
    int64_t step = 1;
    uint32_t expected_size = 0;   // dicts and sets: size at creation, to detect mutation
    // Lazy iterators: map (func, seq = tuple of iterators), filter (func or None, seq = the
    // iterator), reversed (seq = the sequence, index counts down), callable_iterator (func =
    // the callable, extra = the sentinel, seq = True while alive).
    Value func = Value::none();
    Value extra = Value::none();
    void trace(Tracer& t) const override { t.visit(seq); t.visit(func); t.visit(extra); }
};

struct DictViewObject final : Object {
    static constexpr ObjKind kKind = ObjKind::DictView;
    DictViewObject(TypeId t, Value d) : Object(kKind), type(t), dict(d) {}
    TypeId type;   // DictKeys, DictValues, DictItems or MappingProxy (a class's __dict__)
    Value dict;
    void trace(Tracer& t) const override { t.visit(dict); }
};

struct EnumerateObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Enumerate;
    EnumerateObject(Value it, Value start) : Object(kKind), iter(it), count(start) {}
    Value iter, count;
    void trace(Tracer& t) const override { t.visit(iter); t.visit(count); }
};

// A function of the host: calling it pauses the execution (see interp/).
struct HostFunctionObject final : Object {
    static constexpr ObjKind kKind = ObjKind::HostFunction;
    explicit HostFunctionObject(std::string n) : Object(kKind), name(std::move(n)) {}
    std::string name;
};

// `int | None` (types.UnionType): `args` is a tuple of at least two distinct classes, None
// standing as NoneType (vm/union_type.cpp).
struct UnionObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Union;
    explicit UnionObject(Value a) : Object(kKind), args(a) {}
    Value args;
    void trace(Tracer& t) const override { t.visit(args); }
};

// `list[int]`, `dict[str, T]` (types.GenericAlias): the subscripted class and the arguments, a
// tuple (vm/generic_alias.cpp). Its __parameters__ are worked out when asked for, not stored.
struct GenericAliasObject final : Object {
    static constexpr ObjKind kKind = ObjKind::GenericAlias;
    GenericAliasObject(Value o, Value a) : Object(kKind), origin(o), args(a) {}
    Value origin;
    Value args;
    void trace(Tracer& t) const override {
        t.visit(origin);
        t.visit(args);
    }
};

struct ZipObject final : Object {
    static constexpr ObjKind kKind = ObjKind::Zip;
    ZipObject() : Object(kKind) {}
    std::vector<Value> iters;
    bool strict = false;
    void trace(Tracer& t) const override { t.visit_all(iters); }
};

}  // namespace basilisk::vm
