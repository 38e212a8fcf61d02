// printf-style formatting: `str % args` and `bytes % args`, as CPython's PyUnicode_Format and
// bytes formatting do it (argument tuple or single value, mapping keys, '*' widths, %s %r %a %c
// and the numeric conversions).
#include <fmt/format.h>

#include "stdlib/text/format_parse.h"
#include "stdlib/text/utf8.h"
#include "vm/num/format_spec.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_int_value(const Vm& vm, Value v) {
    return v.is_small_int() || v.is_bool() || vm.is_kind(v, ObjKind::BigInt);
}

Value raise_text(Vm& vm, const text::TextError& e) {
    TypeId t = TypeId::ValueError;
    switch (e.kind) {
        case text::TextErrorKind::TypeError: t = TypeId::TypeError; break;
        case text::TextErrorKind::OverflowError: t = TypeId::OverflowError; break;
        case text::TextErrorKind::KeyError: t = TypeId::KeyError; break;
        case text::TextErrorKind::LookupError: t = TypeId::LookupError; break;
        default: break;
    }
    return vm.raise(t, e.message);
}

// The argument stream: a tuple's items, or one non-tuple value used once.
struct Args {
    Value args;
    std::vector<Value> items;
    bool single = false;
    int64_t next = 0;
    Value mapping = Value::undefined();

    bool get(Vm& vm, Value& out) {
        if (single) {
            if (next == 0) {
                ++next;
                out = args;
                return true;
            }
        } else if (size_t(next) < items.size()) {
            out = items[size_t(next++)];
            return true;
        }
        vm.raise(TypeId::TypeError, "not enough arguments for format string");
        return false;
    }
    bool all_used() const { return single ? next == 1 : size_t(next) >= items.size(); }
};

// Pads text (counting code points for str, bytes for bytes) after truncating to precision.
void pad_text(std::string& s, const text::PercentSpec& spec, int64_t precision, int64_t width, bool left,
              bool is_bytes) {
    if (precision >= 0) {
        if (is_bytes) {
            if (int64_t(s.size()) > precision) s.resize(size_t(precision));
        } else {
            size_t cut = text::byte_offset(s, size_t(precision), false);
            if (cut < s.size()) s.resize(cut);
        }
    }
    int64_t len = is_bytes ? int64_t(s.size()) : int64_t(text::cp_length(s));
    if (width > len) {
        std::string pad(size_t(width - len), ' ');
        s = left ? s + pad : pad + s;
    }
}

// The int a non-int, non-float `v` stands for, tried in the order of CPython's conversion:
// int(v) (__int__, then __index__) for %d %i %u, operator.index(v) (__index__) for the others.
// undefined() when v has none of them, or when the conversion raises TypeError (a missing hook
// and a hook returning a non-int included): CPython words every such case as the format's own
// TypeError. error() for any other exception, which passes through.
Value int_for_percent(Vm& vm, Value v, bool try_int_dunder) {
    for (std::string_view hook : {"__int__", "__index__"}) {
        if (!try_int_dunder && hook == "__int__") continue;
        Value r = call_dunder(vm, v, hook, {});
        if (r.is_undefined()) continue;
        if (r.is_error()) {
            if (!vm.exception_matches(TypeId::TypeError)) return r;
            vm.take_exception();
            return Value::undefined();
        }
        return is_int_value(vm, r) ? r : Value::undefined();
    }
    return Value::undefined();
}

// The float of a non-int, non-float `v` for %e %f %g: CPython's PyFloat_AsDouble (__float__,
// then __index__), whose errors pass through unchanged.
std::optional<double> float_for_percent(Vm& vm, Value v) {
    Value r = call_dunder(vm, v, "__float__", {});
    if (r.is_error()) return std::nullopt;
    if (!r.is_undefined()) {
        if (vm.is_float(r)) return vm.plain_float(r).as_float();
        vm.raise(TypeId::TypeError, fmt::format("{}.__float__ returned non-float (type {})", vm.type_name(v), vm.type_name(r)));
        return std::nullopt;
    }
    r = call_dunder(vm, v, "__index__", {});
    if (r.is_error()) return std::nullopt;
    if (r.is_undefined()) {
        vm.raise(TypeId::TypeError, fmt::format("must be real number, not {}", vm.type_name(v)));
        return std::nullopt;
    }
    if (!is_int_value(vm, r)) {
        vm.raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", vm.type_name(r)));
        return std::nullopt;
    }
    auto d = num::to_double(int_to_big(vm, r));
    if (!num::is_ok(d)) {
        raise_num_error(vm, num::error_of(d));
        return std::nullopt;
    }
    return num::value_of(d);
}

