// The generic arithmetic and comparison operations: binary_op, unary_op, compare, equal, truthy
// and hash, with CPython's dispatch rules for user classes (reflected operands, NotImplemented,
// subclass priority) and CPython's results and messages for the built-in types.
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include <fmt/format.h>

#include "vm/num/bigint.h"
#include "vm/num/float_ops.h"
#include "vm/root_scope.h"
#include "vm/set_algebra.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

struct OpNames {
    const char* symbol;
    const char* isymbol;
    const char* name;
    const char* rname;
    const char* iname;
};

// Indexed by BinaryOp.
constexpr OpNames kBinaryOpNames[] = {
    {"+", "+=", "__add__", "__radd__", "__iadd__"},
    {"-", "-=", "__sub__", "__rsub__", "__isub__"},
    {"*", "*=", "__mul__", "__rmul__", "__imul__"},
    {"/", "/=", "__truediv__", "__rtruediv__", "__itruediv__"},
    {"//", "//=", "__floordiv__", "__rfloordiv__", "__ifloordiv__"},
    {"%", "%=", "__mod__", "__rmod__", "__imod__"},
    {"** or pow()", "**=", "__pow__", "__rpow__", "__ipow__"},
    {"<<", "<<=", "__lshift__", "__rlshift__", "__ilshift__"},
    {">>", ">>=", "__rshift__", "__rrshift__", "__irshift__"},
    {"&", "&=", "__and__", "__rand__", "__iand__"},
    {"|", "|=", "__or__", "__ror__", "__ior__"},
    {"^", "^=", "__xor__", "__rxor__", "__ixor__"},
    {"@", "@=", "__matmul__", "__rmatmul__", "__imatmul__"},
};

constexpr const char* kCompareSymbols[] = {"<", "<=", "==", "!=", ">", ">="};
constexpr const char* kCompareNames[] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

CompareOp swapped(CompareOp op) {
    switch (op) {
        case CompareOp::Lt: return CompareOp::Gt;
        case CompareOp::Le: return CompareOp::Ge;
        case CompareOp::Gt: return CompareOp::Lt;
        case CompareOp::Ge: return CompareOp::Le;
        default: return op;
    }
}

bool order_holds(int c, CompareOp op) {
    switch (op) {
        case CompareOp::Lt: return c < 0;
        case CompareOp::Le: return c <= 0;
        case CompareOp::Eq: return c == 0;
        case CompareOp::Ne: return c != 0;
        case CompareOp::Gt: return c > 0;
        case CompareOp::Ge: return c >= 0;
    }
    return false;
}

bool is_small(Value v) { return v.is_small_int() || v.is_bool(); }
int64_t small_of(Value v) { return v.is_bool() ? int64_t(v.as_bool()) : v.as_small_int(); }

bool is_int(const Vm& vm, Value v) { return is_small(v) || vm.is_kind(v, ObjKind::BigInt); }

bool is_seq_kind(const Vm& vm, Value v) {
    if (!v.is_object()) return false;
    ObjKind k = vm.kind_of(v);
    return k == ObjKind::Str || k == ObjKind::Bytes || k == ObjKind::List || k == ObjKind::Tuple;
}

bool is_setlike(const Vm& vm, Value v) {
    return vm.is_kind(v, ObjKind::Set) || vm.is_kind(v, ObjKind::FrozenSet);
}

// dict_keys and dict_items behave like sets in binary operators.
bool is_set_view(Vm& vm, Value v) {
    if (!vm.is_kind(v, ObjKind::DictView)) return false;
    TypeId t = vm.as<DictViewObject>(v).type;
    return t == TypeId::DictKeys || t == TypeId::DictItems;
}

int64_t mix64(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    x ^= x >> 31;
    return int64_t(x);
}

