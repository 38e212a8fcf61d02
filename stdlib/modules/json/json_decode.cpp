// json's native decoder: CPython 3.11's C scanner (scan_once_unicode and its helpers) with the
// same grammar quirks, error messages and error positions, but with an explicit stack instead
// of C recursion, so `'[' * 10**6` costs one vector and ends in CPython's RecursionError.
// Positions are code-point indices, as Python sees the document: the scanner works on the
// str's UTF-8 bytes and converts a byte offset only when it reports one.
//
// It calls no Python code: where a hook (object_hook, parse_int, ...) would run, it leaves a
// tagged tuple that the Python part resolves afterwards, in the same order CPython calls them.
#include <charconv>
#include <string>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "stdlib/modules/json/json_support.h"
#include "vm/num/float_ops.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib::json {

namespace {

using vm::ObjKind;

bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Why scanning stopped: an exception is pending (Raised), or CPython's scan_once raised
// StopIteration at `pos` (its callers turn that into "Expecting value").
enum class Fail { Raised, ExpectingValue };

class Decoder {
public:
    Decoder(Vm& vm, Value doc, bool whole, bool strict, int hooks, Value error_class)
        : m_vm(vm), m_whole(whole), m_doc(doc), m_text(vm.str_of(doc)), m_ascii(vm.as<vm::StrObject>(doc).ascii),
          m_strict(strict), m_hooks(hooks), m_error_class(error_class) {}

    // Scans one value starting at byte `pos`; on success `pos` is just past it.
    bool scan(size_t& pos, Value& out);

    // A code-point index of the document from a byte offset, and back.
    size_t cp_index(size_t byte) const {
        if (m_ascii) return byte;
        size_t n = 0;
        for (size_t i = 0; i < byte && i < m_text.size(); ++i) n += (static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80;
        return n;
    }
    size_t byte_offset(size_t cp) const {
        if (m_ascii) return cp;
        size_t i = 0;
        for (; i < m_text.size(); ++i) {
            if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80) {
                if (cp == 0) return i;
                --cp;
            }
        }
        return i + cp;   // past the end stays past the end
    }
    size_t skip_ws(size_t pos) const {
        while (pos < m_text.size() && is_ws(m_text[pos])) ++pos;
        return pos;
    }
    // raise_errmsg: JSONDecodeError(msg, doc, pos). Always false.
    bool error(std::string_view msg, size_t byte_pos) {
        Value args[] = {m_vm.new_str(msg), m_doc, m_vm.new_int(int64_t(cp_index(byte_pos)))};
        Value exc = m_vm.call(m_error_class, args);
        if (!exc.is_error()) m_vm.raise_value(exc);
        return false;
    }
    bool expecting_value(size_t byte_pos) { return error("Expecting value", byte_pos); }
    size_t size() const { return m_text.size(); }

private:
    struct Open {
        bool is_object;
        std::vector<Value> items;   // array items, or key, value, key, value, ...
        size_t start;               // byte offset just past the bracket
    };

    bool scan_string(size_t& pos, Value& out, bool is_key);
    bool scan_number(size_t& pos, Value& out, bool& none);
    bool constant(const char* text, size_t& pos, Value& out);
    bool close(Open& open, Value& out);
    Value tagged(const char* tag, Value payload) {
        return m_vm.new_tuple({m_vm.interned(tag), payload});
    }
    Value make_str(std::string s, bool ascii) {
        if (ascii) {
            size_t n = s.size();
            return m_vm.new_str(std::move(s), uint32_t(n), true);
        }
        return m_vm.new_str(std::move(s));
    }
    bool tick() {
        return m_vm.tick_native_loop() && ((++m_count & 4095) != 0 || m_vm.check_native_limits(0));
    }

