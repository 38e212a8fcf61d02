// base64: the Base16/32/64 and Ascii85/Base85 codecs. Base64 and hex go straight to binascii
// (native base64 codec); the others are Python that does the per-block arithmetic and leaves the
// digit <-> alphabet mapping and validation to bytes.translate over the whole text.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view base64_source() {
    return R"PY(
import binascii

__all__ = [
    'encode', 'decode', 'encodebytes', 'decodebytes',
    'b64encode', 'b64decode', 'b32encode', 'b32decode',
    'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
    'b85encode', 'b85decode', 'a85encode', 'a85decode',
    'standard_b64encode', 'standard_b64decode',
    'urlsafe_b64encode', 'urlsafe_b64decode',
]

bytes_types = (bytes, bytearray)

MAXLINESIZE = 76                      # characters per line written by encode()/encodebytes()
MAXBINSIZE = MAXLINESIZE // 4 * 3     # input bytes that fill exactly one such line


# ---- argument coercion -------------------------------------------------------------------

def _text_or_bytes(value):
    # Decoders take bytes, bytearray or a str that is pure ASCII; the result is always bytes.
    if isinstance(value, bytes_types):
        return bytes(value)
    if not isinstance(value, str):
        raise TypeError("argument should be a bytes-like object or ASCII string, not %r"
                        % type(value).__name__)
    if not value.isascii():
        raise ValueError('string argument should contain only ASCII characters')
    return value.encode('ascii')


def _binary_only(value):
    # Encoders implemented here (not in binascii) accept binary data only. There is no memoryview
    # in Basilisk, but the message is the one CPython's buffer conversion gives.
    if isinstance(value, bytes_types):
        return bytes(value)
    raise TypeError("memoryview: a bytes-like object is required, not %r" % type(value).__name__)


def _two_chars(value):
    if len(value) != 2:
        raise AssertionError(repr(value))
    return value


# ---- Base64 --------------------------------------------------------------------------------

def b64encode(s, altchars=None):
    out = binascii.b2a_base64(s, newline=False)
    if altchars is None:
        return out
    return out.translate(bytes.maketrans(b'+/', _two_chars(altchars)))


