// The numeric built-ins: the int/float/bool constructors, the methods of int and float, and
// abs, round, divmod, pow, hex, oct and bin.
#include <bit>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

#include "stdlib/register.h"
#include "vm/num/bigint.h"
#include "vm/num/float_ops.h"
#include "vm/vm_internal.h"

namespace basilisk::stdlib {

namespace {

using vm::MethodKind;
using vm::ObjKind;
namespace num = basilisk::num;

bool is_int(Vm& vm, Value v) { return vm.is_int(v); }

Value type_value(TypeId t) { return Value::type(uint32_t(t)); }

// Raises a num error; for int()/float() parse errors the message ends with repr(input).
Value raise_parse_error(Vm& vm, const num::NumError& e, Value input) {
    if (!e.append_input_repr) return vm::raise_num_error(vm, e);
    auto r = vm.repr_string(input);
    if (!r) return Value::error();
    return vm::raise_num_error(vm, num::make_error(e.type, e.message + *r));
}

// Converts an object to int the way int(x) does (without a base).
Value to_int(Vm& vm, Value x) {
    if (x.is_bool()) return Value::small_int(x.as_bool() ? 1 : 0);
    // An int subclass instance (IntEnum member) gives the plain int.
    if (vm.is_kind(x, ObjKind::BigInt) && !vm.as<vm::BigIntObject>(x).cls().is_none()) return vm.new_int(vm.as<vm::BigIntObject>(x).value);
    if (is_int(vm, x)) return x;
    if (x.is_float()) {
        auto r = num::from_double(x.as_float());
        if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
        return vm.new_int(num::value_of(r));
    }
    if (vm.is_str(x) || vm.is_kind(x, ObjKind::Bytes)) {
        std::string_view text = vm.is_str(x) ? vm.str_of(x) : std::string_view(vm.as<vm::BytesObject>(x).data);
        auto r = num::parse_int(text, 10);
        if (!num::is_ok(r)) return raise_parse_error(vm, num::error_of(r), x);
        return vm.new_int(num::value_of(r));
    }
    for (const char* name : {"__int__", "__index__", "__trunc__"}) {
        Value r = vm::call_dunder(vm, x, name, {});
        if (r.is_undefined()) continue;
        if (r.is_error()) return r;
        if (!is_int(vm, r))
            return vm.raise(TypeId::TypeError, fmt::format("{} returned non-int (type {})", name, vm.type_name(r)));
        return r.is_bool() ? Value::small_int(r.as_bool()) : r;
    }
    return vm.raise(TypeId::TypeError,
                    fmt::format("int() argument must be a string, a bytes-like object or a real number, not '{}'",
                                vm.type_name(x)));
}

// int(x=0, base=10), called as int.__new__(cls, ...).
Value int_plain_new(Vm& vm, const CallArgs& a) {
    Value args[2];
    if (!bind_args(vm, a, ParamSpec{"int", {"", "base"}, 1, 2, 0}, args, 1)) return Value::error();
    Value x = args[0], base = args[1];
    if (base.is_undefined()) {
        if (x.is_undefined()) return Value::small_int(0);
        return to_int(vm, x);
    }
    if (x.is_undefined()) return vm.raise(TypeId::TypeError, "int() missing string argument");
    auto b = vm.index_of(base, "");
    if (!b) return Value::error();
    if (!vm.is_str(x) && !vm.is_kind(x, ObjKind::Bytes))
        return vm.raise(TypeId::TypeError, "int() can't convert non-string with explicit base");
    if (*b != 0 && (*b < 2 || *b > 36))
        return vm.raise(TypeId::ValueError, "int() base must be >= 2 and <= 36, or 0");
    std::string_view text = vm.is_str(x) ? vm.str_of(x) : std::string_view(vm.as<vm::BytesObject>(x).data);
    auto r = num::parse_int(text, int(*b));
    if (!num::is_ok(r)) return raise_parse_error(vm, num::error_of(r), x);
    return vm.new_int(num::value_of(r));
}

// int.__new__(cls, ...) for a class statement's subclass (IntEnum): the int, then a copy that
// carries the class.
Value int_new(Vm& vm, const CallArgs& a) {
    if (a.pos.empty()) return vm.raise(TypeId::TypeError, "int.__new__(): not enough arguments");
    if (!a[0].is_type() && !vm.is_kind(a[0], ObjKind::Class))
        return vm.raise(TypeId::TypeError, fmt::format("int.__new__(X): X is not a type object ({})", vm.type_name(a[0])));
    if (!a.pos.empty() && a[0].is_type() && TypeId(a[0].as_type_id()) != TypeId::Int && TypeId(a[0].as_type_id()) != TypeId::Bool)
        return vm.raise(TypeId::TypeError, fmt::format("int.__new__({}): {} is not a subtype of int", vm.class_name(a[0]),
                                                       vm.class_name(a[0])));
    if (a.pos.empty() || !vm.is_kind(a[0], ObjKind::Class)) return int_plain_new(vm, a);
    if (vm.as<vm::ClassObject>(a[0]).builtin_base != TypeId::Int)
        return vm.raise(TypeId::TypeError, fmt::format("int.__new__({}): {} is not a subtype of int", vm.class_name(a[0]),
                                                       vm.class_name(a[0])));
    std::vector<Value> pos(a.pos.begin(), a.pos.end());
    pos[0] = Value::type(uint32_t(TypeId::Int));
    Value plain = int_plain_new(vm, CallArgs{pos, a.kw_values, a.kw_names});
    if (plain.is_error()) return plain;
    vm.host_roots().push_back(plain);
    Value v = vm::wrap_builtin_subclass(vm, a[0], TypeId::Int, plain);
    vm.host_roots().pop_back();
    return v;
}

Value float_new(Vm& vm, const CallArgs& a) {
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "float() takes no keyword arguments");
    if (a.size() > 2)
        return vm.raise(TypeId::TypeError, fmt::format("float expected at most 1 argument, got {}", a.size() - 1));
    if (a.size() == 1) return vm.new_float(0.0);
    Value x = a[1];
    if (x.is_float()) return x;
    if (is_int(vm, x)) {
        if (!x.is_object()) return vm.new_float(double(x.is_bool() ? int64_t(x.as_bool()) : x.as_small_int()));
        auto r = num::to_double(vm.as<vm::BigIntObject>(x).value);
        if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
        return vm.new_float(num::value_of(r));
    }
    if (vm.is_str(x) || vm.is_kind(x, ObjKind::Bytes)) {
        std::string_view text = vm.is_str(x) ? vm.str_of(x) : std::string_view(vm.as<vm::BytesObject>(x).data);
        auto r = num::parse_float(text);
        if (!num::is_ok(r)) return raise_parse_error(vm, num::error_of(r), x);
        return vm.new_float(num::value_of(r));
    }
    Value r = vm::call_dunder(vm, x, "__float__", {});
    if (r.is_error()) return r;
    if (!r.is_undefined()) {
        if (!r.is_float())
            return vm.raise(TypeId::TypeError, fmt::format("{}.__float__ returned non-float (type {})",
                                                           vm.type_name(x), vm.type_name(r)));
        return r;
    }
    r = vm::call_dunder(vm, x, "__index__", {});
    if (r.is_error()) return r;
    if (!r.is_undefined()) {
        Value args[2] = {type_value(TypeId::Float), r};
        return float_new(vm, CallArgs{std::span<const Value>(args, 2), {}, {}});
    }
    return vm.raise(TypeId::TypeError,
                    fmt::format("float() argument must be a string or a real number, not '{}'", vm.type_name(x)));
}

Value bool_new(Vm& vm, const CallArgs& a) {
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "bool() takes no keyword arguments");
    if (a.size() > 2)
        return vm.raise(TypeId::TypeError, fmt::format("bool expected at most 1 argument, got {}", a.size() - 1));
    if (a.size() == 1) return Value::boolean(false);
    int t = vm.truthy(a[1]);
    if (t < 0) return Value::error();
    return Value::boolean(t != 0);
}

