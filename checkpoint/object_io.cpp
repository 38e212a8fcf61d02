// Heap objects in snapshots (one record per arena slot, in index order) and the validator.
#include "checkpoint/object_io.h"

#include <array>
#include <unordered_set>

#include <fmt/format.h>

#include "checkpoint/snapshot_access.h"
#include "vm/native.h"
#include "vm/vm_internal.h"

namespace basilisk::checkpoint {

using namespace vm;

namespace {

void put(Writer& w, Value v) { w.value(v); }
Value get(Reader& r) { return r.value(); }
void put_values(Writer& w, const std::vector<Value>& vs) { w.values(vs); }
std::vector<Value> get_values(Reader& r, const char* what) { return r.values(what); }

// Flags in the top 3 bits of an object's header byte (the low 5 hold kind + 1; 0 is a free slot).
constexpr uint8_t kHasSubclass = 1;      // list/dict/set: cls and attrs follow (else both None)
constexpr uint8_t kExplicitHashes = 2;   // dict: every entry's hash is written (else recomputed)

// An unreachable object's slot: it stays occupied (so the heap allocates and collects exactly
// as the original would) by a placeholder, since its contents can never be observed.
constexpr uint8_t kDeadSlot = 31;

uint8_t header(ObjKind k, uint8_t flags) { return uint8_t(uint8_t(k) + 1) | uint8_t(flags << 5); }

// Float has kind + 1 == kDeadSlot: its records always carry kHasSubclass (it only ever is a
// subclass instance), so their header byte never equals kDeadSlot. The 5 bits are full: the kinds
// after Float are written as this escape (kDeadSlot's low bits with kExplicitHashes, which no
// Float record carries) followed by a byte with the kind's number; they take no flags.
static_assert(uint8_t(ObjKind::Float) + 1 == kDeadSlot, "the kinds up to Float fit the header's 5 bits");
constexpr uint8_t kExtendedKind = uint8_t(kDeadSlot | (kExplicitHashes << 5));
constexpr uint8_t kLastKind = uint8_t(ObjKind::GenericAlias);

void put_header(Writer& w, ObjKind k) {
    if (uint8_t(k) + 1 < kDeadSlot) {
        w.byte(header(k, 0));
        return;
    }
    w.byte(kExtendedKind);
    w.byte(uint8_t(k));
}

void put_subclass(Writer& w, Value cls, Value attrs) { put(w, cls); put(w, attrs); }
bool plain(Value cls, Value attrs) { return cls.is_none() && attrs.is_none(); }

// The hash a dict entry's key gets from hash() without running Python code: ints and strs,
// the usual keys. Other keys' hashes are written out.
bool derived_hash(const Heap& heap, Value key, int64_t& out) {
    if (key.is_small_int()) {
        out = num::hash_int(key.as_small_int());
        return true;
    }
    if (key.is_object() && heap.valid(key.as_object()) && heap.get(key.as_object()).kind == ObjKind::Str) {
        const auto& s = heap.as<StrObject>(key.as_object());
        if (!s.hashed) {
            s.hash = hash_bytes(s.text());
            s.hashed = true;
        }
        out = s.hash;
        return true;
    }
    return false;
}

void put_frame(Writer& w, const Frame& f) {
    put(w, f.function);
    w.num(f.program); w.num(f.code); w.num(f.pc); w.num(f.base); w.num(f.sp);
    put(w, f.globals); put(w, f.locals_dict); put(w, f.generator);
    w.num(f.ret_slot); w.num(f.on_return);
}
Frame get_frame(Reader& r) {
    Frame f;
    f.function = get(r);
    f.program = r.num<uint32_t>(); f.code = r.num<uint32_t>(); f.pc = r.num<uint32_t>();
    f.base = r.num<uint32_t>(); f.sp = r.num<uint32_t>();
    f.globals = get(r); f.locals_dict = get(r); f.generator = get(r);
    f.ret_slot = r.num<uint32_t>(); f.on_return = r.num<uint8_t>();
    return f;
}

// BigInt magnitude as little-endian bytes plus a sign byte: exact and linear-time (a decimal
// string would be quadratic for huge values).
void put_bigint(Writer& w, const num::BigInt& v) {
    std::string bytes;
    boost::multiprecision::export_bits(num::BigInt(boost::multiprecision::abs(v)), std::back_inserter(bytes), 8, false);
    w.num(uint8_t(v < 0 ? 1 : 0));
    w.str(bytes);
}
num::BigInt get_bigint(Reader& r) {
    uint8_t neg = r.num<uint8_t>();
    std::string bytes = r.str("int");
    if (neg > 1 || bytes.size() > (num::kDefaultMaxBits / 8) * 4) throw DecodeError{"snapshot is corrupt: bad int"};
    num::BigInt v;
    if (!bytes.empty())
        boost::multiprecision::import_bits(v, reinterpret_cast<const unsigned char*>(bytes.data()),
                                           reinterpret_cast<const unsigned char*>(bytes.data()) + bytes.size(), 8, false);
    return neg ? num::BigInt(-v) : v;
}

void save_object(Writer& w, const Heap& heap, const Object& o) {
    switch (o.kind) {
    case ObjKind::List: {
        const auto& x = static_cast<const ListObject&>(o);
        bool sub = !plain(x.cls, x.attrs);
        w.byte(header(o.kind, sub ? kHasSubclass : 0));
        put_values(w, x.items);
        if (sub) put_subclass(w, x.cls, x.attrs);
        return;
    }
    case ObjKind::Dict: {
        const auto& x = static_cast<const DictObject&>(o);
        const auto& entries = x.table.entries();
        bool sub = !plain(x.cls, x.attrs);
        bool derived = true;
        for (const DictEntry& e : entries) {
            int64_t h;
            if (!e.key.is_undefined() && (!derived_hash(heap, e.key, h) || h != e.hash)) {
                derived = false;
                break;
            }
        }
        w.byte(header(o.kind, uint8_t((sub ? kHasSubclass : 0) | (derived ? 0 : kExplicitHashes))));
        w.count(entries.size());
        for (const DictEntry& e : entries) {
            put(w, e.key);
            put(w, e.value);
            if (!derived) w.num(e.hash);
        }
        if (sub) put_subclass(w, x.cls, x.attrs);
        return;
    }
    case ObjKind::Tuple: {
        const auto& x = static_cast<const TupleObject&>(o);
        bool sub = !plain(x.cls, x.attrs);
        w.byte(header(o.kind, sub ? kHasSubclass : 0));
        put_values(w, x.items);
        if (sub) put_subclass(w, x.cls, x.attrs);
        return;
    }
    case ObjKind::Set:
    case ObjKind::FrozenSet: {
        const auto& x = static_cast<const SetObject&>(o);
        bool sub = !plain(x.cls, x.attrs);
        w.byte(header(o.kind, sub ? kHasSubclass : 0));
        const auto& t = x.table;
        w.num(t.finger());
        w.count(t.slots().size());
        for (const SetEntry& e : t.slots()) {
            put(w, e.key);
            if (e.key.is_undefined()) continue;   // never-used slot
            w.num(e.hash);
            w.num(uint8_t(e.dummy));
        }
        if (sub) put_subclass(w, x.cls, x.attrs);
        return;
    }
    // Instances of str/bytes/int subclasses (StrEnum, IntEnum members) carry their class and
    // attributes after the value; a class with a metaclass carries it after its fields.
    case ObjKind::Str: {
        const auto& x = static_cast<const StrObject&>(o);
        const SubclassSlots* slots = x.subclass();
        bool sub = slots && !plain(slots->cls, slots->attrs);
        w.byte(header(o.kind, sub ? kHasSubclass : 0));
        w.str(x.text());
        if (sub) put_subclass(w, slots->cls, slots->attrs);
        return;
    }
    case ObjKind::Bytes: {
        const auto& x = static_cast<const BytesObject&>(o);
        const SubclassSlots* slots = x.subclass();
        bool sub = slots && !plain(slots->cls, slots->attrs);
        w.byte(header(o.kind, sub ? kHasSubclass : 0));
        w.str(x.data);
        w.num(uint8_t(x.is_bytearray ? 1 : 0));
        if (sub) put_subclass(w, slots->cls, slots->attrs);
        return;
    }
    case ObjKind::BigInt: {
        const auto& x = static_cast<const BigIntObject&>(o);
        const SubclassSlots* slots = x.subclass();
        bool sub = slots && !plain(slots->cls, slots->attrs);
        w.byte(header(o.kind, sub ? kHasSubclass : 0));
        put_bigint(w, x.value);
        if (sub) put_subclass(w, slots->cls, slots->attrs);
        return;
    }
    case ObjKind::Float: {
        const auto& x = static_cast<const FloatSubObject&>(o);
        w.byte(header(o.kind, kHasSubclass));
        w.num(x.value);
        put_subclass(w, x.slots.cls, x.slots.attrs);
        return;
    }
    case ObjKind::Class: {
        const auto& x = static_cast<const ClassObject&>(o);
        bool meta = !x.metaclass.is_none();
        w.byte(header(o.kind, meta ? kHasSubclass : 0));
        w.str(x.name); w.str(x.qualname); w.str(x.module);
        put_values(w, x.bases); put_values(w, x.mro);
        put(w, x.dict);
        w.num(uint32_t(x.builtin_base));
        if (meta) put(w, x.metaclass);
        return;
    }
    default: break;
    }
    put_header(w, o.kind);
    switch (o.kind) {
    case ObjKind::Range: {
        const auto& x = static_cast<const RangeObject&>(o);
        w.num(x.start); w.num(x.stop); w.num(x.step);
        if (x.is_big()) { put(w, x.big_start); put(w, x.big_stop); put(w, x.big_step); }   // step 0 marks it
        break;
    }
    case ObjKind::Slice: {
        const auto& x = static_cast<const SliceObject&>(o);
        put(w, x.start); put(w, x.stop); put(w, x.step);
        break;
    }
    case ObjKind::Function: {
        const auto& x = static_cast<const FunctionObject&>(o);
        w.num(x.program); w.num(x.code);
        for (Value v : {x.globals, x.defaults, x.kwdefaults, x.closure, x.name, x.qualname, x.attrs}) put(w, v);
        for (Value v : {x.annotations, x.doc, x.module}) put(w, v);
        break;
    }
    case ObjKind::BoundMethod: {
        const auto& x = static_cast<const BoundMethodObject&>(o);
        put(w, x.self); put(w, x.func);
        break;
    }
    case ObjKind::Cell: put(w, static_cast<const CellObject&>(o).value); break;
    case ObjKind::Instance: {
        const auto& x = static_cast<const InstanceObject&>(o);
        put(w, x.cls); put(w, x.dict);
        break;
    }
    case ObjKind::Exception: {
        const auto& x = static_cast<const ExceptionObject&>(o);
        put(w, x.cls); put(w, x.dict); put(w, x.args); put(w, x.cause); put(w, x.context);
        w.num(uint8_t(x.suppress_context));
        w.count(x.traceback.size());
        for (const auto& t : x.traceback) { w.num(t.program); w.num(t.code); w.num(t.pc); }
        for (Value v : {x.os_errno, x.os_strerror, x.os_filename, x.os_filename2, x.os_written}) put(w, v);
        break;
    }
    case ObjKind::Generator:
    case ObjKind::Coroutine:
    case ObjKind::AsyncGenerator: {
        const auto& x = static_cast<const GeneratorObject&>(o);
        put_frame(w, x.frame);
        put_values(w, x.slots);
        w.num(uint8_t(x.state));
        put(w, x.handled_exception); put(w, x.name); put(w, x.qualname);
        // Only async generators use it (and plain generators keep their format-3 layout).
        if (o.kind == ObjKind::AsyncGenerator) w.num(uint8_t(x.value_yield));
        break;
    }
    case ObjKind::Property:
    case ObjKind::ClassMethod:
    case ObjKind::StaticMethod: {
        const auto& x = static_cast<const DescriptorObject&>(o);
        put(w, x.fget); put(w, x.fset); put(w, x.fdel); put(w, x.doc);
        break;
    }
    case ObjKind::Super: {
        const auto& x = static_cast<const SuperObject&>(o);
        put(w, x.start_after); put(w, x.obj);
        break;
    }
    case ObjKind::Module: {
        const auto& x = static_cast<const ModuleObject&>(o);
        w.str(x.name); put(w, x.dict);
        break;
    }
    case ObjKind::SeqIter: {
        const auto& x = static_cast<const SeqIterObject&>(o);
        w.num(uint32_t(x.type)); put(w, x.seq);
        w.num(x.index); w.num(x.stop); w.num(x.step); w.num(x.expected_size);
        put(w, x.func); put(w, x.extra);
        break;
    }
    case ObjKind::DictView: {
        const auto& x = static_cast<const DictViewObject&>(o);
        w.num(uint32_t(x.type)); put(w, x.dict);
        break;
    }
    case ObjKind::Enumerate: {
        const auto& x = static_cast<const EnumerateObject&>(o);
        put(w, x.iter); put(w, x.count);
        break;
    }
    case ObjKind::Zip: {
        const auto& x = static_cast<const ZipObject&>(o);
        put_values(w, x.iters); w.num(uint8_t(x.strict));
        break;
    }
    case ObjKind::HostFunction: w.str(static_cast<const HostFunctionObject&>(o).name); break;
    case ObjKind::Union: put(w, static_cast<const UnionObject&>(o).args); break;
    case ObjKind::GenericAlias: {
        const auto& x = static_cast<const GenericAliasObject&>(o);
        put(w, x.origin); put(w, x.args);
        break;
    }
    case ObjKind::List: case ObjKind::Dict: case ObjKind::Set: case ObjKind::FrozenSet: break;   // above
    case ObjKind::Str: case ObjKind::Bytes: case ObjKind::BigInt: case ObjKind::Tuple: case ObjKind::Class:
    case ObjKind::Float: break;   // above
    }
}

TypeId get_type_id(Reader& r) {
    uint32_t t = r.num<uint32_t>();
    if (t >= kTypeCount) throw DecodeError{"snapshot is corrupt: bad type id"};
    return TypeId(t);
}

// Makes a restored object in the heap's pools, in the arena's next slot.
template <class T, class... Args>
T& place(Heap& heap, Args&&... args) {
    return heap.as<T>(heap.make<T>(std::forward<Args>(args)...));
}

// Records of one shape (the same interned keys in the same order) make the common big heap, so
// load_dict remembers the str keys' hashes per entry position (a slot's object does not change
// while the arena is loaded).
struct KeyHashCache {
    static constexpr size_t kPositions = 8;
    std::array<uint64_t, kPositions> bits{};   // 0: no object key remembered
    std::array<int64_t, kPositions> hash{};
};

// A dict's entries go straight into its table while each hash is known as it is read (stored,
// or derived from a key made earlier in the arena: the usual case, keys being mostly interned
// names made before the records) and no entry is deleted; a small table then gets no index,
// as if built by insertion. Otherwise the entries are kept as read and DictTable::restore
// indexes them: at once when the hashes are stored, else (`hashless`) once every object exists.
void load_dict(Reader& r, const Heap& heap, ObjRef self, DictObject& d, uint32_t n, bool derived,
               KeyHashCache& cache, std::vector<ObjRef>& hashless) {
    DictTable& t = d.table;
    t.reserve(n);
    for (uint32_t i = 0; i < n; ++i) {
        Value key = get(r), value = get(r);
        int64_t hash = 0;
        bool known;
        if (!derived) {
            hash = r.num<int64_t>();
            known = true;
        } else if (i < KeyHashCache::kPositions && key.is_object() && cache.bits[i] == key.bits()) {
            hash = cache.hash[i];
            known = true;
        } else {
            known = derived_hash(heap, key, hash);
            if (known && i < KeyHashCache::kPositions && key.is_object()) {
                cache.bits[i] = key.bits();
                cache.hash[i] = hash;
            }
        }
        if (!key.is_undefined() && known) {
            t.insert_new(key, hash, value);
            continue;
        }
        std::vector<DictEntry> entries;
        entries.reserve(n);
        entries = t.entries();
        entries.push_back(DictEntry{key, value, hash});
        for (++i; i < n; ++i) {
            DictEntry& e = entries.emplace_back();
            e.key = get(r); e.value = get(r);
            if (!derived) e.hash = r.num<int64_t>();
        }
        if (derived) {
            t.entries() = std::move(entries);
            hashless.push_back(self);
        } else {
            t.restore(std::move(entries));
        }
        return;
    }
}

// `self`: the slot being loaded (the arena's next one). `hashless`: dicts whose entry hashes are
// to be derived once every object is loaded.
void load_object(Reader& r, uint8_t head, Heap& heap, ObjRef self, KeyHashCache& cache, std::vector<ObjRef>& hashless) {
    uint8_t kind = uint8_t((head & 31) - 1);
    uint8_t flags = uint8_t(head >> 5);
    if (head == kExtendedKind) {
        kind = r.byte();
        flags = 0;
        if (kind <= uint8_t(ObjKind::Float) || kind > kLastKind) throw DecodeError{"snapshot is corrupt: bad object kind"};
    }
    uint8_t allowed = (ObjKind(kind) == ObjKind::Dict) ? (kHasSubclass | kExplicitHashes)
                    : (ObjKind(kind) == ObjKind::List || ObjKind(kind) == ObjKind::Tuple || ObjKind(kind) == ObjKind::Set ||
                       ObjKind(kind) == ObjKind::FrozenSet || ObjKind(kind) == ObjKind::Str || ObjKind(kind) == ObjKind::Bytes ||
                       ObjKind(kind) == ObjKind::BigInt || ObjKind(kind) == ObjKind::Class || ObjKind(kind) == ObjKind::Float)
                        ? kHasSubclass
                    : 0;
    if (flags & ~allowed) throw DecodeError{"snapshot is corrupt: bad object flags"};
    auto subclass = [&](Value& cls, Value& attrs) {
        if (flags & kHasSubclass) { cls = get(r); attrs = get(r); }
    };
    switch (ObjKind(kind)) {
    case ObjKind::Str: {
        std::string data = r.str("str");
        if (!(flags & kHasSubclass)) {
            heap.make_sized<StrObject>(StrObject::footprint(data.size()), std::string_view(data));
            return;
        }
        auto& x = heap.as<StrSubObject>(
            heap.make_sized<StrSubObject>(StrSubObject::footprint(data.size()), std::string_view(data), Value::none()));
        subclass(x.slots().cls, x.slots().attrs);
        return;
    }
    case ObjKind::Bytes: {
        std::string data = r.str("bytes");
        uint8_t is_bytearray = r.num<uint8_t>();
        if (is_bytearray > 1) throw DecodeError{"snapshot is corrupt: bad bytes flag"};
        if (!(flags & kHasSubclass)) {
            place<BytesObject>(heap, std::move(data), is_bytearray == 1);
            return;
        }
        auto& x = place<BytesSubObject>(heap, std::move(data), Value::none());
        x.is_bytearray = is_bytearray == 1;
        subclass(x.slots.cls, x.slots.attrs);
        return;
    }
    case ObjKind::BigInt: {
        if (!(flags & kHasSubclass)) {
            place<BigIntObject>(heap, get_bigint(r));
            return;
        }
        auto& x = place<BigIntSubObject>(heap, get_bigint(r), Value::none());
        subclass(x.slots.cls, x.slots.attrs);
        return;
    }
    case ObjKind::Float: {
        if (!(flags & kHasSubclass)) throw DecodeError{"snapshot is corrupt: bad object flags"};   // unreachable: kDeadSlot
        auto& x = place<FloatSubObject>(heap, r.num<double>(), Value::none());
        subclass(x.slots.cls, x.slots.attrs);
        return;
    }
    case ObjKind::List: {
        auto& l = place<ListObject>(heap, get_values(r, "list"));
        subclass(l.cls, l.attrs);
        return;
    }
    case ObjKind::Tuple: {
        auto& t = place<TupleObject>(heap, get_values(r, "tuple"));
        subclass(t.cls, t.attrs);
        return;
    }
    case ObjKind::Dict: {
        bool derived = !(flags & kExplicitHashes);
        uint64_t n = r.count(2, "dict entries");
        if (n >= (uint64_t(1) << 31)) throw DecodeError{"snapshot is corrupt: dict too large"};
        auto& d = place<DictObject>(heap);
        load_dict(r, heap, self, d, uint32_t(n), derived, cache, hashless);
        subclass(d.cls, d.attrs);
        return;
    }
    case ObjKind::Set:
    case ObjKind::FrozenSet: {
        uint32_t finger = r.num<uint32_t>();
        uint64_t n = r.count(1, "set slots");
        bool pow2 = n == 0 || (n >= 8 && (n & (n - 1)) == 0);
        if (!pow2 || n >= (uint64_t(1) << 31)) throw DecodeError{"snapshot is corrupt: bad set table size"};
        std::vector<SetEntry> slots(static_cast<size_t>(n));
        uint64_t fill = 0;
        for (SetEntry& e : slots) {
            e.key = get(r);
            if (e.key.is_undefined()) continue;
            e.hash = r.num<int64_t>();
            uint8_t dummy = r.num<uint8_t>();
            if (dummy > 1) throw DecodeError{"snapshot is corrupt: bad set slot"};
            e.dummy = dummy == 1;
            ++fill;
        }
        // Probing only ends at a never-used slot: the table must keep its load factor.
        if (n > 0 && fill * 5 >= (n - 1) * 3) throw DecodeError{"snapshot is corrupt: set table overfull"};
        auto& s = place<SetObject>(heap, ObjKind(kind) == ObjKind::FrozenSet);
        s.table.restore(std::move(slots), finger);
        subclass(s.cls, s.attrs);
        return;
    }
    case ObjKind::Range: {
        int64_t a = r.num<int64_t>(), b = r.num<int64_t>(), c = r.num<int64_t>();
        if (c == 0) {
            // A range with bounds past int64: they follow as int values (checked by the validator).
            if (a != 0 || b != 0) throw DecodeError{"snapshot is corrupt: big range with int64 bounds"};
            Value big_a = get(r), big_b = get(r), big_c = get(r);
            place<RangeObject>(heap, big_a, big_b, big_c);
            return;
        }
        place<RangeObject>(heap, a, b, c);
        return;
    }
    case ObjKind::Slice: {
        Value a = get(r), b = get(r), c = get(r);
        place<SliceObject>(heap, a, b, c);
        return;
    }
    case ObjKind::Function: {
        auto& f = place<FunctionObject>(heap);
        f.program = r.num<uint32_t>(); f.code = r.num<uint32_t>();
        for (Value* v : {&f.globals, &f.defaults, &f.kwdefaults, &f.closure, &f.name, &f.qualname, &f.attrs})
            *v = get(r);
        if (r.version >= 4)
            for (Value* v : {&f.annotations, &f.doc, &f.module}) *v = get(r);
        return;
    }
    case ObjKind::BoundMethod: {
        Value s = get(r), f = get(r);
        place<BoundMethodObject>(heap, s, f);
        return;
    }
    case ObjKind::Cell: place<CellObject>(heap, get(r)); return;
    case ObjKind::Class: {
        auto& c = place<ClassObject>(heap);
        c.name = r.str("class name"); c.qualname = r.str("class qualname"); c.module = r.str("class module");
        c.bases = get_values(r, "bases"); c.mro = get_values(r, "mro");
        c.dict = get(r);
        c.builtin_base = get_type_id(r);
        if (flags & kHasSubclass) c.metaclass = get(r);
        return;
    }
    case ObjKind::Instance: {
        Value cls = get(r);
        auto& x = place<InstanceObject>(heap, cls);
        x.dict = get(r);
        return;
    }
    case ObjKind::Exception: {
        Value cls = get(r);
        auto& x = place<ExceptionObject>(heap, cls);
        x.dict = get(r); x.args = get(r); x.cause = get(r); x.context = get(r);
        uint8_t sc = r.num<uint8_t>();
        if (sc > 1) throw DecodeError{"snapshot is corrupt: bad flag"};
        x.suppress_context = sc == 1;
        uint64_t n = r.count(3, "traceback");
        x.traceback.reserve(size_t(n));
        for (uint64_t i = 0; i < n; ++i) {
            TracebackEntry t;
            t.program = r.num<uint32_t>(); t.code = r.num<uint32_t>(); t.pc = r.num<uint32_t>();
            x.traceback.push_back(t);
        }
        if (r.version >= 4)
            for (Value* v : {&x.os_errno, &x.os_strerror, &x.os_filename, &x.os_filename2, &x.os_written}) *v = get(r);
        return;
    }
    case ObjKind::Generator:
    case ObjKind::Coroutine:
    case ObjKind::AsyncGenerator: {
        auto& g = place<GeneratorObject>(heap, ObjKind(kind));
        g.frame = get_frame(r);
        g.slots = get_values(r, "generator slots");
        uint8_t state = r.num<uint8_t>();
        if (state > uint8_t(GeneratorState::Finished)) throw DecodeError{"snapshot is corrupt: bad generator state"};
        g.state = GeneratorState(state);
        g.handled_exception = get(r); g.name = get(r); g.qualname = get(r);
        if (ObjKind(kind) == ObjKind::AsyncGenerator) {
            uint8_t flag = r.num<uint8_t>();
            if (flag > 1) throw DecodeError{"snapshot is corrupt: bad async generator flag"};
            g.value_yield = flag == 1;
        }
        return;
    }
    case ObjKind::Property:
    case ObjKind::ClassMethod:
    case ObjKind::StaticMethod: {
        auto& d = place<DescriptorObject>(heap, ObjKind(kind));
        d.fget = get(r); d.fset = get(r); d.fdel = get(r); d.doc = get(r);
        return;
    }
    case ObjKind::Super: {
        Value a = get(r), b = get(r);
        place<SuperObject>(heap, a, b);
        return;
    }
    case ObjKind::Module: {
        auto& m = place<ModuleObject>(heap);
        m.name = r.str("module name");
        m.dict = get(r);
        return;
    }
    case ObjKind::SeqIter: {
        TypeId t = get_type_id(r);
        Value seq = get(r);
        auto& it = place<SeqIterObject>(heap, t, seq);
        it.index = r.num<int64_t>(); it.stop = r.num<int64_t>(); it.step = r.num<int64_t>();
        it.expected_size = r.num<uint32_t>();
        it.func = get(r); it.extra = get(r);
        return;
    }
    case ObjKind::DictView: {
        TypeId t = get_type_id(r);
        Value d = get(r);
        place<DictViewObject>(heap, t, d);
        return;
    }
    case ObjKind::Enumerate: {
        Value it = get(r), count = get(r);
        place<EnumerateObject>(heap, it, count);
        return;
    }
    case ObjKind::Zip: {
        auto& z = place<ZipObject>(heap);
        z.iters = get_values(r, "zip iterators");
        uint8_t strict = r.num<uint8_t>();
        if (strict > 1) throw DecodeError{"snapshot is corrupt: bad flag"};
        z.strict = strict == 1;
        return;
    }
    case ObjKind::HostFunction: place<HostFunctionObject>(heap, r.str("host function name")); return;
    case ObjKind::Union: place<UnionObject>(heap, get(r)); return;
    case ObjKind::GenericAlias: {
        Value origin = get(r), args = get(r);
        place<GenericAliasObject>(heap, origin, args);
        return;
    }
    }
    throw DecodeError{fmt::format("snapshot is corrupt: unknown object kind {}", kind)};
}

}  // namespace

void save_heap(Writer& w, const Vm& vm, const std::vector<Value>& extra_roots) {
    const Heap& heap = vm.heap;
    const auto& slots = SnapshotAccess::slots(heap);
    // Mark what the collector would keep: the rest is garbage whose contents nothing can reach.
    std::vector<uint8_t> live(slots.size(), 0);
    {
        Tracer t;
        SnapshotAccess::trace_roots(vm, t);
        t.visit_all(extra_roots);
        auto& pending = t.pending();
        while (!pending.empty()) {
            ObjRef ref = pending.back();
            pending.pop_back();
            if (ref >= slots.size() || live[ref] || !slots[ref]) continue;
            live[ref] = 1;
            slots[ref]->trace(t);
        }
    }
    w.count(slots.size());
    for (size_t i = 1; i < slots.size(); ++i) {
        if (!slots[i]) {
            w.byte(0);
        } else if (!live[i]) {
            w.byte(kDeadSlot);
        } else {
            w.anchor(i);
            save_object(w, heap, *slots[i]);
        }
    }
    w.anchor(0);
    const auto& free_list = SnapshotAccess::free_list(heap);
    w.count(free_list.size());
    for (ObjRef ref : free_list) w.num(ref);
    auto c = SnapshotAccess::counters(heap);
    w.num(c.total_allocations); w.num(c.allocations_since_gc); w.num(c.next_gc); w.num(c.approx_bytes);
}

void load_heap(Reader& r, Heap& heap) {
    uint64_t n = r.count(1, "heap slots");
    if (n == 0 || n > 0xFFFF'FFFFull) throw DecodeError{"snapshot is corrupt: bad heap size"};
    SnapshotAccess::begin_restore(heap, size_t(n));
    std::vector<ObjRef> hashless;
    KeyHashCache cache;
    for (uint64_t i = 1; i < n; ++i) {
        uint8_t head = r.byte();
        if (head == 0) {
            SnapshotAccess::restore_free_slot(heap);
            continue;
        }
        if (head == kDeadSlot) {
            heap.make<CellObject>(Value::none());
            continue;
        }
        r.anchor(i);
        load_object(r, head, heap, ObjRef(i), cache, hashless);
    }
    // Each iteration fills exactly one slot; a mismatch would be a decoder bug, not bad input.
    if (heap.slot_count() != n) throw DecodeError{"snapshot decoder lost its place in the heap"};
    r.anchor(0);
    uint64_t nfree = r.count(1, "free list");
    std::vector<ObjRef> free_list;
    free_list.reserve(size_t(nfree));
    std::vector<uint8_t> seen(size_t(n), 0);
    for (uint64_t i = 0; i < nfree; ++i) {
        ObjRef ref = r.num<uint32_t>();
        if (ref == 0 || ref >= n || heap.valid(ref) || seen[ref])
            throw DecodeError{"snapshot is corrupt: bad free list"};
        seen[ref] = 1;
        free_list.push_back(ref);
    }
    SnapshotAccess::HeapCounters c{};
    c.total_allocations = r.num<uint64_t>(); c.allocations_since_gc = r.num<uint64_t>();
    c.next_gc = r.num<uint64_t>(); c.approx_bytes = r.num<uint64_t>();
    SnapshotAccess::end_restore(heap, std::move(free_list), c);
    // Dict hashes left out by the writer: str and int keys only, as it promised.
    for (ObjRef ref : hashless) {
        DictObject& d = heap.as<DictObject>(ref);
        auto entries = std::move(d.table.entries());
        for (DictEntry& e : entries) {
            if (e.key.is_undefined()) continue;
            if (!derived_hash(heap, e.key, e.hash)) throw DecodeError{"snapshot is corrupt: dict key without a stored hash"};
        }
        d.table.restore(std::move(entries));
    }
}

// ---- Validation ---------------------------------------------------------------------------------

namespace {

bool valid_utf8(std::string_view s) {
    size_t i = 0, n = s.size();
    while (i < n) {
        unsigned char c = uint8_t(s[i]);
        size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (len == 0 || i + len > n) return false;
        uint32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        for (size_t k = 1; k < len; ++k) {
            unsigned char cc = uint8_t(s[i + k]);
            if ((cc & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (cc & 0x3F);
        }
        if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            return false;
        i += len;
    }
    return true;
}

struct Validator {
    Vm& vm;
    const LoadedState& st;
    std::string error;

    bool fail(std::string msg) {
        if (error.empty()) error = std::move(msg);
        return false;
    }
    const Heap& heap() const { return vm.heap; }
    bool is(Value v, ObjKind k) const { return v.is_object() && heap().valid(v.as_object()) && heap().get(v.as_object()).kind == k; }

    // Any well-formed value: an object reference must name a live slot. Inlined: it runs for
    // every value in the heap.
    [[gnu::always_inline]] bool value(Value v, const char* where, bool allow_undefined = false) {
        // The common cases inline; everything else (and every failure) below.
        if (v.is_object()) {
            if ((v.bits() & Value::kPayloadMask) <= 0xFFFF'FFFFull && heap().valid(v.as_object())) return true;
        } else if (!v.is_boxed() || v.is_small_int() || v.is_none()) {
            return true;
        }
        return value_slow(v, where, allow_undefined);
    }
    [[gnu::noinline]] bool value_slow(Value v, const char* where, bool allow_undefined) {
        if (v.is_float()) return true;
        switch (v.tag()) {
        case Tag::Int: return true;
        case Tag::Bool: if ((v.bits() & Value::kPayloadMask) <= 1) return true; break;
        case Tag::Special: {
            uint64_t p = v.bits() & Value::kPayloadMask;
            if (p <= uint64_t(Special::Ellipsis) || (allow_undefined && p == uint64_t(Special::Undefined))) return true;
            break;
        }
        case Tag::Object:
            if ((v.bits() & Value::kPayloadMask) <= 0xFFFF'FFFFull && heap().valid(v.as_object())) return true;
            break;
        case Tag::Type:
            if ((v.bits() & Value::kPayloadMask) < kTypeCount) return true;
            break;
        case Tag::Builtin:
            if ((v.bits() & Value::kPayloadMask) < native_registry().function_count()) return true;
            break;
        default: break;
        }
        return fail(fmt::format("bad value {:#018x} in {}", v.bits(), where));
    }
    bool values(std::span<const Value> vs, const char* where, bool allow_undefined = false) {
        for (Value v : vs) if (!value(v, where, allow_undefined)) return false;
        return true;
    }
    bool kind(Value v, ObjKind k, const char* where, bool or_none = false) {
        if (or_none && v.is_none()) return true;   // (None is always a well-formed value)
        if (!value(v, where)) return false;
        if (!is(v, k)) return fail(fmt::format("{} has the wrong type", where));
        return true;
    }
    bool is_class(Value v) const { return v.is_type() || is(v, ObjKind::Class); }
    // A generator, coroutine or async generator.
    bool frame_object(Value v, const char* where) {
        if (!value(v, where)) return false;
        if (!is(v, ObjKind::Generator) && !is(v, ObjKind::Coroutine) && !is(v, ObjKind::AsyncGenerator))
            return fail(fmt::format("{} has the wrong type", where));
        return true;
    }
    bool is_exception_class(Value v) const {
        if (v.is_type()) return v.as_type_id() < kTypeCount && is_exception_type(TypeId(v.as_type_id()));
        return is(v, ObjKind::Class) && is_exception_type(heap().as<ClassObject>(v.as_object()).builtin_base);
    }
    const Code* code(uint32_t p, uint32_t c) const {
        const auto& programs = SnapshotAccess::programs(vm);
        if (p >= programs.size() || c >= programs[p]->codes.size()) return nullptr;
        return &programs[p]->codes[c];
    }
    static uint32_t nslots(const Code& c) { return uint32_t(c.varnames.size() + c.cellvars.size() + c.freevars.size()); }

    // A frame's code position and its local/cell slots, which live in `slots` from `base`.
    bool frame(const Frame& f, std::span<const Value> slots, const char* where) {
        const Code* c = code(f.program, f.code);
        if (!c) return fail(fmt::format("{}: code index out of range", where));
        if (f.pc >= c->instructions.size()) return fail(fmt::format("{}: pc out of range", where));
        if (!value(f.function, where) || !value(f.generator, where)) return false;
        if (!f.function.is_none()) {
            if (!is(f.function, ObjKind::Function)) return fail(fmt::format("{}: function has the wrong type", where));
            const auto& fn = heap().as<FunctionObject>(f.function.as_object());
            if (fn.program != f.program || fn.code != f.code) return fail(fmt::format("{}: function does not match its code", where));
        }
        if (!kind(f.globals, ObjKind::Dict, where) || !kind(f.locals_dict, ObjKind::Dict, where, true) ||
            !(f.generator.is_none() || frame_object(f.generator, where)))
            return false;
        if (f.on_return > kLastFrameReturn) return fail(fmt::format("{}: bad return mode", where));
        uint64_t locals_end = uint64_t(f.base) + nslots(*c);
        if (f.sp < locals_end || f.sp > locals_end + c->max_stack || f.sp > slots.size())
            return fail(fmt::format("{}: stack pointer out of range", where));
        for (uint64_t i = f.base + c->varnames.size(); i < locals_end; ++i)
            if (!is(slots[size_t(i)], ObjKind::Cell)) return fail(fmt::format("{}: cell slot is not a cell", where));
        return true;
    }

    // ---- Where a frame stands in its code (checked against the bytecode verifier) ----------
    const CodeFacts* facts_of(uint32_t p, uint32_t c) const {
        if (p >= st.facts.size() || c >= st.facts[p]->size()) return nullptr;
        return &(*st.facts[p])[c];
    }
    // Values a frame holds above its locals, cells and free variables.
    int64_t depth_of(const Frame& f) const { return int64_t(f.sp) - (int64_t(f.base) + nslots(*code(f.program, f.code))); }
    uint64_t locals_end(const Frame& f) const { return uint64_t(f.base) + nslots(*code(f.program, f.code)); }
    // The verifier's stack depth before the instruction starting at pc (-1: not an instruction
    // the verifier reached).
    int64_t verified_depth(const Frame& f, uint32_t pc) const {
        const CodeFacts* k = facts_of(f.program, f.code);
        if (!k || pc >= k->depth.size()) return -1;
        return k->depth[pc];
    }
    static bool is_call(Op op) {
        return op == Op::CALL || op == Op::CALL_KW || op == Op::CALL_METHOD || op == Op::CALL_METHOD_KW ||
               op == Op::CALL_EX || op == Op::BEFORE_WITH || op == Op::WITH_EXCEPT_START ||
               op == Op::BINARY_SUBSCR ||   // a Python __getitem__/__missing__ runs as a frame
               op == Op::CHECK_EG_MATCH || op == Op::PREP_RERAISE_STAR;   // split(), derive() of except*
    }
    // A frame waiting at a call instruction (its pc is the return address): the instruction
    // that ends at pc must be a call the verifier reached, and `result_slot` must be where that
    // call leaves its result.
    bool waits_at_call(const Frame& f, uint64_t result_slot, const char* where) {
        const Code& c = *code(f.program, f.code);
        const CodeFacts* k = facts_of(f.program, f.code);
        auto in = k ? instruction_ending_at(c, *k, f.pc) : std::nullopt;
        if (!in || !is_call(in->op)) return fail(fmt::format("{}: pc is not just after a call", where));
        int64_t after = int64_t(k->depth[in->start]) + stack_effect(in->op, in->arg, false);
        if (after < 1 || result_slot != locals_end(f) + uint64_t(after - 1))
            return fail(fmt::format("{}: call result slot does not match the bytecode", where));
        return true;
    }
    // A coroutine frame whose next instructions are a plain await (GET_AWAITABLE 0; LOAD_CONST;
    // YIELD_FROM): an awaited host call's answer skips them (vm/awaited_host_call.cpp).
    bool awaits_at(const Frame& f) {
        if (!is(f.generator, ObjKind::Coroutine)) return false;
        const Code& c = *code(f.program, f.code);
        if (size_t(f.pc) + 3 > c.instructions.size()) return false;
        uint32_t w = c.instructions[f.pc];
        return opcode_of(w) == Op::GET_AWAITABLE && operand_of(w) == 0 &&
               opcode_of(c.instructions[f.pc + 1]) == Op::LOAD_CONST && opcode_of(c.instructions[f.pc + 2]) == Op::YIELD_FROM;
    }
    // A frame about to run the instruction at its pc: the verifier reached it with this depth.
    bool at_instruction(const Frame& f, const char* where) {
        int64_t want = verified_depth(f, f.pc);
        if (want < 0) return fail(fmt::format("{}: pc is not an instruction boundary", where));
        if (depth_of(f) != want) return fail(fmt::format("{}: value stack depth does not match the bytecode", where));
        return true;
    }
    // A suspended generator: just after a YIELD_VALUE, or at a YIELD_FROM that runs again when
    // resumed; either way the value sent in is pushed on resume.
    bool suspended_at_yield(const Frame& f, const char* where) {
        const Code& c = *code(f.program, f.code);
        const CodeFacts* k = facts_of(f.program, f.code);
        if (!k) return fail(fmt::format("{}: code has no verifier facts", where));
        if (auto in = instruction_ending_at(c, *k, f.pc); in && in->op == Op::YIELD_VALUE) {
            if (depth_of(f) + 1 != k->depth[in->start]) return fail(fmt::format("{}: value stack depth does not match the bytecode", where));
            return true;
        }
        if (auto in = decode_at(c, f.pc); in && in->op == Op::YIELD_FROM && verified_depth(f, f.pc) >= 0) {
            if (depth_of(f) + 1 != verified_depth(f, f.pc)) return fail(fmt::format("{}: value stack depth does not match the bytecode", where));
            return true;
        }
        return fail(fmt::format("{}: suspended generator is not at a yield", where));
    }
    // How `callee` was entered from `caller` (the frame below it) must match what the caller's
    // code does at its pc: the result goes where the caller's instruction expects it.
    bool linked(const Frame& caller, const Frame& callee, std::span<const Value> stack) {
        const Code& cc = *code(caller.program, caller.code);
        const CodeFacts* k = facts_of(caller.program, caller.code);
        bool gen = !callee.generator.is_none();
        switch (FrameReturn(callee.on_return)) {
        case FrameReturn::Push: case FrameReturn::InitResult:
            if (gen) return fail("generator frame returns like a function");
            return waits_at_call(caller, callee.ret_slot, "calling frame");
        case FrameReturn::GenNext:
            if (!gen) return fail("function frame returns like a generator");
            return waits_at_call(caller, callee.ret_slot, "calling frame");
        case FrameReturn::ClassBody: {
            if (gen) return fail("generator frame returns like a class body");
            if (!waits_at_call(caller, callee.ret_slot, "calling frame")) return false;
            // finish_class reads __build_class__'s arguments (body, name, *bases) below the body's frame.
            if (uint64_t(callee.ret_slot) + 3 > callee.base || !is(stack[callee.ret_slot + 2], ObjKind::Str))
                return fail("class body frame without its class name");
            if (!is(callee.locals_dict, ObjKind::Dict)) return fail("class body frame without a namespace");
            return true;
        }
        case FrameReturn::ClassHook: {
            // vm/class_hooks.cpp: the class, the __set_name__ pairs, the step and the keywords
            // sit between the result slot and the hook's frame.
            if (gen) return fail("generator frame returns like a class hook");
            if (!waits_at_call(caller, callee.ret_slot, "calling frame")) return false;
            uint64_t r = callee.ret_slot;
            if (r + 4 > callee.base || !is(stack[r], ObjKind::Class) || !is(stack[r + 1], ObjKind::Tuple) ||
                heap().as<TupleObject>(stack[r + 1].as_object()).items.size() % 2 != 0 || !stack[r + 2].is_small_int() ||
                stack[r + 2].as_small_int() < 1 || !(stack[r + 3].is_none() || is(stack[r + 3], ObjKind::Dict)))
                return fail("class hook frame without its class state");
            return true;
        }
        case FrameReturn::NewResult: {
            // vm/instances.cpp: the class, the keyword names and the arguments kept for __init__.
            if (gen) return fail("generator frame returns like __new__");
            if (!waits_at_call(caller, callee.ret_slot, "calling frame")) return false;
            uint64_t r = callee.ret_slot;
            if (r + 2 > callee.base || !is_class(stack[r])) return fail("__new__ frame without its class");
            uint64_t nargs = callee.base - r - 2;
            if (!stack[r + 1].is_none()) {
                if (!is(stack[r + 1], ObjKind::Tuple)) return fail("__new__ frame with bad keyword names");
                const auto& names = heap().as<TupleObject>(stack[r + 1].as_object()).items;
                if (names.size() > nargs) return fail("__new__ frame with more keywords than arguments");
                for (Value n : names) if (!is(n, ObjKind::Str)) return fail("__new__ frame with bad keyword names");
            }
            return true;
        }
        case FrameReturn::GenForIter: {
            if (!gen) return fail("function frame returns like a generator");
            auto in = k && caller.pc > 0 ? decode_at(cc, caller.pc - 1) : std::nullopt;
            if (!in || in->op != Op::FOR_ITER || in->next != caller.pc || verified_depth(caller, caller.pc - 1) < 1)
                return fail("calling frame is not at a FOR_ITER");
            if (callee.ret_slot != locals_end(caller) + uint64_t(verified_depth(caller, caller.pc - 1)))
                return fail("calling frame: FOR_ITER result slot does not match the bytecode");
            return true;
        }
        case FrameReturn::GenYieldFrom: {
            if (!gen) return fail("function frame returns like a generator");
            if (caller.generator.is_none()) return fail("yield from in a frame that is not a generator");
            auto in = k ? decode_at(cc, caller.pc) : std::nullopt;
            int64_t d = verified_depth(caller, caller.pc);
            if (!in || in->op != Op::YIELD_FROM || d < 2) return fail("calling frame is not at a YIELD_FROM");
            if (callee.ret_slot != locals_end(caller) + uint64_t(d - 1))
                return fail("calling frame: YIELD_FROM result slot does not match the bytecode");
            return true;
        }
        case FrameReturn::Stop: case FrameReturn::GenStop: return fail("snapshot taken inside a nested run");
        }
        return fail("bad return mode");
    }

    // The class and attribute dict of an instance of a list/dict/set subclass (None otherwise).
    bool subclass_fields(Value cls, Value attrs) {
        if (!kind(cls, ObjKind::Class, "subclass instance class", true)) return false;
        return kind(attrs, ObjKind::Dict, "subclass instance attributes", true);
    }
    bool sub_slots(const SubclassSlots* s) { return !s || subclass_fields(s->cls, s->attrs); }

    bool object(ObjRef ref, const Object& o) {
        switch (o.kind) {
        case ObjKind::Str:
            // StrObject's constructor found ASCII text (always valid) without a full scan.
            if (!static_cast<const StrObject&>(o).ascii && !valid_utf8(static_cast<const StrObject&>(o).text()))
                return fail("str is not valid UTF-8");
            return sub_slots(static_cast<const StrObject&>(o).subclass());
        case ObjKind::Bytes: {
            return sub_slots(static_cast<const BytesObject&>(o).subclass());
        }
        case ObjKind::HostFunction: return true;
        case ObjKind::Range: {
            const auto& x = static_cast<const RangeObject&>(o);
            if (!x.is_big()) return true;
            for (Value v : {x.big_start, x.big_stop, x.big_step})
                if (!v.is_small_int() && !is(v, ObjKind::BigInt)) return fail("big range bound is not an int");
            if (x.big_step.is_small_int() && x.big_step.as_small_int() == 0) return fail("range step 0");
            return true;
        }
        case ObjKind::BigInt: {
            const auto& x = static_cast<const BigIntObject&>(o);
            if (x.cls().is_none() && x.value >= Value::kMinSmallInt && x.value <= Value::kMaxSmallInt)
                return fail("big int holds a small value");
            return sub_slots(x.subclass());
        }
        case ObjKind::List: {
            const auto& x = static_cast<const ListObject&>(o);
            return values(x.items, "list") && subclass_fields(x.cls, x.attrs);
        }
        case ObjKind::Tuple: {
            const auto& x = static_cast<const TupleObject&>(o);
            return values(x.items, "tuple") && subclass_fields(x.cls, x.attrs);
        }
        case ObjKind::Dict:
            if (!subclass_fields(static_cast<const DictObject&>(o).cls, static_cast<const DictObject&>(o).attrs)) return false;
            for (const DictEntry& e : static_cast<const DictObject&>(o).table.entries()) {
                if (e.key.is_undefined()) {
                    if (!e.value.is_undefined()) return fail("deleted dict entry holds a value");
                    continue;
                }
                if (!value(e.key, "dict key") || !value(e.value, "dict value")) return false;
            }
            return true;
        case ObjKind::Set: case ObjKind::FrozenSet:
            if (!subclass_fields(static_cast<const SetObject&>(o).cls, static_cast<const SetObject&>(o).attrs)) return false;
            for (const SetEntry& e : static_cast<const SetObject&>(o).table.slots())
                if (!value(e.key, "set", true)) return false;
            return true;
        case ObjKind::Slice: {
            const auto& x = static_cast<const SliceObject&>(o);
            return value(x.start, "slice") && value(x.stop, "slice") && value(x.step, "slice");
        }
        case ObjKind::Function: {
            const auto& x = static_cast<const FunctionObject&>(o);
            const Code* c = code(x.program, x.code);
            if (!c) return fail("function code index out of range");
            if (!kind(x.globals, ObjKind::Dict, "function globals") || !kind(x.defaults, ObjKind::Tuple, "function defaults", true) ||
                !kind(x.kwdefaults, ObjKind::Dict, "function kwdefaults", true) || !kind(x.name, ObjKind::Str, "function name") ||
                !kind(x.qualname, ObjKind::Str, "function qualname") || !kind(x.attrs, ObjKind::Dict, "function attributes", true) ||
                !kind(x.closure, ObjKind::Tuple, "function closure", true) ||
                !kind(x.annotations, ObjKind::Dict, "function annotations", true) ||
                !value(x.doc, "function doc", true) || !value(x.module, "function module", true))
                return false;
            size_t nfree = c->freevars.size();
            if (x.closure.is_none()) {
                if (nfree) return fail("function closure missing");
            } else {
                const auto& items = heap().as<TupleObject>(x.closure.as_object()).items;
                if (items.size() != nfree) return fail("function closure has the wrong size");
                for (Value cell : items) if (!is(cell, ObjKind::Cell)) return fail("function closure holds a non-cell");
            }
            return true;
        }
        case ObjKind::BoundMethod: {
            const auto& x = static_cast<const BoundMethodObject&>(o);
            return value(x.self, "method") && value(x.func, "method");
        }
        case ObjKind::Cell: return value(static_cast<const CellObject&>(o).value, "cell", true);
        case ObjKind::Class: {
            const auto& x = static_cast<const ClassObject&>(o);
            if (!kind(x.dict, ObjKind::Dict, "class namespace") || !values(x.bases, "class bases") || !values(x.mro, "class mro"))
                return false;
            if (x.mro.empty() || !x.mro[0].identical(Value::object(ref))) return fail("class mro does not start with the class");
            for (Value b : x.bases) if (!is_class(b)) return fail("class base is not a class");
            for (Value b : x.mro) if (!is_class(b)) return fail("class mro holds a non-class");
            if (!x.metaclass.is_none() && !is(x.metaclass, ObjKind::Class)) return fail("metaclass is not a class");
            return true;
        }
        case ObjKind::Instance: {
            const auto& x = static_cast<const InstanceObject&>(o);
            if (!value(x.cls, "instance class") || !kind(x.dict, ObjKind::Dict, "instance dict", true)) return false;
            if (!is_class(x.cls)) return fail("instance class is not a class");
            return true;
        }
        case ObjKind::Exception: {
            const auto& x = static_cast<const ExceptionObject&>(o);
            if (!value(x.cls, "exception class") || !kind(x.dict, ObjKind::Dict, "exception dict", true) ||
                !kind(x.args, ObjKind::Tuple, "exception args") || !kind(x.cause, ObjKind::Exception, "exception cause", true) ||
                !kind(x.context, ObjKind::Exception, "exception context", true))
                return false;
            if (!is_exception_class(x.cls)) return fail("exception class is not an exception type");
            if (!values(std::array{x.os_errno, x.os_strerror, x.os_filename, x.os_filename2, x.os_written},
                        "exception errno fields", true))
                return false;
            for (const auto& t : x.traceback) {
                const Code* c = code(t.program, t.code);
                if (!c) return fail("traceback entry out of range");
            }
            return true;
        }
        case ObjKind::Generator:
        case ObjKind::Coroutine:
        case ObjKind::AsyncGenerator: {
            const auto& g = static_cast<const GeneratorObject&>(o);
            if (!values(g.slots, "generator slots", true) || !kind(g.handled_exception, ObjKind::Exception, "generator exception", true) ||
                !kind(g.name, ObjKind::Str, "generator name") || !kind(g.qualname, ObjKind::Str, "generator qualname"))
                return false;
            if (g.state == GeneratorState::Created || g.state == GeneratorState::Suspended) {
                if (g.frame.base != 0 || g.frame.sp != g.slots.size()) return fail("suspended generator frame does not match its slots");
                // A created generator's frame does not name it yet (resuming sets it).
                if (!g.frame.generator.identical(Value::object(ref)) &&
                    !(g.state == GeneratorState::Created && g.frame.generator.is_none()))
                    return fail("generator frame belongs to another generator");
                if (!frame(g.frame, g.slots, "generator frame")) return false;
                if (!is(g.frame.function, ObjKind::Function)) return fail("generator frame has no function");
                uint32_t flags = code(g.frame.program, g.frame.code)->flags;
                if (!(flags & kCodeGenerator)) return fail("generator frame runs code that is not a generator");
                ObjKind want = (flags & kCodeAsyncGenerator) ? ObjKind::AsyncGenerator
                             : (flags & kCodeCoroutine)      ? ObjKind::Coroutine
                                                             : ObjKind::Generator;
                if (o.kind != want) return fail("generator object does not match the kind of its code");
                if (g.state == GeneratorState::Created) {
                    if (g.frame.pc != 0 || depth_of(g.frame) != 0) return fail("new generator frame is not at its start");
                } else if (!suspended_at_yield(g.frame, "generator frame")) {
                    return false;
                }
            } else {
                // Running frames live on the frame stack; finished ones are never resumed.
                if (!value(g.frame.function, "generator") || !value(g.frame.globals, "generator") ||
                    !value(g.frame.locals_dict, "generator") || !value(g.frame.generator, "generator"))
                    return false;
            }
            return true;
        }
        case ObjKind::Property: case ObjKind::ClassMethod: case ObjKind::StaticMethod: {
            const auto& x = static_cast<const DescriptorObject&>(o);
            return value(x.fget, "descriptor") && value(x.fset, "descriptor") && value(x.fdel, "descriptor") && value(x.doc, "descriptor");
        }
        case ObjKind::Super: {
            const auto& x = static_cast<const SuperObject&>(o);
            // An unbound super(type) has no object (undefined).
            if (!value(x.start_after, "super") || !value(x.obj, "super", true)) return false;
            if (!is_class(x.start_after)) return fail("super start class is not a class");
            return true;
        }
        case ObjKind::Module: return kind(static_cast<const ModuleObject&>(o).dict, ObjKind::Dict, "module dict");
        case ObjKind::SeqIter: {
            const auto& x = static_cast<const SeqIterObject&>(o);
            if (!value(x.seq, "iterator") || !value(x.func, "iterator") || !value(x.extra, "iterator")) return false;
            if (x.seq.is_none()) return true;
            bool ok = true;
            switch (x.type) {
            case TypeId::ListIterator: case TypeId::TupleIterator: case TypeId::ListReverseIterator:
                ok = is(x.seq, ObjKind::List) || is(x.seq, ObjKind::Tuple); break;
            case TypeId::StrIterator: {
                ok = is(x.seq, ObjKind::Str);
                if (ok) {
                    std::string_view s = heap().as<StrObject>(x.seq.as_object()).text();
                    // Must sit on a code-point boundary (or past the end).
                    ok = x.index < 0 || uint64_t(x.index) >= s.size() || (uint8_t(s[size_t(x.index)]) & 0xC0) != 0x80;
                    if (x.index < 0) ok = false;
                }
                break;
            }
            case TypeId::BytesIterator: ok = is(x.seq, ObjKind::Bytes); break;
            case TypeId::DictKeyIterator: case TypeId::DictValueIterator: case TypeId::DictItemIterator:
                ok = is(x.seq, ObjKind::Dict); break;
            case TypeId::SetIterator: ok = is(x.seq, ObjKind::Set) || is(x.seq, ObjKind::FrozenSet); break;
            default: break;
            }
            if (!ok) return fail("iterator over the wrong kind of object");
            return true;
        }
        case ObjKind::DictView: {
            const auto& x = static_cast<const DictViewObject&>(o);
            if (x.type != TypeId::DictKeys && x.type != TypeId::DictValues && x.type != TypeId::DictItems &&
                x.type != TypeId::MappingProxy)
                return fail("bad dict view type");
            return kind(x.dict, ObjKind::Dict, "dict view");
        }
        case ObjKind::Enumerate: {
            const auto& x = static_cast<const EnumerateObject&>(o);
            if (!value(x.iter, "enumerate") || !value(x.count, "enumerate")) return false;
            if (!x.count.is_small_int() && !is(x.count, ObjKind::BigInt)) return fail("enumerate count is not an int");
            return true;
        }
        case ObjKind::Zip: return values(static_cast<const ZipObject&>(o).iters, "zip");
        case ObjKind::Float: {
            // type_of answers the class: it must be one, and one whose instances are floats.
            const auto& x = static_cast<const FloatSubObject&>(o);
            if (!kind(x.slots.cls, ObjKind::Class, "float subclass instance class")) return false;
            if (heap().as<ClassObject>(x.slots.cls.as_object()).builtin_base != TypeId::Float)
                return fail("float subclass instance of a class that is no float subclass");
            return kind(x.slots.attrs, ObjKind::Dict, "subclass instance attributes", true);
        }
        case ObjKind::Union: {
            // union_repr and isinstance trust this: two or more classes.
            Value args = static_cast<const UnionObject&>(o).args;
            if (!kind(args, ObjKind::Tuple, "union arguments")) return false;
            const auto& items = heap().as<TupleObject>(args.as_object()).items;
            if (items.size() < 2) return fail("union of fewer than two classes");
            for (Value c : items)
                if (!c.is_type() && !is(c, ObjKind::Class) && !is(c, ObjKind::GenericAlias))
                    return fail("union argument is not a class");
            return true;
        }
        case ObjKind::GenericAlias: {
            // Any origin and arguments a program could subscript with; the arguments a tuple.
            const auto& x = static_cast<const GenericAliasObject&>(o);
            return value(x.origin, "generic alias origin") && kind(x.args, ObjKind::Tuple, "generic alias arguments");
        }
        }
        return fail("unknown object kind");
    }

    // A cached constant must be what the code's constant makes (LOAD_CONST trusts its kind).
    bool constant(Value v, const Constant& k, int depth = 0) {
        if (depth > 100 || !value(v, "constant")) return fail("bad constant");
        bool ok = std::visit([&](const auto& c) -> bool {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, NoneLiteral>) return v.is_none();
            else if constexpr (std::is_same_v<T, bool>) return v.identical(Value::boolean(c));
            else if constexpr (std::is_same_v<T, int64_t> || std::is_same_v<T, BigIntLiteral>) return v.is_small_int() || is(v, ObjKind::BigInt);
            else if constexpr (std::is_same_v<T, double>) return v.is_float();
            else if constexpr (std::is_same_v<T, std::string>) return is(v, ObjKind::Str) && heap().as<StrObject>(v.as_object()).text() == c;
            else if constexpr (std::is_same_v<T, BytesLiteral>) return is(v, ObjKind::Bytes);
            else if constexpr (std::is_same_v<T, EllipsisLiteral>) return v.is_ellipsis();
            else if constexpr (std::is_same_v<T, CodeRef>) return v.identical(Value::small_int(c.index));
            else {
                if (!is(v, ObjKind::Tuple)) return false;
                const auto& items = heap().as<TupleObject>(v.as_object()).items;
                if (items.size() != c->items.size()) return false;
                for (size_t i = 0; i < items.size(); ++i) if (!constant(items[i], c->items[i], depth + 1)) return false;
                return true;
            }
        }, k);
        return ok || fail("cached constant does not match the code");
    }

    // The imported modules: import trusts every entry to be a module under its own name.
    bool modules_table(Value modules) {
        if (modules.is_none()) return true;
        if (!kind(modules, ObjKind::Dict, "module table")) return false;
        for (const DictEntry& e : heap().as<DictObject>(modules.as_object()).table.entries()) {
            if (e.key.is_undefined()) continue;
            if (!is(e.key, ObjKind::Str) || !is(e.value, ObjKind::Module)) return fail("module table holds a non-module");
            if (heap().as<StrObject>(e.key.as_object()).text() != heap().as<ModuleObject>(e.value.as_object()).name)
                return fail("module table entry under another name");
        }
        return true;
    }

    bool run() {
        const auto& slots = SnapshotAccess::slots(vm.heap);
        for (ObjRef i = 1; i < slots.size(); ++i)
            if (slots[i] && !object(i, *slots[i])) return false;
        // Constant caches.
        const auto& programs = SnapshotAccess::programs(vm);
        const auto& consts = SnapshotAccess::constants(vm);
        for (size_t p = 0; p < programs.size(); ++p)
            for (size_t c = 0; c < programs[p]->codes.size(); ++c) {
                const auto& cache = consts[p][c];
                const auto& want = programs[p]->codes[c].consts;
                if (cache.empty()) continue;
                if (cache.size() != want.size()) return fail("constant cache has the wrong size");
                for (size_t i = 0; i < cache.size(); ++i) if (!constant(cache[i], want[i])) return false;
            }
        // Frames and the value stack.
        auto& stack_store = SnapshotAccess::stack(vm);
        std::span<const Value> stack(stack_store.data(), stack_store.size());
        if (!values(stack, "value stack", true)) return false;
        const auto& frames = SnapshotAccess::frames(vm);
        if (frames.size() > 100'000) return fail("too many frames");
        size_t need = stack.size();
        std::unordered_set<uint64_t> running;
        for (size_t i = 0; i < frames.size(); ++i) {
            const Frame& f = frames[i];
            if (!frame(f, stack, "frame")) return false;
            if (f.ret_slot > f.base) return fail("frame return slot above its base");
            if (i > 0 && f.base < frames[i - 1].base) return fail("frames out of order");
            if (i == 0 && (FrameReturn(f.on_return) != FrameReturn::Stop || !f.generator.is_none()))
                return fail("bottom frame is not a run's first frame");
            if (i > 0 && !linked(frames[i - 1], f, stack)) return false;
            bool gen_code = (code(f.program, f.code)->flags & kCodeGenerator) != 0;
            if (gen_code != !f.generator.is_none()) return fail("frame and generator do not match");
            if (!f.generator.is_none()) {
                const auto& g = heap().as<GeneratorObject>(f.generator.as_object());
                if (g.state != GeneratorState::Running) return fail("frame of a generator that is not running");
                if (!running.insert(f.generator.bits()).second) return fail("generator runs in two frames");
            }
            const Code& c = *code(f.program, f.code);
            need = std::max<size_t>(need, size_t(f.base) + c.frame_size() + 16);
        }
        auto fields = SnapshotAccess::fields(vm);
        if (!value(fields.module_globals, "globals") || !value(fields.result, "result") ||
            !kind(fields.exception, ObjKind::Exception, "pending exception", true) ||
            !kind(fields.handled, ObjKind::Exception, "handled exception", true) ||
            !value(fields.last_return, "last return", true))
            return false;
        if (!modules_table(SnapshotAccess::modules(vm))) return false;
        if (!values(vm.host_roots(), "host roots")) return false;
        const auto& pending = vm.pending_call();
        if (!values(pending.args, "host call arguments")) return false;
        for (const auto& kv : pending.kwargs) if (!value(kv.second, "host call keywords")) return false;
        if (pending.active && fields.resume_with_error) return fail("host call both pending and answered");
        if (pending.active || fields.resume_with_error) {
            if (frames.empty()) return fail("host call pending without a frame");
            const Frame& top = frames.back();
            uint64_t limit = pending.active ? stack.size() : stack.size() + 1;   // an error result writes nothing
            if (fields.host_ret_slot >= limit) return fail("host call result slot out of range");
            if (!waits_at_call(top, fields.host_ret_slot, "paused frame")) return false;
            if (pending.awaited && !awaits_at(top)) return fail("paused frame: awaited host call is not awaited there");
            // Paused: the result slot is the top (filled on resume); answered with an error: the
            // exception is raised at the call with the slot not yet pushed.
            uint64_t want_sp = uint64_t(fields.host_ret_slot) + (pending.active ? 1 : 0);
            if (top.sp != want_sp) return fail("paused frame: stack pointer does not match the host call");
        } else if (!frames.empty() && !at_instruction(frames.back(), "top frame")) {
            return false;
        }
        if (fields.resume_with_error && fields.exception.is_none()) return fail("resume with error but no exception");
        stack_store.resize(need, Value::none());
        return true;
    }
};

}  // namespace

std::optional<std::string> validate_execution(Vm& vm, const LoadedState& st) {
    Validator v{vm, st, {}};
    if (!v.run()) return v.error;
    return std::nullopt;
}

}  // namespace basilisk::checkpoint
