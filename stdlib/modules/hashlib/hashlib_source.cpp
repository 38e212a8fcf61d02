// hashlib: CPython 3.11's constructors and hash objects (HASH, HASHXOF, blake2b, blake2s) over
// the native states of hashlib.cpp. Names for new() follow CPython on OpenSSL: the SHA-1/SHA-2
// and MD5 names in any case and OpenSSL's aliases ("sha-256", "SHA3-256"), the sha3_, shake_
// and blake2 names exactly.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view hashlib_source() {
    return R"PY(
__all__ = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
           'blake2b', 'blake2s',
           'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512',
           'shake_128', 'shake_256',
           'new', 'algorithms_guaranteed', 'algorithms_available',
           'pbkdf2_hmac', 'file_digest')

# name: (native id, digest_size, block_size)
_INFO = {
    'md5': (0, 16, 64), 'sha1': (1, 20, 64), 'sha224': (2, 28, 64), 'sha256': (3, 32, 64),
    'sha384': (4, 48, 128), 'sha512': (5, 64, 128),
    'sha3_224': (6, 28, 144), 'sha3_256': (7, 32, 136), 'sha3_384': (8, 48, 104),
    'sha3_512': (9, 64, 72), 'shake_128': (10, 0, 168), 'shake_256': (11, 0, 136),
    'blake2b': (12, 64, 128), 'blake2s': (13, 32, 64),
}

algorithms_guaranteed = {'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
                         'blake2b', 'blake2s', 'sha3_224', 'sha3_256', 'sha3_384',
                         'sha3_512', 'shake_128', 'shake_256'}
algorithms_available = set(algorithms_guaranteed)

# What OpenSSL's name lookup answers, lowercased (new() is case-insensitive for these).
_ALIASES = {
    'md5': 'md5', 'sha1': 'sha1', 'sha224': 'sha224', 'sha256': 'sha256', 'sha384': 'sha384',
    'sha512': 'sha512', 'sha-1': 'sha1', 'sha-224': 'sha224', 'sha-256': 'sha256',
    'sha-384': 'sha384', 'sha-512': 'sha512', 'sha2-224': 'sha224', 'sha2-256': 'sha256',
    'sha2-384': 'sha384', 'sha2-512': 'sha512', 'sha3-224': 'sha3_224', 'sha3-256': 'sha3_256',
    'sha3-384': 'sha3_384', 'sha3-512': 'sha3_512', 'shake128': 'shake_128',
    'shake256': 'shake_256', 'blake2b512': 'blake2b', 'blake2s256': 'blake2s',
}

_EMPTY = b''


def _make(cls, name, data):
    h = object.__new__(cls)
    info = _INFO[name]
    h._name = name
    h._digest_size = info[1]
    h._block_size = info[2]
    h._s = _new(info[0], _EMPTY, _EMPTY)
    if data is not _EMPTY:
        _update(h._s, data)
    return h


class HASH:
    """A hash represents the object used to calculate a checksum of a
string of information."""

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create '_hashlib.HASH' instances")

    @property
    def name(self):
        return self._name

    @property
    def digest_size(self):
        return self._digest_size

    @property
    def block_size(self):
        return self._block_size

    def update(self, *args):
        if len(args) != 1:
            raise TypeError("HASH.update() takes exactly one argument (%d given)" % len(args))
        _update(self._s, args[0])

    def digest(self):
        return _digest(self._s, 0)

    def hexdigest(self):
        return _hexdigest(self._s, 0)

    def copy(self):
        h = object.__new__(type(self))
        h._name = self._name
        h._digest_size = self._digest_size
        h._block_size = self._block_size
        h._s = bytearray(self._s)
        return h

    def __repr__(self):
        return '<%s _hashlib.%s object @ 0x%x>' % (self._name, type(self).__name__, id(self))


class HASHXOF(HASH):
    """A hash is an object used to calculate a checksum of a string of information."""

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create '_hashlib.HASHXOF' instances")

    def digest(self, *args, **kwargs):
        length = _xof_length('digest', args, kwargs)
        return _digest(self._s, length)

    def hexdigest(self, *args, **kwargs):
        length = _xof_length('hexdigest', args, kwargs)
        return _hexdigest(self._s, length)


def _xof_length(method, args, kwargs):
    if len(args) + len(kwargs) > 1:
        raise TypeError('%s() takes at most 1 argument (%d given)' % (method, len(args) + len(kwargs)))
    if args:
        return args[0]
    if 'length' in kwargs:
        return kwargs['length']
    if kwargs:
        raise TypeError("%s() got an unexpected keyword argument '%s'" % (method, next(iter(kwargs))))
    raise TypeError("%s() missing required argument 'length' (pos 1)" % method)