    Vm& m_vm;
    bool m_whole;
    Value m_doc;
    std::string_view m_text;
    bool m_ascii;
    bool m_strict;
    int m_hooks;
    Value m_error_class;
    uint64_t m_count = 0;
    // CPython's memo: equal keys share one str object (and its cached hash). Keyed by the raw
    // bytes of keys that have no escapes.
    std::unordered_map<std::string_view, Value> m_keys;
};

// scanstring_unicode. `pos` is just past the opening quote.
bool Decoder::scan_string(size_t& pos, Value& out, bool is_key) {
    std::string_view t = m_text;
    const size_t n = t.size(), begin = pos - 1;
    size_t i = pos;
    bool ascii = true;
    while (i < n) {
        unsigned char c = static_cast<unsigned char>(t[i]);
        if (c == '"' || c == '\\') break;
        if (c < 0x20 && m_strict) return error("Invalid control character at", i);
        ascii &= c < 0x80;
        ++i;
    }
    if (i == n) return error("Unterminated string starting at", begin);
    if (t[i] == '"') {   // no escape: the common case
        std::string_view raw(t.data() + pos, i - pos);
        pos = i + 1;
        if (is_key) {
            auto it = m_keys.find(raw);
            if (it != m_keys.end()) { out = it->second; return true; }
            out = make_str(std::string(raw), ascii);
            m_keys.emplace(raw, out);
            return true;
        }
        out = make_str(std::string(raw), ascii);
        return true;
    }
    std::string buf(t.data() + pos, i - pos);
    auto hex4 = [&](size_t at, uint32_t& v) {
        v = 0;
        for (size_t k = at; k < at + 4; ++k) {
            char d = t[k];
            v <<= 4;
            if (d >= '0' && d <= '9') v |= uint32_t(d - '0');
            else if (d >= 'a' && d <= 'f') v |= uint32_t(d - 'a' + 10);
            else if (d >= 'A' && d <= 'F') v |= uint32_t(d - 'A' + 10);
            else return false;
        }
        return true;
    };
    for (;;) {
        // t[i] is '"' or '\\' here.
        if (t[i] == '"') { pos = i + 1; break; }
        ++i;
        if (i == n) return error("Unterminated string starting at", begin);
        char e = t[i];
        if (e != 'u') {
            char c;
            switch (e) {
            case '"': c = '"'; break;
            case '\\': c = '\\'; break;
            case '/': c = '/'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'n': c = '\n'; break;
            case 'r': c = '\r'; break;
            case 't': c = '\t'; break;
            default: return error("Invalid \\escape", i - 1);
            }
            buf.push_back(c);
            ++i;
        } else {
            ++i;   // the first hex digit
            // CPython counts code points here; the four digits must be ASCII, so bytes agree
            // whenever the escape is valid, and the error position is the same either way.
            if (i + 4 >= n) return error("Invalid \\uXXXX escape", i - 1);
            uint32_t c;
            if (!hex4(i, c)) return error("Invalid \\uXXXX escape", i - 1);
            i += 4;
            if (c >= 0xD800 && c <= 0xDBFF && i + 6 < n && t[i] == '\\' && t[i + 1] == 'u') {
                uint32_t c2;
                if (!hex4(i + 2, c2)) return error("Invalid \\uXXXX escape", i + 1);
                if (c2 >= 0xDC00 && c2 <= 0xDFFF) {
                    c = 0x10000 + (((c - 0xD800) << 10) | (c2 - 0xDC00));
                    i += 6;
                }
            }
            // UTF-8 (a lone surrogate as its three-byte form, as the str type keeps it).
            if (c < 0x80) {
                buf.push_back(char(c));
            } else if (c < 0x800) {
                buf.push_back(char(0xC0 | (c >> 6)));
                buf.push_back(char(0x80 | (c & 0x3F)));
                ascii = false;
            } else if (c < 0x10000) {
                buf.push_back(char(0xE0 | (c >> 12)));
                buf.push_back(char(0x80 | ((c >> 6) & 0x3F)));
                buf.push_back(char(0x80 | (c & 0x3F)));
                ascii = false;
            } else {
                buf.push_back(char(0xF0 | (c >> 18)));
                buf.push_back(char(0x80 | ((c >> 12) & 0x3F)));
                buf.push_back(char(0x80 | ((c >> 6) & 0x3F)));
                buf.push_back(char(0x80 | (c & 0x3F)));
                ascii = false;
            }
        }
        size_t start = i;
        while (i < n) {
            unsigned char c = static_cast<unsigned char>(t[i]);
            if (c == '"' || c == '\\') break;
            if (c < 0x20 && m_strict) return error("Invalid control character at", i);
            ascii &= c < 0x80;
            ++i;
        }
        if (i == n) return error("Unterminated string starting at", begin);
        buf.append(t.data() + start, i - start);
    }
    out = make_str(std::move(buf), ascii);
    return true;
}

// _match_number_unicode, including its backtracking on a bare exponent ("1e" is the int 1).
// `none` is set (and false returned) when no number starts here: "Expecting value".
bool Decoder::scan_number(size_t& pos, Value& out, bool& none) {
    std::string_view t = m_text;
    const size_t n = t.size(), start = pos;
    const size_t end_idx = n - 1;   // n > 0: the caller checked pos < n
    size_t i = pos;
    none = false;
    if (t[i] == '-') {
        ++i;
        if (i > end_idx) { none = true; return false; }
    }
    if (t[i] >= '1' && t[i] <= '9') {
        ++i;
        while (i <= end_idx && is_digit(t[i])) ++i;
    } else if (t[i] == '0') {
        ++i;
    } else {
        none = true;
        return false;
    }
    bool is_float = false;
    if (i < end_idx && t[i] == '.' && is_digit(t[i + 1])) {
        is_float = true;
        i += 2;
        while (i <= end_idx && is_digit(t[i])) ++i;
    }
    if (i < end_idx && (t[i] == 'e' || t[i] == 'E')) {
        size_t e_start = i++;
        if (i < end_idx && (t[i] == '-' || t[i] == '+')) ++i;
        while (i <= end_idx && is_digit(t[i])) ++i;
        if (is_digit(t[i - 1])) is_float = true;
        else i = e_start;
    }
    std::string_view text(t.data() + start, i - start);
    pos = i;
    if (is_float) {
        if (m_hooks & kHookFloat) { out = tagged("f", m_vm.new_str(text)); return true; }
        double d;
        auto r = std::from_chars(text.data(), text.data() + text.size(), d);
        if (r.ec != std::errc()) {   // out of range: Python's float() gives inf or 0.0
            auto p = num::parse_float(text);
            if (!num::is_ok(p)) { vm::raise_num_error(m_vm, num::error_of(p)); return false; }
            d = num::value_of(p);
        }
        out = m_vm.new_float(d);
        return true;
    }
    if (m_hooks & kHookInt) { out = tagged("i", m_vm.new_str(text)); return true; }
    if (text.size() <= 18) {
        int64_t v;
        std::from_chars(text.data(), text.data() + text.size(), v);
        out = m_vm.new_int(v);
        return true;
    }
    auto r = num::parse_int(text, 10);
    if (!num::is_ok(r)) { vm::raise_num_error(m_vm, num::error_of(r)); return false; }
    out = m_vm.new_int(num::value_of(r));
    return true;
}

// _parse_constant: NaN, Infinity, -Infinity (or parse_constant's tagged text).
bool Decoder::constant(const char* text, size_t& pos, Value& out) {
    std::string_view name(text);
    pos += name.size();
    if (m_hooks & kHookConstant) { out = tagged("c", m_vm.new_str(name)); return true; }
    double d = name == "NaN" ? std::numeric_limits<double>::quiet_NaN()
             : name == "Infinity" ? std::numeric_limits<double>::infinity()
                                  : -std::numeric_limits<double>::infinity();
    out = m_vm.new_float(d);
    return true;
}

// The container an Open frame built: a list, a dict (or pairs for object_pairs_hook), tagged
// when a hook wants it.
bool Decoder::close(Open& open, Value& out) {
    if (!open.is_object) {
        out = m_vm.new_list(std::move(open.items));
        return true;
    }
    std::vector<Value>& kv = open.items;
    if (m_hooks & kHookPairs) {
        std::vector<Value> pairs;
        pairs.reserve(kv.size() / 2);
        for (size_t i = 0; i < kv.size(); i += 2) pairs.push_back(m_vm.new_tuple({kv[i], kv[i + 1]}));
        out = tagged("p", m_vm.new_list(std::move(pairs)));
        return true;
    }
    Value dict = m_vm.new_dict();
    m_vm.as<vm::DictObject>(dict).table.reserve(uint32_t(kv.size() / 2));
    for (size_t i = 0; i < kv.size(); i += 2)
        if (!m_vm.dict_set(dict, kv[i], kv[i + 1])) return false;
    out = (m_hooks & kHookObject) ? tagged("o", dict) : dict;
    return true;
}

bool Decoder::scan(size_t& pos, Value& result) {
    std::string_view t = m_text;
    const size_t n = t.size();
    std::vector<Open> stack;
    // Py_EnterRecursiveCall: the Python frames below count against the same limit.
    const uint32_t limit = m_vm.limits().max_recursion_depth;
    const uint32_t below = m_vm.call_depth();
    // CPython's decode() scans from one frame deeper (raw_decode) than this one does.
    const uint32_t frames = below + (m_whole ? 1 : 0) + 1;   // + 1: CPython counts the level being entered
    const size_t max_open = limit > frames ? limit - frames : 0;
    Value v;
    for (;;) {
        // ---- scan one value at pos (scan_once_unicode) ----
        if (pos >= n) return expecting_value(pos);
        if (!tick()) return false;
        char c = t[pos];
        bool have_value = true;
        switch (c) {
        case '"':
            ++pos;
            if (!scan_string(pos, v, false)) return false;
            break;
        case '{':
        case '[': {
            if (stack.size() >= max_open) {
                m_vm.raise(TypeId::RecursionError,
                           c == '{' ? "maximum recursion depth exceeded while decoding a JSON object from a unicode string"
                                    : "maximum recursion depth exceeded while decoding a JSON array from a unicode string");
                return false;
            }
            ++pos;
            stack.push_back(Open{c == '{', {}, pos});
            pos = skip_ws(pos);
            if (c == '[') {
                if (pos < n && t[pos] == ']') {
                    ++pos;
                    Open done = std::move(stack.back());
                    stack.pop_back();
                    if (!close(done, v)) return false;
                    break;
                }
                have_value = false;   // scan the first item
                break;
            }
            if (pos < n && t[pos] == '}') {
                ++pos;
                Open done = std::move(stack.back());
                stack.pop_back();
                if (!close(done, v)) return false;
                break;
            }
            // The first key.
            if (pos >= n || t[pos] != '"') return error("Expecting property name enclosed in double quotes", pos);
            Value key;
            ++pos;
            if (!scan_string(pos, key, true)) return false;
            pos = skip_ws(pos);
            if (pos >= n || t[pos] != ':') return error("Expecting ':' delimiter", pos);
            pos = skip_ws(pos + 1);
            stack.back().items.push_back(key);
            have_value = false;
            break;
        }
        case 'n':
            if (pos + 3 < n && t.compare(pos, 4, "null") == 0) { v = Value::none(); pos += 4; break; }
            goto number;
        case 't':
            if (pos + 3 < n && t.compare(pos, 4, "true") == 0) { v = Value::boolean(true); pos += 4; break; }
            goto number;
        case 'f':
            if (pos + 4 < n && t.compare(pos, 5, "false") == 0) { v = Value::boolean(false); pos += 5; break; }
            goto number;
        case 'N':
            if (pos + 2 < n && t.compare(pos, 3, "NaN") == 0) { if (!constant("NaN", pos, v)) return false; break; }
            goto number;
        case 'I':
            if (pos + 7 < n && t.compare(pos, 8, "Infinity") == 0) { if (!constant("Infinity", pos, v)) return false; break; }
            goto number;
        case '-':
            if (pos + 8 < n && t.compare(pos, 9, "-Infinity") == 0) { if (!constant("-Infinity", pos, v)) return false; break; }
            goto number;
        default:
        number: {
            bool none;
            if (!scan_number(pos, v, none)) return none ? expecting_value(pos) : false;
            break;
        }
        }
        if (!have_value) continue;
        // ---- hand v to the open container, closing as many as end here ----
        for (;;) {
            if (stack.empty()) { result = v; return true; }
            Open& top = stack.back();
            top.items.push_back(v);
            pos = skip_ws(pos);
            char end = top.is_object ? '}' : ']';
            if (pos < n && t[pos] == end) {
                ++pos;
                Open done = std::move(top);
                stack.pop_back();
                if (!close(done, v)) return false;
                continue;
            }
            if (pos >= n || t[pos] != ',') return error("Expecting ',' delimiter", pos);
            pos = skip_ws(pos + 1);
            if (top.is_object) {
                if (pos >= n || t[pos] != '"') return error("Expecting property name enclosed in double quotes", pos);
                Value key;
                ++pos;
                if (!scan_string(pos, key, true)) return false;
                pos = skip_ws(pos);
                if (pos >= n || t[pos] != ':') return error("Expecting ':' delimiter", pos);
                pos = skip_ws(pos + 1);
                stack.back().items.push_back(key);
            }
            break;   // scan the next value
        }
    }
}

}  // namespace