int64_t identity_hash(Value v) {
    // CPython hashes objects by their address rotated right by 4 bits.
    uint64_t a = v.is_object() ? fake_address(v) : v.bits();
    return int64_t(std::rotr(a, 4) & 0x7FFF'FFFF'FFFF'FFFFull);
}

// ---- ints -------------------------------------------------------------------------------------

Value zero_div(Vm& vm, const char* msg) { return vm.raise(TypeId::ZeroDivisionError, msg); }

template <class T>
bool take(Vm& vm, num::NumResult<T>&& r, T& out) {
    if (!num::is_ok(r)) {
        raise_num_error(vm, num::error_of(r));
        return false;
    }
    out = std::move(num::value_of(r));
    return true;
}

Value float_result(Vm& vm, num::NumResult<double>&& r) {
    double d;
    if (!take(vm, std::move(r), d)) return Value::error();
    return vm.new_float(d);
}

Value big_result(Vm& vm, num::NumResult<num::BigInt>&& r) {
    num::BigInt b;
    if (!take(vm, std::move(r), b)) return Value::error();
    return vm.new_int(b);
}

bool to_double(Vm& vm, Value v, double& out) {
    if (v.is_float()) { out = v.as_float(); return true; }
    if (is_small(v)) { out = double(small_of(v)); return true; }
    return take(vm, num::to_double(vm.as<BigIntObject>(v).value), out);
}

Value float_pow_checked(Vm& vm, double x, double y) { return float_result(vm, num::float_pow(x, y)); }

Value int_binary_big(Vm& vm, Value a, Value b, BinaryOp op) {
    num::BigInt x = int_to_big(vm, a), y = int_to_big(vm, b);
    switch (op) {
        case BinaryOp::Add: return vm.new_int(num::BigInt(x + y));
        case BinaryOp::Sub: return vm.new_int(num::BigInt(x - y));
        case BinaryOp::Mul: {
            if (num::bit_length(x) + num::bit_length(y) > num::kDefaultMaxBits)
                return raise_num_error(vm, num::make_error("LimitError", "integer result too large"));
            return vm.new_int(num::BigInt(x * y));
        }
        case BinaryOp::TrueDiv: return float_result(vm, num::true_div(x, y));
        case BinaryOp::FloorDiv: return big_result(vm, num::floor_div(x, y));
        case BinaryOp::Mod: return big_result(vm, num::floor_mod(x, y));
        case BinaryOp::Pow: {
            if (y < 0) {
                double fx, fy;
                if (!to_double(vm, a, fx) || !to_double(vm, b, fy)) return Value::error();
                return float_pow_checked(vm, fx, fy);
            }
            return big_result(vm, num::pow(x, y, num::kDefaultMaxBits));
        }
        case BinaryOp::LShift: return big_result(vm, num::shift_left(x, y, num::kDefaultMaxBits));
        case BinaryOp::RShift: return big_result(vm, num::shift_right(x, y));
        case BinaryOp::And: return vm.new_int(num::bit_and(x, y));
        case BinaryOp::Or: return vm.new_int(num::bit_or(x, y));
        case BinaryOp::Xor: return vm.new_int(num::bit_xor(x, y));
        default: return Value::not_implemented();
    }
}

Value int_binary(Vm& vm, Value a, Value b, BinaryOp op) {
    if (!is_small(a) || !is_small(b)) return int_binary_big(vm, a, b, op);
    int64_t x = small_of(a), y = small_of(b);
    switch (op) {
        case BinaryOp::Add: return vm.new_int(x + y);   // 48-bit operands: no int64 overflow
        case BinaryOp::Sub: return vm.new_int(x - y);
        case BinaryOp::Mul:
            if (auto r = num::checked_mul(x, y)) return vm.new_int(*r);
            return int_binary_big(vm, a, b, op);
        case BinaryOp::TrueDiv: {
            if (y == 0) return zero_div(vm, "division by zero");
            constexpr int64_t kExact = int64_t(1) << 53;
            if (x > -kExact && x < kExact && y > -kExact && y < kExact) return vm.new_float(double(x) / double(y));
            return int_binary_big(vm, a, b, op);
        }
        case BinaryOp::FloorDiv:
            if (y == 0) return zero_div(vm, "integer division or modulo by zero");
            if (auto r = num::floor_div(x, y)) return vm.new_int(*r);
            return int_binary_big(vm, a, b, op);
        case BinaryOp::Mod:
            if (y == 0) return zero_div(vm, "integer modulo by zero");
            if (auto r = num::floor_mod(x, y)) return vm.new_int(*r);
            return int_binary_big(vm, a, b, op);
        case BinaryOp::Pow: {
            if (y < 0) {
                if (x == 0) return zero_div(vm, "0.0 cannot be raised to a negative power");
                return float_pow_checked(vm, double(x), double(y));
            }
            int64_t result = 1, base = x, e = y;
            bool ok = true;
            while (e > 0 && ok) {
                if (e & 1) {
                    auto r = num::checked_mul(result, base);
                    if (!r) { ok = false; break; }
                    result = *r;
                }
                e >>= 1;
                if (e > 0) {
                    auto r = num::checked_mul(base, base);
                    if (!r) { ok = false; break; }
                    base = *r;
                }
            }
            if (ok) return vm.new_int(result);
            return int_binary_big(vm, a, b, op);
        }
        case BinaryOp::LShift:
            if (y < 0) return vm.raise(TypeId::ValueError, "negative shift count");
            if (x == 0) return vm.new_int(int64_t(0));
            if (y < 62 && num::bit_length(x) + uint64_t(y) <= 62) return vm.new_int(x * (int64_t(1) << y));
            return int_binary_big(vm, a, b, op);
        case BinaryOp::RShift:
            if (y < 0) return vm.raise(TypeId::ValueError, "negative shift count");
            if (y >= 63) return vm.new_int(int64_t(x < 0 ? -1 : 0));
            return vm.new_int(x >> y);
        case BinaryOp::And:
            if (a.is_bool() && b.is_bool()) return Value::boolean((x & y) != 0);
            return vm.new_int(x & y);
        case BinaryOp::Or:
            if (a.is_bool() && b.is_bool()) return Value::boolean((x | y) != 0);
            return vm.new_int(x | y);
        case BinaryOp::Xor:
            if (a.is_bool() && b.is_bool()) return Value::boolean((x ^ y) != 0);
            return vm.new_int(x ^ y);
        default: return Value::not_implemented();
    }
}

Value float_binary(Vm& vm, Value a, Value b, BinaryOp op) {
    switch (op) {
        case BinaryOp::Add: case BinaryOp::Sub: case BinaryOp::Mul: case BinaryOp::TrueDiv:
        case BinaryOp::FloorDiv: case BinaryOp::Mod: case BinaryOp::Pow: break;
        default: return Value::not_implemented();
    }
    double x, y;
    if (!to_double(vm, a, x) || !to_double(vm, b, y)) return Value::error();
    switch (op) {
        case BinaryOp::Add: return vm.new_float(x + y);
        case BinaryOp::Sub: return vm.new_float(x - y);
        case BinaryOp::Mul: return vm.new_float(x * y);
        case BinaryOp::TrueDiv: return float_result(vm, num::float_div(x, y));
        case BinaryOp::FloorDiv: return float_result(vm, num::float_floor_div(x, y));
        case BinaryOp::Mod: return float_result(vm, num::float_mod(x, y));
        case BinaryOp::Pow: return float_pow_checked(vm, x, y);
        default: return Value::not_implemented();
    }
}

// ---- sequences ------------------------------------------------------------------------------

// A concatenation result of `bytes` bytes may be built. A loop of doublings (x = x + x) reaches
// gigabytes within a few dozen bytecodes, before the interpreter's periodic limit check, so big
// results are checked against the memory limit before they are built and, as repeat() does,
// capped at 2**31 items without one (CPython's MemoryError rather than the host's OOM killer).
bool concat_fits(Vm& vm, uint64_t items, uint64_t bytes) {
    if (bytes < (uint64_t(1) << 16)) return true;
    if (!vm.check_native_limits(bytes)) return false;
    if (items > (uint64_t(1) << 31)) {
        vm.raise(TypeId::MemoryError, "");
        return false;
    }
    return true;
}

// seq * count. NotImplemented when count is not an int (or an object with __index__).
Value repeat(Vm& vm, Value seq, Value count) {
    int64_t n;
    if (is_small(count)) {
        n = small_of(count);
    } else if (vm.is_kind(count, ObjKind::BigInt)) {
        auto fits = num::to_int64(vm.as<BigIntObject>(count).value);
        if (!fits) return vm.raise(TypeId::OverflowError, "cannot fit 'int' into an index-sized integer");
        n = *fits;
    } else if (is_heap_class(vm, vm.type_of(count)) &&
               !find_user_attr(vm, vm.type_of(count), "__index__").is_undefined()) {
        auto i = vm.index_of(count, "");
        if (!i) return Value::error();
        n = *i;
    } else {
        return Value::not_implemented();
    }
    ObjKind k = vm.kind_of(seq);
    size_t len = 0;
    switch (k) {
        case ObjKind::Str: len = vm.str_of(seq).size(); break;
        case ObjKind::Bytes: len = vm.as<BytesObject>(seq).data.size(); break;
        case ObjKind::List: len = vm.as<ListObject>(seq).items.size(); break;
        case ObjKind::Tuple: len = vm.as<TupleObject>(seq).items.size(); break;
        default: return Value::not_implemented();
    }
    if (n < 0) n = 0;
    if (len > 0 && n > 0) {
        if (uint64_t(n) > uint64_t(std::numeric_limits<int64_t>::max()) / len) {
            if (k == ObjKind::Str) return vm.raise(TypeId::OverflowError, "repeated string is too long");
            if (k == ObjKind::Bytes) return vm.raise(TypeId::OverflowError, "repeated bytes are too long");
            return vm.raise(TypeId::MemoryError, "");
        }
        uint64_t total = len * uint64_t(n);
        uint64_t bytes = (k == ObjKind::List || k == ObjKind::Tuple) ? total * sizeof(Value) : total;
        // Over the host's memory limit: the limit error, before allocating anything. Without a
        // limit, absurd sizes are CPython's MemoryError.
        if (!vm.check_native_limits(bytes)) return Value::error();
        if (total > (uint64_t(1) << 31)) return vm.raise(TypeId::MemoryError, "");
    } else {
        n = 0;
    }
    switch (k) {
        case ObjKind::Str:
        case ObjKind::Bytes: {
            std::string_view s = k == ObjKind::Str ? vm.str_of(seq) : std::string_view(vm.as<BytesObject>(seq).data);
            if (n == 1 && k == ObjKind::Str) return seq;
            std::string out;
            out.reserve(s.size() * size_t(n));
            for (int64_t i = 0; i < n; ++i) out += s;
            if (k == ObjKind::Bytes && vm.as<BytesObject>(seq).is_bytearray)
                return Value::object(vm.heap.make<BytesObject>(std::move(out), true));
            return k == ObjKind::Str ? vm.new_str(std::move(out)) : vm.new_bytes(std::move(out));
        }
        default: {
            const std::vector<Value>& items =
                k == ObjKind::List ? vm.as<ListObject>(seq).items : vm.as<TupleObject>(seq).items;
            if (n == 1 && k == ObjKind::Tuple) return seq;
            std::vector<Value> out;
            out.reserve(items.size() * size_t(n));
            for (int64_t i = 0; i < n; ++i) out.insert(out.end(), items.begin(), items.end());
            return k == ObjKind::List ? vm.new_list(std::move(out)) : vm.new_tuple(std::move(out));
        }
    }
}

// The set operators | & - ^ (result of the left operand's type; a set when a dict view is
// an operand), by CPython's algorithms so that results iterate in CPython's order.
Value set_binary(Vm& vm, Value a, Value b, BinaryOp op) {
    char c = op == BinaryOp::Or ? '|' : op == BinaryOp::And ? '&' : op == BinaryOp::Sub ? '-' : '^';
    if (!is_setlike(vm, a) || !is_setlike(vm, b)) return dict_view_set_op(vm, a, b, c);
    bool frozen = vm.is_kind(a, ObjKind::FrozenSet);
    switch (op) {
        case BinaryOp::Or: {
            // set_or: a copy of the left operand updated with the right one.
            RootScope roots(vm);
            Value r = roots.add(set_from(vm, a, frozen));
            if (r.is_error() || a.identical(b)) return r;
            return set_update(vm, r, b) ? r : Value::error();
        }
        case BinaryOp::And: return set_intersection(vm, a, b, frozen);
        case BinaryOp::Sub: return set_difference(vm, a, b, frozen);
        case BinaryOp::Xor: return set_symmetric_difference(vm, a, b, frozen);
        default: return Value::not_implemented();
    }
}

// The in-place forms on a set: |= -= ^= change its table where CPython does; &= takes the
// intersection's fresh table (set_intersection_update swaps bodies).
Value set_inplace(Vm& vm, Value a, Value b, BinaryOp op) {
    switch (op) {
        case BinaryOp::Or:
            if (!set_update(vm, a, b)) return Value::error();
            return a;
        case BinaryOp::Sub:
            if (!set_difference_update(vm, a, b)) return Value::error();
            return a;
        case BinaryOp::Xor:
            if (!set_symmetric_difference_update(vm, a, b)) return Value::error();
            return a;
        case BinaryOp::And: {
            Value r = set_intersection(vm, a, b, false);
            if (r.is_error()) return r;
            vm.as<SetObject>(a).table = std::move(vm.as<SetObject>(r).table);
            vm.as<SetObject>(r).table = SetTable();
            return a;
        }
        default: return Value::not_implemented();
    }
}

bool dict_update_from(Vm& vm, Value target, Value source) {
    if (vm.is_kind(source, ObjKind::Dict)) {
        std::vector<DictEntry> entries = vm.as<DictObject>(source).table.entries();
        for (const DictEntry& e : entries)
            if (!e.key.is_undefined() && !vm.dict_set(target, e.key, e.value)) return false;
        return true;
    }
    std::vector<Value> pairs;
    if (!vm.collect(source, pairs)) return false;
    for (size_t i = 0; i < pairs.size(); ++i) {
        std::vector<Value> kv;
        if (!vm.collect(pairs[i], kv)) return false;
        if (kv.size() != 2)
            return vm.raise(TypeId::ValueError,
                            fmt::format("dictionary update sequence element #{} has length {}; 2 is required",
                                        i, kv.size())), false;
        if (!vm.dict_set(target, kv[0], kv[1])) return false;
    }
    return true;
}

// a + b of two str objects.
Value str_concat(Vm& vm, Value a, Value b) {
    const StrObject& xo = vm.as<StrObject>(a);
    const StrObject& yo = vm.as<StrObject>(b);
    std::string_view x = xo.text();
    std::string_view y = yo.text();
    if (y.empty()) return a;
    if (x.empty()) return b;
    if (!concat_fits(vm, x.size() + y.size(), x.size() + y.size())) return Value::error();
    // Written in place at its exact size; both operands know their code points and
    // ASCII-ness, so the result's need no scan.
    // (cp_length counts in 32 bits: concat_fits keeps results far below that.)
    char* out;
    Value r = vm.new_str_uninit(x.size() + y.size(), xo.cp_length + yo.cp_length, xo.ascii && yo.ascii, out);
    std::memcpy(out, x.data(), x.size());
    std::memcpy(out + x.size(), y.data(), y.size());
    return r;
}

// Binary operators of the built-in types. NotImplemented when the operand types don't match.
Value builtin_binary(Vm& vm, Value a, Value b, BinaryOp op) {
    bool ia = is_int(vm, a), ib = is_int(vm, b);
    if (ia && ib) return int_binary(vm, a, b, op);
    // float's methods, inherited by a `class X(float)`, take its instance as its value (only
    // here: '%x' % x must still see x's own type).
    Value fa = vm.plain_float(a), fb = vm.plain_float(b);
    if ((ia || fa.is_float()) && (ib || fb.is_float())) return float_binary(vm, fa, fb, op);
    if (!a.is_object() && !b.is_object()) return Value::not_implemented();
    ObjKind ka = a.is_object() ? vm.kind_of(a) : ObjKind::Instance;
    ObjKind kb = b.is_object() ? vm.kind_of(b) : ObjKind::Instance;
    switch (op) {
        case BinaryOp::Add:
            if (ka != kb) return Value::not_implemented();
            switch (ka) {
                case ObjKind::Str: return str_concat(vm, a, b);
                case ObjKind::Bytes: {
                    // The result has the left operand's type (bytes + bytearray is bytes).
                    uint64_t n = vm.as<BytesObject>(a).data.size() + vm.as<BytesObject>(b).data.size();
                    if (!concat_fits(vm, n, n)) return Value::error();
                    std::string s = vm.as<BytesObject>(a).data + vm.as<BytesObject>(b).data;
                    if (vm.as<BytesObject>(a).is_bytearray)
                        return Value::object(vm.heap.make<BytesObject>(std::move(s), true));
                    return vm.new_bytes(std::move(s));
                }
                case ObjKind::List:
                case ObjKind::Tuple: {
                    const auto& x = ka == ObjKind::List ? vm.as<ListObject>(a).items : vm.as<TupleObject>(a).items;
                    const auto& y = ka == ObjKind::List ? vm.as<ListObject>(b).items : vm.as<TupleObject>(b).items;
                    uint64_t n = x.size() + y.size();
                    if (!concat_fits(vm, n, n * sizeof(Value))) return Value::error();
                    std::vector<Value> out;
                    out.reserve(x.size() + y.size());
                    out.insert(out.end(), x.begin(), x.end());
                    out.insert(out.end(), y.begin(), y.end());
                    return ka == ObjKind::List ? vm.new_list(std::move(out)) : vm.new_tuple(std::move(out));
                }
                default: return Value::not_implemented();
            }
        case BinaryOp::Mul:
            if (is_seq_kind(vm, a)) return repeat(vm, a, b);
            if (is_seq_kind(vm, b)) return repeat(vm, b, a);
            return Value::not_implemented();
        case BinaryOp::Mod:
            if (ka == ObjKind::Str || ka == ObjKind::Bytes) return percent_format(vm, a, b);
            return Value::not_implemented();
        case BinaryOp::Or:
            if (ka == ObjKind::Dict && kb == ObjKind::Dict) {
                Value d = vm.new_dict();
                if (!dict_update_from(vm, d, a) || !dict_update_from(vm, d, b)) return Value::error();
                return d;
            }
            [[fallthrough]];
        case BinaryOp::And:
        case BinaryOp::Sub:
        case BinaryOp::Xor:
            if ((is_setlike(vm, a) || is_set_view(vm, a)) && (is_setlike(vm, b) || is_set_view(vm, b)))
                return set_binary(vm, a, b, op);
            // A dict_keys/dict_items view takes any iterable on the other side: `keys | [5]`,
            // `[1, 7] & keys` (CPython: set(left) op right); a non-iterable is "not iterable".
            if (is_set_view(vm, a) || is_set_view(vm, b)) return set_binary(vm, a, b, op);
            return Value::not_implemented();
        default: return Value::not_implemented();
    }
}

// In-place forms that mutate the left operand. NotImplemented: fall back to the plain operator.
Value builtin_inplace(Vm& vm, Value a, Value b, BinaryOp op) {
    if (!a.is_object()) return Value::not_implemented();
    ObjKind ka = vm.kind_of(a);
    if (ka == ObjKind::List) {
        if (op == BinaryOp::Add) {
            std::vector<Value> extra;
            if (vm.is_kind(b, ObjKind::List)) extra = vm.as<ListObject>(b).items;   // a += a copies first
            else if (!vm.collect(b, extra)) return Value::error();
            auto& items = vm.as<ListObject>(a).items;
            if (!vm.reserve_items(items, extra.size())) return Value::error();
            items.insert(items.end(), extra.begin(), extra.end());
            return a;
        }
        if (op == BinaryOp::Mul) {
            Value r = repeat(vm, a, b);
            if (r.is_error() || r.is_not_implemented()) return r;
            if (!r.identical(a)) vm.as<ListObject>(a).items = std::move(vm.as<ListObject>(r).items);
            return a;
        }
        return Value::not_implemented();
    }
    if (ka == ObjKind::Set) {
        if (op != BinaryOp::Or && op != BinaryOp::And && op != BinaryOp::Sub && op != BinaryOp::Xor)
            return Value::not_implemented();
        // With a dict view on the right, set's in-place operator declines and `a op b` rebinds
        // the name to a new set (CPython's fallback to the view's operator).
        if (is_set_view(vm, b)) return set_binary(vm, a, b, op);
        if (!is_setlike(vm, b)) return Value::not_implemented();
        return set_inplace(vm, a, b, op);
    }
    if (ka == ObjKind::Dict && op == BinaryOp::Or) {
        if (!dict_update_from(vm, a, b)) return Value::error();
        return a;
    }
    if (ka == ObjKind::Bytes && vm.as<BytesObject>(a).is_bytearray) {
        // bytearray += / *= mutate in place (other references see the change).
        if (op == BinaryOp::Add && vm.is_kind(b, ObjKind::Bytes)) {
            std::string extra = vm.as<BytesObject>(b).data;   // ba += ba copies first
            uint64_t n = vm.as<BytesObject>(a).data.size() + extra.size();
            if (!concat_fits(vm, n, n)) return Value::error();
            std::string& data = vm.as<BytesObject>(a).data;
            if (!vm.reserve_bytes(data, extra.size())) return Value::error();
            data += extra;
            return a;
        }
        if (op == BinaryOp::Mul) {
            Value r = repeat(vm, a, b);
            if (r.is_error() || r.is_not_implemented()) return r;
            vm.as<BytesObject>(a).data = std::move(vm.as<BytesObject>(r).data);
            return a;
        }
    }
    return Value::not_implemented();
}

Value binary_error(Vm& vm, Value a, Value b, BinaryOp op, bool inplace) {
    const OpNames& n = kBinaryOpNames[size_t(op)];
    // The sequence's own concatenation refuses any other operand, instances of classes included
    // ('a' + Meters(1.0): "can only concatenate str (not "Meters") to str").
    if (op == BinaryOp::Add && a.is_object()) {
        switch (vm.kind_of(a)) {
            case ObjKind::Str:
                return vm.raise(TypeId::TypeError, fmt::format("can only concatenate str (not \"{}\") to str", vm.type_name(b)));
            case ObjKind::List:
                return vm.raise(TypeId::TypeError, fmt::format("can only concatenate list (not \"{}\") to list", vm.type_name(b)));
            case ObjKind::Tuple:
                return vm.raise(TypeId::TypeError, fmt::format("can only concatenate tuple (not \"{}\") to tuple", vm.type_name(b)));
            case ObjKind::Bytes:
                return vm.raise(TypeId::TypeError, fmt::format("can't concat {} to {}", vm.type_name(b),
                                                               vm.as<BytesObject>(a).is_bytearray ? "bytearray" : "bytes"));
            default: break;
        }
    }
    // CPython falls back to the sequence's repeat, which refuses any non-int, instances of user
    // classes included ("s" * Fraction(1, 2)).
    if (op == BinaryOp::Mul) {
        if (is_seq_kind(vm, a))
            return vm.raise(TypeId::TypeError, fmt::format("can't multiply sequence by non-int of type '{}'", vm.type_name(b)));
        if (is_seq_kind(vm, b))
            return vm.raise(TypeId::TypeError, fmt::format("can't multiply sequence by non-int of type '{}'", vm.type_name(a)));
    }
    return vm.raise(TypeId::TypeError, fmt::format("unsupported operand type(s) for {}: '{}' and '{}'",
                                                   inplace ? n.isymbol : n.symbol, vm.type_name(a), vm.type_name(b)));
}

// CPython's binary_op1: left operand's method, then the right operand's reflected one (first,
// when the right operand's class is a proper subclass that overrides it).
Value binary_dispatch(Vm& vm, Value a, Value b, BinaryOp op) {
    Value ta = vm.type_of(a), tb = vm.type_of(b);
    bool ua = is_heap_class(vm, ta), ub = is_heap_class(vm, tb);
    if (!ua && !ub) return builtin_binary(vm, a, b, op);
    const OpNames& n = kBinaryOpNames[size_t(op)];
    bool same = ta.identical(tb);
    Value rfunc = Value::undefined();
    if (ub && !same) rfunc = find_user_attr(vm, tb, n.rname);
    bool right_done = same;   // two operands of one type: no reflected method at all
    if (!rfunc.is_undefined() && vm.is_subclass(tb, ta)) {
        Value left_r = ua ? find_user_attr(vm, ta, n.rname) : Value::undefined();
        if (!left_r.identical(rfunc)) {
            Value r = call_user_method(vm, rfunc, b, std::span<const Value>(&a, 1));
            if (!r.is_not_implemented()) return r;
            right_done = true;
        }
    }
    // int's methods take no float (builtin_binary mixes them, as float's do): `1 + x`, x of a
    // `class X(float)`, is x.__radd__(1) when X defines it.
    bool left_declines = is_int(vm, a) && vm.is_kind(b, ObjKind::Float);
    if (ua) {
        Value f = find_user_attr(vm, ta, n.name);
        if (!f.is_undefined()) {
            Value r = call_user_method(vm, f, a, std::span<const Value>(&b, 1));
            if (!r.is_not_implemented()) return r;
        } else if (is_builtin_subclass_instance(vm, a) && !left_declines) {
            Value r = builtin_binary(vm, a, b, op);
            if (!r.is_not_implemented()) return r;
        }
    } else if (!left_declines) {
        Value r = builtin_binary(vm, a, b, op);
        if (!r.is_not_implemented()) return r;
    }
    if (right_done) return Value::not_implemented();
    if (!rfunc.is_undefined()) return call_user_method(vm, rfunc, b, std::span<const Value>(&a, 1));
    if (ub && !is_builtin_subclass_instance(vm, b)) return Value::not_implemented();
    // b's built-in reflected method (a subclass instance's inherited one); int's takes no float.
    if (is_int(vm, b) && vm.is_kind(a, ObjKind::Float)) return Value::not_implemented();
    return builtin_binary(vm, a, b, op);
}

// ---- comparison -----------------------------------------------------------------------------

int compare_bytes(std::string_view x, std::string_view y) {
    int c = x.compare(y);
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

Value sequence_compare(Vm& vm, Value a, Value b, CompareOp op) {
    auto items = [&vm](Value v) -> const std::vector<Value>& {
        return vm.kind_of(v) == ObjKind::List ? vm.as<ListObject>(v).items : vm.as<TupleObject>(v).items;
    };
    size_t la = items(a).size(), lb = items(b).size();
    if (la != lb && (op == CompareOp::Eq || op == CompareOp::Ne)) return Value::boolean(op == CompareOp::Ne);
    size_t i = 0;
    for (;; ++i) {
        // Re-read sizes: a user __eq__ may mutate the lists.
        la = items(a).size();
        lb = items(b).size();
        if (i >= la || i >= lb) break;
        Value x = items(a)[i], y = items(b)[i];
        int e = vm.equal(x, y);
        if (e < 0) return Value::error();
        if (!e) break;
    }
    if (i >= la || i >= lb) return Value::boolean(order_holds(la < lb ? -1 : (la > lb ? 1 : 0), op));
    if (op == CompareOp::Eq) return Value::boolean(false);
    if (op == CompareOp::Ne) return Value::boolean(true);
    Value x = items(a)[i], y = items(b)[i];
    // Plain strs (the names in `(score, name)` sort keys) need no dispatch.
    if (x.is_object() && y.is_object() && vm.kind_of(x) == ObjKind::Str && vm.kind_of(y) == ObjKind::Str &&
        !vm.as<StrObject>(x).is_subclass_instance && !vm.as<StrObject>(y).is_subclass_instance)
        return Value::boolean(order_holds(compare_bytes(vm.as<StrObject>(x).text(), vm.as<StrObject>(y).text()), op));
    return vm.compare(x, y, op);
}

// a <= b for sets: every element of a is in b.
int set_subset(Vm& vm, Value a, Value b) {
    std::vector<SetEntry> ea = vm.as<SetObject>(a).table.slots();
    if (vm.as<SetObject>(a).table.size() > vm.as<SetObject>(b).table.size()) return 0;
    auto eq = [&vm](Value x, Value y) { return vm.equal(x, y); };
    for (const SetEntry& e : ea) {
        if (!e.live()) continue;
        int64_t ix = vm.as<SetObject>(b).table.find(e.key, e.hash, eq);
        if (ix == SetTable::kError) return -1;
        if (ix < 0) return 0;
    }
    return 1;
}

Value set_compare(Vm& vm, Value a, Value b, CompareOp op) {
    uint32_t la = vm.as<SetObject>(a).table.size(), lb = vm.as<SetObject>(b).table.size();
    int r = 0;
    switch (op) {
        case CompareOp::Eq:
        case CompareOp::Ne:
            if (la != lb) return Value::boolean(op == CompareOp::Ne);
            r = set_subset(vm, a, b);
            if (r < 0) return Value::error();
            return Value::boolean((r == 1) == (op == CompareOp::Eq));
        case CompareOp::Le: r = set_subset(vm, a, b); break;
        case CompareOp::Lt: r = la < lb ? set_subset(vm, a, b) : 0; break;
        case CompareOp::Ge: r = set_subset(vm, b, a); break;
        case CompareOp::Gt: r = la > lb ? set_subset(vm, b, a) : 0; break;
    }
    if (r < 0) return Value::error();
    return Value::boolean(r == 1);
}

Value dict_equal(Vm& vm, Value a, Value b, CompareOp op) {
    if (vm.as<DictObject>(a).table.size() != vm.as<DictObject>(b).table.size())
        return Value::boolean(op == CompareOp::Ne);
    std::vector<DictEntry> entries = vm.as<DictObject>(a).table.entries();
    for (const DictEntry& e : entries) {
        if (e.key.is_undefined()) continue;
        Value other = vm.dict_get(b, e.key);
        if (other.is_error()) return other;
        if (other.is_undefined()) return Value::boolean(op == CompareOp::Ne);
        int r = vm.equal(e.value, other);
        if (r < 0) return Value::error();
        if (!r) return Value::boolean(op == CompareOp::Ne);
    }
    return Value::boolean(op == CompareOp::Eq);
}

// A mappingproxy compares as the mapping it shows (CPython hands the comparison over).
Value proxied_mapping(Vm& vm, Value v) {
    if (vm.is_kind(v, ObjKind::DictView) && vm.as<DictViewObject>(v).type == TypeId::MappingProxy)
        return vm.as<DictViewObject>(v).dict;
    return Value::undefined();
}

Value builtin_compare(Vm& vm, Value a, Value b, CompareOp op) {
    a = vm.plain_float(a);   // float's methods, inherited by a `class X(float)`
    b = vm.plain_float(b);
    bool ia = is_int(vm, a), ib = is_int(vm, b);
    if (ia && ib) {
        if (is_small(a) && is_small(b)) {
            int64_t x = small_of(a), y = small_of(b);
            return Value::boolean(order_holds(x < y ? -1 : (x > y ? 1 : 0), op));
        }
        num::BigInt x = int_to_big(vm, a), y = int_to_big(vm, b);
        return Value::boolean(order_holds(x < y ? -1 : (x > y ? 1 : 0), op));
    }
    if (a.is_float() && b.is_float()) {
        double x = a.as_float(), y = b.as_float();
        switch (op) {
            case CompareOp::Lt: return Value::boolean(x < y);
            case CompareOp::Le: return Value::boolean(x <= y);
            case CompareOp::Eq: return Value::boolean(x == y);
            case CompareOp::Ne: return Value::boolean(x != y);
            case CompareOp::Gt: return Value::boolean(x > y);
            case CompareOp::Ge: return Value::boolean(x >= y);
        }
    }
    if ((ia && b.is_float()) || (a.is_float() && ib)) {
        Value iv = ia ? a : b;
        double f = ia ? b.as_float() : a.as_float();
        num::Ordering o = is_small(iv) ? num::compare_int_float(small_of(iv), f)
                                       : num::compare_int_float(vm.as<BigIntObject>(iv).value, f);
        if (o == num::Ordering::Unordered) return Value::boolean(op == CompareOp::Ne);
        int c = int(o);
        if (!ia) c = -c;   // o compared the int with the float; a is the float
        return Value::boolean(order_holds(c, op));
    }
    if (a.is_object() && b.is_object()) {
        ObjKind ka = vm.kind_of(a), kb = vm.kind_of(b);
        if (ka == kb) {
            switch (ka) {
                case ObjKind::Str:
                    return Value::boolean(order_holds(compare_bytes(vm.str_of(a), vm.str_of(b)), op));
                case ObjKind::Bytes:
                    return Value::boolean(order_holds(compare_bytes(vm.as<BytesObject>(a).data, vm.as<BytesObject>(b).data), op));
                case ObjKind::List:
                case ObjKind::Tuple: return sequence_compare(vm, a, b, op);
                case ObjKind::Dict:
                    if (op == CompareOp::Eq || op == CompareOp::Ne) return dict_equal(vm, a, b, op);
                    return Value::not_implemented();
                case ObjKind::BoundMethod: {
                    // CPython's method_richcompare: the same function bound to the same object
                    // (`__self__` by identity, so methods of equal but distinct instances differ).
                    if (op != CompareOp::Eq && op != CompareOp::Ne) return Value::not_implemented();
                    const auto& x = vm.as<BoundMethodObject>(a);
                    const auto& y = vm.as<BoundMethodObject>(b);
                    bool same = x.self.identical(y.self) && x.func.identical(y.func);
                    return Value::boolean(same == (op == CompareOp::Eq));
                }
                case ObjKind::Range: {
                    if (op != CompareOp::Eq && op != CompareOp::Ne) return Value::not_implemented();
                    const auto& x = vm.as<RangeObject>(a);
                    const auto& y = vm.as<RangeObject>(b);
                    if (range_needs_big(x) || range_needs_big(y)) {
                        RangeBig bx = range_big(vm, x), by = range_big(vm, y);
                        num::BigInt lx = bx.length(), ly = by.length();
                        bool eq = lx == ly && (lx == 0 || (bx.start == by.start && (lx == 1 || bx.step == by.step)));
                        return Value::boolean(eq == (op == CompareOp::Eq));
                    }
                    int64_t lx = x.length(), ly = y.length();
                    bool eq = lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step)));
                    return Value::boolean(eq == (op == CompareOp::Eq));
                }
                case ObjKind::Slice: {
                    // Slices compare as the tuples (start, stop, step).
                    const auto& x = vm.as<SliceObject>(a);
                    const auto& y = vm.as<SliceObject>(b);
                    // Both stay rooted while their items' __eq__/__lt__ run.
                    RootScope roots(vm);
                    Value ta = roots.add(vm.new_tuple({x.start, x.stop, x.step}));
                    Value tb = roots.add(vm.new_tuple({y.start, y.stop, y.step}));
                    return sequence_compare(vm, ta, tb, op);
                }
                default: break;
            }
        }
        if (is_setlike(vm, a) && is_setlike(vm, b)) return set_compare(vm, a, b, op);
        if ((is_set_view(vm, a) && (is_setlike(vm, b) || is_set_view(vm, b))) ||
            (is_setlike(vm, a) && is_set_view(vm, b))) {
            RootScope roots(vm);
            Value sa = roots.add(is_setlike(vm, a) ? a : set_from(vm, a, false));
            if (sa.is_error()) return sa;
            Value sb = roots.add(is_setlike(vm, b) ? b : set_from(vm, b, false));
            if (sb.is_error()) return sb;
            return set_compare(vm, sa, sb, op);
        }
    }
    if (a.is_object() || b.is_object()) {
        // Last, off the common paths: a mappingproxy compares as the mapping it shows.
        if (Value m = proxied_mapping(vm, a); !m.is_undefined()) return vm.compare(m, b, op);
        if (Value m = proxied_mapping(vm, b); !m.is_undefined()) return vm.compare(a, m, op);
    }
    return Value::not_implemented();
}