def _hash_constructor(name, cls):
    # CPython's constructors take the data as "string" (positional or keyword).
    def constructor(string=_EMPTY, **kwargs):
        for k in kwargs:
            if k != 'usedforsecurity':
                raise TypeError("'%s' is an invalid keyword argument for openssl_%s()" % (k, name))
        return _make(cls, name, string)
    constructor.__name__ = 'openssl_' + name
    constructor.__qualname__ = 'openssl_' + name
    return constructor


md5 = _hash_constructor('md5', HASH)
sha1 = _hash_constructor('sha1', HASH)
sha224 = _hash_constructor('sha224', HASH)
sha256 = _hash_constructor('sha256', HASH)
sha384 = _hash_constructor('sha384', HASH)
sha512 = _hash_constructor('sha512', HASH)
sha3_224 = _hash_constructor('sha3_224', HASH)
sha3_256 = _hash_constructor('sha3_256', HASH)
sha3_384 = _hash_constructor('sha3_384', HASH)
sha3_512 = _hash_constructor('sha3_512', HASH)
shake_128 = _hash_constructor('shake_128', HASHXOF)
shake_256 = _hash_constructor('shake_256', HASHXOF)


def _index(x):
    if isinstance(x, int):
        return int(x)
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)


def _buffer(x):
    if isinstance(x, (bytes, bytearray)):
        return bytes(x)
    if isinstance(x, str):
        raise TypeError('Strings must be encoded before hashing')
    raise TypeError('object supporting the buffer API required')


class _Blake2:
    # CPython's blake2b/blake2s (Modules/_blake2): the parameter block, then the key as a first
    # block; tree hashing parameters are accepted as CPython does.

    def __init__(self, data=_EMPTY, /, *, digest_size=None, key=_EMPTY, salt=_EMPTY, person=_EMPTY,
                 fanout=1, depth=1, leaf_size=0, node_offset=0, node_depth=0, inner_size=0,
                 last_node=False, usedforsecurity=True):
        big = self._name == 'blake2b'
        maxd = self.MAX_DIGEST_SIZE
        if digest_size is None:
            digest_size = maxd
        digest_size = _index(digest_size)
        if not 1 <= digest_size <= maxd:
            raise ValueError('digest_size must be between 1 and %d bytes' % maxd)
        key = _buffer(key)
        salt = _buffer(salt)
        person = _buffer(person)
        if len(key) > self.MAX_KEY_SIZE:
            raise ValueError('maximum key length is %d bytes' % self.MAX_KEY_SIZE)
        if len(salt) > self.SALT_SIZE:
            raise ValueError('maximum salt length is %d bytes' % self.SALT_SIZE)
        if len(person) > self.PERSON_SIZE:
            raise ValueError('maximum person length is %d bytes' % self.PERSON_SIZE)
        fanout = _index(fanout)
        if not 0 <= fanout <= 255:
            raise ValueError('fanout must be between 0 and 255')
        depth = _index(depth)
        if not 1 <= depth <= 255:
            raise ValueError('depth must be between 1 and 255')
        leaf_size = _index(leaf_size)
        if not 0 <= leaf_size <= 0xFFFFFFFF:
            raise OverflowError('leaf_size is too large')
        node_offset = _index(node_offset)
        if node_offset < 0 or (not big and node_offset >= 1 << 48) or node_offset >= 1 << 64:
            raise OverflowError('node_offset is too large')
        node_depth = _index(node_depth)
        if not 0 <= node_depth <= 255:
            raise ValueError('node_depth must be between 0 and 255')
        inner_size = _index(inner_size)
        if not 0 <= inner_size <= maxd:
            raise ValueError('inner_size must be between 0 and is %d' % maxd)
        half = self.SALT_SIZE
        param = bytes([digest_size, len(key), fanout, depth]) + leaf_size.to_bytes(4, 'little')
        if big:
            param += node_offset.to_bytes(8, 'little') + bytes([node_depth, inner_size]) + bytes(14)
        else:
            param += node_offset.to_bytes(6, 'little') + bytes([node_depth, inner_size])
        param += salt + bytes(half - len(salt)) + person + bytes(half - len(person))
        self._digest_size = digest_size
        # One more byte after the parameter block: the last-node flag.
        param += bytes([1 if last_node else 0])
        self._s = _new(_INFO[self._name][0], param, key)
        if data is not _EMPTY:
            _update(self._s, data)

    @property
    def name(self):
        return self._name

    @property
    def digest_size(self):
        return self._digest_size

    @property
    def block_size(self):
        return self._block_size

    def update(self, data, /):
        _update(self._s, data)

    def digest(self):
        return _digest(self._s, 0)

    def hexdigest(self):
        return _hexdigest(self._s, 0)

    def copy(self):
        h = object.__new__(type(self))
        h._digest_size = self._digest_size
        h._s = bytearray(self._s)
        return h

    def __repr__(self):
        return '<_blake2.%s object at 0x%x>' % (self._name, id(self))


