// hmac: RFC 2104 keyed hashing, written in Python for Basilisk over the project's hashlib. The
// key (hashed first when longer than the block size) is zero-padded to the block size and
// translated through the 0x36 / 0x5C XOR tables into the inner and outer hash objects;
// digest() finishes a copy of the outer hash, so an HMAC can keep taking updates.
// compare_digest looks at every byte regardless of where the first difference is.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view hmac_source() {
    return R"PY(
# HMAC (RFC 2104) over hashlib: the key, padded to the hash's block size, is XORed with 0x36
# for the inner hash and 0x5C for the outer one; the outer hash covers the inner digest.
import hashlib as _hashes

__all__ = ['new', 'compare_digest', 'digest', 'HMAC']

trans_5C = bytes([b ^ 0x5C for b in range(256)])
trans_36 = bytes([b ^ 0x36 for b in range(256)])

# Required by PEP 247; the real size depends on the hash in use.
digest_size = None


def _hash_factory(digestmod):
    # digestmod may be a constructor (hashlib.sha256, a lambda), a name, or a module with new().
    if digestmod is None:
        raise TypeError("Missing required parameter 'digestmod'.")
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda data=b'': _hashes.new(digestmod, data)
    return lambda data=b'': digestmod.new(data)


def _check_key(key):
    if type(key) is not bytes and not isinstance(key, (bytes, bytearray)):
        raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)


def _keyed_pair(key, make):
    # Returns the inner and outer hashes, already fed their padded keys, and the block size.
    first = make()
    second = make()
    size = getattr(first, 'block_size', 64)
    if len(key) > size:
        key = make(key).digest()
    padded = bytes(key).ljust(size, b'\x00')
    first.update(padded.translate(trans_36))
    second.update(padded.translate(trans_5C))
    return first, second, size


class HMAC:
    blocksize = 64

    def __init__(self, key, msg=None, digestmod=''):
        _check_key(key)
        make = _hash_factory(digestmod or None)
        self._inner, self._outer, self.block_size = _keyed_pair(key, make)
        self.digest_size = getattr(self._inner, 'digest_size')
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return 'hmac-' + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        twin = object.__new__(type(self))
        twin._inner = self._inner.copy()
        twin._outer = self._outer.copy()
        twin.block_size = self.block_size
        twin.digest_size = self.digest_size
        return twin

    def _final(self):
        # The outer hash is finished on a copy so the object can keep taking updates.
        tail = self._outer.copy()
        tail.update(self._inner.digest())
        return tail

    def digest(self):
        return self._final().digest()

    def hexdigest(self):
        return self._final().hexdigest()


def new(key, msg=None, digestmod=''):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    _check_key(key)
    first, second, _ = _keyed_pair(key, _hash_factory(digest))
    first.update(msg)
    second.update(first.digest())
    return second.digest()


def _as_bytes_like(value):
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    try:
        return bytes(memoryview(value))
    except Exception:
        return None


def compare_digest(a, b):
    # Every byte is looked at whatever the first difference, so the time taken does not tell
    # how long a matching prefix was.
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError('comparing strings with non-ASCII characters is not supported')
        x = a.encode()
        y = b.encode()
    elif isinstance(a, str) or isinstance(b, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    else:
        x = _as_bytes_like(a)
        y = _as_bytes_like(b)
        if x is None or y is None:
            raise TypeError("unsupported operand types(s) or combination of types: '%s' and '%s'"
                            % (type(a).__name__, type(b).__name__))
    diff = len(x) ^ len(y)
    if diff:
        y = x
    for p, q in zip(x, y):
        diff |= p ^ q
    return diff == 0
)PY";
}

}  // namespace basilisk::stdlib