// A user class's rich comparison method; object.__ne__ inverts __eq__ when __ne__ is absent.
Value user_rich(Vm& vm, Value x, Value y, CompareOp op) {
    Value cls = vm.type_of(x);
    Value f = find_user_attr(vm, cls, kCompareNames[size_t(op)]);
    if (!f.is_undefined()) return call_user_method(vm, f, x, std::span<const Value>(&y, 1));
    // list/dict/set define __ne__ themselves, so a subclass's __eq__ alone does not change !=.
    if (op == CompareOp::Ne && is_builtin_subclass_instance(vm, x)) return builtin_compare(vm, x, y, op);
    if (op == CompareOp::Ne) {
        Value eq = find_user_attr(vm, cls, "__eq__");
        if (eq.is_undefined()) {
            if (is_builtin_subclass_instance(vm, x)) return builtin_compare(vm, x, y, op);
            return Value::not_implemented();
        }
        Value r = call_user_method(vm, eq, x, std::span<const Value>(&y, 1));
        if (r.is_error() || r.is_not_implemented()) return r;
        int t = vm.truthy(r);
        if (t < 0) return Value::error();
        return Value::boolean(!t);
    }
    // A subclass of list/dict/set compares as its built-in base unless it overrides the method.
    if (is_builtin_subclass_instance(vm, x)) return builtin_compare(vm, x, y, op);
    return Value::not_implemented();
}

