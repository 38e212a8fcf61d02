#include "checkpoint/envelope.h"

#include <cstring>

#include <fmt/format.h>

namespace basilisk::checkpoint {

namespace {

void put_le(std::string& out, uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(char((v >> (8 * i)) & 0xFF));
}

uint64_t get_le(std::string_view in, size_t at, int bytes) {
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= uint64_t(uint8_t(in[at + size_t(i)])) << (8 * i);
    return v;
}

const char* kind_name(uint8_t kind) {
    switch (SnapshotKind(kind)) {
    case SnapshotKind::Execution: return "an execution";
    case SnapshotKind::Program: return "a program";
    }
    return "unknown";
}

}  // namespace

uint64_t checksum(std::string_view data) {
    // 64-bit FNV-1a: simple, no tables, catches truncation and bit flips well enough for an
    // integrity check (authenticity is the host's business: it may sign the bytes).
    uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : data) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    return h;
}

std::string wrap_envelope(SnapshotKind kind, std::string_view payload) {
    std::string out;
    out.reserve(kHeaderSize + payload.size());
    out.append(kMagic, 4);
    out.push_back(char(kind));
    put_le(out, kFormatVersion, 4);
    put_le(out, payload.size(), 8);
    put_le(out, checksum(payload), 8);
    out.append(payload);
    return out;
}

std::variant<std::string_view, EnvelopeError> open_envelope(std::string_view bytes, SnapshotKind expected) {
    if (bytes.size() < 4 || std::memcmp(bytes.data(), kMagic, 4) != 0) {
        return EnvelopeError{"not a Basilisk snapshot (bad magic)"};
    }
    if (bytes.size() < kHeaderSize) return EnvelopeError{"snapshot is truncated (incomplete header)"};
    uint8_t kind = uint8_t(bytes[4]);
    if (kind != uint8_t(expected)) {
        return EnvelopeError{fmt::format("snapshot holds {}, expected {}", kind_name(kind), kind_name(uint8_t(expected)))};
    }
    uint32_t version = uint32_t(get_le(bytes, 5, 4));
    if (version != kFormatVersion) {
        return EnvelopeError{fmt::format("unsupported snapshot format version {} (this build reads version {})", version,
                                         kFormatVersion)};
    }
    uint64_t length = get_le(bytes, 9, 8);
    if (length > kMaxPayloadBytes) return EnvelopeError{fmt::format("snapshot payload too large ({} bytes)", length)};
    uint64_t actual = bytes.size() - kHeaderSize;
    if (length > actual) return EnvelopeError{"snapshot is truncated"};
    if (length < actual) return EnvelopeError{"snapshot has trailing bytes after the payload"};
    std::string_view payload = bytes.substr(kHeaderSize);
#ifndef BASILISK_FUZZ_NO_CHECKSUM
    if (checksum(payload) != get_le(bytes, 17, 8)) return EnvelopeError{"snapshot checksum mismatch (corrupted bytes)"};
#endif
    return payload;
}

}  // namespace basilisk::checkpoint
