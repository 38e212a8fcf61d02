#pragma once
// The snapshot payload: one Boost.Serialization binary archive holding a single compact record
// stream (the "body"), written and read here in one linear pass.
//
// Body encoding: unsigned integers as LEB128 varints, signed ones zig-zagged first, doubles as
// their 8 little-endian bytes, strings as a varint length and the bytes. A vm::Value is one
// varint whose low 3 bits say what follows:
//
//   tag 0  object reference, absolute slot index
//   tag 1  small int, zig-zagged
//   tag 2  float: its bits byte-swapped (short for "round" numbers, whose low mantissa bytes are 0)
//   tag 3  any other bits: the varint is exactly 3, then the 8 raw bytes
//   tag 4  None and the other specials, bools, types, builtins: payload << 2 | which
//   tag 5  object reference relative to the anchor (the heap slot being written), zig-zagged
//   tag 6  object reference relative to the previous reference since the anchor, zig-zagged
//
// The writer picks the shortest form (ties: the lowest tag), so equal states give equal bytes.
// Reading trusts nothing: every
// varint is bounded to its type, and a collection count is refused when the remaining input
// cannot possibly hold that many elements (each takes at least `min_bytes` bytes), so a hostile
// payload can make the decoder allocate at most a small multiple of its own size.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <streambuf>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <boost/archive/binary_iarchive.hpp>
#include <boost/archive/binary_oarchive.hpp>

#include "checkpoint/envelope.h"
#include "vm/value.h"

namespace basilisk::checkpoint {

// Thrown by the reader on bad input; caught at the API boundary.
struct DecodeError {
    std::string message;
};

// Archive flags: no Boost header (the envelope carries our own version) and no locale facets.
inline constexpr unsigned kArchiveFlags = boost::archive::no_header | boost::archive::no_codecvt;

// A read-only streambuf over caller-owned bytes (no copy).
class ViewBuf : public std::streambuf {
public:
    explicit ViewBuf(std::string_view bytes) {
        char* p = const_cast<char*>(bytes.data());
        setg(p, p, p + bytes.size());
    }
    size_t remaining() const { return size_t(egptr() - gptr()); }
    const char* position() const { return gptr(); }
};

// A streambuf appending to a caller-owned string (no intermediate ostringstream).
class AppendBuf : public std::streambuf {
public:
    explicit AppendBuf(std::string& out) : m_out(out) {}

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        m_out.append(s, size_t(n));
        return n;
    }
    int_type overflow(int_type c) override {
        if (!traits_type::eq_int_type(c, traits_type::eof())) m_out.push_back(traits_type::to_char_type(c));
        return traits_type::not_eof(c);
    }

private:
    std::string& m_out;
};

class Writer {
public:
    static constexpr bool kLoading = false;
    // Appends to `out`, which it owns until finish() (it over-allocates while writing).
    explicit Writer(std::string& out) : m_out(out), m_used(out.size()) {}
    ~Writer() { finish(); }
    void finish() { m_out.resize(m_used); }
    // A hint: about how many bytes will be written.
    void expect(size_t n) { reserve(n); }

    void byte(uint8_t b) {
        reserve(1);
        m_out[m_used++] = char(b);
    }
    void varint(uint64_t v) {
        if (v < 0x80 && m_used < m_out.size()) {
            m_out[m_used++] = char(v);
            return;
        }
        varint_slow(v);
    }
    [[gnu::noinline]] void varint_slow(uint64_t v) {
        reserve(10);
        char* p = m_out.data() + m_used;
        char* start = p;
        while (v >= 0x80) {
            *p++ = char(uint8_t(v) | 0x80);
            v >>= 7;
        }
        *p++ = char(v);
        m_used += size_t(p - start);
    }
    static uint64_t zigzag(int64_t v) { return (uint64_t(v) << 1) ^ uint64_t(v >> 63); }
    void raw64(uint64_t v) {
        reserve(8);
        for (int i = 0; i < 8; ++i) m_out[m_used + size_t(i)] = char(uint8_t(v >> (8 * i)));
        m_used += 8;
    }
    void bytes(const char* data, size_t n) {
        reserve(n);
        if (n) std::memcpy(m_out.data() + m_used, data, n);
        m_used += n;
    }

    template <class T>
    void num(const T& v) {
        static_assert(std::is_arithmetic_v<T>);
        if constexpr (std::is_floating_point_v<T>) {
            uint64_t bits;
            double d = double(v);
            std::memcpy(&bits, &d, 8);
            raw64(bits);
        } else if constexpr (std::is_same_v<T, bool>) {
            byte(v ? 1 : 0);
        } else if constexpr (std::is_signed_v<T>) {
            varint(zigzag(int64_t(v)));
        } else {
            varint(uint64_t(v));
        }
    }
    void count(uint64_t n) { varint(n); }
    void str(std::string_view s) {
        varint(s.size());
        bytes(s.data(), s.size());
    }

