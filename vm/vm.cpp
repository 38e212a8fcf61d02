// Vm: object creation, types and classes, constants, garbage-collection roots.
#include "vm/vm.h"

#include <cstring>

#include <fmt/format.h>

#include "vm/native.h"

namespace basilisk::vm {

static bool all_ascii(const unsigned char* p, size_t n) {
    // Most text is ASCII: check eight bytes at a time.
    size_t i = 0;
    uint64_t high = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t word;
        std::memcpy(&word, p + i, 8);
        high |= word & 0x8080808080808080ull;
    }
    for (; i < n; ++i) high |= p[i] & 0x80;
    return high == 0;
}

StrObject::StrObject(std::string_view s) : Object(kKind), byte_length(s.size()) {
    char* out = chars();
    if (!s.empty()) std::memcpy(out, s.data(), s.size());
    out[s.size()] = '\0';
    const unsigned char* p = reinterpret_cast<const unsigned char*>(out);
    size_t n = s.size();
    ascii = all_ascii(p, n);
    if (ascii) {
        cp_length = uint32_t(n);
        return;
    }
    uint32_t count = 0;
    for (size_t k = 0; k < n; ++k) count += (p[k] & 0xC0) != 0x80;
    cp_length = count;
}

StrObject::StrObject(std::string_view s, uint32_t code_points, bool is_ascii)
    : Object(kKind), ascii(is_ascii), cp_length(code_points), byte_length(s.size()) {
    char* out = chars();
    if (!s.empty()) std::memcpy(out, s.data(), s.size());
    out[s.size()] = '\0';
}

StrObject::StrObject(size_t n, uint32_t code_points, bool is_ascii)
    : Object(kKind), ascii(is_ascii), cp_length(code_points), byte_length(n) {
    chars()[n] = '\0';
}

size_t BigIntObject::msb_bytes() const {
    return value.is_zero() ? 8 : size_t(boost::multiprecision::msb(boost::multiprecision::abs(value)) / 8 + 8);
}

int64_t RangeObject::length() const {
    if (step > 0 && start < stop) return int64_t((uint64_t(stop) - uint64_t(start) - 1) / uint64_t(step) + 1);
    if (step < 0 && start > stop) return int64_t((uint64_t(start) - uint64_t(stop) - 1) / (0 - uint64_t(step)) + 1);
    return 0;
}

TypeId builtin_type_by_name(std::string_view name) {
    for (uint32_t i = 0; i < kTypeCount; ++i) {
        if (kTypeInfo[i].name == name) return TypeId(i);
    }
    return TypeId::COUNT_;
}

Vm::Vm() : natives(native_registry()) {
    m_interned = Value::none();
}

Vm::~Vm() = default;

uint32_t Vm::add_program(ProgramRef program) {
    m_programs.push_back(std::move(program));
    m_constants.emplace_back(m_programs.back()->codes.size());
    return uint32_t(m_programs.size() - 1);
}

std::span<const Value> Vm::constants_of(uint32_t program, uint32_t code_index) {
    auto& cache = m_constants[program][code_index];
    const Code& c = code(program, code_index);
    if (cache.size() != c.consts.size()) {
        cache.clear();
        cache.reserve(c.consts.size());
        struct Maker {
            Vm& vm;
            Value operator()(const NoneLiteral&) const { return Value::none(); }
            Value operator()(bool b) const { return Value::boolean(b); }
            Value operator()(int64_t i) const { return vm.new_int(i); }
            Value operator()(const BigIntLiteral& b) const { return vm.new_int(num::BigInt(b.decimal)); }
            Value operator()(double d) const { return Value::from_double(d); }
            Value operator()(const std::string& s) const { return vm.interned(s); }
            Value operator()(const BytesLiteral& b) const { return vm.new_bytes(b.data); }
            Value operator()(const EllipsisLiteral&) const { return Value::ellipsis(); }
            Value operator()(const CodeRef& r) const { return Value::small_int(r.index); }
            Value operator()(const std::shared_ptr<const ConstTuple>& t) const {
                std::vector<Value> items;
                for (const Constant& k : t->items) items.push_back(std::visit(*this, k));
                return vm.new_tuple(std::move(items));
            }
        };
        Maker maker{*this};
        for (const Constant& k : c.consts) cache.push_back(std::visit(maker, k));
    }
    return cache;
}