bool convert_number(Vm& vm, Value v, const text::PercentSpec& spec, num::PercentSpec ns, std::string& out) {
    char conv = char(spec.type);
    bool integer_conv = conv == 'd' || conv == 'i' || conv == 'u' || conv == 'o' || conv == 'x' || conv == 'X';
    num::NumResult<std::string> r = std::string();
    if (v.is_small_int() || v.is_bool()) {
        r = num::format_percent_int(v.is_bool() ? int64_t(v.as_bool()) : v.as_small_int(), ns);
    } else if (is_int_value(vm, v)) {
        r = num::format_percent_int(int_to_big(vm, v), ns);
    } else if (vm.is_float(v)) {
        if (!v.is_float() && (conv == 'o' || conv == 'x' || conv == 'X')) {   // a `class X(float)`, named
            vm.raise(TypeId::TypeError, fmt::format("%{} format: an integer is required, not {}", conv, vm.type_name(v)));
            return false;
        }
        r = num::format_percent_float(vm.plain_float(v).as_float(), ns);
    } else if (integer_conv) {
        Value i = int_for_percent(vm, v, conv == 'd' || conv == 'i' || conv == 'u');
        if (i.is_error()) return false;
        if (i.is_undefined()) {
            if (conv == 'o' || conv == 'x' || conv == 'X')
                vm.raise(TypeId::TypeError, fmt::format("%{} format: an integer is required, not {}", conv, vm.type_name(v)));
            else
                vm.raise(TypeId::TypeError, fmt::format("%{} format: a real number is required, not {}", conv, vm.type_name(v)));
            return false;
        }
        r = num::format_percent_int(int_to_big(vm, i), ns);
    } else {
        std::optional<double> d = float_for_percent(vm, v);
        if (!d) return false;
        r = num::format_percent_float(*d, ns);
    }
    if (!num::is_ok(r)) {
        raise_num_error(vm, num::error_of(r));
        return false;
    }
    out += num::value_of(r);
    return true;
}

// The code point or byte of %c given a non-int, non-str `v`: its __index__ (PyLong_AsLong);
// undefined() when it has none or the hook raises TypeError, error() for other exceptions.
Value char_index(Vm& vm, Value v) { return int_for_percent(vm, v, false); }

bool convert_one(Vm& vm, Value v, const text::PercentSpec& spec, int64_t width, int64_t precision, bool left,
                 bool is_bytes, std::string& out) {
    char32_t t = spec.type;
    if (t == 's' || t == 'r' || t == 'a' || t == 'b') {
        std::string s;
        if (is_bytes && (t == 's' || t == 'b')) {
            if (!vm.is_kind(v, ObjKind::Bytes)) {
                vm.raise(TypeId::TypeError,
                         fmt::format("%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
                                     vm.type_name(v)));
                return false;
            }
            s = vm.as<BytesObject>(v).data;
        } else if (t == 's') {
            auto r = vm.str_string(v);
            if (!r) return false;
            s = std::move(*r);
        } else if (t == 'r' && !is_bytes) {
            auto r = vm.repr_string(v);
            if (!r) return false;
            s = std::move(*r);
        } else {
            Value a = vm.ascii(v);
            if (a.is_error()) return false;
            s = vm.str_of(a);
        }
        pad_text(s, spec, precision, width, left, is_bytes);
        out += s;
        return true;
    }
    if (t == 'c') {
        std::string s;
        if (is_bytes) {
            if (vm.is_kind(v, ObjKind::Bytes) && vm.as<BytesObject>(v).data.size() == 1) {
                s = vm.as<BytesObject>(v).data;
            } else if (Value n = is_int_value(vm, v) ? v : char_index(vm, v); !n.is_undefined()) {
                if (n.is_error()) return false;
                num::BigInt b = int_to_big(vm, n);
                if (b < 0 || b > 255) {
                    vm.raise(TypeId::OverflowError, "%c arg not in range(256)");
                    return false;
                }
                s = std::string(1, char(uint8_t(b)));
            } else {
                vm.raise(TypeId::TypeError, "%c requires an integer in range(256) or a single byte");
                return false;
            }
        } else if (vm.is_str(v) && vm.as<StrObject>(v).cp_length == 1) {
            s = vm.str_of(v);
        } else if (Value n = is_int_value(vm, v) ? v : char_index(vm, v); !n.is_undefined()) {
            if (n.is_error()) return false;
            num::BigInt b = int_to_big(vm, n);
            if (b < 0 || b >= 0x110000) {
                vm.raise(TypeId::OverflowError, "%c arg not in range(0x110000)");
                return false;
            }
            text::append_utf8(s, char32_t(uint32_t(b)));
        } else {
            vm.raise(TypeId::TypeError, "%c requires int or char");
            return false;
        }
        pad_text(s, spec, -1, width, left, is_bytes);
        out += s;
        return true;
    }
    num::PercentSpec ns;
    ns.left = left;
    ns.plus = spec.sign;
    ns.space = spec.space;
    ns.alternate = spec.alternate;
    ns.zero = spec.zero_pad;
    ns.width = width;
    ns.precision = precision;
    ns.conversion = char(t);
    return convert_number(vm, v, spec, ns, out);
}

}  // namespace

