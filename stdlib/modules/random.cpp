// random's native parts: CPython's Mersenne Twister (MT19937, Modules/_randommodule.c's
// algorithm) over a state kept in a bytearray of the execution's heap (624 little-endian words
// then the index), so a generator dumps and restores with the execution. The Python part
// (random_source.cpp) holds that bytearray in each Random instance. Also the host's seed for
// unseeded generators, and SHA-512 for str/bytes seeds (OpenSSL's libcrypto).
#include <openssl/evp.h>

#include <array>
#include <random>
#include <cstring>

#include "stdlib/modules/registry.h"
#include "vm/num/bigint.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

constexpr size_t kN = 624;
constexpr size_t kM = 397;
constexpr size_t kStateBytes = (kN + 1) * 4;

// A view of the state words inside the bytearray (unaligned, so copied in and out).
struct Mt {
    std::array<uint32_t, kN> mt{};
    uint32_t index = 0;

    void load(const std::string& d) {
        std::memcpy(mt.data(), d.data(), kN * 4);
        std::memcpy(&index, d.data() + kN * 4, 4);
        if (index > kN) index = kN;
    }
    void store(std::string& d) const {
        std::memcpy(d.data(), mt.data(), kN * 4);
        std::memcpy(d.data() + kN * 4, &index, 4);
    }
    void init_genrand(uint32_t s) {
        mt[0] = s;
        for (uint32_t i = 1; i < kN; ++i) mt[i] = 1812433253U * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i;
        index = kN;
    }
    void init_by_array(const std::vector<uint32_t>& key) {
        init_genrand(19650218U);
        size_t i = 1, j = 0;
        size_t n = key.size();
        for (size_t k = kN > n ? kN : n; k; --k) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + uint32_t(j);
            ++i;
            ++j;
            if (i >= kN) { mt[0] = mt[kN - 1]; i = 1; }
            if (j >= n) j = 0;
        }
        for (size_t k = kN - 1; k; --k) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - uint32_t(i);
            ++i;
            if (i >= kN) { mt[0] = mt[kN - 1]; i = 1; }
        }
        mt[0] = 0x80000000U;
    }
    uint32_t next() {
        static constexpr uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
        if (index >= kN) {
            size_t kk = 0;
            for (; kk < kN - kM; ++kk) {
                uint32_t y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
                mt[kk] = mt[kk + kM] ^ (y >> 1) ^ mag01[y & 1U];
            }
            for (; kk < kN - 1; ++kk) {
                uint32_t y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
                mt[kk] = mt[kk + kM - kN] ^ (y >> 1) ^ mag01[y & 1U];
            }
            uint32_t y = (mt[kN - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
            mt[kN - 1] = mt[kM - 1] ^ (y >> 1) ^ mag01[y & 1U];
            index = 0;
        }
        uint32_t y = mt[index++];
        y ^= (y >> 11);
        y ^= (y << 7) & 0x9d2c5680U;
        y ^= (y << 15) & 0xefc60000U;
        y ^= (y >> 18);
        return y;
    }
};

// The state bytearray argument, or nullptr with TypeError raised.
std::string* state_arg(Vm& vm, Value v) {
    if (!vm.is_kind(v, ObjKind::Bytes)) {
        vm.raise(TypeId::TypeError, "random state must be a bytearray");
        return nullptr;
    }
    auto& b = vm.as<vm::BytesObject>(v);
    if (!b.is_bytearray || b.data.size() != kStateBytes) {
        vm.raise(TypeId::TypeError, "random state must be a bytearray");
        return nullptr;
    }
    return &b.data;
}

Value mt_new(Vm& vm, const CallArgs&) {
    Value v = vm.new_bytes(std::string(kStateBytes, '\0'));
    if (v.is_error()) return v;
    vm.as<vm::BytesObject>(v).is_bytearray = true;
    return v;
}

// _mt_seed(state, words): init_by_array with a list of 32-bit ints.
Value mt_seed(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "_mt_seed(state, words)");
    std::string* d = state_arg(vm, a[0]);
    if (!d) return Value::error();
    if (!vm.is_kind(a[1], ObjKind::List)) return vm.raise(TypeId::TypeError, "_mt_seed: words must be a list");
    std::vector<uint32_t> key;
    for (Value w : vm.as<vm::ListObject>(a[1]).items) {
        if (!w.is_small_int()) return vm.raise(TypeId::TypeError, "_mt_seed: words must be ints");
        key.push_back(uint32_t(w.as_small_int()));
    }
    if (key.empty()) key.push_back(0);
    Mt mt;
    mt.init_by_array(key);
    mt.store(*d);
    return Value::none();
}

