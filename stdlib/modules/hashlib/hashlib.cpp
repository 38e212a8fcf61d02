// hashlib's native part: a hash object's state is a bytearray (hash_state.h) that these
// functions create, feed and finish; the Python part (hashlib_source.cpp) wraps it in CPython's
// classes. Feeding is done in place on the bytearray, so memory stays constant whatever is fed
// and a paused execution's half-fed hash dumps and restores with it.
#include "stdlib/modules/hashlib/hash_state.h"
#include "stdlib/modules/registry.h"
#include "vm/objects.h"
#include "vm/vm.h"

namespace basilisk::stdlib {

namespace {

using hashlib::Alg;
using vm::CallArgs;
using vm::ObjKind;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// The state bytearray a hash object holds, or nullptr with a TypeError.
std::string* state_arg(Vm& vm, Value v) {
    if (!vm.is_kind(v, ObjKind::Bytes) || !vm.as<vm::BytesObject>(v).is_bytearray) {
        vm.raise(TypeId::TypeError, "hash state must be a bytearray");
        return nullptr;
    }
    return &vm.as<vm::BytesObject>(v).data;
}

// The bytes to hash, with CPython's errors for str and non-buffers.
const std::string* data_arg(Vm& vm, Value v) {
    if (vm.is_kind(v, ObjKind::Bytes)) return &vm.as<vm::BytesObject>(v).data;
    if (vm.is_str(v)) vm.raise(TypeId::TypeError, "Strings must be encoded before hashing");
    else vm.raise(TypeId::TypeError, "object supporting the buffer API required");
    return nullptr;
}

// _new(alg, param, key) -> bytearray: a fresh state.
Value hash_new(Vm& vm, const CallArgs& a) {
    if (a.size() != 3 || !a[0].is_small_int() || a[0].as_small_int() < 0 ||
        a[0].as_small_int() >= int64_t(Alg::Count) || !vm.is_kind(a[1], ObjKind::Bytes) ||
        !vm.is_kind(a[2], ObjKind::Bytes))
        return vm.raise(TypeId::TypeError, "_new(alg, param, key)");
    std::string error;
    auto state = hashlib::new_state(Alg(a[0].as_small_int()), vm.as<vm::BytesObject>(a[1]).data,
                                    vm.as<vm::BytesObject>(a[2]).data, error);
    if (!state) return vm.raise(TypeId::ValueError, error);
    Value v = vm.new_bytes(std::move(*state));
    if (v.is_error()) return v;
    vm.as<vm::BytesObject>(v).is_bytearray = true;
    return v;
}

// _update(state, data): feeds data in place.
Value hash_update(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "_update(state, data)");
    std::string* state = state_arg(vm, a[0]);
    if (!state) return Value::error();
    const std::string* data = data_arg(vm, a[1]);
    if (!data) return Value::error();
    // Large inputs are charged against the instruction budget as other native scans are.
    if (data->size() > 4096 && !vm.check_native_limits(0)) return Value::error();
    std::string error;
    if (!hashlib::update_state(*state, *data, error)) return vm.raise(TypeId::ValueError, error);
    return Value::none();
}

// The digest of a copy of the state: `length` bytes for the SHAKEs (CPython's checks).
std::optional<std::string> digest_of(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) {
        vm.raise(TypeId::TypeError, "_digest(state, length)");
        return std::nullopt;
    }
    std::string* state = state_arg(vm, a[0]);
    if (!state) return std::nullopt;
    size_t length = 0;
    if (a[1].is_small_int()) {
        int64_t n = a[1].as_small_int();
        if (n < 0) {
            vm.raise(TypeId::SystemError, "Negative size passed to PyBytes_FromStringAndSize");
            return std::nullopt;
        }
        if (n > (int64_t(1) << 30)) {
            vm.raise(TypeId::MemoryError, "");
            return std::nullopt;
        }
        length = size_t(n);
        if (length > 4096 && !vm.check_native_limits(length * 2)) return std::nullopt;
    } else if (vm.is_kind(a[1], ObjKind::BigInt)) {
        vm.raise(TypeId::OverflowError, "Python int too large to convert to C ssize_t");
        return std::nullopt;
    } else if (vm.is_int(a[1])) {
        length = a[1].as_bool() ? 1 : 0;
    } else {
        std::string message = "'";
        message += vm.type_name(a[1]);
        message += "' object cannot be interpreted as an integer";
        vm.raise(TypeId::TypeError, std::move(message));
        return std::nullopt;
    }
    std::string error;
    auto out = hashlib::digest_state(*state, length, error);
    if (!out) vm.raise(TypeId::ValueError, error);
    return out;
}

Value hash_digest(Vm& vm, const CallArgs& a) {
    auto out = digest_of(vm, a);
    if (!out) return Value::error();
    return vm.new_bytes(std::move(*out));
}

Value hash_hexdigest(Vm& vm, const CallArgs& a) {
    auto out = digest_of(vm, a);
    if (!out) return Value::error();
    static constexpr char kHex[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(out->size() * 2);
    for (unsigned char c : *out) {
        hex.push_back(kHex[c >> 4]);
        hex.push_back(kHex[c & 15]);
    }
    return vm.new_str(std::move(hex));
}

}  // namespace

void hashlib_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("hashlib", "_new", hash_new);
    reg.add_module_function("hashlib", "_update", hash_update);
    reg.add_module_function("hashlib", "_digest", hash_digest);
    reg.add_module_function("hashlib", "_hexdigest", hash_hexdigest);
}

}  // namespace basilisk::stdlib