Value compare_fallback(Vm& vm, Value a, Value b, CompareOp op) {
    if (op == CompareOp::Eq) return Value::boolean(a.identical(b));
    if (op == CompareOp::Ne) return Value::boolean(!a.identical(b));
    return vm.raise(TypeId::TypeError, fmt::format("'{}' not supported between instances of '{}' and '{}'",
                                                   kCompareSymbols[size_t(op)], vm.type_name(a), vm.type_name(b)));
}

// CPython's str hash is randomized per process; any good hash keeps the same guarantees.
int64_t hash_string_bytes(std::string_view s) {
    uint64_t h = 0xcbf29ce484222325ull ^ s.size();
    size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        uint64_t w;
        std::memcpy(&w, s.data() + i, 8);
        h = (h ^ w) * 0x100000001b3ull;
        h ^= h >> 29;
    }
    for (; i < s.size(); ++i) h = (h ^ uint8_t(s[i])) * 0x100000001b3ull;
    int64_t r = mix64(h);
    return r == -1 ? -2 : r;
}

// CPython 3.11's tuple hash (an xxHash variant over the element hashes), fed one element at a time.
struct TupleHashAcc {
    static constexpr uint64_t kPrime1 = 11400714785074694791ull;
    static constexpr uint64_t kPrime2 = 14029467366897019727ull;
    static constexpr uint64_t kPrime5 = 2870177450012600261ull;
    uint64_t acc = kPrime5;
    void add(int64_t h) {
        acc += uint64_t(h) * kPrime2;
        acc = std::rotl(acc, 31);
        acc *= kPrime1;
    }
    int64_t finish(size_t count) const {
        uint64_t out = acc + (uint64_t(count) ^ (kPrime5 ^ 3527539ull));
        return out == uint64_t(-1) ? 1546275796 : int64_t(out);
    }
};

