// The byte layout of hashlib's states (hash_state.h): one byte naming the algorithm, then the
// algorithm's state struct. MD5, SHA-1 and SHA-2 use OpenSSL's own context structs (public,
// pointer-free; deprecated in OpenSSL 3 in favour of EVP, whose contexts cannot be copied out),
// so those digests run OpenSSL's assembly.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/md5.h>
#include <openssl/sha.h>

#include <cstring>

#include "stdlib/modules/hashlib/hash_state.h"

namespace basilisk::stdlib::hashlib {

namespace {

template <typename T>
T load(const std::string& state) {
    T t;
    std::memcpy(&t, state.data() + 1, sizeof(T));
    return t;
}
template <typename T>
void store(std::string& state, const T& t) {
    std::memcpy(state.data() + 1, &t, sizeof(T));
}
template <typename T>
std::string fresh(Alg alg, const T& t) {
    std::string s(1 + sizeof(T), '\0');
    s[0] = char(alg);
    store(s, t);
    return s;
}

size_t keccak_rate(Alg alg) {
    switch (alg) {
        case Alg::Sha3_224: return 144;
        case Alg::Sha3_256: return 136;
        case Alg::Sha3_384: return 104;
        case Alg::Sha3_512: return 72;
        case Alg::Shake128: return 168;
        case Alg::Shake256: return 136;
        default: return 0;
    }
}
size_t keccak_digest_size(Alg alg) {
    switch (alg) {
        case Alg::Sha3_224: return 28;
        case Alg::Sha3_256: return 32;
        case Alg::Sha3_384: return 48;
        case Alg::Sha3_512: return 64;
        default: return 0;
    }
}

size_t struct_size(Alg alg) {
    switch (alg) {
        case Alg::Md5: return sizeof(MD5_CTX);
        case Alg::Sha1: return sizeof(SHA_CTX);
        case Alg::Sha224: case Alg::Sha256: return sizeof(SHA256_CTX);
        case Alg::Sha384: case Alg::Sha512: return sizeof(SHA512_CTX);
        case Alg::Blake2b: return sizeof(Blake2bState);
        case Alg::Blake2s: return sizeof(Blake2sState);
        default: return sizeof(KeccakState);
    }
}

// The algorithm of `state` when its bytes are a state this code could have written (sizes,
// buffer positions and digest lengths in range), so OpenSSL and the sponges never index past
// their buffers.
std::optional<Alg> check(const std::string& state) {
    if (state.empty() || uint8_t(state[0]) >= uint8_t(Alg::Count)) return std::nullopt;
    Alg alg = Alg(uint8_t(state[0]));
    if (state.size() != 1 + struct_size(alg)) return std::nullopt;
    switch (alg) {
        case Alg::Md5: return load<MD5_CTX>(state).num < MD5_CBLOCK ? std::optional(alg) : std::nullopt;
        case Alg::Sha1: return load<SHA_CTX>(state).num < SHA_CBLOCK ? std::optional(alg) : std::nullopt;
        case Alg::Sha224: case Alg::Sha256: {
            auto c = load<SHA256_CTX>(state);
            unsigned want = alg == Alg::Sha224 ? SHA224_DIGEST_LENGTH : SHA256_DIGEST_LENGTH;
            return c.num < SHA256_CBLOCK && c.md_len == want ? std::optional(alg) : std::nullopt;
        }
        case Alg::Sha384: case Alg::Sha512: {
            auto c = load<SHA512_CTX>(state);
            unsigned want = alg == Alg::Sha384 ? SHA384_DIGEST_LENGTH : SHA512_DIGEST_LENGTH;
            return c.num < SHA512_CBLOCK && c.md_len == want ? std::optional(alg) : std::nullopt;
        }
        case Alg::Blake2b: {
            auto c = load<Blake2bState>(state);
            return c.buflen <= 128 && c.outlen >= 1 && c.outlen <= 64 ? std::optional(alg) : std::nullopt;
        }
        case Alg::Blake2s: {
            auto c = load<Blake2sState>(state);
            return c.buflen <= 64 && c.outlen >= 1 && c.outlen <= 32 ? std::optional(alg) : std::nullopt;
        }
        default:
            return load<KeccakState>(state).pos < keccak_rate(alg) ? std::optional(alg) : std::nullopt;
    }
}

constexpr const char* kBadState = "hash state is corrupted";

}  // namespace

std::optional<std::string> new_state(Alg alg, std::string_view param, std::string_view key, std::string& error) {
    switch (alg) {
        case Alg::Md5: { MD5_CTX c; std::memset(&c, 0, sizeof c); MD5_Init(&c); return fresh(alg, c); }
        case Alg::Sha1: { SHA_CTX c; std::memset(&c, 0, sizeof c); SHA1_Init(&c); return fresh(alg, c); }
        case Alg::Sha224: { SHA256_CTX c; std::memset(&c, 0, sizeof c); SHA224_Init(&c); return fresh(alg, c); }
        case Alg::Sha256: { SHA256_CTX c; std::memset(&c, 0, sizeof c); SHA256_Init(&c); return fresh(alg, c); }
        case Alg::Sha384: { SHA512_CTX c; std::memset(&c, 0, sizeof c); SHA384_Init(&c); return fresh(alg, c); }
        case Alg::Sha512: { SHA512_CTX c; std::memset(&c, 0, sizeof c); SHA512_Init(&c); return fresh(alg, c); }
        case Alg::Blake2b: case Alg::Blake2s: {
            bool b = alg == Alg::Blake2b;
            // The parameter block, then one byte: the last-node flag.
            size_t plen = b ? 65 : 33, maxlen = b ? 64 : 32;
            if (param.size() != plen || uint8_t(param[0]) < 1 || uint8_t(param[0]) > maxlen ||
                key.size() > maxlen || uint8_t(param[1]) != key.size()) {
                error = "invalid BLAKE2 parameters";
                return std::nullopt;
            }
            auto* p = reinterpret_cast<const unsigned char*>(param.data());
            bool last_node = param.back() != 0;
            if (b) {
                Blake2bState c;
                blake2b_init(c, p, key);
                c.last_node = last_node;
                return fresh(alg, c);
            }
            Blake2sState c;
            blake2s_init(c, p, key);
            c.last_node = last_node;
            return fresh(alg, c);
        }
        case Alg::Count: break;
        default: {
            KeccakState c;
            std::memset(&c, 0, sizeof c);
            return fresh(alg, c);
        }
    }
    error = "unsupported hash type";
    return std::nullopt;
}

bool update_state(std::string& state, std::string_view data, std::string& error) {
    auto alg = check(state);
    if (!alg) {
        error = kBadState;
        return false;
    }
    auto* p = reinterpret_cast<const unsigned char*>(data.data());
    size_t n = data.size();
    switch (*alg) {
        case Alg::Md5: { auto c = load<MD5_CTX>(state); MD5_Update(&c, p, n); store(state, c); break; }
        case Alg::Sha1: { auto c = load<SHA_CTX>(state); SHA1_Update(&c, p, n); store(state, c); break; }
        case Alg::Sha224: { auto c = load<SHA256_CTX>(state); SHA224_Update(&c, p, n); store(state, c); break; }
        case Alg::Sha256: { auto c = load<SHA256_CTX>(state); SHA256_Update(&c, p, n); store(state, c); break; }
        case Alg::Sha384: { auto c = load<SHA512_CTX>(state); SHA384_Update(&c, p, n); store(state, c); break; }
        case Alg::Sha512: { auto c = load<SHA512_CTX>(state); SHA512_Update(&c, p, n); store(state, c); break; }
        case Alg::Blake2b: { auto c = load<Blake2bState>(state); blake2b_update(c, p, n); store(state, c); break; }
        case Alg::Blake2s: { auto c = load<Blake2sState>(state); blake2s_update(c, p, n); store(state, c); break; }
        default: { auto c = load<KeccakState>(state); keccak_absorb(c, keccak_rate(*alg), p, n); store(state, c); break; }
    }
    return true;
}

std::optional<std::string> digest_state(const std::string& state, size_t length, std::string& error) {
    auto alg = check(state);
    if (!alg) {
        error = kBadState;
        return std::nullopt;
    }
    unsigned char out[64];
    auto bytes = [&](size_t n) { return std::string(reinterpret_cast<const char*>(out), n); };
    switch (*alg) {
        case Alg::Md5: { auto c = load<MD5_CTX>(state); MD5_Final(out, &c); return bytes(16); }
        case Alg::Sha1: { auto c = load<SHA_CTX>(state); SHA1_Final(out, &c); return bytes(20); }
        case Alg::Sha224: { auto c = load<SHA256_CTX>(state); SHA224_Final(out, &c); return bytes(28); }
        case Alg::Sha256: { auto c = load<SHA256_CTX>(state); SHA256_Final(out, &c); return bytes(32); }
        case Alg::Sha384: { auto c = load<SHA512_CTX>(state); SHA384_Final(out, &c); return bytes(48); }
        case Alg::Sha512: { auto c = load<SHA512_CTX>(state); SHA512_Final(out, &c); return bytes(64); }
        case Alg::Blake2b: { auto c = load<Blake2bState>(state); blake2b_final(c, out); return bytes(c.outlen); }
        case Alg::Blake2s: { auto c = load<Blake2sState>(state); blake2s_final(c, out); return bytes(c.outlen); }
        case Alg::Shake128: case Alg::Shake256: {
            std::string r(length, '\0');
            keccak_finish(load<KeccakState>(state), keccak_rate(*alg), 0x1f, reinterpret_cast<unsigned char*>(r.data()), length);
            return r;
        }
        default: {
            size_t n = keccak_digest_size(*alg);
            keccak_finish(load<KeccakState>(state), keccak_rate(*alg), 0x06, out, n);
            return bytes(n);
        }
    }
}

}  // namespace basilisk::stdlib::hashlib
