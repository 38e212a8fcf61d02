// BLAKE2b and BLAKE2s (RFC 7693) with the full parameter block CPython's blake2b/blake2s take
// (digest size, key, salt, person, tree parameters), on plain state structs so a half-fed hash
// serializes. OpenSSL 3.0's BLAKE2 has a fixed digest size and no key, salt or person.
#include <cstring>

#include "stdlib/modules/hashlib/hash_state.h"

namespace basilisk::stdlib::hashlib {

namespace {

constexpr uint64_t kIvB[8] = {0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
                              0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
                              0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
constexpr uint32_t kIvS[8] = {0x6A09E667U, 0xBB67AE85U, 0x3C6EF372U, 0xA54FF53AU,
                              0x510E527FU, 0x9B05688CU, 0x1F83D9ABU, 0x5BE0CD19U};
constexpr uint8_t kSigma[12][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4}, {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13}, {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11}, {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5}, {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3}};

template <typename W>
W load_le(const unsigned char* p) {
    W w = 0;
    for (size_t i = 0; i < sizeof(W); ++i) w |= W(p[i]) << (8 * i);
    return w;
}
template <typename W>
inline W rotr(W x, int s) { return (x >> s) | (x << (8 * sizeof(W) - s)); }

// One compression of a block: W is the word type, R the round count, and the four rotations.
template <typename W, int R, int R1, int R2, int R3, int R4>
void compress(W h[8], const W iv[8], const unsigned char* block, W t0, W t1, W f0, W f1) {
    W m[16], v[16];
    for (int i = 0; i < 16; ++i) m[i] = load_le<W>(block + i * sizeof(W));
    for (int i = 0; i < 8; ++i) {
        v[i] = h[i];
        v[i + 8] = iv[i];
    }
    v[12] ^= t0;
    v[13] ^= t1;
    v[14] ^= f0;
    v[15] ^= f1;
    auto g = [&](int a, int b, int c, int d, W x, W y) {
        v[a] = v[a] + v[b] + x;
        v[d] = rotr<W>(v[d] ^ v[a], R1);
        v[c] = v[c] + v[d];
        v[b] = rotr<W>(v[b] ^ v[c], R2);
        v[a] = v[a] + v[b] + y;
        v[d] = rotr<W>(v[d] ^ v[a], R3);
        v[c] = v[c] + v[d];
        v[b] = rotr<W>(v[b] ^ v[c], R4);
    };
    for (int r = 0; r < R; ++r) {
        const uint8_t* s = kSigma[r];
        g(0, 4, 8, 12, m[s[0]], m[s[1]]);
        g(1, 5, 9, 13, m[s[2]], m[s[3]]);
        g(2, 6, 10, 14, m[s[4]], m[s[5]]);
        g(3, 7, 11, 15, m[s[6]], m[s[7]]);
        g(0, 5, 10, 15, m[s[8]], m[s[9]]);
        g(1, 6, 11, 12, m[s[10]], m[s[11]]);
        g(2, 7, 8, 13, m[s[12]], m[s[13]]);
        g(3, 4, 9, 14, m[s[14]], m[s[15]]);
    }
    for (int i = 0; i < 8; ++i) h[i] ^= v[i] ^ v[i + 8];
}

// The shared update/final logic over either state struct.
template <typename S, typename W, size_t B, int R, int R1, int R2, int R3, int R4>
struct Blake2 {
    static void init(S& s, const W* iv, const unsigned char* param, std::string_view key) {
        std::memset(&s, 0, sizeof s);
        for (int i = 0; i < 8; ++i) s.h[i] = iv[i] ^ load_le<W>(param + i * sizeof(W));
        s.outlen = param[0];
        if (!key.empty()) {
            std::memcpy(s.buf, key.data(), key.size());
            s.buflen = uint32_t(B);
        }
    }
    static void increment(S& s, W n) {
        s.t[0] += n;
        if (s.t[0] < n) ++s.t[1];
    }
    static void update(S& s, const W* iv, const unsigned char* p, size_t n) {
        while (n > 0) {
            if (s.buflen == B) {
                increment(s, W(B));
                compress<W, R, R1, R2, R3, R4>(s.h, iv, s.buf, s.t[0], s.t[1], 0, 0);
                s.buflen = 0;
            }
            // Whole blocks straight from the input while more follows.
            while (s.buflen == 0 && n > B) {
                increment(s, W(B));
                compress<W, R, R1, R2, R3, R4>(s.h, iv, p, s.t[0], s.t[1], 0, 0);
                p += B;
                n -= B;
            }
            size_t take = B - s.buflen < n ? B - s.buflen : n;
            std::memcpy(s.buf + s.buflen, p, take);
            s.buflen += uint32_t(take);
            p += take;
            n -= take;
        }
    }
    static void final(S s, const W* iv, unsigned char* out) {
        increment(s, W(s.buflen));
        std::memset(s.buf + s.buflen, 0, B - s.buflen);
        compress<W, R, R1, R2, R3, R4>(s.h, iv, s.buf, s.t[0], s.t[1], W(~W(0)), s.last_node ? W(~W(0)) : W(0));
        for (size_t i = 0; i < s.outlen; ++i) out[i] = (unsigned char)(s.h[i / sizeof(W)] >> (8 * (i % sizeof(W))));
    }
};

using B2b = Blake2<Blake2bState, uint64_t, 128, 12, 32, 24, 16, 63>;
using B2s = Blake2<Blake2sState, uint32_t, 64, 10, 16, 12, 8, 7>;

}  // namespace

void blake2b_init(Blake2bState& s, const unsigned char* param, std::string_view key) { B2b::init(s, kIvB, param, key); }
void blake2b_update(Blake2bState& s, const unsigned char* p, size_t n) { B2b::update(s, kIvB, p, n); }
void blake2b_final(Blake2bState s, unsigned char* out) { B2b::final(s, kIvB, out); }
void blake2s_init(Blake2sState& s, const unsigned char* param, std::string_view key) { B2s::init(s, kIvS, param, key); }
void blake2s_update(Blake2sState& s, const unsigned char* p, size_t n) { B2s::update(s, kIvS, p, n); }
void blake2s_final(Blake2sState s, unsigned char* out) { B2s::final(s, kIvS, out); }

}  // namespace basilisk::stdlib::hashlib