int64_t combine_tuple_hash(const std::vector<int64_t>& hashes) {
    TupleHashAcc acc;
    for (int64_t h : hashes) acc.add(h);
    return acc.finish(hashes.size());
}

uint64_t shuffle_bits(uint64_t h) { return ((h ^ 89869747ull) ^ (h << 16)) * 3644798167ull; }

// CPython's frozenset hash: order-independent mix of the element hashes.
int64_t frozenset_hash(const SetObject& s) {
    uint64_t hash = 0;
    for (const SetEntry& e : s.table.slots())
        if (e.live()) hash ^= shuffle_bits(uint64_t(e.hash));
    hash ^= (uint64_t(s.table.size()) + 1) * 1927868237ull;
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash * 69069u + 907133923ull;
    if (hash == uint64_t(-1)) hash = 590923713ull;
    return int64_t(hash);
}

std::optional<int64_t> unhashable(Vm& vm, Value v) {
    vm.raise(TypeId::TypeError, fmt::format("unhashable type: '{}'", vm.type_name(v)));
    return std::nullopt;
}

// The hash that the heap classes on v's MRO give it: true with `out` set (nullopt on error or
// when a class sets __hash__ = None, as CPython does for one defining __eq__ but not
// __hash__); false when none of them decides, leaving the built-in behaviour.
bool heap_class_hash(Vm& vm, Value v, std::optional<int64_t>& out) {
    Value cls = vm.type_of(v);
    if (!is_heap_class(vm, cls)) return false;
    const std::vector<Value> mro = vm.as<ClassObject>(cls).mro;
    for (Value c : mro) {
        if (!is_heap_class(vm, c)) break;
        Value dict = vm.as<ClassObject>(c).dict;
        Value h = vm.dict_get_str(dict, "__hash__");
        if (!h.is_undefined()) {
            if (h.is_none()) {
                out = unhashable(vm, v);
                return true;
            }
            Value r = call_user_method(vm, h, v, {});
            if (r.is_error()) {
                out = std::nullopt;
                return true;
            }
            // As CPython: a result that fits a hash is the hash itself (so hash(x) is
            // x.__hash__() when that returns hash(y)); only a bigger one is hashed as an int.
            std::optional<int64_t> fits;
            if (r.is_small_int() || r.is_bool()) fits = small_of(r);
            else if (vm.is_kind(r, ObjKind::BigInt)) fits = num::to_int64(vm.as<BigIntObject>(r).value);
            if (fits) {
                out = *fits == -1 ? -2 : *fits;
                return true;
            }
            if (vm.is_kind(r, ObjKind::BigInt)) {
                int64_t x = num::hash_int(vm.as<BigIntObject>(r).value);
                out = x == -1 ? -2 : x;
                return true;
            }
            vm.raise(TypeId::TypeError, "__hash__ method should return an integer");
            out = std::nullopt;
            return true;
        }
        if (!vm.dict_get_str(dict, "__eq__").is_undefined()) {
            out = unhashable(vm, v);
            return true;
        }
    }
    return false;
}

}  // namespace