// ---- int methods ----------------------------------------------------------------------------

Value self_error(Vm& vm, const CallArgs& a, const char* method, const char* type) {
    if (a.pos.empty())
        return vm.raise(TypeId::TypeError, fmt::format("unbound method {}.{}() needs an argument", type, method));
    return vm.raise(TypeId::TypeError, fmt::format("descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                                                   method, type, vm.type_name(a.pos[0])));
}

#define INT_SELF(name)                                                   \
    if (a.pos.empty() || !vm.is_int(a.pos[0])) return self_error(vm, a, name, "int"); \
    if (!check_no_args(vm, a, "int." name)) return Value::error();

Value int_bit_length(Vm& vm, const CallArgs& a) {
    INT_SELF("bit_length");
    return vm.new_int(int64_t(num::bit_length(vm::int_to_big(vm, a[0]))));
}

Value int_bit_count(Vm& vm, const CallArgs& a) {
    INT_SELF("bit_count");
    return vm.new_int(int64_t(num::bit_count(vm::int_to_big(vm, a[0]))));
}

Value int_conjugate(Vm& vm, const CallArgs& a) {
    INT_SELF("conjugate");
    return a[0].is_bool() ? Value::small_int(a[0].as_bool()) : a[0];
}

Value int_as_integer_ratio(Vm& vm, const CallArgs& a) {
    INT_SELF("as_integer_ratio");
    Value x = a[0].is_bool() ? Value::small_int(a[0].as_bool()) : a[0];
    return vm.new_tuple({x, Value::small_int(1)});
}

bool byteorder_arg(Vm& vm, Value v, bool& little) {
    if (v.is_undefined()) {
        little = false;
        return true;
    }
    if (!vm.is_str(v)) {
        vm.raise(TypeId::TypeError, fmt::format("to_bytes() argument 'byteorder' must be str, not {}", vm.type_name(v)));
        return false;
    }
    std::string_view s = vm.str_of(v);
    if (s == "little") little = true;
    else if (s == "big") little = false;
    else {
        vm.raise(TypeId::ValueError, "byteorder must be either 'little' or 'big'");
        return false;
    }
    return true;
}

Value int_to_bytes(Vm& vm, const CallArgs& a) {
    if (a.pos.empty() || !vm.is_int(a.pos[0])) return self_error(vm, a, "to_bytes", "int");
    Value args[3];
    if (!bind_args(vm, a, ParamSpec{"to_bytes", {"length", "byteorder", "signed"}, 0, 2, 0}, args, 1))
        return Value::error();
    int64_t length = 1;
    if (!args[0].is_undefined()) {
        auto l = vm.index_of(args[0], "");
        if (!l) return Value::error();
        length = *l;
    }
    if (length < 0) return vm.raise(TypeId::ValueError, "length argument must be non-negative");
    bool little = false;
    if (!byteorder_arg(vm, args[1], little)) return Value::error();
    bool is_signed = false;
    if (!args[2].is_undefined()) {
        int t = vm.truthy(args[2]);
        if (t < 0) return Value::error();
        is_signed = t != 0;
    }
    num::BigInt x = vm::int_to_big(vm, a[0]);
    if (x < 0 && !is_signed) return vm.raise(TypeId::OverflowError, "can't convert negative int to unsigned");
    uint64_t needed = num::bit_length(x);   // of |x|
    if (is_signed) {
        // Two's complement needs one more bit, except for -2**(n-1).
        num::BigInt m = x < 0 ? num::BigInt(-x - 1) : x;
        needed = num::bit_length(m) + 1;
    }
    if (needed > uint64_t(length) * 8) return vm.raise(TypeId::OverflowError, "int too big to convert");
    uint64_t max_mem = vm.limits().max_memory_bytes;
    if (length > (int64_t(1) << 31) || (max_mem != 0 && uint64_t(length) > max_mem))
        return vm.raise(TypeId::MemoryError, "");
    if (x < 0) x += num::BigInt(1) << size_t(length * 8);
    std::string out(size_t(length), '\0');
    for (int64_t i = 0; i < length && x != 0; ++i) {
        uint8_t byte = uint8_t(static_cast<unsigned>(x & 0xFF));
        x >>= 8;
        out[size_t(little ? i : length - 1 - i)] = char(byte);
    }
    return vm.new_bytes(std::move(out));
}

// int.from_bytes(bytes, byteorder='big', *, signed=False) (a classmethod: a[0] is the class).
Value int_from_bytes(Vm& vm, const CallArgs& a) {
    Value args[3];
    if (!bind_args(vm, a, ParamSpec{"from_bytes", {"bytes", "byteorder", "signed"}, 0, 2, 1}, args, 1))
        return Value::error();
    std::string data;
    if (vm.is_kind(args[0], ObjKind::Bytes)) {
        data = vm.as<vm::BytesObject>(args[0]).data;
    } else if (vm.is_str(args[0])) {
        return vm.raise(TypeId::TypeError, "cannot convert 'str' object to bytes");
    } else {
        std::vector<Value> items;
        if (!vm.collect(args[0], items)) return Value::error();
        for (Value v : items) {
            auto i = vm.index_of(v, "");
            if (!i) return Value::error();
            if (*i < 0 || *i > 255) return vm.raise(TypeId::ValueError, "bytes must be in range(0, 256)");
            data += char(uint8_t(*i));
        }
    }
    bool little = false;
    if (!byteorder_arg(vm, args[1], little)) return Value::error();
    bool is_signed = false;
    if (!args[2].is_undefined()) {
        int t = vm.truthy(args[2]);
        if (t < 0) return Value::error();
        is_signed = t != 0;
    }
    // As every computed int, at most num::kDefaultMaxBits bits; read in one linear pass (shifting
    // byte by byte was quadratic: 10**8 bytes ran for hours in one bytecode).
    if (data.size() > num::kDefaultMaxBits / 8)
        return vm::raise_num_error(vm, num::make_error("LimitError", "integer result too large (more than " +
                                                                         std::to_string(num::kDefaultMaxBits) + " bits)"));
    num::BigInt x = 0;
    if (!data.empty()) {
        std::vector<uint8_t> bytes(data.begin(), data.end());
        boost::multiprecision::import_bits(x, bytes.begin(), bytes.end(), 8, !little);
    }
    if (is_signed && !data.empty()) {
        uint8_t top = uint8_t(little ? data.back() : data.front());
        if (top & 0x80) x -= num::BigInt(1) << (data.size() * 8);
    }
    return vm.new_int(x);
}

// ---- float methods ------------------------------------------------------------------------------

#define FLOAT_SELF(name)                                                       \
    if (a.pos.empty() || !a.pos[0].is_float()) return self_error(vm, a, name, "float"); \
    if (!check_no_args(vm, a, "float." name)) return Value::error();

Value float_is_integer(Vm& vm, const CallArgs& a) {
    FLOAT_SELF("is_integer");
    return Value::boolean(num::float_is_integer(a[0].as_float()));
}

Value float_as_integer_ratio(Vm& vm, const CallArgs& a) {
    FLOAT_SELF("as_integer_ratio");
    auto r = num::float_as_integer_ratio(a[0].as_float());
    if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
    const auto& [n, d] = num::value_of(r);
    Value nv = vm.new_int(n);
    Value dv = vm.new_int(d);
    return vm.new_tuple({nv, dv});
}

Value float_conjugate(Vm& vm, const CallArgs& a) {
    FLOAT_SELF("conjugate");
    return a[0];
}

// float.hex(): "[-]0x1.<13 hex digits>p<exp>", subnormals as "0x0.<digits>p-1022".
Value float_hex(Vm& vm, const CallArgs& a) {
    FLOAT_SELF("hex");
    double x = a[0].as_float();
    if (std::isnan(x)) return vm.new_str("nan");
    if (std::isinf(x)) return vm.new_str(x > 0 ? "inf" : "-inf");
    const char* sign = std::signbit(x) ? "-" : "";
    if (x == 0) return vm.new_str(fmt::format("{}0x0.0p+0", sign));
    uint64_t bits = std::bit_cast<uint64_t>(x);
    int exp = int((bits >> 52) & 0x7ff);
    uint64_t frac = bits & ((uint64_t(1) << 52) - 1);
    int lead = exp == 0 ? 0 : 1;
    int e = exp == 0 ? -1022 : exp - 1023;
    return vm.new_str(fmt::format("{}0x{}.{:013x}p{}{}", sign, lead, frac, e < 0 ? "-" : "+", e < 0 ? -e : e));
}

// float.fromhex(s): the C library parses hexadecimal floats with correct rounding.
Value float_fromhex(Vm& vm, const CallArgs& a) {
    if (a.pos.size() != 2 || !a.kw_values.empty())
        return vm.raise(TypeId::TypeError, fmt::format("float.fromhex() takes exactly one argument ({} given)", a.pos.size() - 1));
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, "bad argument type for built-in operation");
    std::string s(vm.str_of(a[1]));
    size_t b = s.find_first_not_of(" \t\n\r\f\v"), e = s.find_last_not_of(" \t\n\r\f\v");
    auto invalid = [&] { return vm.raise(TypeId::ValueError, "invalid hexadecimal floating-point string"); };
    if (b == std::string::npos) return invalid();
    s = s.substr(b, e - b + 1);
    std::string sign;
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
        sign = s.substr(0, 1);
        s = s.substr(1);
    }
    std::string lower;
    for (char c : s) lower += char(std::tolower(uint8_t(c)));
    if (lower == "inf" || lower == "infinity") return vm.new_float(sign == "-" ? -HUGE_VAL : HUGE_VAL);
    if (lower == "nan") return vm.new_float(std::nan(""));
    if (lower.rfind("0x", 0) == 0) lower = lower.substr(2);
    // Only hex digits, one '.', then an optional p[+-]digits exponent.
    size_t i = 0, digits = 0;
    bool dot = false;
    for (; i < lower.size(); ++i) {
        char c = lower[i];
        if (std::isxdigit(uint8_t(c))) ++digits;
        else if (c == '.' && !dot) dot = true;
        else break;
    }
    if (digits == 0) return invalid();
    if (i < lower.size()) {
        if (lower[i] != 'p') return invalid();
        size_t j = i + 1;
        if (j < lower.size() && (lower[j] == '+' || lower[j] == '-')) ++j;
        if (j >= lower.size()) return invalid();
        for (; j < lower.size(); ++j)
            if (!std::isdigit(uint8_t(lower[j]))) return invalid();
    }
    std::string text = sign + "0x" + lower;
    errno = 0;
    double r = std::strtod(text.c_str(), nullptr);
    if (std::isinf(r)) return vm.raise(TypeId::OverflowError, "hexadecimal value too large to represent as a float");
    return vm.new_float(r);
}