    // References are coded relative to `slot` (the object being written) from here on.
    void anchor(uint64_t slot) { m_anchor = slot; m_prev = slot; }
    void value(vm::Value v) {
        using vm::Value;
        uint64_t bits = v.bits();
        if (!v.is_boxed()) {
            uint64_t sw = __builtin_bswap64(bits);
            if (sw < (uint64_t(1) << 61)) return varint((sw << 3) | 2);
            byte(3);
            return raw64(bits);
        }
        uint64_t payload = bits & Value::kPayloadMask;
        switch (v.tag()) {
        case vm::Tag::Int: return varint((zigzag(v.as_small_int()) << 3) | 1);
        case vm::Tag::Object:
            if (payload <= 0xFFFF'FFFFull) {
                uint64_t a = payload << 3;
                uint64_t s = (zigzag(int64_t(payload) - int64_t(m_anchor)) << 3) | 5;
                uint64_t p = (zigzag(int64_t(payload) - int64_t(m_prev)) << 3) | 6;
                m_prev = payload;
                int la = varint_size(a), ls = varint_size(s), lp = varint_size(p);
                if (la <= ls && la <= lp) return varint(a);
                if (ls <= lp) return varint(s);
                return varint(p);
            }
            break;
        case vm::Tag::Special: return varint((((payload << 2) | 0) << 3) | 4);
        case vm::Tag::Bool: return varint((((payload << 2) | 1) << 3) | 4);
        case vm::Tag::Type: return varint((((payload << 2) | 2) << 3) | 4);
        case vm::Tag::Builtin: return varint((((payload << 2) | 3) << 3) | 4);
        default: break;
        }
        byte(3);
        raw64(bits);
    }
    void values(const std::vector<vm::Value>& vs) {
        count(vs.size());
        for (vm::Value v : vs) value(v);
    }
    static int varint_size(uint64_t v) { return v < 0x80 ? 1 : (std::bit_width(v) + 6) / 7; }

private:
    void reserve(size_t n) {
        if (m_out.size() - m_used < n) grow(n);
    }
    void grow(size_t n) { m_out.resize(std::max(m_out.size() * 2, m_used + n + 64)); }
    std::string& m_out;
    size_t m_used;
    uint64_t m_anchor = 0, m_prev = 0;
};

class Reader {
public:
    static constexpr bool kLoading = true;
    explicit Reader(std::string_view body) : m_p(body.data()), m_end(body.data() + body.size()) {}
    // The envelope's format version of the bytes being read (records that grew fields in a
    // later version read the older shape).
    uint32_t version = kFormatVersion;

    [[noreturn]] static void truncated() { throw DecodeError{"snapshot is truncated"}; }
    uint8_t byte() {
        if (m_p == m_end) truncated();
        return uint8_t(*m_p++);
    }
    uint64_t varint() {
        if (m_p != m_end && uint8_t(*m_p) < 0x80) return uint8_t(*m_p++);
        return varint_slow();
    }
    [[gnu::noinline]] uint64_t varint_slow() {
        uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_p == m_end) truncated();
            uint8_t b = uint8_t(*m_p++);
            v |= uint64_t(b & 0x7F) << shift;
            if (!(b & 0x80)) {
                // The 10th byte may only carry the top bit; canonical: no redundant zero bytes.
                if ((shift == 63 && b > 1) || (shift > 0 && b == 0)) throw DecodeError{"snapshot is corrupt: bad varint"};
                return v;
            }
        }
        throw DecodeError{"snapshot is corrupt: varint too long"};
    }
    static int64_t unzigzag(uint64_t v) { return int64_t(v >> 1) ^ -int64_t(v & 1); }
    uint64_t raw64() {
        if (size_t(m_end - m_p) < 8) truncated();
        uint64_t v = 0;
        for (int i = 0; i < 8; ++i) v |= uint64_t(uint8_t(m_p[i])) << (8 * i);
        m_p += 8;
        return v;
    }

    template <class T>
    T num() {
        static_assert(std::is_arithmetic_v<T>);
        if constexpr (std::is_floating_point_v<T>) {
            uint64_t bits = raw64();
            double d;
            std::memcpy(&d, &bits, 8);
            return T(d);
        } else if constexpr (std::is_same_v<T, bool>) {
            uint8_t b = byte();
            if (b > 1) throw DecodeError{"snapshot is corrupt: bad flag"};
            return b == 1;
        } else if constexpr (std::is_signed_v<T>) {
            int64_t v = unzigzag(varint());
            if (v < int64_t(std::numeric_limits<T>::min()) || v > int64_t(std::numeric_limits<T>::max()))
                throw DecodeError{"snapshot is corrupt: number out of range"};
            return T(v);
        } else {
            uint64_t v = varint();
            if (v > uint64_t(std::numeric_limits<T>::max())) throw DecodeError{"snapshot is corrupt: number out of range"};
            return T(v);
        }
    }
    // A collection count whose elements take at least `min_bytes` bytes each.
    uint64_t count(size_t min_bytes, const char* what) {
        uint64_t n = varint();
        if (min_bytes == 0) min_bytes = 1;
        if (n > remaining() / min_bytes) {
            throw DecodeError{std::string("snapshot is corrupt: ") + what + " count exceeds the remaining input"};
        }
        return n;
    }
    std::string_view view(const char* what = "string") {
        uint64_t n = count(1, what);
        std::string_view s(m_p, size_t(n));
        m_p += n;
        return s;
    }
    std::string str(const char* what = "string") { return std::string(view(what)); }
    size_t remaining() const { return size_t(m_end - m_p); }

    void anchor(uint64_t slot) { m_anchor = slot; m_prev = slot; }
    vm::Value value() {
        using vm::Value;
        uint64_t v = varint();
        uint64_t body = v >> 3;
        switch (v & 7) {
        case 0: return ref(body);
        case 1: {
            int64_t i = unzigzag(body);
            if (!Value::fits_small_int(i)) break;
            return Value::small_int(i);
        }
        case 2: return Value::from_bits(__builtin_bswap64(body));
        case 3:
            if (body != 0) break;
            return Value::from_bits(raw64());
        case 4: {
            static constexpr vm::Tag kTags[4] = {vm::Tag::Special, vm::Tag::Bool, vm::Tag::Type, vm::Tag::Builtin};
            uint64_t payload = body >> 2;
            if (payload > Value::kPayloadMask) break;
            return Value::from_bits(Value::kBoxPrefix | (uint64_t(kTags[body & 3]) << 48) | payload);
        }
        case 5: return ref(uint64_t(int64_t(m_anchor) + unzigzag(body)));
        case 6: return ref(uint64_t(int64_t(m_prev) + unzigzag(body)));
        default: break;
        }
        throw DecodeError{"snapshot is corrupt: bad value"};
    }
    std::vector<vm::Value> values(const char* what) {
        uint64_t n = count(1, what);
        std::vector<vm::Value> out;
        out.reserve(size_t(n));
        for (uint64_t i = 0; i < n; ++i) out.push_back(value());
        return out;
    }