// ---- shared helpers (vm_internal.h) -------------------------------------------------------------

Value raise_num_error(Vm& vm, const num::NumError& e) {
    std::string_view t = e.type;
    TypeId id = TypeId::ValueError;
    if (t == "OverflowError") id = TypeId::OverflowError;
    else if (t == "ZeroDivisionError") id = TypeId::ZeroDivisionError;
    else if (t == "TypeError") id = TypeId::TypeError;
    else if (t == "LimitError" || t == "MemoryError") id = TypeId::MemoryError;
    return vm.raise(id, e.message);
}

Value find_user_attr(Vm& vm, Value cls, std::string_view name) {
    if (!is_heap_class(vm, cls)) return Value::undefined();
    // Copy: the MRO vector must not be read through a reference while user code could run.
    const std::vector<Value>& mro = vm.as<ClassObject>(cls).mro;
    for (size_t i = 0; i < mro.size(); ++i) {
        Value c = mro[i];
        if (!is_heap_class(vm, c)) continue;
        Value dict = vm.as<ClassObject>(c).dict;
        if (!vm.is_kind(dict, ObjKind::Dict)) continue;
        Value r = vm.dict_get_str(dict, name);
        if (!r.is_undefined()) return r;
    }
    return Value::undefined();
}

Value call_user_method(Vm& vm, Value fn, Value self, std::span<const Value> args) {
    std::vector<Value> full;
    full.reserve(args.size() + 1);
    if (vm.is_kind(fn, ObjKind::StaticMethod)) {
        full.assign(args.begin(), args.end());
        return vm.call(vm.as<DescriptorObject>(fn).fget, full);
    }
    if (vm.is_kind(fn, ObjKind::ClassMethod)) {
        full.push_back(vm.type_of(self));
        full.insert(full.end(), args.begin(), args.end());
        return vm.call(vm.as<DescriptorObject>(fn).fget, full);
    }
    full.push_back(self);
    full.insert(full.end(), args.begin(), args.end());
    return vm.call(fn, full);
}