// ---- builtins -----------------------------------------------------------------------------------

Value builtin_abs(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "abs", 0)) return Value::error();
    Value x = a[0];
    if (x.is_float()) return vm.new_float(std::fabs(x.as_float()));
    if (x.is_bool()) return Value::small_int(x.as_bool());
    if (x.is_small_int()) return vm.new_int(x.as_small_int() < 0 ? -x.as_small_int() : x.as_small_int());
    if (vm.is_kind(x, ObjKind::BigInt)) {
        // An int subclass instance: its class's __abs__ first, int's own when it defines none.
        if (vm.as<vm::BigIntObject>(x).is_subclass_instance) {
            Value r = vm::call_dunder(vm, x, "__abs__", {});
            if (!r.is_undefined()) return r;
        }
        return vm.new_int(num::BigInt(abs(vm.as<vm::BigIntObject>(x).value)));
    }
    Value r = vm::call_dunder(vm, x, "__abs__", {});
    if (!r.is_undefined()) return r;
    return vm.raise(TypeId::TypeError, fmt::format("bad operand type for abs(): '{}'", vm.type_name(x)));
}

// Round an int to a multiple of 10**(-ndigits) (ndigits < 0), half to even.
Value round_int(Vm& vm, Value x, int64_t ndigits) {
    Value xi = x.is_bool() ? Value::small_int(x.as_bool()) : x;
    if (ndigits >= 0) return xi;
    num::BigInt v = vm::int_to_big(vm, xi);
    // 10**k exceeds 2*|v| once k is past v's digit count: the result is 0.
    if (uint64_t(-ndigits) > num::bit_length(v) * 30103 / 100000 + 2) return Value::small_int(0);
    num::BigInt q = 1;
    for (int64_t i = 0; i < -ndigits; ++i) q *= 10;
    auto rem_r = num::floor_mod(v, q);
    num::BigInt rem = num::value_of(rem_r);
    num::BigInt base = v - rem;
    num::BigInt twice = rem * 2;
    if (twice > q || (twice == q && ((base / q) & 1) != 0)) base += q;
    return vm.new_int(base);
}

