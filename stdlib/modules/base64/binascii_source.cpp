// binascii (base64 and hex codecs): Python over the native base64 codec of binascii.cpp, with
// CPython 3.11's argument rules and binascii.Error messages.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view binascii_source() {
    return R"PY(
class Error(ValueError):
    __module__ = 'binascii'


class Incomplete(Exception):
    __module__ = 'binascii'


_HEX = frozenset(b'0123456789abcdefABCDEF')


def _ascii_data(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters') from None
    if isinstance(s, (bytes, bytearray)):
        return s
    raise TypeError(f"argument should be bytes, buffer or ASCII string, not '{type(s).__name__}'")


def _bytes_like(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    return data


def a2b_base64(data, /, *, strict_mode=False):
    r = _a2b_base64(_ascii_data(data), strict_mode)
    if type(r) is str:
        raise Error(r)
    return r


def b2a_base64(data, /, *, newline=True):
    return _b2a_base64(_bytes_like(data), newline)


def hexlify(data, sep=None, bytes_per_sep=1):
    data = _bytes_like(data)
    if sep is None:
        return data.hex().encode('ascii')
    return data.hex(sep, bytes_per_sep).encode('ascii')


b2a_hex = hexlify


def unhexlify(hexstr, /):
    s = _ascii_data(hexstr)
    if len(s) % 2:
        raise Error('Odd-length string')
    for c in s:
        if c not in _HEX:
            raise Error('Non-hexadecimal digit found')
    return bytes.fromhex(s.decode('ascii'))


a2b_hex = unhexlify


def _crc32_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


_CRC32 = None


def crc32(data, crc=0, /):
    """Compute CRC-32 incrementally."""
    global _CRC32
    data = _bytes_like(data)
    if not isinstance(crc, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(crc).__name__)
    table = _CRC32
    if table is None:
        table = _CRC32 = _crc32_table()
    c = (crc & 0xFFFFFFFF) ^ 0xFFFFFFFF
    for b in data:
        c = table[(c ^ b) & 0xFF] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


def crc_hqx(data, crc, /):
    """Compute CRC-CCITT incrementally."""
    data = _bytes_like(data)
    if not isinstance(crc, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(crc).__name__)
    c = crc & 0xFFFF
    for b in data:
        c ^= b << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021) & 0xFFFF if c & 0x8000 else (c << 1) & 0xFFFF
    return c
)PY";
}

}  // namespace basilisk::stdlib
