#pragma once
// The snapshot envelope: what every dumped byte string starts with.
//
//   offset  size  field
//   0       4     magic "BSLK"
//   4       1     kind (1 = execution, 2 = program)
//   5       4     format version (little endian)
//   9       8     payload length (little endian)
//   17      8     checksum of the payload (little endian; see checksum())
//   25      n     payload (a Boost.Serialization binary archive holding the compact body,
//                 see archive_io.h)
//
// Format versions: 1 = every field a fixed-size Boost primitive (no longer read);
// 2 = varint body with compact values and dicts whose str/int key hashes are recomputed;
// 3 = as 2, with each program a length-prefixed, self-contained record (so a
// ProgramCache finds it by its bytes before decoding); 4 = as 3, plus the execution's imported
// modules after its output, functions' annotations, __doc__ and __module__, and OSError's errno
// fields in exception records, and the max_host_calls limit last; 5 = as 4, plus the host's
// world (clock instant and random seed, vm::HostWorld) at the very end; 6 = as 5, plus the
// build's fingerprint (build_fingerprint.h) at the end of execution and program bodies: a
// snapshot names built-in functions, types and opcodes by number, and only the numbering of the
// build that made it gives those numbers their meaning.
//
// Every header field and the checksum are checked before the payload is decoded (the snapshot
// fuzzer reseals each mutated input's checksum to reach the decoder).
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace basilisk::checkpoint {

enum class SnapshotKind : uint8_t { Execution = 1, Program = 2 };

inline constexpr char kMagic[4] = {'B', 'S', 'L', 'K'};
inline constexpr uint32_t kFormatVersion = 6;          // what dumps write
inline constexpr uint32_t kOldestReadableVersion = 2;  // restores read this version up to kFormatVersion
inline constexpr size_t kHeaderSize = 25;
inline constexpr uint64_t kMaxPayloadBytes = uint64_t(1) << 30;   // 1 GiB

// FNV-1a's step applied to 8-byte little-endian words (then to the tail bytes), with a shift
// folding the high half down after each word: every step is a bijection of the state for a
// fixed input and of the input for a fixed state, so any change confined to one word or byte
// always changes the result. An integrity check, not a MAC (the host signs bytes it must trust).
uint64_t checksum(std::string_view data);

// Fixed-width little-endian integers of the headers (`bytes` of them, at most 8). get_le reads
// in[at, at + bytes), which the caller has checked is inside `in`.
void put_le(std::string& out, uint64_t v, int bytes);
uint64_t get_le(std::string_view in, size_t at, int bytes);

// Header + payload.
std::string wrap_envelope(SnapshotKind kind, std::string_view payload);
// In place: `out` holds kHeaderSize placeholder bytes, then the payload; fills in the header.
void seal_envelope(std::string& out, SnapshotKind kind);

// The payload, or a message saying what is wrong with the envelope. `version` receives the
// payload's format version.
struct EnvelopeError { std::string message; };
std::variant<std::string_view, EnvelopeError> open_envelope(std::string_view bytes, SnapshotKind expected,
                                                           uint32_t* version = nullptr);

}  // namespace basilisk::checkpoint
