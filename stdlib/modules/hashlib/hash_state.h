#pragma once
// hashlib's hash states as plain bytes: every algorithm's running state is a fixed-size struct
// without pointers (OpenSSL's MD5/SHA-1/SHA-2 contexts, and this folder's own Keccak and
// BLAKE2), written into a bytearray of the execution's heap after each update. A hash object
// therefore dumps and restores with the execution, in constant memory whatever was fed. The
// bytes are reread through validate() on every use: user code (or a hostile snapshot) may have
// changed them, and a bad state is a ValueError, never an out-of-bounds access.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace basilisk::stdlib::hashlib {

enum class Alg : uint8_t {
    Md5, Sha1, Sha224, Sha256, Sha384, Sha512,
    Sha3_224, Sha3_256, Sha3_384, Sha3_512, Shake128, Shake256,
    Blake2b, Blake2s,
    Count
};

// A new state (its bytes) for `alg`. For BLAKE2, `param` is the parameter block (64 bytes for
// blake2b, 32 for blake2s, built by the Python part) followed by one byte, the last-node flag,
// and `key` the key; error text on failure.
std::optional<std::string> new_state(Alg alg, std::string_view param, std::string_view key, std::string& error);
// Feeds `data` into `state` in place; false (with error text) when the state bytes are invalid.
bool update_state(std::string& state, std::string_view data, std::string& error);
// The digest of a copy of `state` (`length` bytes for the SHAKEs, ignored otherwise).
std::optional<std::string> digest_state(const std::string& state, size_t length, std::string& error);

// Keccak (SHA-3, SHAKE) and BLAKE2, in keccak.cpp and blake2.cpp.
struct KeccakState {
    uint64_t a[25];
    uint32_t pos;      // bytes absorbed into the current block, < rate
};
void keccak_absorb(KeccakState& s, size_t rate, const unsigned char* p, size_t n);
void keccak_finish(KeccakState s, size_t rate, unsigned char suffix, unsigned char* out, size_t n);

struct Blake2bState {
    uint64_t h[8];
    uint64_t t[2];
    unsigned char buf[128];
    uint32_t buflen;    // <= 128: the last block is kept until the digest
    uint8_t outlen;     // 1..64
    uint8_t last_node;
};
struct Blake2sState {
    uint32_t h[8];
    uint32_t t[2];
    unsigned char buf[64];
    uint32_t buflen;    // <= 64
    uint8_t outlen;     // 1..32
    uint8_t last_node;
};
void blake2b_init(Blake2bState& s, const unsigned char* param64, std::string_view key);
void blake2b_update(Blake2bState& s, const unsigned char* p, size_t n);
void blake2b_final(Blake2bState s, unsigned char* out);
void blake2s_init(Blake2sState& s, const unsigned char* param32, std::string_view key);
void blake2s_update(Blake2sState& s, const unsigned char* p, size_t n);
void blake2s_final(Blake2sState s, unsigned char* out);

}  // namespace basilisk::stdlib::hashlib
