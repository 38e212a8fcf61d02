#include "checkpoint/envelope.h"

#include <bit>
#include <cstring>

#include <fmt/format.h>

namespace basilisk::checkpoint {

void put_le(std::string& out, uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(char((v >> (8 * i)) & 0xFF));
}

uint64_t get_le(std::string_view in, size_t at, int bytes) {
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= uint64_t(uint8_t(in[at + size_t(i)])) << (8 * i);
    return v;
}

namespace {

const char* kind_name(uint8_t kind) {
    switch (SnapshotKind(kind)) {
    case SnapshotKind::Execution: return "an execution";
    case SnapshotKind::Program: return "a program";
    }
    return "unknown";
}

}  // namespace

uint64_t checksum(std::string_view data) {
    constexpr uint64_t kPrime = 0x100000001b3ull;
    uint64_t h = 0xcbf29ce484222325ull;
    const char* p = data.data();
    size_t n = data.size();
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t w;
        std::memcpy(&w, p, 8);
        if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
        h = (h ^ w) * kPrime;
        h ^= h >> 32;
    }
    for (; n > 0; ++p, --n) {
        h ^= uint8_t(*p);
        h *= kPrime;
    }
    return h;
}

std::string wrap_envelope(SnapshotKind kind, std::string_view payload) {
    std::string out(kHeaderSize, '\0');
    out.append(payload);
    seal_envelope(out, kind);
    return out;
}

void seal_envelope(std::string& out, SnapshotKind kind) {
    std::string_view payload = std::string_view(out).substr(kHeaderSize);
    std::string header;
    header.reserve(kHeaderSize);
    header.append(kMagic, 4);
    header.push_back(char(kind));
    put_le(header, kFormatVersion, 4);
    put_le(header, payload.size(), 8);
    put_le(header, checksum(payload), 8);
    std::memcpy(out.data(), header.data(), kHeaderSize);
}

std::variant<std::string_view, EnvelopeError> open_envelope(std::string_view bytes, SnapshotKind expected, uint32_t* version_out) {
    if (bytes.size() < 4 || std::memcmp(bytes.data(), kMagic, 4) != 0) {
        return EnvelopeError{"not a Basilisk snapshot (bad magic)"};
    }
    if (bytes.size() < kHeaderSize) return EnvelopeError{"snapshot is truncated (incomplete header)"};
    uint8_t kind = uint8_t(bytes[4]);
    if (kind != uint8_t(expected)) {
        return EnvelopeError{fmt::format("snapshot holds {}, expected {}", kind_name(kind), kind_name(uint8_t(expected)))};
    }
    uint32_t version = uint32_t(get_le(bytes, 5, 4));
    if (version < kOldestReadableVersion || version > kFormatVersion) {
        return EnvelopeError{fmt::format("unsupported snapshot format version {} (this build reads versions {} to {})",
                                         version, kOldestReadableVersion, kFormatVersion)};
    }
    if (version_out) *version_out = version;
    uint64_t length = get_le(bytes, 9, 8);
    if (length > kMaxPayloadBytes) return EnvelopeError{fmt::format("snapshot payload too large ({} bytes)", length)};
    uint64_t actual = bytes.size() - kHeaderSize;
    if (length > actual) return EnvelopeError{"snapshot is truncated"};
    if (length < actual) return EnvelopeError{"snapshot has trailing bytes after the payload"};
    std::string_view payload = bytes.substr(kHeaderSize);
    if (checksum(payload) != get_le(bytes, 17, 8)) return EnvelopeError{"snapshot checksum mismatch (corrupted bytes)"};
    return payload;
}

}  // namespace basilisk::checkpoint