class blake2b(_Blake2):
    """Return a new BLAKE2b hash object."""
    _name = 'blake2b'
    _block_size = 128
    SALT_SIZE = 16
    PERSON_SIZE = 16
    MAX_KEY_SIZE = 64
    MAX_DIGEST_SIZE = 64


class blake2s(_Blake2):
    """Return a new BLAKE2s hash object."""
    _name = 'blake2s'
    _block_size = 64
    SALT_SIZE = 8
    PERSON_SIZE = 8
    MAX_KEY_SIZE = 32
    MAX_DIGEST_SIZE = 32


def new(name, data=_EMPTY, **kwargs):
    """new(name, data=b'') - Return a new hashing object using the named algorithm;
    optionally initialized with data (which must be a bytes-like object).
    """
    if not isinstance(name, str):
        raise TypeError('name must be a string')
    if name in ('blake2b', 'blake2s'):
        cls = blake2b if name == 'blake2b' else blake2s
        return cls(data, **kwargs)
    canonical = name if name in _INFO else _ALIASES.get(name.lower())
    if canonical is None:
        raise ValueError('unsupported hash type ' + name)
    for k in kwargs:
        if k != 'usedforsecurity':
            raise TypeError("'%s' is an invalid keyword argument for new()" % k)
    if canonical in ('blake2b', 'blake2s'):
        return (blake2b if canonical == 'blake2b' else blake2s)(data)
    return _make(HASHXOF if canonical.startswith('shake') else HASH, canonical, data)


def _pbkdf2_bytes(value):
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    raise TypeError("a bytes-like object is required, not '%s'" % type(value).__name__)


def pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None):
    """Password based key derivation function 2 (PKCS #5 v2.0) with HMAC as
pseudorandom function."""
    if not isinstance(hash_name, str):
        raise TypeError("pbkdf2_hmac() argument 'hash_name' must be str, not %s"
                        % type(hash_name).__name__)
    password = _pbkdf2_bytes(password)
    salt = _pbkdf2_bytes(salt)
    iterations = _index(iterations)
    if dklen is not None:
        dklen = _index(dklen)
    canonical = hash_name if hash_name in _INFO else _ALIASES.get(hash_name.lower())
    if canonical is None or canonical.startswith('shake'):
        raise ValueError('unsupported hash type ' + hash_name)
    if iterations < 1:
        raise ValueError('iteration value must be greater than 0.')
    if iterations > 0xFFFFFFFF:
        raise OverflowError('iteration value is too great.')
    inner = new(canonical)
    outer = new(canonical)
    size = inner.block_size
    if len(password) > size:
        password = new(canonical, password).digest()
    padded = password.ljust(size, b'\x00')
    inner.update(bytes([b ^ 0x36 for b in padded]))
    outer.update(bytes([b ^ 0x5C for b in padded]))
    hlen = inner.digest_size
    if dklen is None:
        dklen = hlen
    if dklen < 1:
        raise ValueError('key length must be greater than 0.')
    if dklen > 0xFFFFFFFF:
        raise OverflowError('key length is too great.')

    def prf(msg):
        i = inner.copy()
        i.update(msg)
        o = outer.copy()
        o.update(i.digest())
        return o.digest()

    out = []
    block = 1
    produced = 0
    while produced < dklen:
        u = prf(salt + block.to_bytes(4, 'big'))
        acc = int.from_bytes(u, 'big')
        for _ in range(iterations - 1):
            u = prf(u)
            acc ^= int.from_bytes(u, 'big')
        out.append(acc.to_bytes(hlen, 'big'))
        produced += hlen
        block += 1
    return b''.join(out)[:dklen]


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """Hash the contents of a file-like object. Returns a digest object."""
    if isinstance(digest, str):
        digestobj = new(digest)
    else:
        digestobj = digest()
    if hasattr(fileobj, 'getbuffer'):
        digestobj.update(fileobj.getbuffer())
        return digestobj
    if not (hasattr(fileobj, 'readinto') and hasattr(fileobj, 'readable') and fileobj.readable()):
        raise ValueError("'%r' is not a file-like object in binary reading mode." % (fileobj,))
    while True:
        chunk = fileobj.read(_bufsize)
        if not chunk:
            break
        if not isinstance(chunk, (bytes, bytearray)):
            raise ValueError("'%r' is not a file-like object in binary reading mode." % (fileobj,))
        digestobj.update(chunk)
    return digestobj
)PY";
}

}  // namespace basilisk::stdlib
