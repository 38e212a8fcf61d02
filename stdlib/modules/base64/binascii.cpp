// binascii's base64 codec, CPython 3.11's a2b_base64 and b2a_base64 (binascii.c): the decoder's
// state machine with strict_mode's checks and every message of its binascii.Error. The Python
// part (binascii_source.cpp) raises the error: a failed decode returns its message as a str.
#include <fmt/format.h>

#include "stdlib/modules/registry.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

struct DecodeTable {
    unsigned char v[256];
    constexpr DecodeTable() : v() {
        for (int i = 0; i < 256; ++i) v[i] = 255;
        for (int i = 0; i < 64; ++i) v[static_cast<unsigned char>(kAlphabet[i])] = static_cast<unsigned char>(i);
    }
};
constexpr DecodeTable kDecode;

// bytes or bytearray data; the Python part converted str and checked the type.
const std::string* bytes_of(Vm& vm, Value v) {
    if (vm.is_kind(v, ObjKind::Bytes)) return &vm.as<vm::BytesObject>(v).data;
    vm.raise(TypeId::TypeError, fmt::format("a bytes-like object is required, not '{}'", vm.type_name(v)));
    return nullptr;
}

// _a2b_base64(data, strict) -> bytes, or the binascii.Error message as a str.
Value a2b_base64(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "_a2b_base64(data, strict)");
    const std::string* in = bytes_of(vm, a[0]);
    if (!in) return Value::error();
    const bool strict = vm.truthy(a[1]) == 1;
    const std::string& s = *in;
    std::string out;
    out.reserve(s.size() / 4 * 3 + 3);
    if (strict && !s.empty() && s[0] == '=') return vm.new_str("Leading padding not allowed");
    int quad_pos = 0, pads = 0;
    unsigned leftchar = 0;
    bool padding_started = false;   // 3.11 has no "Excess padding" check: extra pads are ignored
    for (size_t i = 0; i < s.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        if (c == '=') {
            padding_started = true;
            if (quad_pos >= 2 && quad_pos + (++pads) >= 4) {
                if (strict && i + 1 < s.size()) return vm.new_str("Excess data after padding");
                return vm.new_bytes(std::move(out));
            }
            continue;
        }
        unsigned v = kDecode.v[c];
        if (v == 255) {
            if (strict) return vm.new_str("Only base64 data is allowed");
            continue;
        }
        if (strict && padding_started) return vm.new_str("Discontinuous padding not allowed");
        pads = 0;
        switch (quad_pos) {
        case 0: quad_pos = 1; leftchar = v; break;
        case 1: quad_pos = 2; out.push_back(char((leftchar << 2) | (v >> 4))); leftchar = v & 0xF; break;
        case 2: quad_pos = 3; out.push_back(char((leftchar << 4) | (v >> 2))); leftchar = v & 0x3; break;
        default: quad_pos = 0; out.push_back(char((leftchar << 6) | v)); leftchar = 0; break;
        }
    }
    if (quad_pos == 1)
        return vm.new_str(fmt::format("Invalid base64-encoded string: number of data characters ({}) cannot be 1 more "
                                      "than a multiple of 4", out.size() / 3 * 4 + 1));
    if (quad_pos != 0) return vm.new_str("Incorrect padding");
    return vm.new_bytes(std::move(out));
}

// _b2a_base64(data, newline) -> bytes.
Value b2a_base64(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "_b2a_base64(data, newline)");
    const std::string* in = bytes_of(vm, a[0]);
    if (!in) return Value::error();
    const std::string& s = *in;
    std::string out;
    out.reserve((s.size() + 2) / 3 * 4 + 1);
    size_t i = 0;
    for (; i + 3 <= s.size(); i += 3) {
        unsigned n = (unsigned(static_cast<unsigned char>(s[i])) << 16) | (unsigned(static_cast<unsigned char>(s[i + 1])) << 8) |
                     unsigned(static_cast<unsigned char>(s[i + 2]));
        char q[4] = {kAlphabet[n >> 18], kAlphabet[(n >> 12) & 63], kAlphabet[(n >> 6) & 63], kAlphabet[n & 63]};
        out.append(q, 4);
    }
    if (size_t rest = s.size() - i) {
        unsigned n = unsigned(static_cast<unsigned char>(s[i])) << 16;
        if (rest == 2) n |= unsigned(static_cast<unsigned char>(s[i + 1])) << 8;
        out.push_back(kAlphabet[n >> 18]);
        out.push_back(kAlphabet[(n >> 12) & 63]);
        out.push_back(rest == 2 ? kAlphabet[(n >> 6) & 63] : '=');
        out.push_back('=');
    }
    if (vm.truthy(a[1]) == 1) out.push_back('\n');
    return vm.new_bytes(std::move(out));
}

}  // namespace

void binascii_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("binascii", "_a2b_base64", a2b_base64);
    reg.add_module_function("binascii", "_b2a_base64", b2a_base64);
}

}  // namespace basilisk::stdlib