Value decode(Vm& vm, const CallArgs& a) {
    if (a.size() != 6 || !a[1].is_small_int()) return vm.raise(TypeId::TypeError, "_decode(s, idx, whole, strict, hooks, error_class)");
    if (!vm.is_str(a[0]))
        return vm.raise(TypeId::TypeError, fmt::format("first argument must be a string, not {}", vm.type_name(a[0])));
    int64_t idx = a[1].as_small_int();
    if (idx < 0) return vm.raise(TypeId::ValueError, "idx cannot be negative");
    bool whole = a[2].is_bool() && a[2].as_bool();
    bool strict = !(a[3].is_bool() && !a[3].as_bool());
    int hooks = a[4].is_small_int() ? int(a[4].as_small_int()) : 0;
    Decoder d(vm, a[0], whole, strict, hooks, a[5]);
    size_t pos = d.byte_offset(size_t(idx));
    if (whole) pos = d.skip_ws(pos);
    Value v;
    if (!d.scan(pos, v)) return Value::error();
    if (whole) {
        pos = d.skip_ws(pos);
        if (pos != d.size()) {
            d.error("Extra data", pos);
            return Value::error();
        }
        return v;
    }
    return vm.new_tuple({v, vm.new_int(int64_t(d.cp_index(pos)))});
}

}  // namespace basilisk::stdlib::json