// random(): 53 random bits from two words, as CPython's genrand_res53.
Value mt_random(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, "_mt_random(state)");
    std::string* d = state_arg(vm, a[0]);
    if (!d) return Value::error();
    Mt mt;
    mt.load(*d);
    uint32_t x = mt.next() >> 5, y = mt.next() >> 6;
    mt.store(*d);
    return Value::from_double((x * 67108864.0 + y) * (1.0 / 9007199254740992.0));
}

// getrandbits(k): k <= 32 takes the top bits of one word; more fills words from the least
// significant end, the last one shifted down to the bits still wanted.
Value mt_getrandbits(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "_mt_getrandbits(state, k)");
    std::string* d = state_arg(vm, a[0]);
    if (!d) return Value::error();
    if (!a[1].is_small_int()) return vm.raise(TypeId::OverflowError, "Python int too large to convert to C int");
    int64_t k = a[1].as_small_int();
    if (k < 0) return vm.raise(TypeId::ValueError, "number of bits must be non-negative");
    // Past the interpreter's int size cap, as math.factorial refuses (DEVIATIONS.md).
    if (k > int64_t(num::kDefaultMaxBits)) return vm.raise(TypeId::MemoryError, "");
    if (k == 0) return Value::small_int(0);
    Mt mt;
    mt.load(*d);
    if (k <= 32) {
        uint32_t r = mt.next() >> (32 - k);
        mt.store(*d);
        return Value::small_int(r);
    }
    size_t words = size_t((k - 1) / 32 + 1);
    std::vector<uint32_t> w(words);
    int64_t left = k;
    for (size_t i = 0; i < words; ++i, left -= 32) {
        uint32_t r = mt.next();
        if (left < 32) r >>= (32 - left);
        w[i] = r;
    }
    mt.store(*d);
    num::BigInt out = 0;
    for (size_t i = words; i-- > 0;) {
        out <<= 32;
        out |= w[i];
    }
    return vm.new_int(out);
}

Value digest(Vm& vm, const CallArgs& a, const EVP_MD* md, const char* who) {
    if (a.size() != 1 || !vm.is_kind(a[0], ObjKind::Bytes)) return vm.raise(TypeId::TypeError, std::string(who) + "(bytes)");
    const std::string& in = vm.as<vm::BytesObject>(a[0]).data;
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int n = 0;
    if (EVP_Digest(in.data(), in.size(), out, &n, md, nullptr) != 1) return vm.raise(TypeId::RuntimeError, "digest failed");
    return vm.new_bytes(std::string(reinterpret_cast<const char*>(out), n));
}

Value sha512(Vm& vm, const CallArgs& a) { return digest(vm, a, EVP_sha512(), "_sha512"); }
Value md5(Vm& vm, const CallArgs& a) { return digest(vm, a, EVP_md5(), "_md5"); }
Value sha1(Vm& vm, const CallArgs& a) { return digest(vm, a, EVP_sha1(), "_sha1"); }

// The seed of unseeded generators: the host's, or when it gave none one drawn from the OS the
// first time a generator needs it. vm::HostWorld::seed holds it with its top bit set once known
// (host seeds are 63-bit; see interp/sandbox.cpp), and 0 before: an execution that never asks
// dumps the same bytes every time. Either way the snapshot records it, so a restored execution
// continues the same sequences.
constexpr uint64_t kSeedKnown = uint64_t(1) << 63;

Value host_seed(Vm& vm, const CallArgs&) {
    if (!(vm.world.seed & kSeedKnown)) {
        std::random_device device;
        vm.world.seed = kSeedKnown | (((uint64_t(device()) << 32) | device()) & ~kSeedKnown);
    }
    return vm.new_int(num::BigInt(vm.world.seed & ~kSeedKnown));
}

}  // namespace

void random_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("random", "_mt_new", mt_new);
    reg.add_module_function("random", "_mt_seed", mt_seed);
    reg.add_module_function("random", "_mt_random", mt_random);
    reg.add_module_function("random", "_mt_getrandbits", mt_getrandbits);
    reg.add_module_function("random", "_sha512", sha512);
    reg.add_module_function("random", "_host_seed", host_seed);
}

void uuid_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("uuid", "_md5", md5);
    reg.add_module_function("uuid", "_sha1", sha1);
}

}  // namespace basilisk::stdlib