bool Vm::enter_native_recursion(const char* message) {
    // CPython's default limit; also bounded by the Python limit so a host's smaller stack is safe.
    constexpr uint32_t kMaxNativeDepth = 1000;
    if (m_c_depth >= std::min<uint32_t>(kMaxNativeDepth, std::max<uint32_t>(m_limits.max_recursion_depth, 50))) {
        raise(TypeId::RecursionError, message);
        return false;
    }
    // Each nested value visited counts as instructions: repr, hash or == of a shared structure
    // (a = [a, a] forty times over: 2**40 visits, never too deep) must end on the limits, not run
    // for hours inside one bytecode.
    // Nested visits (depth 2 and more) count 8: a list of tuples sorts at 1 per comparison.
    uint64_t weight = m_c_depth >= 2 ? 8 : 1;
    if ((m_native_steps += weight) % 4096 < weight && !charge_native_steps()) return false;
    ++m_c_depth;
    return true;
}

bool Vm::write_output(std::string_view text) {
    if (!m_limits.max_output_bytes || m_output_total + text.size() <= m_limits.max_output_bytes) {
        m_output_total += text.size();
        m_output.append(text);
        return true;
    }
    // Up to the limit, then the limit error at once: one print(*range(10**7)) of 78 MB must not
    // pass a 64 MB limit just because the program ends before the next check.
    size_t room = m_output_total < m_limits.max_output_bytes ? size_t(m_limits.max_output_bytes - m_output_total) : 0;
    m_output.append(text.substr(0, room));
    m_output_total += text.size();
    fail_limit("max_output_bytes");
    return false;
}

bool Vm::output_fits(size_t pending) const {
    return !m_limits.max_output_bytes || m_output_total + pending <= m_limits.max_output_bytes;
}

// ---- Object creation ----------------------------------------------------------------------

Value Vm::new_str(std::string_view s) { return Value::object(heap.make_sized<StrObject>(StrObject::footprint(s.size()), s)); }
Value Vm::new_str(std::string_view s, uint32_t code_points, bool ascii) {
    return Value::object(heap.make_sized<StrObject>(StrObject::footprint(s.size()), s, code_points, ascii));
}
Value Vm::new_str_uninit(size_t n, uint32_t code_points, bool ascii, char*& out) {
    ObjRef ref = heap.make_sized<StrObject>(StrObject::footprint(n), n, code_points, ascii);
    out = heap.as<StrObject>(ref).chars();
    return Value::object(ref);
}
Value Vm::new_bytes(std::string data) { return Value::object(heap.make<BytesObject>(std::move(data))); }
Value Vm::new_int(int64_t i) {
    if (Value::fits_small_int(i)) return Value::small_int(i);
    return Value::object(heap.make<BigIntObject>(num::BigInt(i)));
}
Value Vm::new_int(const num::BigInt& i) {
    if (i >= Value::kMinSmallInt && i <= Value::kMaxSmallInt) return Value::small_int(int64_t(i));
    return Value::object(heap.make<BigIntObject>(i));
}
Value Vm::new_list(std::vector<Value> items) { return Value::object(heap.make<ListObject>(std::move(items))); }
Value Vm::new_tuple(std::vector<Value> items) { return Value::object(heap.make<TupleObject>(std::move(items))); }
Value Vm::new_dict() { return Value::object(heap.make<DictObject>()); }
Value Vm::new_set(bool frozen) { return Value::object(heap.make<SetObject>(frozen)); }
Value Vm::new_bound_method(Value self, Value func) { return Value::object(heap.make<BoundMethodObject>(self, func)); }

Value Vm::interned(std::string_view s) {
    auto it = m_intern_table.find(s);
    if (it != m_intern_table.end()) return it->second;
    Value v = new_str(s);
    m_intern_table.emplace(std::string(s), v);
    return v;
}

num::BigInt Vm::bigint_of(Value v) const {
    if (v.is_small_int()) return num::BigInt(v.as_small_int());
    if (v.is_bool()) return num::BigInt(v.as_bool() ? 1 : 0);
    return as<BigIntObject>(v).value;
}

// ---- Types ---------------------------------------------------------------------------------

static Value type_value(TypeId t) { return Value::type(uint32_t(t)); }