Value percent_format(Vm& vm, Value fmtv, Value argsv) {
    bool is_bytes = vm.is_kind(fmtv, ObjKind::Bytes);
    std::string fmt_text(is_bytes ? std::string_view(vm.as<BytesObject>(fmtv).data) : vm.str_of(fmtv));
    text::PercentTemplate tmpl = text::parse_percent_template(fmt_text, is_bytes);

    Args args;
    args.args = argsv;
    if (vm.is_kind(argsv, ObjKind::Tuple)) {
        args.items = vm.as<TupleObject>(argsv).items;
    } else {
        args.single = true;
        // CPython treats anything subscriptable except tuples and str as a mapping here.
        bool mapping = vm.is_kind(argsv, ObjKind::Dict) || vm.is_kind(argsv, ObjKind::List) ||
                       vm.is_kind(argsv, ObjKind::Bytes) || vm.is_kind(argsv, ObjKind::Range) ||
                       !find_user_attr(vm, vm.type_of(argsv), "__getitem__").is_undefined();
        if (mapping) args.mapping = argsv;
    }

    std::string out;
    for (const text::PercentChunk& chunk : tmpl.chunks) {
        // ('%s' * 1000) % (('x' * 10**7,) * 1000) is 10 GB: past 1 MB, each field checks the
        // text so far against the memory limit.
        if (out.size() >= (size_t(1) << 20) && !vm.check_native_limits(out.capacity())) return Value::error();
        out += chunk.literal;
        if (!chunk.spec) continue;
        const text::PercentSpec& spec = *chunk.spec;
        if (spec.key) {
            if (args.mapping.is_undefined()) return vm.raise(TypeId::TypeError, "format requires a mapping");
            Value key = is_bytes ? vm.new_bytes(*spec.key) : vm.new_str(*spec.key);
            Value item = vm.get_item(args.mapping, key);
            if (item.is_error()) return item;
            // As CPython: the item becomes the one argument left, so a '*' of this conversion
            // takes it and any later conversion without a key finds nothing.
            args.args = item;
            args.single = true;
            args.next = 0;
        }
        int64_t width = spec.width_kind == text::PercentSpec::Count::Number ? spec.width : -1;
        int64_t precision = spec.precision_kind == text::PercentSpec::Count::None ? -1 : spec.precision;
        bool left = spec.left_adjust;
        if (spec.width_kind == text::PercentSpec::Count::Star) {
            Value w;
            if (!args.get(vm, w)) return Value::error();
            if (!is_int_value(vm, w)) return vm.raise(TypeId::TypeError, "* wants int");
            auto wi = vm.index_of(w, "");
            if (!wi) return Value::error();
            width = *wi;
            if (width < 0) {
                left = true;
                width = -width;
            }
        }
        if (spec.precision_kind == text::PercentSpec::Count::Star) {
            Value p;
            if (!args.get(vm, p)) return Value::error();
            if (!is_int_value(vm, p)) return vm.raise(TypeId::TypeError, "* wants int");
            auto pi = vm.index_of(p, "");
            if (!pi) return Value::error();
            precision = *pi < 0 ? 0 : *pi;
        }
        if (width > num::kMaxFormatWidth || precision > num::kMaxFormatWidth)
            return vm.raise(TypeId::MemoryError, "");
        Value v;
        if (!args.get(vm, v)) return Value::error();
        if (!text::is_percent_type_supported(spec.type, is_bytes))
            return raise_text(vm, text::unsupported_format_char_error(spec.type, spec.type_index));
        if (!convert_one(vm, v, spec, width, precision, left, is_bytes, out)) return Value::error();
    }
    if (tmpl.error_in_keyed_spec && args.mapping.is_undefined())
        return vm.raise(TypeId::TypeError, "format requires a mapping");
    if (tmpl.pending_key && !args.mapping.is_undefined()) {
        Value key = is_bytes ? vm.new_bytes(*tmpl.pending_key) : vm.new_str(*tmpl.pending_key);
        Value r = vm.get_item(args.mapping, key);
        if (r.is_error()) return r;
    }
    if (tmpl.error) return raise_text(vm, *tmpl.error);
    if (!args.all_used() && args.mapping.is_undefined())
        return vm.raise(TypeId::TypeError, is_bytes ? "not all arguments converted during bytes formatting"
                                                    : "not all arguments converted during string formatting");
    return is_bytes ? vm.new_bytes(std::move(out)) : vm.new_str(std::move(out));
}

}  // namespace basilisk::vm
