// Keccak-f[1600] and the sponge of SHA-3 and SHAKE (FIPS 202), on a plain state struct so a
// half-fed hash serializes (OpenSSL keeps its Keccak context private).
#include <cstring>

#include "stdlib/modules/hashlib/hash_state.h"

namespace basilisk::stdlib::hashlib {

namespace {

constexpr uint64_t kRoundConstants[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL, 0x8000000080008000ULL,
    0x000000000000808bULL, 0x0000000080000001ULL, 0x8000000080008081ULL, 0x8000000000008009ULL,
    0x000000000000008aULL, 0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL, 0x8000000000008003ULL,
    0x8000000000008002ULL, 0x8000000000000080ULL, 0x000000000000800aULL, 0x800000008000000aULL,
    0x8000000080008081ULL, 0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL};
constexpr int kRho[24] = {1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44};
constexpr int kPi[24] = {10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1};

inline uint64_t rotl(uint64_t x, int s) { return (x << s) | (x >> (64 - s)); }

void permute(uint64_t a[25]) {
    for (uint64_t rc : kRoundConstants) {
        uint64_t c[5];
        for (int x = 0; x < 5; ++x) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
        for (int x = 0; x < 5; ++x) {
            uint64_t d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1);
            for (int y = 0; y < 25; y += 5) a[y + x] ^= d;
        }
        uint64_t t = a[1];
        for (int i = 0; i < 24; ++i) {
            int j = kPi[i];
            uint64_t tmp = a[j];
            a[j] = rotl(t, kRho[i]);
            t = tmp;
        }
        for (int y = 0; y < 25; y += 5) {
            uint64_t row[5];
            for (int x = 0; x < 5; ++x) row[x] = a[y + x];
            for (int x = 0; x < 5; ++x) a[y + x] = row[x] ^ (~row[(x + 1) % 5] & row[(x + 2) % 5]);
        }
        a[0] ^= rc;
    }
}

inline void xor_byte(uint64_t a[25], size_t i, unsigned char b) { a[i / 8] ^= uint64_t(b) << (8 * (i % 8)); }

}  // namespace

void keccak_absorb(KeccakState& s, size_t rate, const unsigned char* p, size_t n) {
    size_t pos = s.pos;
    // Whole lanes at a time when aligned (the common case for large inputs).
    while (n > 0) {
        if (pos % 8 == 0 && n >= 8 && pos + 8 <= rate) {
            uint64_t lane;
            std::memcpy(&lane, p, 8);   // little-endian hosts (the supported platforms)
            s.a[pos / 8] ^= lane;
            pos += 8;
            p += 8;
            n -= 8;
        } else {
            xor_byte(s.a, pos++, *p++);
            --n;
        }
        if (pos == rate) {
            permute(s.a);
            pos = 0;
        }
    }
    s.pos = uint32_t(pos);
}

void keccak_finish(KeccakState s, size_t rate, unsigned char suffix, unsigned char* out, size_t n) {
    xor_byte(s.a, s.pos, suffix);
    xor_byte(s.a, rate - 1, 0x80);
    permute(s.a);
    size_t pos = 0;
    for (size_t i = 0; i < n; ++i) {
        if (pos == rate) {
            permute(s.a);
            pos = 0;
        }
        out[i] = (unsigned char)(s.a[pos / 8] >> (8 * (pos % 8)));
        ++pos;
    }
}

}  // namespace basilisk::stdlib::hashlib