Value builtin_round(Vm& vm, const CallArgs& a) {
    Value args[2];
    if (!bind_args(vm, a, ParamSpec{"round", {"number", "ndigits"}, 0, 2, 1}, args, 0)) return Value::error();
    Value x = args[0], nd = args[1];
    bool has_nd = !nd.is_undefined() && !nd.is_none();
    if (x.is_float() || is_int(vm, x)) {
        int64_t n = 0;
        if (has_nd) {
            auto i = vm.index_of(nd, "");
            if (!i) return Value::error();
            n = *i;
        }
        if (x.is_float()) {
            if (!has_nd) {
                auto r = num::round_float_to_int(x.as_float());
                if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
                return vm.new_int(num::value_of(r));
            }
            auto r = num::round_float(x.as_float(), n);
            if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
            return vm.new_float(num::value_of(r));
        }
        return round_int(vm, x, n);
    }
    Value f = vm::find_user_attr(vm, vm.type_of(x), "__round__");
    if (f.is_undefined())
        return vm.raise(TypeId::TypeError, fmt::format("type {} doesn't define __round__ method", vm.type_name(x)));
    if (nd.is_undefined()) return vm::call_user_method(vm, f, x, {});
    return vm::call_user_method(vm, f, x, std::span<const Value>(&nd, 1));
}