Value Vm::type_of(Value v) const {
    switch (v.tag()) {
    case Tag::Float: return type_value(TypeId::Float);
    case Tag::Int: return type_value(TypeId::Int);
    case Tag::Bool: return type_value(TypeId::Bool);
    case Tag::Special:
        if (v.is_none()) return type_value(TypeId::NoneType);
        if (v.is_not_implemented()) return type_value(TypeId::NotImplementedType);
        return type_value(TypeId::EllipsisType);
    case Tag::Type: return type_value(TypeId::Type);
    case Tag::Builtin: return type_value(TypeId::BuiltinFunction);
    case Tag::Object: break;
    }
    const Object& o = heap.get(v.as_object());
    switch (o.kind) {
    case ObjKind::Str: {
        const auto& so = static_cast<const StrObject&>(o);
        return so.is_subclass_instance && !so.cls().is_none() ? so.cls() : type_value(TypeId::Str);
    }
    case ObjKind::Bytes: {
        const auto& b = static_cast<const BytesObject&>(o);
        if (b.is_subclass_instance && !b.cls().is_none()) return b.cls();
        return type_value(b.is_bytearray ? TypeId::ByteArray : TypeId::Bytes);
    }
    case ObjKind::BigInt: {
        const auto& bi = static_cast<const BigIntObject&>(o);
        return bi.is_subclass_instance && !bi.cls().is_none() ? bi.cls() : type_value(TypeId::Int);
    }
    case ObjKind::List: {
        const auto& l = static_cast<const ListObject&>(o);
        return l.cls.is_none() ? type_value(TypeId::List) : l.cls;
    }
    case ObjKind::Tuple: {
        const auto& tu = static_cast<const TupleObject&>(o);
        return tu.cls.is_none() ? type_value(TypeId::Tuple) : tu.cls;
    }
    case ObjKind::Dict: {
        const auto& d = static_cast<const DictObject&>(o);
        return d.cls.is_none() ? type_value(TypeId::Dict) : d.cls;
    }
    case ObjKind::Set: {
        const auto& st = static_cast<const SetObject&>(o);
        return st.cls.is_none() ? type_value(TypeId::Set) : st.cls;
    }
    case ObjKind::FrozenSet: {
        const auto& st = static_cast<const SetObject&>(o);
        return st.cls.is_none() ? type_value(TypeId::FrozenSet) : st.cls;
    }
    case ObjKind::Range: return type_value(TypeId::Range);
    case ObjKind::Slice: return type_value(TypeId::Slice);
    case ObjKind::Function: return type_value(TypeId::Function);
    case ObjKind::BoundMethod:
        return static_cast<const BoundMethodObject&>(o).func.is_builtin() ? type_value(TypeId::BuiltinFunction)
                                                                        : type_value(TypeId::Method);
    case ObjKind::Cell: return type_value(TypeId::Cell);
    case ObjKind::Class: {
        const auto& c = static_cast<const ClassObject&>(o);
        return c.metaclass.is_none() ? type_value(TypeId::Type) : c.metaclass;
    }
    case ObjKind::Instance:
    case ObjKind::Exception: return static_cast<const InstanceObject&>(o).cls;
    case ObjKind::Generator: {
        // map() and filter() with Python callbacks are prelude generators (so that they can
        // pause); they still present themselves as map and filter objects.
        const auto& g = static_cast<const GeneratorObject&>(o);
        const Program& p = *m_programs[g.frame.program];
        if (p.filename == "<prelude>") {
            const std::string& n = p.codes[g.frame.code].name;
            if (n == "map_gen") return type_value(TypeId::Map);
            if (n == "filter_gen") return type_value(TypeId::Filter);
        }
        return type_value(TypeId::Generator);
    }
    case ObjKind::Property: return type_value(TypeId::Property);
    case ObjKind::ClassMethod: return type_value(TypeId::ClassMethod);
    case ObjKind::StaticMethod: return type_value(TypeId::StaticMethod);
    case ObjKind::Super: return type_value(TypeId::Super);
    case ObjKind::Module: return type_value(TypeId::Module);
    case ObjKind::SeqIter: return type_value(static_cast<const SeqIterObject&>(o).type);
    case ObjKind::DictView: return type_value(static_cast<const DictViewObject&>(o).type);
    case ObjKind::Enumerate: return type_value(TypeId::Enumerate);
    case ObjKind::Zip: return type_value(TypeId::Zip);
    case ObjKind::Union: return type_value(TypeId::UnionType);
    case ObjKind::GenericAlias: return type_value(TypeId::GenericAlias);
    case ObjKind::HostFunction: return type_value(TypeId::Function);
    case ObjKind::Coroutine: return type_value(TypeId::Coroutine);
    case ObjKind::AsyncGenerator: return type_value(TypeId::AsyncGenerator);
    case ObjKind::Float: return static_cast<const FloatSubObject&>(o).slots.cls;
    }
    return type_value(TypeId::Object);
}