private:
    vm::Value ref(uint64_t r) {
        if (r > 0xFFFF'FFFFull) throw DecodeError{"snapshot is corrupt: bad object reference"};
        m_prev = r;
        return vm::Value::object(vm::ObjRef(r));
    }
    const char* m_p;
    const char* m_end;
    uint64_t m_anchor = 0, m_prev = 0;
};

// Wraps a body in the outer Boost archive (its length, then its bytes), appending to `out`.
inline void write_archive(std::string& out, std::string_view body) {
    AppendBuf buf(out);
    boost::archive::binary_oarchive ar(buf, kArchiveFlags);
    uint64_t n = body.size();
    ar << n;
    ar.save_binary(body.data(), body.size());
}

// write_archive with one binary_oarchive kept for many writes: constructing a binary_oarchive (its
// locale) costs about as much as writing a small execution's whole body. The archive keeps no
// state between writes (a length and raw bytes are all it writes: no object or class tracking),
// so a reused writer writes exactly the bytes a fresh one does. One thread at a time.
class ArchiveWriter {
public:
    ArchiveWriter() : m_archive(m_buf, kArchiveFlags) {}
    ArchiveWriter(const ArchiveWriter&) = delete;
    ArchiveWriter& operator=(const ArchiveWriter&) = delete;

    void write(std::string& out, std::string_view body) {
        m_buf.target = &out;
        uint64_t n = body.size();
        m_archive << n;
        m_archive.save_binary(body.data(), body.size());
        m_buf.target = nullptr;
    }

private:
    // Appends to whichever string the current write targets (none between writes).
    struct RetargetBuf : std::streambuf {
        std::string* target = nullptr;
        std::streamsize xsputn(const char* s, std::streamsize n) override {
            if (!target) return 0;
            target->append(s, size_t(n));
            return n;
        }
        int_type overflow(int_type c) override {
            if (!target) return traits_type::eof();
            if (!traits_type::eq_int_type(c, traits_type::eof())) target->push_back(traits_type::to_char_type(c));
            return traits_type::not_eof(c);
        }
    };
    RetargetBuf m_buf;   // declared first: the archive refers to it
    boost::archive::binary_oarchive m_archive;
};

// The body inside an archive written by write_archive (a view into `payload`). The archive holds
// one primitive (a binary archive writes a uint64 as its 8 native bytes, no_header: nothing
// else) and the body; it is decoded here directly because constructing a binary_iarchive
// (its locale and codecvt facet) costs more than the rest of restoring a small execution's
// header. tests/unit/checkpoint_format_test.cpp checks that this reads exactly what
// boost::archive::binary_iarchive reads.
inline std::string_view read_archive(std::string_view payload) {
    if (payload.size() < 8) throw DecodeError{"snapshot is truncated"};
    uint64_t n;
    std::memcpy(&n, payload.data(), 8);
    if (n != payload.size() - 8) throw DecodeError{"snapshot is corrupt: body length does not match the payload"};
    return payload.substr(8);
}

}  // namespace basilisk::checkpoint