Value builtin_divmod(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "divmod", "divmod", 2, 2, 0)) return Value::error();
    Value x = a[0], y = a[1];
    bool nx = is_int(vm, x) || x.is_float(), ny = is_int(vm, y) || y.is_float();
    if (nx && ny) {
        if (is_int(vm, x) && is_int(vm, y)) {
            auto r = num::divmod(vm::int_to_big(vm, x), vm::int_to_big(vm, y));
            if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
            Value q = vm.new_int(num::value_of(r).first);
            Value m = vm.new_int(num::value_of(r).second);
            return vm.new_tuple({q, m});
        }
        // As floats; an int + 0.0 is exact, but -0.0 + 0.0 would lose the sign of a float zero.
        Value fx = x.is_float() ? x : vm.binary_op(x, Value::from_double(0.0), vm::BinaryOp::Add);
        Value fy = y.is_float() ? y : vm.binary_op(y, Value::from_double(0.0), vm::BinaryOp::Add);
        if (fx.is_error() || fy.is_error()) return Value::error();
        auto r = num::float_divmod(fx.as_float(), fy.as_float());
        if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
        return vm.new_tuple({vm.new_float(num::value_of(r).first), vm.new_float(num::value_of(r).second)});
    }
    Value r = vm::call_dunder(vm, x, "__divmod__", {y});
    if (!r.is_undefined() && !r.is_not_implemented()) return r;
    if (!vm.type_of(x).identical(vm.type_of(y))) {
        r = vm::call_dunder(vm, y, "__rdivmod__", {x});
        if (!r.is_undefined() && !r.is_not_implemented()) return r;
    }
    return vm.raise(TypeId::TypeError, fmt::format("unsupported operand type(s) for divmod(): '{}' and '{}'",
                                                   vm.type_name(x), vm.type_name(y)));
}