std::string Vm::class_name(Value cls) const {
    if (cls.is_type()) return std::string(vm::type_name(TypeId(cls.as_type_id())));
    if (is_kind(cls, ObjKind::Class)) return as<ClassObject>(cls).name;
    return "?";
}

std::string Vm::type_name(Value v) const {
    Value t = type_of(v);
    // The types module's C types name themselves with it in messages, as their tp_name does.
    if (t.is_type() && (TypeId(t.as_type_id()) == TypeId::UnionType || TypeId(t.as_type_id()) == TypeId::GenericAlias))
        return "types." + class_name(t);
    if (is_kind(t, ObjKind::Class)) {
        const auto& c = as<ClassObject>(t);
        if (c.module != "__main__") {
            const ModuleDef* def = find_builtin_module(c.module);
            if (def && def->qualified_type_names) return c.module + "." + c.name;
        }
    }
    return class_name(t);
}

TypeId Vm::builtin_type_of(Value v) const {
    Value t = type_of(v);
    if (t.is_type()) return TypeId(t.as_type_id());
    return as<ClassObject>(t).builtin_base;
}

std::vector<Value> Vm::mro_of(Value cls) const {
    if (cls.is_type()) {
        std::vector<Value> out;
        TypeId t = TypeId(cls.as_type_id());
        if (t == TypeId::ExceptionGroup) {   // its second base, Exception, comes before BaseException
            for (TypeId m : {TypeId::ExceptionGroup, TypeId::BaseExceptionGroup, TypeId::Exception, TypeId::BaseException, TypeId::Object})
                out.push_back(type_value(m));
            return out;
        }
        for (;;) {
            out.push_back(type_value(t));
            if (t == TypeId::Object) break;
            t = type_info(t).base;
        }
        return out;
    }
    return as<ClassObject>(cls).mro;
}

bool Vm::is_subclass(Value cls, Value ancestor) const {
    if (cls.identical(ancestor)) return true;
    if (cls.is_type()) {
        if (!ancestor.is_type()) return false;
        return builtin_is_subtype(TypeId(cls.as_type_id()), TypeId(ancestor.as_type_id()));
    }
    if (!is_kind(cls, ObjKind::Class)) return false;
    for (Value c : as<ClassObject>(cls).mro) {
        if (c.identical(ancestor)) return true;
    }
    return false;
}

Value Vm::lookup_in_class(Value cls, std::string_view name) const {
    const NativeRegistry& reg = native_registry();
    if (cls.is_type()) {
        TypeId t = TypeId(cls.as_type_id());
        for (;;) {
            Value v = reg.type_attr(t, name);
            if (!v.is_undefined()) return v;
            if (t == TypeId::Object) return Value::undefined();
            t = type_info(t).base;
        }
    }
    if (!is_kind(cls, ObjKind::Class)) return Value::undefined();
    for (Value c : as<ClassObject>(cls).mro) {
        if (c.is_type()) {
            Value v = reg.type_attr(TypeId(c.as_type_id()), name);
            if (!v.is_undefined()) return v;
        } else {
            Value v = const_cast<Vm*>(this)->dict_get_str(as<ClassObject>(c).dict, name);
            if (!v.is_undefined()) return v;
        }
    }
    return Value::undefined();
}

Value Vm::lookup_in_class(Value cls, Value name) const {
    std::string_view text = str_of(name);
    // Only dunder names are registered on `object`, the last stop of every lookup.
    bool dunder = text.size() > 4 && text[0] == '_' && text[1] == '_';
    const NativeRegistry& reg = native_registry();
    if (!is_kind(cls, ObjKind::Class)) return lookup_in_class(cls, std::string_view(text));
    Vm& self = const_cast<Vm&>(*this);
    for (Value c : as<ClassObject>(cls).mro) {
        if (c.is_type()) {
            TypeId t = TypeId(c.as_type_id());
            if (t == TypeId::Object && !dunder) continue;
            Value v = reg.type_attr(t, text);
            if (!v.is_undefined()) return v;
        } else {
            Value v = self.dict_get(as<ClassObject>(c).dict, name);
            if (v.is_error()) {
                self.take_exception();
                continue;
            }
            if (!v.is_undefined()) return v;
        }
    }
    return Value::undefined();
}

