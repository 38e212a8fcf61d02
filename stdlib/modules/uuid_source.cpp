// uuid: the immutable UUID class (one 128-bit int; every field, variant and version is a view of
// it), SafeUUID (an Enum), getnode and uuid1/3/4/5. uuid4 and uuid1's random parts come from a
// private random.Random initialized by the host's seed (not from the OS, and not from random's
// shared generator, whose sequence a script may have seeded); uuid1 reads the host's clock. The
// digests of uuid3/uuid5 are natives of this module (_md5, _sha1: OpenSSL's libcrypto, random.cpp).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view uuid_source() {
    return R"PY(
from enum import Enum as _Enum

# The four variant families, as UUID.variant names them.
RESERVED_NCS = "reserved for NCS compatibility"
RFC_4122 = "specified in RFC 4122"
RESERVED_MICROSOFT = "reserved for Microsoft compatibility"
RESERVED_FUTURE = "reserved for future definition"


class SafeUUID(_Enum):
    safe = 0
    unsafe = -1
    unknown = None


_LIMIT = 1 << 128
_VARIANT_MASK = 0xC000 << 48        # the two top bits of clock_seq_hi_variant
_RFC_VARIANT = 0x8000 << 48
_VERSION_MASK = 0xF000 << 64        # the top nibble of time_hi_version

_VARIANT_BY_TOP_BITS = (RESERVED_NCS,) * 4 + (RFC_4122,) * 2 + (RESERVED_MICROSOFT, RESERVED_FUTURE)

# Field widths in bits, in order, for UUID(fields=...) and its error messages.
_FIELD_BITS = (32, 16, 16, 8, 8, 48)


def _reorder_le(data):
    # The first three fields are stored little-endian in bytes_le; the rest is as in bytes.
    return data[:4][::-1] + data[4:6][::-1] + data[6:8][::-1] + data[8:]


def _int_from_hex(text):
    # Accepts what CPython accepts: optional 'urn:' / 'uuid:' and braces, dashes anywhere, then
    # whatever int(..., 16) takes from the remaining 32 characters.
    digits = text.replace('urn:', '').replace('uuid:', '')
    digits = digits.strip('{}').replace('-', '')
    if len(digits) != 32:
        raise ValueError('badly formed hexadecimal UUID string')
    return int(digits, 16)


def _int_from_bytes(data):
    if len(data) != 16:
        raise ValueError('bytes is not a 16-char string')
    if isinstance(data, bytes):
        return int.from_bytes(data, 'big')
    raise AssertionError(repr(data))


def _int_from_fields(fields):
    if len(fields) != 6:
        raise ValueError('fields is not a 6-tuple')
    value = 0
    for position, (field, bits) in enumerate(zip(fields, _FIELD_BITS), 1):
        if not 0 <= field < 1 << bits:
            article = 'an' if bits == 8 else 'a'
            raise ValueError('field %d out of range (need %s %d-bit value)'
                             % (position, article, bits))
        value = (value << bits) | field
    return value


def _ordering(test):
    def compare(self, other):
        return test(self.int, other.int) if isinstance(other, UUID) else NotImplemented
    return compare


_store = object.__setattr__     # UUID's own __setattr__ refuses every assignment