Value builtin_pow(Vm& vm, const CallArgs& a) {
    Value args[3];
    if (!bind_args(vm, a, ParamSpec{"pow", {"base", "exp", "mod"}, 0, 3, 2}, args, 0)) return Value::error();
    if (args[2].is_undefined() || args[2].is_none()) return vm.binary_op(args[0], args[1], vm::BinaryOp::Pow);
    if (is_int(vm, args[0]) && is_int(vm, args[1]) && is_int(vm, args[2])) {
        auto r = num::pow_mod(vm::int_to_big(vm, args[0]), vm::int_to_big(vm, args[1]), vm::int_to_big(vm, args[2]));
        if (!num::is_ok(r)) return vm::raise_num_error(vm, num::error_of(r));
        return vm.new_int(num::value_of(r));
    }
    bool numeric = true;
    for (Value v : args) numeric = numeric && (is_int(vm, v) || v.is_float());
    if (numeric) return vm.raise(TypeId::TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    Value r = vm::call_dunder(vm, args[0], "__pow__", {args[1], args[2]});
    if (!r.is_undefined() && !r.is_not_implemented()) return r;
    return vm.raise(TypeId::TypeError, fmt::format("unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'",
                                                   vm.type_name(args[0]), vm.type_name(args[1]), vm.type_name(args[2])));
}

template <int Base>
Value builtin_base(Vm& vm, const CallArgs& a) {
    const char* name = Base == 16 ? "hex" : Base == 8 ? "oct" : "bin";
    if (!check_one_arg(vm, a, name, 0)) return Value::error();
    Value x = a[0];
    if (!is_int(vm, x)) {
        Value r = vm::call_dunder(vm, x, "__index__", {});
        if (r.is_error()) return r;
        if (r.is_undefined())
            return vm.raise(TypeId::TypeError, fmt::format("'{}' object cannot be interpreted as an integer", vm.type_name(x)));
        if (!is_int(vm, r))
            return vm.raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", vm.type_name(r)));
        x = r;
    }
    return vm.new_str(num::to_base_string(vm::int_to_big(vm, x), Base, true));
}

}  // namespace