Value call_dunder(Vm& vm, Value obj, std::string_view name, std::initializer_list<Value> args) {
    Value f = find_user_attr(vm, vm.type_of(obj), name);
    if (f.is_undefined()) return f;
    return call_user_method(vm, f, obj, std::span<const Value>(args.begin(), args.size()));
}

int64_t hash_bytes(std::string_view data) { return hash_string_bytes(data); }

uint64_t fake_address(Value v) {
    if (v.is_object()) return 0x7f0000000000ull + uint64_t(v.as_object()) * 16;
    return 0x7e0000000000ull + (v.bits() & 0xFFFF'FFFFull) * 16;
}

num::BigInt int_to_big(const Vm& vm, Value v) {
    if (v.is_small_int()) return num::BigInt(v.as_small_int());
    if (v.is_bool()) return num::BigInt(v.as_bool() ? 1 : 0);
    return vm.as<BigIntObject>(v).value;
}

// ---- Vm members ---------------------------------------------------------------------------------

Value Vm::binary_op(Value a, Value b, BinaryOp op, bool inplace) {
    if (a.is_small_int() && b.is_small_int()) {
        int64_t x = a.as_small_int(), y = b.as_small_int();
        switch (op) {
            case BinaryOp::Add: return new_int(x + y);
            case BinaryOp::Sub: return new_int(x - y);
            default: {
                Value r = int_binary(*this, a, b, op);
                if (!r.is_not_implemented()) return r;
                break;
            }
        }
    }
    if (a.is_float() && b.is_float()) {
        double x = a.as_float(), y = b.as_float();
        switch (op) {
            case BinaryOp::Add: return new_float(x + y);
            case BinaryOp::Sub: return new_float(x - y);
            case BinaryOp::Mul: return new_float(x * y);
            default: break;
        }
    }
    if (op == BinaryOp::Add && a.is_object() && b.is_object()) {
        // str + str ('k' + str(i), s += part): with neither a subclass instance there is no
        // __add__ or __radd__ of a class to look for.
        const Object& oa = heap.get(a.as_object());
        const Object& ob = heap.get(b.as_object());
        if (oa.kind == ObjKind::Str && ob.kind == ObjKind::Str && !static_cast<const StrObject&>(oa).is_subclass_instance &&
            !static_cast<const StrObject&>(ob).is_subclass_instance)
            return str_concat(*this, a, b);
    }
    if (op == BinaryOp::Or && is_kind(b, ObjKind::DictView) && is_kind(a, ObjKind::Dict)) {
        // `d |= proxy` / `d | proxy`: the mapping the proxy shows is the operand.
        if (Value mb = proxied_mapping(*this, b); !mb.is_undefined()) b = mb;
    }
    if (inplace) {
        Value ta = type_of(a);
        Value r;
        if (is_heap_class(*this, ta)) {
            Value f = find_user_attr(*this, ta, kBinaryOpNames[size_t(op)].iname);
            r = !f.is_undefined()                        ? call_user_method(*this, f, a, std::span<const Value>(&b, 1))
                : is_builtin_subclass_instance(*this, a) ? builtin_inplace(*this, a, b, op)
                                                         : Value::not_implemented();
        } else {
            r = builtin_inplace(*this, a, b, op);
        }
        if (!r.is_not_implemented()) return r;
    }
    Value r = binary_dispatch(*this, a, b, op);
    if (!r.is_not_implemented()) return r;
    if (op == BinaryOp::Or) {
        r = union_or(*this, a, b);   // int | None: the metaclass's __or__/__ror__
        if (!r.is_not_implemented()) return r;
        // A mappingproxy's `|` is its mapping's (a new dict); `|=` would change what it shows.
        Value ma = proxied_mapping(*this, a), mb = proxied_mapping(*this, b);
        if (!ma.is_undefined() || !mb.is_undefined()) {
            if (inplace && !ma.is_undefined())
                return raise(TypeId::TypeError, "'|=' is not supported by mappingproxy; use '|' instead");
            return binary_op(ma.is_undefined() ? a : ma, mb.is_undefined() ? b : mb, op);
        }
    }
    return binary_error(*this, a, b, op, inplace);
}

Value Vm::unary_op(Value a, UnaryOp op) {
    if (op == UnaryOp::Not) {
        int t = truthy(a);
        if (t < 0) return Value::error();
        return Value::boolean(!t);
    }
    if (is_small(a)) {
        int64_t x = small_of(a);
        switch (op) {
            case UnaryOp::Negative: return new_int(-x);
            case UnaryOp::Positive: return new_int(x);
            case UnaryOp::Invert: return new_int(~x);
            default: break;
        }
    }
    const char* name = op == UnaryOp::Negative ? "__neg__" : op == UnaryOp::Positive ? "__pos__" : "__invert__";
    if (is_kind(a, ObjKind::BigInt)) {
        if (as<BigIntObject>(a).is_subclass_instance) {
            // A `class X(int)` may define the method; if not, its value is negated as an int.
            Value r = call_dunder(*this, a, name, {});
            if (!r.is_undefined()) return r;
        }
        const num::BigInt& x = as<BigIntObject>(a).value;
        switch (op) {
            case UnaryOp::Negative: return new_int(num::BigInt(-x));
            case UnaryOp::Positive: return as<BigIntObject>(a).is_subclass_instance ? new_int(x) : a;
            case UnaryOp::Invert: return new_int(num::bit_invert(x));
            default: break;
        }
    }
    if (is_kind(a, ObjKind::Float)) {
        // A `class X(float)` that does not define the method negates its value, as a float.
        Value r = call_dunder(*this, a, name, {});
        if (!r.is_undefined()) return r;
        a = plain_float(a);
    }
    if (a.is_float()) {
        if (op == UnaryOp::Negative) return new_float(-a.as_float());
        if (op == UnaryOp::Positive) return a;
    }
    Value r = call_dunder(*this, a, name, {});
    if (!r.is_undefined()) return r;
    const char* sym = op == UnaryOp::Negative ? "-" : op == UnaryOp::Positive ? "+" : "~";
    return raise(TypeId::TypeError, fmt::format("bad operand type for unary {}: '{}'", sym, type_name(a)));
}

Value Vm::compare(Value a, Value b, CompareOp op) {
    if (a.is_small_int() && b.is_small_int()) {
        int64_t x = a.as_small_int(), y = b.as_small_int();
        return Value::boolean(order_holds(x < y ? -1 : (x > y ? 1 : 0), op));
    }
    if (!enter_native_recursion("maximum recursion depth exceeded in comparison")) return Value::error();
    Value r = compare_unguarded(a, b, op);
    leave_native_recursion();
    return r;
}

Value Vm::compare_unguarded(Value a, Value b, CompareOp op) {
    Value ta = type_of(a), tb = type_of(b);
    bool ua = is_heap_class(*this, ta), ub = is_heap_class(*this, tb);
    if (!ua && !ub) {
        Value r = builtin_compare(*this, a, b, op);
        if (r.is_not_implemented()) r = union_compare(*this, a, b, op);
        if (r.is_not_implemented()) r = generic_alias_compare(*this, a, b, op);
        if (!r.is_not_implemented()) return r;
        return compare_fallback(*this, a, b, op);
    }
    bool reflected_done = false;
    CompareOp rop = swapped(op);
    if (ub && !ta.identical(tb) && is_subclass(tb, ta)) {
        reflected_done = true;
        Value r = user_rich(*this, b, a, rop);
        if (!r.is_not_implemented()) return r;
    }
    // int's comparisons take no float: `1 < x`, x of a `class X(float)`, asks x.__gt__ first.
    bool left_declines = !ua && is_int(a) && is_kind(b, ObjKind::Float);
    Value r = ua ? user_rich(*this, a, b, op) : left_declines ? Value::not_implemented() : builtin_compare(*this, a, b, op);
    if (!r.is_not_implemented()) return r;
    if (!reflected_done) {
        r = ub ? user_rich(*this, b, a, rop) : builtin_compare(*this, b, a, rop);
        if (!r.is_not_implemented()) return r;
    }
    return compare_fallback(*this, a, b, op);
}

int Vm::equal(Value a, Value b) {
    // Container searches and comparisons treat identical objects as equal (CPython's
    // PyObject_RichCompareBool); an inline float NaN is "identical" to the same NaN value.
    if (a.identical(b)) return 1;
    if (a.is_small_int() && b.is_small_int()) return 0;   // not identical, so different
    if (a.is_float() && b.is_float()) return a.as_float() == b.as_float();
    if (is_str(a) && is_str(b)) return str_of(a) == str_of(b);
    Value r = compare(a, b, CompareOp::Eq);
    if (r.is_error()) return -1;
    if (r.is_bool()) return r.as_bool();
    return truthy(r);
}

int Vm::truthy(Value v) {
    if (v.is_bool()) return v.as_bool();
    if (v.is_none()) return 0;
    if (v.is_small_int()) return v.as_small_int() != 0;
    if (v.is_float()) return v.as_float() != 0.0;
    if (!v.is_object()) return 1;
    ObjKind vk = kind_of(v);
    if (is_builtin_subclass_instance(*this, v) &&
        (!find_user_attr(*this, type_of(v), "__bool__").is_undefined() ||
         !find_user_attr(*this, type_of(v), "__len__").is_undefined()))
        vk = ObjKind::Instance;
    switch (vk) {
        case ObjKind::Str: return !str_of(v).empty();
        case ObjKind::Bytes: return !as<BytesObject>(v).data.empty();
        case ObjKind::BigInt: return as<BigIntObject>(v).value != 0;   // an IntEnum member may hold 0
        case ObjKind::Float: return as<FloatSubObject>(v).value != 0.0;
        case ObjKind::List: return !as<ListObject>(v).items.empty();
        case ObjKind::Tuple: return !as<TupleObject>(v).items.empty();
        case ObjKind::Dict: return as<DictObject>(v).table.size() != 0;
        case ObjKind::Set:
        case ObjKind::FrozenSet: return as<SetObject>(v).table.size() != 0;
        case ObjKind::Range: {
            const RangeObject& r = as<RangeObject>(v);
            return range_needs_big(r) ? range_big(*this, r).length() != 0 : r.length() != 0;
        }
        case ObjKind::DictView: {
            Value d = as<DictViewObject>(v).dict;
            return as<DictObject>(d).table.size() != 0;
        }
        case ObjKind::Instance:
        case ObjKind::Exception: {
            Value cls = type_of(v);
            if (!is_heap_class(*this, cls)) return 1;
            Value f = find_user_attr(*this, cls, "__bool__");
            if (!f.is_undefined()) {
                Value r = call_user_method(*this, f, v, {});
                if (r.is_error()) return -1;
                if (!r.is_bool()) {
                    raise(TypeId::TypeError, fmt::format("__bool__ should return bool, returned {}", type_name(r)));
                    return -1;
                }
                return r.as_bool();
            }
            if (!find_user_attr(*this, cls, "__len__").is_undefined()) {
                auto n = length(v);
                if (!n) return -1;
                return *n != 0;
            }
            return 1;
        }
        default: return 1;
    }
}

std::optional<int64_t> Vm::hash(Value v) {
    if (v.is_small_int()) return num::hash_int(v.as_small_int());
    if (v.is_bool()) return int64_t(v.as_bool());
    if (v.is_float()) {
        double d = v.as_float();
        if (std::isnan(d)) return identity_hash(v);
        return num::float_hash(d);
    }
    if (v.is_none()) return int64_t(0xFCA86420);
    if (!v.is_object()) return identity_hash(v);
    switch (kind_of(v)) {
        case ObjKind::Str: {
            const StrObject& s = as<StrObject>(v);
            if (!s.hashed) {
                s.hash = hash_string_bytes(s.text());
                s.hashed = true;
            }
            return s.hash;
        }
        case ObjKind::Bytes:
            if (as<BytesObject>(v).is_bytearray) return unhashable(*this, v);
            return hash_string_bytes(as<BytesObject>(v).data);
        case ObjKind::BigInt: return num::hash_int(as<BigIntObject>(v).value);
        case ObjKind::Union: return union_hash(*this, v);
        case ObjKind::GenericAlias: return generic_alias_hash(*this, v);
        case ObjKind::Tuple: {
            // Items are read in place: a tuple never changes, objects never move, and no
            // collection runs inside a nested __hash__.
            const size_t n = as<TupleObject>(v).items.size();
            TupleHashAcc acc;
            if (!enter_native_recursion("maximum recursion depth exceeded while hashing")) return std::nullopt;
            for (size_t i = 0; i < n; ++i) {
                auto h = hash(as<TupleObject>(v).items[i]);
                if (!h) {
                    leave_native_recursion();
                    return std::nullopt;
                }
                acc.add(*h);
            }
            leave_native_recursion();
            return acc.finish(n);
        }
        case ObjKind::FrozenSet: {
            const SetObject& s = as<SetObject>(v);
            if (!s.hashed) {
                s.hash = frozenset_hash(s);
                s.hashed = true;
            }
            return s.hash;
        }
        case ObjKind::Range: {
            // CPython hashes a range like the tuple (len, start, step) with None for the parts
            // that don't matter.
            const RangeObject& r = as<RangeObject>(v);
            auto none_hash = hash(Value::none());
            if (range_needs_big(r)) {
                RangeBig b = range_big(*this, r);
                num::BigInt len = b.length();
                std::vector<int64_t> parts = {num::hash_int(len), len == 0 ? *none_hash : num::hash_int(b.start),
                                              len <= 1 ? *none_hash : num::hash_int(b.step)};
                return combine_tuple_hash(parts);
            }
            int64_t len = r.length();
            std::vector<int64_t> parts = {num::hash_int(len), len == 0 ? *none_hash : num::hash_int(r.start),
                                          len <= 1 ? *none_hash : num::hash_int(r.step)};
            return combine_tuple_hash(parts);
        }
        case ObjKind::List:
        case ObjKind::Dict:
        case ObjKind::Set: {
            // A subclass may define __hash__ over the None of list/dict/set.
            std::optional<int64_t> out;
            if (is_builtin_subclass_instance(*this, v) && heap_class_hash(*this, v, out)) return out;
            return unhashable(*this, v);
        }
        case ObjKind::DictView:
            // dict_values is not set-like: it keeps object's identity hash.
            if (as<DictViewObject>(v).type == TypeId::DictValues) return identity_hash(v);
            return unhashable(*this, v);
        case ObjKind::Slice:
            return unhashable(*this, v);
        case ObjKind::BoundMethod: {
            auto& m = as<BoundMethodObject>(v);
            return int64_t(uint64_t(identity_hash(m.self)) ^ uint64_t(identity_hash(m.func)));
        }
        case ObjKind::Float:   // a `class X(float)`: its own __hash__, else float's
        case ObjKind::Instance:
        case ObjKind::Exception: {
            std::optional<int64_t> out;
            if (heap_class_hash(*this, v, out)) return out;
            if (kind_of(v) == ObjKind::Float) return hash(plain_float(v));
            return identity_hash(v);
        }
        default: return identity_hash(v);
    }
}

}  // namespace basilisk::vm