class UUID:
    """An immutable 128-bit universally unique identifier (RFC 4122), built from exactly one
    of hex, bytes, bytes_le, fields or int."""

    __slots__ = 'int', 'is_safe', '__weakref__'

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None, version=None,
                 *, is_safe=SafeUUID.unknown):
        sources = (hex, bytes, bytes_le, fields, int)
        if sources.count(None) != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, or int arguments '
                            'must be given')
        if hex is not None:
            value = _int_from_hex(hex)
        elif bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError('bytes_le is not a 16-char string')
            value = _int_from_bytes(_reorder_le(bytes_le))
        elif bytes is not None:
            value = _int_from_bytes(bytes)
        elif fields is not None:
            value = _int_from_fields(fields)
        else:
            value = int
            if not 0 <= value < _LIMIT:
                raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if version < 1 or version > 5:
                raise ValueError('illegal version number')
            # Stamp the RFC 4122 variant and the version number over whatever was there.
            value = (value & ~_VARIANT_MASK) | _RFC_VARIANT
            value = (value & ~_VERSION_MASK) | (version << 76)
        _store(self, 'int', value)
        _store(self, 'is_safe', is_safe)

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __getstate__(self):
        state = {'int': self.int}
        if self.is_safe is not SafeUUID.unknown:
            state['is_safe'] = self.is_safe.value
        return state

    def __setstate__(self, state):
        _store(self, 'int', state['int'])
        _store(self, 'is_safe', SafeUUID(state['is_safe']) if 'is_safe' in state
               else SafeUUID.unknown)

    def __eq__(self, other):
        return self.int == other.int if isinstance(other, UUID) else NotImplemented

    __lt__ = _ordering(lambda a, b: a < b)
    __le__ = _ordering(lambda a, b: a <= b)
    __gt__ = _ordering(lambda a, b: a > b)
    __ge__ = _ordering(lambda a, b: a >= b)

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __str__(self):
        digits = '%032x' % self.int
        return '-'.join((digits[:8], digits[8:12], digits[12:16], digits[16:20], digits[20:]))

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    # -- views of the 128 bits --

    @property
    def hex(self):
        return format(self.int, '032x')

    @property
    def urn(self):
        return 'urn:uuid:%s' % self

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        return _reorder_le(self.bytes)

    @property
    def fields(self):
        value = self.int
        return (value >> 96, (value >> 80) & 0xFFFF, (value >> 64) & 0xFFFF,
                (value >> 56) & 0xFF, (value >> 48) & 0xFF, value & 0xFFFFFFFFFFFF)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xFFFF

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xFFFF

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xFF

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xFF

    @property
    def node(self):
        return self.int & 0xFFFFFFFFFFFF

    @property
    def time(self):
        # The 60-bit timestamp, without the version nibble.
        value = self.int
        return (((value >> 64) & 0x0FFF) << 48) | (((value >> 80) & 0xFFFF) << 32) | (value >> 96)

    @property
    def clock_seq(self):
        # 14 bits, without the variant bits.
        return (self.int >> 48) & 0x3FFF

    @property
    def variant(self):
        # Decided by the three high bits of clock_seq_hi_variant: 0xx, 10x, 110, 111.
        return _VARIANT_BY_TOP_BITS[(self.int >> 61) & 0b111]

    @property
    def version(self):
        if self.variant != RFC_4122:
            return None
        return (self.int >> 76) & 0xF


# ---- generators -------------------------------------------------------------------------------
# The sandbox has no network interfaces and no OS randomness: uuid4 and the random parts of
# uuid1 come from a private random.Random that the host's seed initializes (not the shared
# generator, whose sequence a script may have seeded), and uuid1 reads the host's clock.

_generator = None
_node_id = None
_previous_stamp = None
_GREGORIAN_OFFSET = 0x01B21DD213814000   # 100 ns ticks from 1582-10-15 to the Unix epoch


def _rng():
    global _generator
    if _generator is None:
        import random
        _generator = random.Random()
    return _generator


def getnode():
    # Without a hardware address, a random 48-bit number with the multicast bit set stands in,
    # so it cannot clash with a real one; it stays the same for the whole run.
    global _node_id
    if _node_id is None:
        _node_id = _rng().getrandbits(48) | (1 << 40)
    return _node_id


def uuid1(node=None, clock_seq=None):
    global _previous_stamp
    import time
    stamp = time.time_ns() // 100 + _GREGORIAN_OFFSET
    if _previous_stamp is not None and stamp <= _previous_stamp:
        stamp = _previous_stamp + 1        # keep successive values strictly increasing
    _previous_stamp = stamp
    if clock_seq is None:
        clock_seq = _rng().getrandbits(14)
    if node is None:
        node = getnode()
    parts = (stamp & 0xFFFFFFFF, (stamp >> 32) & 0xFFFF, (stamp >> 48) & 0x0FFF,
             (clock_seq >> 8) & 0x3F, clock_seq & 0xFF, node)
    return UUID(fields=parts, version=1)


def _name_bytes(name):
    # Names must be str (CPython 3.11 encodes them with bytes(name, 'utf-8')).
    if isinstance(name, str):
        return name.encode('utf-8')
    raise TypeError('encoding without a string argument')


def uuid3(namespace, name):
    # _md5 and _sha1 are natives of this module.
    return UUID(bytes=_md5(namespace.bytes + _name_bytes(name)), version=3)


def uuid4():
    return UUID(bytes=_rng().randbytes(16), version=4)


def uuid5(namespace, name):
    digest = _sha1(namespace.bytes + _name_bytes(name))
    return UUID(bytes=digest[:16], version=5)      # SHA-1 gives 20 bytes; the first 16 count


# RFC 4122's predefined namespaces differ only in their first field.
_NAMESPACE_TAIL = '-9dad-11d1-80b4-00c04fd430c8'
NAMESPACE_DNS = UUID('6ba7b810' + _NAMESPACE_TAIL)
NAMESPACE_URL = UUID('6ba7b811' + _NAMESPACE_TAIL)
NAMESPACE_OID = UUID('6ba7b812' + _NAMESPACE_TAIL)
NAMESPACE_X500 = UUID('6ba7b814' + _NAMESPACE_TAIL)
)PY";
}

}  // namespace basilisk::stdlib
