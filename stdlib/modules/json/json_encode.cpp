// json's native encoder: CPython 3.11's c_make_encoder (and, with an indent, what its pure-Python
// _make_iterencode writes, which CPython uses then), one pass into one std::string. It never
// calls back into Python except to order dict keys that are not all str: objects only
// `default` can serialize make it give up (returning None), and the Python encoder of
// json_source.cpp then redoes the document with pausable callbacks.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <unordered_set>

#include <fmt/format.h>

#include "stdlib/modules/json/json_support.h"
#include "vm/num/float_ops.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib::json {

namespace {

using vm::ObjKind;
using vm::ObjRef;

constexpr char kHex[] = "0123456789abcdef";

// Bytes copied as they are: printable ASCII but '"' and '\\', plus (without ensure_ascii) every
// byte of a multi-byte UTF-8 sequence. CPython's S_CHAR, and escape_unicode's default case.
struct SafeTables {
    bool ascii[256] = {};
    bool utf8[256] = {};
    constexpr SafeTables() {
        for (int c = 0; c < 256; ++c) {
            bool printable = c >= 0x20 && c <= 0x7e && c != '"' && c != '\\';
            ascii[c] = printable;
            utf8[c] = printable || c >= 0x7f;
        }
    }
};
constexpr SafeTables kSafe;

void append_u4(std::string& out, uint32_t c) {
    char buf[6] = {'\\', 'u', kHex[(c >> 12) & 15], kHex[(c >> 8) & 15], kHex[(c >> 4) & 15], kHex[c & 15]};
    out.append(buf, 6);
}

// One code point of a str's (generalized) UTF-8, which the str type keeps well formed; lone
// surrogates are three-byte sequences and decode to themselves.
uint32_t next_code_point(std::string_view s, size_t& i) {
    auto b = [&](size_t k) { return uint32_t(static_cast<unsigned char>(s[i + k])); };
    uint32_t c = b(0);
    if (c < 0xE0) { c = ((c & 0x1F) << 6) | (b(1) & 0x3F); i += 2; return c; }
    if (c < 0xF0) { c = ((c & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F); i += 3; return c; }
    c = ((c & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
    i += 4;
    return c;
}

// encode_basestring_ascii / encode_basestring: the escapes CPython writes, lower-case hex, a
// code point past U+FFFF as a surrogate pair.
void append_json_string(std::string& out, std::string_view s, bool ensure_ascii) {
    const bool* safe = ensure_ascii ? kSafe.ascii : kSafe.utf8;
    out.push_back('"');
    size_t i = 0, n = s.size();
    while (i < n) {
        size_t start = i;
        while (i < n && safe[static_cast<unsigned char>(s[i])]) ++i;
        out.append(s.data() + start, i - start);
        if (i == n) break;
        unsigned char c = static_cast<unsigned char>(s[i]);
        if (c >= 0x80) {   // ensure_ascii only
            uint32_t cp = next_code_point(s, i);
            if (cp >= 0x10000) {
                cp -= 0x10000;
                append_u4(out, 0xD800 | (cp >> 10));
                append_u4(out, 0xDC00 | (cp & 0x3FF));
            } else {
                append_u4(out, cp);
            }
            continue;
        }
        ++i;
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: append_u4(out, c);
        }
    }
    out.push_back('"');
}

class Encoder {
public:
    explicit Encoder(Vm& vm) : m_vm(vm) {}
    // An error leaves containers open: give their native-recursion levels back to the VM.
    ~Encoder() {
        for (; m_depth > 0; --m_depth) m_vm.leave_native_recursion();
    }
    Encoder(const Encoder&) = delete;
    Encoder& operator=(const Encoder&) = delete;

    std::string_view indent, key_sep, item_sep;
    bool has_indent = false, sort_keys = false, skipkeys = false, ensure_ascii = true;
    bool check_circular = true, allow_nan = true, has_default = false;
    // Set (with no exception pending) when the document needs the Python encoder.
    bool needs_python = false;
    std::string out;

    bool encode(Value v) {
        v = m_vm.plain_float(v);   // a `class X(float)` instance: float.__repr__, as CPython's encoder
        if (v.is_none()) { out += "null"; return true; }
        if (v.is_bool()) { out += v.as_bool() ? "true" : "false"; return true; }
        if (v.is_small_int()) { append_int(v.as_small_int()); return true; }
        if (v.is_float()) return append_float(v.as_float());
        if (v.is_object()) {
            switch (m_vm.kind_of(v)) {
            case ObjKind::Str: append_json_string(out, m_vm.str_of(v), ensure_ascii); return true;
            case ObjKind::BigInt: return append_bigint(v);
            case ObjKind::List: case ObjKind::Tuple: return encode_list(v);
            case ObjKind::Dict: return encode_dict(v);
            default: break;
            }
        }
        return unknown(v);
    }

private:
    Vm& m_vm;
    uint32_t m_level = 0;       // indent level
    uint32_t m_depth = 0;       // containers open
    std::unordered_set<ObjRef> m_open;   // check_circular: the containers being written

    bool unknown(Value v) {
        if (has_default) { needs_python = true; return false; }
        m_vm.raise(TypeId::TypeError, fmt::format("Object of type {} is not JSON serializable", m_vm.type_name(v)));
        return false;
    }

    void append_int(int64_t i) {
        char buf[24];
        auto r = std::to_chars(buf, buf + sizeof buf, i);
        out.append(buf, r.ptr);
    }

    bool append_bigint(Value v) {
        auto r = num::to_decimal_string(m_vm.as<vm::BigIntObject>(v).value);
        if (!num::is_ok(r)) { vm::raise_num_error(m_vm, num::error_of(r)); return false; }
        out += num::value_of(r);
        return true;
    }

    // float.__repr__, or NaN/Infinity/-Infinity. The out-of-range message is the C encoder's,
    // and with an indent the Python encoder's (which adds the repr).
    bool append_float(double d) {
        if (std::isfinite(d)) { out += num::float_repr(d); return true; }
        const char* text = std::isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
        if (!allow_nan) {
            std::string msg = "Out of range float values are not JSON compliant";
            if (has_indent) msg += std::isnan(d) ? ": nan" : d > 0 ? ": inf" : ": -inf";
            m_vm.raise(TypeId::ValueError, std::move(msg));
            return false;
        }
        out += text;
        return true;
    }

    // _Py_EnterRecursiveCall(" while encoding a JSON object"): the Python frames below count,
    // and the VM's cap on native recursion keeps the C++ stack bounded whatever the limit.
    bool enter(Value container) {
        const char* msg = has_indent ? "maximum recursion depth exceeded while calling a Python object"
                                     : "maximum recursion depth exceeded while encoding a JSON object";
        if (m_depth + m_vm.call_depth() >= m_vm.limits().max_recursion_depth) {
            m_vm.raise(TypeId::RecursionError, msg);
            return false;
        }
        if (!m_vm.enter_native_recursion(msg)) return false;
        if (check_circular && !m_open.insert(container.as_object()).second) {
            m_vm.leave_native_recursion();
            m_vm.raise(TypeId::ValueError, "Circular reference detected");
            return false;
        }
        ++m_depth;
        return true;
    }
    void leave(Value container) {
        --m_depth;
        if (check_circular) m_open.erase(container.as_object());
        m_vm.leave_native_recursion();
    }

    void newline() {
        out.push_back('\n');
        for (uint32_t i = 0; i < m_level; ++i) out += indent;
    }
    void separator() {
        out += item_sep;
        if (has_indent) newline();
    }
    // Every few thousand items: the duration and memory limits hold inside one dumps().
    bool tick() { return m_vm.tick_native_loop() && ((++m_items & 4095) != 0 || m_vm.check_native_limits(out.capacity())); }
    uint64_t m_items = 0;

    const std::vector<Value>& items_of(Value seq) {
        return m_vm.kind_of(seq) == ObjKind::List ? m_vm.as<vm::ListObject>(seq).items : m_vm.as<vm::TupleObject>(seq).items;
    }

    bool encode_list(Value seq) {
        if (items_of(seq).empty()) { out += "[]"; return true; }
        if (!enter(seq)) return false;
        out.push_back('[');
        if (has_indent) { ++m_level; newline(); }
        // Indexed, re-reading the vector: nothing here runs user code, but a list may be
        // encoded while a comparison of dict keys (user __lt__) changed it.
        for (size_t i = 0; i < items_of(seq).size(); ++i) {
            if (i) separator();
            if (!tick() || !encode(items_of(seq)[i])) return false;
        }
        if (has_indent) { --m_level; newline(); }
        out.push_back(']');
        leave(seq);
        return true;
    }

    // A key as CPython coerces it: str, float, True/False/None, int; else skipped or TypeError.
    // False on error; `skip` when skipkeys drops it.
    bool append_key(Value key, bool& skip) {
        skip = false;
        if (m_vm.is_str(key)) { append_json_string(out, m_vm.str_of(key), ensure_ascii); return true; }
        std::string text;
        key = m_vm.plain_float(key);
        if (key.is_float()) {
            size_t mark = out.size();
            if (!append_float(key.as_float())) return false;
            text = out.substr(mark);
            out.resize(mark);
        } else if (key.is_bool()) {
            text = key.as_bool() ? "true" : "false";
        } else if (key.is_none()) {
            text = "null";
        } else if (key.is_small_int()) {
            text = std::to_string(key.as_small_int());
        } else if (m_vm.is_kind(key, ObjKind::BigInt)) {
            auto r = num::to_decimal_string(m_vm.as<vm::BigIntObject>(key).value);
            if (!num::is_ok(r)) { vm::raise_num_error(m_vm, num::error_of(r)); return false; }
            text = num::value_of(r);
        } else if (skipkeys) {
            skip = true;
            return true;
        } else {
            m_vm.raise(TypeId::TypeError, fmt::format("keys must be str, int, float, bool or None, not {}",
                                                      m_vm.type_name(key)));
            return false;
        }
        out.push_back('"');
        out += text;
        out.push_back('"');
        return true;
    }

    // sorted(dct.items()): keys are distinct, so the order is the keys' `<`, which for str
    // keys is their UTF-8 byte order (the code-point order). Mixed keys compare with Python's
    // `<` and raise its TypeError.
    bool sort_items(std::vector<std::pair<Value, Value>>& items) {
        bool all_str = std::all_of(items.begin(), items.end(), [&](auto& kv) { return m_vm.is_str(kv.first); });
        if (all_str) {
            std::sort(items.begin(), items.end(),
                      [&](auto& a, auto& b) { return m_vm.str_of(a.first) < m_vm.str_of(b.first); });
            return true;
        }
        bool failed = false;
        std::stable_sort(items.begin(), items.end(), [&](auto& a, auto& b) {
            if (failed) return false;
            Value r = m_vm.compare(a.first, b.first, vm::CompareOp::Lt);
            int t = r.is_error() ? -1 : m_vm.truthy(r);
            if (t < 0) { failed = true; return false; }
            return t == 1;
        });
        return !failed;
    }

    bool encode_dict(Value dict) {
        auto& d = m_vm.as<vm::DictObject>(dict);
        // CPython asks a dict subclass for its items(): one that defines its own goes to the
        // Python encoder, which calls it.
        if (!d.cls.is_none() && !m_vm.lookup_user_hook(d.cls, "items").is_undefined()) {
            needs_python = true;
            return false;
        }
        if (d.table.size() == 0) { out += "{}"; return true; }
        if (!enter(dict)) return false;
        out.push_back('{');
        if (has_indent) { ++m_level; newline(); }
        std::vector<std::pair<Value, Value>> items;
        items.reserve(d.table.size());
        for (const vm::DictEntry& e : d.table.entries())
            if (!e.key.is_undefined()) items.emplace_back(e.key, e.value);
        if (sort_keys && !sort_items(items)) return false;
        bool first = true;
        for (const auto& [key, value] : items) {
            if (!tick()) return false;
            size_t mark = out.size();
            if (!first) separator();
            bool skip;
            if (!append_key(key, skip)) return false;
            if (skip) { out.resize(mark); continue; }
            first = false;
            out += key_sep;
            if (!encode(value)) return false;
        }
        if (has_indent) { --m_level; newline(); }
        out.push_back('}');
        leave(dict);
        return true;
    }
};

bool flag(Value v) { return v.is_bool() ? v.as_bool() : !v.is_none(); }

}  // namespace

Value encode(Vm& vm, const CallArgs& a) {
    if (a.size() != 10) return vm.raise(TypeId::TypeError, "_encode() takes 10 arguments");
    Encoder e(vm);
    e.has_indent = !a[1].is_none();
    if (e.has_indent) e.indent = vm.str_of(a[1]);
    e.key_sep = vm.str_of(a[2]);
    e.item_sep = vm.str_of(a[3]);
    e.sort_keys = flag(a[4]);
    e.skipkeys = flag(a[5]);
    e.ensure_ascii = flag(a[6]);
    e.check_circular = flag(a[7]);
    e.allow_nan = flag(a[8]);
    e.has_default = flag(a[9]);
    if (!e.encode(a[0])) {
        if (e.needs_python && !vm.has_exception()) return Value::none();
        return Value::error();
    }
    // Pure ASCII with ensure_ascii (every other byte was escaped): the length is the size.
    if (e.ensure_ascii) {
        size_t n = e.out.size();
        return vm.new_str(std::move(e.out), uint32_t(n), true);
    }
    return vm.new_str(std::move(e.out));
}

Value encode_str(Vm& vm, const CallArgs& a) {
    if (a.size() != 2 || !vm.is_str(a[0]))
        return vm.raise(TypeId::TypeError, fmt::format("first argument must be a string, not {}",
                                                       a.size() ? vm.type_name(a[0]) : "nothing"));
    std::string out;
    append_json_string(out, vm.str_of(a[0]), flag(a[1]));
    return vm.new_str(std::move(out));
}

}  // namespace basilisk::stdlib::json