Value Vm::builtin_named(Value name) {
    // A globals miss (len, print, range ...) would otherwise hash the name's bytes into the
    // registry's string map on every execution of the instruction. Interned names live as long
    // as the execution, so their ObjRef identifies them.
    ObjRef ref = name.as_object();
    if (!m_builtin_cache.empty()) {
        size_t mask = m_builtin_cache.size() - 1;
        for (size_t i = ref & mask;; i = (i + 1) & mask) {
            const auto& e = m_builtin_cache[i];
            if (e.first == ref) return e.second;
            if (e.first == 0) break;
        }
    }
    Value v = native_registry().builtin(str_of(name));
    if (!m_site_builtins && (str_of(name) == "exit" || str_of(name) == "quit")) v = Value::undefined();
    if ((m_builtin_cache_used + 1) * 2 > m_builtin_cache.size()) {
        std::vector<std::pair<ObjRef, Value>> old = std::move(m_builtin_cache);
        m_builtin_cache.assign(std::max<size_t>(32, old.size() * 2), {ObjRef(0), Value::undefined()});
        m_builtin_cache_used = 0;
        for (const auto& e : old) {
            if (e.first == 0) continue;
            size_t mask = m_builtin_cache.size() - 1;
            size_t i = e.first & mask;
            while (m_builtin_cache[i].first != 0) i = (i + 1) & mask;
            m_builtin_cache[i] = e;
            ++m_builtin_cache_used;
        }
    }
    size_t mask = m_builtin_cache.size() - 1;
    size_t i = ref & mask;
    while (m_builtin_cache[i].first != 0) i = (i + 1) & mask;
    m_builtin_cache[i] = {ref, v};
    ++m_builtin_cache_used;
    return v;
}

Value Vm::lookup_user_hook(Value cls, std::string_view name) {
    if (!is_kind(cls, ObjKind::Class)) return Value::undefined();
    auto it = m_hook_names.find(std::string(name));
    Value key = it != m_hook_names.end() ? it->second : (m_hook_names[std::string(name)] = interned(name));
    return lookup_user_hook(cls, key);
}

Value Vm::lookup_user_hook(Value cls, Value key) {
    if (!is_kind(cls, ObjKind::Class)) return Value::undefined();
    for (Value c : as<ClassObject>(cls).mro) {
        if (!is_kind(c, ObjKind::Class)) continue;
        Value v = dict_get(as<ClassObject>(c).dict, key);
        if (v.is_error()) {
            take_exception();
            continue;
        }
        if (!v.is_undefined()) return v;
    }
    return Value::undefined();
}

// ---- Garbage collection -------------------------------------------------------------------

void Vm::trace_roots(Tracer& t) const {
    for (const Frame& f : m_frames) {
        t.visit(f.function);
        t.visit(f.globals);
        t.visit(f.locals_dict);
        t.visit(f.generator);
    }
    uint32_t top = m_frames.empty() ? 0 : m_frames.back().sp;
    for (uint32_t i = 0; i < top && i < m_stack.size(); ++i) t.visit(m_stack[i]);
    t.visit(m_module_globals);
    t.visit(m_result);
    t.visit(m_exception);
    t.visit(m_handled);
    t.visit(m_interned);
    t.visit(m_modules);
    for (const auto& [s, v] : m_intern_table) t.visit(v);
    for (const auto& [s, v] : m_hook_names) t.visit(v);
    for (Value v : m_host_roots) t.visit(v);
    for (Value v : m_pending_call.args) t.visit(v);
    for (const auto& kv : m_pending_call.kwargs) t.visit(kv.second);
    for (const auto& per_program : m_constants)
        for (const auto& per_code : per_program) t.visit_all(per_code);
    for (Value v : m_native_roots) t.visit(v);
    t.visit(m_tail_callable);
    for (Value v : m_tail_args) t.visit(v);
    t.visit(m_async_answers);
    for (const auto& [name, fn] : m_prelude_functions) t.visit(fn);
    m_asyncio.each([&](Value v) { t.visit(v); });
}

void Vm::collect_garbage() {
    Tracer t;
    trace_roots(t);
    // Only the memory limit needs the owned bytes of every live object.
    heap.set_count_owned_bytes(m_limits.max_memory_bytes != 0);
    heap.collect(t);
}

}  // namespace basilisk::vm
