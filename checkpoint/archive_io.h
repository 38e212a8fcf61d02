#pragma once
// Thin, bounded wrappers over Boost.Serialization binary archives.
//
// Boost would read a collection's size from the stream and allocate it before noticing the input
// is too short; so collections and strings are written here by hand: a uint64 count, then the
// elements, and the reader refuses any count that the remaining input cannot possibly hold
// (each element takes at least `min_bytes` bytes). A hostile payload can therefore make the
// decoder allocate at most a small multiple of its own size.
#include <cstdint>
#include <cstring>
#include <streambuf>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <boost/archive/binary_iarchive.hpp>
#include <boost/archive/binary_oarchive.hpp>

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
};

class Writer {
public:
    static constexpr bool kLoading = false;
    explicit Writer(boost::archive::binary_oarchive& ar) : m_ar(ar) {}

    template <class T>
    void num(const T& v) {
        static_assert(std::is_arithmetic_v<T>);
        m_ar << v;
    }
    void count(uint64_t n) { num(n); }
    void str(const std::string& s) {
        count(s.size());
        if (!s.empty()) m_ar.save_binary(s.data(), s.size());
    }

private:
    boost::archive::binary_oarchive& m_ar;
};

class Reader {
public:
    static constexpr bool kLoading = true;
    Reader(boost::archive::binary_iarchive& ar, const ViewBuf& buf) : m_ar(ar), m_buf(buf) {}

    template <class T>
    T num() {
        static_assert(std::is_arithmetic_v<T>);
        if (m_buf.remaining() < sizeof(T)) throw DecodeError{"snapshot is truncated"};
        T v{};
        m_ar >> v;
        return v;
    }
    // A collection count whose elements take at least `min_bytes` bytes each.
    uint64_t count(size_t min_bytes, const char* what) {
        uint64_t n = num<uint64_t>();
        if (min_bytes == 0) min_bytes = 1;
        if (n > m_buf.remaining() / min_bytes) {
            throw DecodeError{std::string("snapshot is corrupt: ") + what + " count exceeds the remaining input"};
        }
        return n;
    }
    std::string str(const char* what = "string") {
        uint64_t n = count(1, what);
        std::string s(size_t(n), '\0');
        if (n) m_ar.load_binary(s.data(), size_t(n));
        return s;
    }
    size_t remaining() const { return m_buf.remaining(); }

private:
    boost::archive::binary_iarchive& m_ar;
    const ViewBuf& m_buf;
};

}  // namespace basilisk::checkpoint
