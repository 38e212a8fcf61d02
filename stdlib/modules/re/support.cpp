// Shared pieces of re's natives (see support.h).
#include "stdlib/modules/re/support.h"

#include <fmt/format.h>

#include "stdlib/args.h"

namespace basilisk::stdlib::re {

namespace {

inline bool is_continuation(unsigned char b) { return (b & 0xC0) == 0x80; }

}  // namespace

bool Subject::init(Vm& vm, Value string, bool pattern_is_bytes) {
    value = string;
    if (vm.is_kind(string, vm::ObjKind::Str)) {
        if (pattern_is_bytes) {
            vm.raise(TypeId::TypeError, "cannot use a bytes pattern on a string-like object");
            return false;
        }
        const auto& s = vm.as<vm::StrObject>(string);
        text = s.text();
        ascii = s.ascii;
        length = s.cp_length;
        return true;
    }
    if (vm.is_kind(string, vm::ObjKind::Bytes)) {
        if (!pattern_is_bytes) {
            vm.raise(TypeId::TypeError, "cannot use a string pattern on a bytes-like object");
            return false;
        }
        text = vm.as<vm::BytesObject>(string).data;
        bytes = true;
        ascii = true;
        length = int64_t(text.size());
        return true;
    }
    vm.raise(TypeId::TypeError, fmt::format("expected string or bytes-like object, got '{}'", vm.type_name(string)));
    return false;
}

int64_t Subject::to_byte(int64_t cp) const {
    if (ascii) return cp;
    if (cp >= length) return int64_t(text.size());
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    int64_t n = int64_t(text.size());
    while (m_cp < cp) {
        ++m_byte;
        while (m_byte < n && is_continuation(p[m_byte])) ++m_byte;
        ++m_cp;
    }
    while (m_cp > cp) {
        --m_byte;
        while (m_byte > 0 && is_continuation(p[m_byte])) --m_byte;
        --m_cp;
    }
    return m_byte;
}

int64_t Subject::to_cp(int64_t byte) const {
    if (ascii || byte < 0) return byte;
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    if (byte > m_byte) {
        for (int64_t b = m_byte; b < byte; ++b) m_cp += !is_continuation(p[b]);
    } else {
        for (int64_t b = byte; b < m_byte; ++b) m_cp -= !is_continuation(p[b]);
    }
    m_byte = byte;
    return m_cp;
}

Value Subject::slice(Vm& vm, int64_t b0, int64_t b1) const {
    std::string piece(text.substr(size_t(b0), size_t(b1 - b0)));
    if (bytes) return vm.new_bytes(std::move(piece));
    if (ascii) {
        uint32_t n = uint32_t(piece.size());
        return vm.new_str(std::move(piece), n, true);
    }
    return vm.new_str(std::move(piece));
}

void attrs(Vm& vm, Value obj, std::initializer_list<std::string_view> names, Value* out) {
    for (size_t k = 0; k < names.size(); ++k) out[k] = Value::undefined();
    if (!vm.is_kind(obj, vm::ObjKind::Instance)) return;
    Value dict = vm.as<vm::InstanceObject>(obj).dict;
    if (!vm.is_kind(dict, vm::ObjKind::Dict)) return;
    const auto& entries = vm.as<vm::DictObject>(dict).table.entries();
    if (entries.size() > 8) {
        size_t k = 0;
        for (std::string_view name : names) out[k++] = vm.dict_get_str(dict, name);
        return;
    }
    // Match, Pattern and scanner instances have a handful of attributes, read several at a time
    // per call: one pass comparing names costs less than hashing each name for a lookup.
    for (const auto& e : entries) {
        if (e.key.is_undefined() || !vm.is_str(e.key)) continue;
        std::string_view key = vm.str_of(e.key);
        size_t k = 0;
        for (std::string_view name : names) {
            if (out[k].is_undefined() && key == name) {
                out[k] = e.value;
                break;
            }
            ++k;
        }
    }
}

Value attr(Vm& vm, Value obj, std::string_view name) {
    Value v;
    attrs(vm, obj, {name}, &v);
    return v;
}

bool set_attr(Vm& vm, Value obj, std::string_view name, Value value) {
    Value dict = vm.as<vm::InstanceObject>(obj).dict;
    // The scanner's cursor attributes exist from its creation: replacing the value in place
    // spares interning and hashing the name.
    auto& entries = vm.as<vm::DictObject>(dict).table.entries();
    if (entries.size() <= 8)
        for (auto& e : entries)
            if (!e.key.is_undefined() && vm.is_str(e.key) && std::string_view(vm.str_of(e.key)) == name) {
                e.value = value;
                return true;
            }
    return vm.dict_set(dict, vm.interned(name), value);
}

const Compiled* compiled_of(Vm& vm, Value pattern, CompiledRef& hold) {
    Value a[2];
    attrs(vm, pattern, {"pattern", "flags"}, a);
    Value source = a[0], flags = a[1];
    bool is_str = vm.is_kind(source, vm::ObjKind::Str);
    if ((!is_str && !vm.is_kind(source, vm::ObjKind::Bytes)) || !flags.is_small_int()) {
        vm.raise(TypeId::TypeError, "descriptor requires a 're.Pattern' object");
        return nullptr;
    }
    std::string_view text = is_str ? std::string_view(vm.str_of(source)) : std::string_view(vm.as<vm::BytesObject>(source).data);
    auto r = compile_pattern(text, !is_str, uint32_t(flags.as_small_int()));
    if (auto* e = std::get_if<TranslateError>(&r)) {
        raise_error(vm, *e, source);
        return nullptr;
    }
    hold = std::get<CompiledRef>(r);
    return hold.get();
}

bool program_ready(Vm& vm, const Compiled& c, const Subject& s, Value pattern) {
    if (c.ascii_re2 && s.ascii && !s.bytes) return true;
    TranslateError e;
    if (c.full(&e)) return true;
    raise_error(vm, e, attr(vm, pattern, "pattern"));
    return false;
}

Value raise_error(Vm& vm, const TranslateError& e, Value pattern) {
    if (e.value_error) return vm.raise(TypeId::ValueError, e.message);
    if (e.pos == -2) return vm.raise(TypeId::OverflowError, e.message);
    Value cls = vm.loaded_module_attr("re", "error");
    if (cls.is_undefined() || cls.is_error()) return vm.raise(TypeId::RuntimeError, e.message);
    Value args[] = {vm.new_str(e.message), pattern, e.pos >= 0 ? vm.new_int(e.pos) : Value::none()};
    Value exc = vm.call(cls, args);
    if (exc.is_error()) return exc;
    return vm.raise_value(exc);
}

int64_t last_index(const Compiled& c, const int64_t* spans) {
    const auto& parent = c.info.parent;
    int64_t best = -1;
    for (uint32_t g = 1; g <= c.info.groups; ++g) {
        if (spans[2 * g] < 0) continue;
        if (best < 0 || spans[2 * g + 1] > spans[2 * best + 1]) {
            best = g;
            continue;
        }
        if (spans[2 * g + 1] < spans[2 * best + 1]) continue;
        // Same end: an enclosing group closes after the groups inside it; otherwise the later
        // group in the pattern closed later.
        bool g_inside_best = false;
        for (uint32_t p = parent[g]; p; p = parent[p])
            if (int64_t(p) == best) g_inside_best = true;
        if (!g_inside_best) best = g;
    }
    return best;
}

Value make_match(Vm& vm, Value pattern, const Compiled& c, const Subject& s, int64_t pos, int64_t endpos,
                 const int64_t* byte_spans) {
    // The class and the attribute names (str objects whose hashes are cached) in one lookup.
    Value parts = vm.loaded_module_attr("re", "_match_parts");
    if (!vm.is_kind(parts, vm::ObjKind::Tuple) || vm.as<vm::TupleObject>(parts).items.size() != 5)
        return vm.raise(TypeId::RuntimeError, "re._match_parts is missing");
    const std::vector<Value>& names = vm.as<vm::TupleObject>(parts).items;
    size_t n = 2 * (size_t(c.info.groups) + 1);
    // `_spans`: the spans in code points, then pos, endpos and lastindex (Match's properties
    // read them there): one tuple and three dict entries per match keep the per-match cost low.
    std::vector<Value> spans(n + 3);
    for (size_t k = 0; k < n; ++k) spans[k] = Value::small_int(byte_spans[k] < 0 ? -1 : s.to_cp(byte_spans[k]));
    int64_t li = last_index(c, byte_spans);
    spans[n] = Value::small_int(pos);
    spans[n + 1] = Value::small_int(endpos);
    spans[n + 2] = li < 0 ? Value::none() : Value::small_int(li);
    vm::ObjRef ref = vm.heap.make<vm::InstanceObject>(names[0]);
    Value m = Value::object(ref);
    Value dict = vm.new_dict();
    vm.heap.as<vm::InstanceObject>(ref).dict = dict;
    vm.as<vm::DictObject>(dict).table.reserve(4);
    if (!vm.dict_set(dict, names[1], pattern) || !vm.dict_set(dict, names[2], s.value) ||
        !vm.dict_set(dict, names[3], vm.new_tuple(std::move(spans))))
        return Value::error();
    if (!s.ascii) {
        // Byte offsets too, so that group() slices a long non-ASCII string without a scan.
        std::vector<Value> b(n);
        for (size_t k = 0; k < n; ++k) b[k] = Value::small_int(byte_spans[k]);
        if (!vm.dict_set(dict, names[4], vm.new_tuple(std::move(b)))) return Value::error();
    }
    return m;
}

bool clamp_range(Vm& vm, Value pos, Value endpos, int64_t length, int64_t& p, int64_t& e) {
    p = 0;
    e = length;
    if (!pos.is_undefined()) {
        auto v = to_index_clamped(vm, pos);
        if (!v) return false;
        p = *v;
    }
    if (!endpos.is_undefined()) {
        auto v = to_index_clamped(vm, endpos);
        if (!v) return false;
        e = *v;
    }
    p = std::clamp<int64_t>(p, 0, length);
    e = std::clamp<int64_t>(e, 0, length);
    return true;
}

bool charge_scan(Vm& vm, size_t bytes) {
    if (!vm.tick_native_loop()) return false;
    for (size_t k = bytes >> 6; k > 0; --k)
        if (!vm.tick_native_loop()) return false;
    return true;
}

}  // namespace basilisk::stdlib::re