void register_numeric_builtins(vm::NativeRegistry& reg) {
    reg.add_method(TypeId::Int, "__new__", int_new, MethodKind::StaticMethod);
    reg.add_method(TypeId::Float, "__new__", float_new, MethodKind::StaticMethod);
    reg.add_method(TypeId::Bool, "__new__", bool_new, MethodKind::StaticMethod);
    reg.add_builtin_value("int", type_value(TypeId::Int));
    reg.add_builtin_value("float", type_value(TypeId::Float));
    reg.add_builtin_value("bool", type_value(TypeId::Bool));

    reg.add_method(TypeId::Int, "bit_length", int_bit_length);
    reg.add_method(TypeId::Int, "bit_count", int_bit_count);
    reg.add_method(TypeId::Int, "conjugate", int_conjugate);
    reg.add_method(TypeId::Int, "as_integer_ratio", int_as_integer_ratio);
    reg.add_method(TypeId::Int, "to_bytes", int_to_bytes);
    reg.add_method(TypeId::Int, "from_bytes", int_from_bytes, MethodKind::ClassMethod);

    reg.add_method(TypeId::Float, "is_integer", float_is_integer);
    reg.add_method(TypeId::Float, "as_integer_ratio", float_as_integer_ratio);
    reg.add_method(TypeId::Float, "conjugate", float_conjugate);
    reg.add_method(TypeId::Float, "hex", float_hex);
    reg.add_method(TypeId::Float, "fromhex", float_fromhex, MethodKind::ClassMethod);

    reg.add_builtin_function("abs", builtin_abs);
    reg.add_builtin_function("round", builtin_round);
    reg.add_builtin_function("divmod", builtin_divmod);
    reg.add_builtin_function("pow", builtin_pow);
    reg.add_builtin_function("hex", builtin_base<16>);
    reg.add_builtin_function("oct", builtin_base<8>);
    reg.add_builtin_function("bin", builtin_base<2>);
}

}  // namespace basilisk::stdlib