def b64decode(s, altchars=None, validate=False):
    raw = _text_or_bytes(s)
    if altchars is not None:
        swap = _two_chars(_text_or_bytes(altchars))
        raw = raw.translate(bytes.maketrans(swap, b'+/'))
    return binascii.a2b_base64(raw, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


_TO_URLSAFE = bytes.maketrans(b'+/', b'-_')
_FROM_URLSAFE = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    return b64encode(s).translate(_TO_URLSAFE)


def urlsafe_b64decode(s):
    return b64decode(_text_or_bytes(s).translate(_FROM_URLSAFE))


# ---- Base32 --------------------------------------------------------------------------------
# Both Base32 flavours work on 40-bit blocks (5 bytes <-> 8 digits). Digit values 0..31 are
# produced or consumed as raw bytes and mapped to/from the alphabet with one translate() over the
# whole text, so the per-block Python work is only the shifting.

_STD32 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_HEX32 = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'
_DIGIT_VALUES = bytes(range(32))

# Bytes of output kept from the last block, by number of '=' characters.
_B32_TAIL_BYTES = {0: 5, 1: 4, 3: 3, 4: 2, 6: 1}
# '=' characters that end the output, by number of input bytes in the last block.
_B32_PAD_CHARS = {1: 6, 2: 4, 3: 3, 4: 1}

_b32_tables = {}


def _b32_tables_for(alphabet):
    tables = _b32_tables.get(alphabet)
    if tables is None:
        to_text = bytes.maketrans(_DIGIT_VALUES, alphabet)
        to_value = bytes.maketrans(alphabet, _DIGIT_VALUES)
        tables = _b32_tables[alphabet] = (to_text, to_value)
    return tables


def _encode32(alphabet, s):
    data = _binary_only(s)
    short = len(data) % 5
    if short:
        data += bytes(5 - short)
    digits = bytearray()
    take = int.from_bytes
    for pos in range(0, len(data), 5):
        n = take(data[pos:pos + 5], 'big')
        digits += bytes(((n >> 35) & 31, (n >> 30) & 31, (n >> 25) & 31, (n >> 20) & 31,
                         (n >> 15) & 31, (n >> 10) & 31, (n >> 5) & 31, n & 31))
    text = bytes(digits).translate(_b32_tables_for(alphabet)[0])
    if short:
        pad = _B32_PAD_CHARS[short]
        text = text[:-pad] + b'=' * pad
    return text


def _decode32(alphabet, s, casefold=False, map01=None):
    text = _text_or_bytes(s)
    if len(text) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        one = _text_or_bytes(map01)
        if len(one) != 1:
            raise AssertionError(repr(one))
        text = text.translate(bytes.maketrans(b'01', b'O' + one))
    if casefold:
        text = text.upper()
    body = text.rstrip(b'=')
    if body.translate(None, alphabet):
        raise binascii.Error('Non-base32 digit found')
    pads = len(text) - len(body)
    keep = _B32_TAIL_BYTES.get(pads)
    if keep is None:
        raise binascii.Error('Incorrect padding')
    values = body.translate(_b32_tables_for(alphabet)[1]) + bytes(pads)
    out = bytearray()
    for pos in range(0, len(values), 8):
        v = values[pos:pos + 8]
        n = ((v[0] << 35) | (v[1] << 30) | (v[2] << 25) | (v[3] << 20)
             | (v[4] << 15) | (v[5] << 10) | (v[6] << 5) | v[7])
        out += n.to_bytes(5, 'big')
    if pads and out:
        del out[len(out) - 5 + keep:]
    return bytes(out)


def b32encode(s):
    return _encode32(_STD32, s)


def b32decode(s, casefold=False, map01=None):
    return _decode32(_STD32, s, casefold, map01)


def b32hexencode(s):
    return _encode32(_HEX32, s)


def b32hexdecode(s, casefold=False):
    return _decode32(_HEX32, s, casefold)


# ---- Base16 --------------------------------------------------------------------------------

_UPPER_HEX = b'0123456789ABCDEF'


def b16encode(s):
    return binascii.b2a_hex(s).upper()


def b16decode(s, casefold=False):
    text = _text_or_bytes(s)
    if casefold:
        text = text.upper()
    # Lowercase digits are rejected unless casefold is set, so check before unhexlify.
    if text.translate(None, _UPPER_HEX):
        raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(text)


# ---- Ascii85 and Base85 ---------------------------------------------------------------------
# Both turn each 32-bit big-endian word into five base-85 digits. Ascii85 writes digit d as the
# byte 33 + d and has the 'z' (and optionally 'y') shorthands; Base85 uses its own alphabet.
# A short final word is zero-filled for encoding and the surplus digits dropped (unless pad);
# decoding fills a short final group with the highest digit and drops the surplus bytes.

_B85_ALPHABET = (b'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                 b'abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~')
_A85_ALPHABET = bytes(range(33, 118))
_DIGITS85 = bytes(range(85))
_WORD_MAX = 0xFFFFFFFF


def _words_to_85(data, pad, zero_char, space_char):
    # Returns the digit values (0..84) as bytes, with shorthand characters spliced in directly;
    # the caller translates digit values into its alphabet, which must leave the shorthand
    # characters alone (they are never below 85, so they never collide with a digit value).
    short = len(data) % 4
    if short:
        data += bytes(4 - short)
    digits = bytearray()
    take = int.from_bytes
    last = len(data) - 4
    for pos in range(0, len(data), 4):
        n = take(data[pos:pos + 4], 'big')
        if zero_char and n == 0 and (pad or not short or pos != last):
            digits.append(zero_char)
            continue
        if space_char and n == 0x20202020 and (pad or not short or pos != last):
            digits.append(space_char)
            continue
        d4 = n % 85
        n //= 85
        d3 = n % 85
        n //= 85
        d2 = n % 85
        n //= 85
        digits += bytes((n // 85, n % 85, d2, d3, d4))
    if short and not pad:
        del digits[len(digits) - (4 - short):]
    return bytes(digits)


def _85_to_words(values):
    # values: digit values 0..84, a multiple of five long. Returns the decoded bytes, or the
    # index of the first group that overflows 32 bits.
    out = bytearray()
    for pos in range(0, len(values), 5):
        g = values[pos:pos + 5]
        n = (((g[0] * 85 + g[1]) * 85 + g[2]) * 85 + g[3]) * 85 + g[4]
        if n > _WORD_MAX:
            return pos
        out += n.to_bytes(4, 'big')
    return out


def _wrap_lines(text, width, adobe):
    # Ascii85 line wrapping: the '<~' opener counts toward the first line, and '~>' goes on a line
    # of its own when it would not fit on the last one.
    if adobe:
        text = b'<~' + text
    if width:
        step = max(width, 2 if adobe else 1)
        text = b'\n'.join([text[i:i + step] for i in range(0, len(text), step)])
        if adobe and len(text) - (text.rfind(b'\n') + 1) + 2 > width:
            text += b'\n'
    if adobe:
        text += b'~>'
    return text


_A85_FROM_DIGITS = bytes.maketrans(_DIGITS85, _A85_ALPHABET)


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    data = _binary_only(b)
    digits = _words_to_85(data, pad, 0x7A, 0x79 if foldspaces else 0)   # 'z', 'y'
    return _wrap_lines(digits.translate(_A85_FROM_DIGITS), wrapcol, adobe)


_A85_TO_DIGITS = bytes.maketrans(_A85_ALPHABET, _DIGITS85)


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\x0b'):
    text = _text_or_bytes(b)
    if adobe:
        if not text.endswith(b'~>'):
            raise ValueError("Ascii85 encoded byte sequences must end with b'~>'")
        text = text[2:-2] if text.startswith(b'<~') else text[:-2]
    # Gather the digits group by group; 'z'/'y' expand only where a group would begin.
    chars = bytearray()
    in_group = 0
    for c in text:
        if 33 <= c <= 117:
            chars.append(c)
            in_group = (in_group + 1) % 5
        elif c == 0x7A:
            if in_group:
                raise ValueError('z inside Ascii85 5-tuple')
            chars += b'!!!!!'
        elif c == 0x79 and foldspaces:
            if in_group:
                raise ValueError('y inside Ascii85 5-tuple')
            chars += b'+<VdL'
        elif c in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % c)
    fill = -len(chars) % 5
    values = bytes(chars).translate(_A85_TO_DIGITS) + b'\x54' * fill
    out = _85_to_words(values)
    if type(out) is int:
        raise ValueError('Ascii85 overflow')
    if fill:
        del out[len(out) - fill:]
    return bytes(out)


_B85_FROM_DIGITS = bytes.maketrans(_DIGITS85, _B85_ALPHABET)
_B85_TO_DIGITS = bytes.maketrans(_B85_ALPHABET, _DIGITS85)


def b85encode(b, pad=False):
    data = _binary_only(b)
    return _words_to_85(data, pad, 0, 0).translate(_B85_FROM_DIGITS)


def b85decode(b):
    text = _text_or_bytes(b)
    stray = text.translate(None, _B85_ALPHABET)
    if stray:
        raise ValueError('bad base85 character at position %d' % text.index(stray[0]))
    fill = -len(text) % 5
    values = text.translate(_B85_TO_DIGITS) + b'\x54' * fill
    out = _85_to_words(values)
    if type(out) is int:
        raise ValueError('base85 overflow in hunk starting at byte %d' % out)
    if fill:
        del out[len(out) - fill:]
    return bytes(out)


# ---- MIME-style line-wrapped Base64 ---------------------------------------------------------

def _require_binary(s):
    if isinstance(s, bytes_types):
        return s
    raise TypeError("expected bytes-like object, not %s" % type(s).__name__)


def encodebytes(s):
    _require_binary(s)
    lines = [binascii.b2a_base64(s[i:i + MAXBINSIZE]) for i in range(0, len(s), MAXBINSIZE)]
    return b''.join(lines)


def decodebytes(s):
    return binascii.a2b_base64(_require_binary(s))


def encode(input, output):
    # Reads binary file `input` to the end and writes its Base64 lines to binary file `output`.
    while True:
        block = input.read(MAXBINSIZE)
        if not block:
            return
        # A short read is not yet the end of the file: top it up so every line is full.
        while len(block) < MAXBINSIZE:
            more = input.read(MAXBINSIZE - len(block))
            if not more:
                break
            block += more
        output.write(binascii.b2a_base64(block))


def decode(input, output):
    # Decodes binary file `input` line by line into binary file `output`.
    while True:
        line = input.readline()
        if not line:
            return
        output.write(binascii.a2b_base64(line))
)PY";
}

}  // namespace basilisk::stdlib
