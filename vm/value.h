#pragma once
// A Python value in one 64-bit word (NaN boxing).
//
//   float   any IEEE-754 double whose top 13 bits are not all ones. NaNs are canonicalized to
//           0x7FF8'0000'0000'0000 on the way in, so no double ever looks like a boxed value.
//   boxed   1111 1111 1111 1ttt  pppp ... pppp   (top 13 bits set, 3-bit tag t, 48-bit payload p)
//             t=1 Int        payload: signed 48-bit integer (bigger ints live on the heap)
//             t=2 Bool       payload: 0 or 1
//             t=3 Special    payload: None, NotImplemented, Ellipsis, Undefined (an empty local slot),
//                            Error (a native function's "an exception is pending" result),
//                            TailCall (a native function hands its call to a Python function)
//             t=4 Object     payload: 32-bit index into the execution's heap arena
//             t=5 Type       payload: id of a built-in type (immutable, shared by all executions)
//             t=6 Builtin    payload: id of a built-in function (immutable, shared by all executions)
//
// References are indices, never pointers: a heap arena written out in order is a snapshot.
#include <bit>
#include <cstdint>
#include <cstring>

namespace basilisk::vm {

using ObjRef = uint32_t;

enum class Tag : uint8_t { Float = 0, Int = 1, Bool = 2, Special = 3, Object = 4, Type = 5, Builtin = 6 };

enum class Special : uint32_t { None = 0, NotImplemented = 1, Ellipsis = 2, Undefined = 3, Error = 4, TailCall = 5 };

class Value {
public:
    static constexpr uint64_t kBoxPrefix = 0xFFF8'0000'0000'0000ull;
    static constexpr uint64_t kPayloadMask = 0x0000'FFFF'FFFF'FFFFull;
    static constexpr uint64_t kCanonicalNaN = 0x7FF8'0000'0000'0000ull;
    static constexpr int64_t kMaxSmallInt = (int64_t(1) << 47) - 1;
    static constexpr int64_t kMinSmallInt = -(int64_t(1) << 47);

    constexpr Value() : m_bits(boxed(Tag::Special, uint64_t(Special::None))) {}

    static constexpr Value none() { return from_bits(boxed(Tag::Special, uint64_t(Special::None))); }
    static constexpr Value not_implemented() { return from_bits(boxed(Tag::Special, uint64_t(Special::NotImplemented))); }
    static constexpr Value ellipsis() { return from_bits(boxed(Tag::Special, uint64_t(Special::Ellipsis))); }
    static constexpr Value undefined() { return from_bits(boxed(Tag::Special, uint64_t(Special::Undefined))); }
    // Returned by native code to say "an exception is pending in the VM"; never stored anywhere.
    static constexpr Value error() { return from_bits(boxed(Tag::Special, uint64_t(Special::Error))); }
    // Returned by a native function that asks the interpreter to call a Python function in its
    // place (Vm::tail_call): the call then runs as a frame and can pause.
    static constexpr Value tail_call() { return from_bits(boxed(Tag::Special, uint64_t(Special::TailCall))); }
    static constexpr Value boolean(bool b) { return from_bits(boxed(Tag::Bool, b ? 1 : 0)); }
    static constexpr Value small_int(int64_t i) { return from_bits(boxed(Tag::Int, uint64_t(i) & kPayloadMask)); }
    static constexpr bool fits_small_int(int64_t i) { return i >= kMinSmallInt && i <= kMaxSmallInt; }
    static Value from_double(double d) {
        uint64_t bits = std::bit_cast<uint64_t>(d);
        if (d != d) bits = kCanonicalNaN;
        return from_bits(bits);
    }
    static constexpr Value object(ObjRef ref) { return from_bits(boxed(Tag::Object, ref)); }
    static constexpr Value type(uint32_t type_id) { return from_bits(boxed(Tag::Type, type_id)); }
    static constexpr Value builtin(uint32_t fn_id) { return from_bits(boxed(Tag::Builtin, fn_id)); }
    static constexpr Value from_bits(uint64_t bits) { Value v; v.m_bits = bits; return v; }

    constexpr uint64_t bits() const { return m_bits; }
    constexpr bool is_boxed() const { return (m_bits & kBoxPrefix) == kBoxPrefix; }
    constexpr Tag tag() const { return is_boxed() ? Tag((m_bits >> 48) & 7) : Tag::Float; }

    constexpr bool is_float() const { return !is_boxed(); }
    constexpr bool is_small_int() const { return (m_bits >> 48) == (0xFFF8 | uint64_t(Tag::Int)); }
    constexpr bool is_bool() const { return (m_bits >> 48) == (0xFFF8 | uint64_t(Tag::Bool)); }
    constexpr bool is_object() const { return (m_bits >> 48) == (0xFFF8 | uint64_t(Tag::Object)); }
    constexpr bool is_type() const { return (m_bits >> 48) == (0xFFF8 | uint64_t(Tag::Type)); }
    constexpr bool is_builtin() const { return (m_bits >> 48) == (0xFFF8 | uint64_t(Tag::Builtin)); }
    constexpr bool is_special() const { return (m_bits >> 48) == (0xFFF8 | uint64_t(Tag::Special)); }
    constexpr bool is_none() const { return m_bits == none().m_bits; }
    constexpr bool is_not_implemented() const { return m_bits == not_implemented().m_bits; }
    constexpr bool is_ellipsis() const { return m_bits == ellipsis().m_bits; }
    constexpr bool is_undefined() const { return m_bits == undefined().m_bits; }
    constexpr bool is_error() const { return m_bits == error().m_bits; }
    constexpr bool is_tail_call() const { return m_bits == tail_call().m_bits; }

    double as_float() const { return std::bit_cast<double>(m_bits); }
    constexpr int64_t as_small_int() const {
        // Sign-extend the 48-bit payload.
        return int64_t(m_bits << 16) >> 16;
    }
    constexpr bool as_bool() const { return (m_bits & 1) != 0; }
    constexpr ObjRef as_object() const { return ObjRef(m_bits & 0xFFFF'FFFFu); }
    constexpr uint32_t as_type_id() const { return uint32_t(m_bits & 0xFFFF'FFFFu); }
    constexpr uint32_t as_builtin_id() const { return uint32_t(m_bits & 0xFFFF'FFFFu); }

    // Identity (Python's `is`) for everything but floats, which compare by bits.
    constexpr bool identical(Value other) const { return m_bits == other.m_bits; }
    constexpr bool operator==(const Value&) const = default;

private:
    static constexpr uint64_t boxed(Tag tag, uint64_t payload) {
        return kBoxPrefix | (uint64_t(tag) << 48) | (payload & kPayloadMask);
    }
    uint64_t m_bits;
};

static_assert(sizeof(Value) == 8);
static_assert(Value::small_int(-1).as_small_int() == -1);
static_assert(Value::small_int(Value::kMinSmallInt).as_small_int() == Value::kMinSmallInt);
static_assert(Value::small_int(Value::kMaxSmallInt).is_small_int());
static_assert(!Value::none().is_small_int() && Value::none().is_none());

}  // namespace basilisk::vm
