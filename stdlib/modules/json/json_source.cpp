// json: the module's Python layer (dumps, loads, dump, load, JSONEncoder, JSONDecoder,
// JSONDecodeError) over three natives: _encode and _encode_str (json_encode.cpp) and _decode
// (json_decode.cpp).
//
// Plain dumps(obj) and loads(s) go straight to the natives. Everything that calls user code
// runs in Python frames so a host call inside it can pause: with hooks, _decode leaves tagged
// tuples and _run_hooks calls the hooks afterwards in document order (an object's hook once its
// members are done); when _encode meets an object only a user `default` can convert (or a dict
// subclass with its own items()), the generator built by _chunk_source redoes the document, and
// it also serves iterencode(), whose pieces match CPython's.
#include "stdlib/modules/json/json_support.h"
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view json_source() {
    return R"PY(
"""Reading and writing JSON text.

dumps()/loads() convert between Python values and JSON documents; dump()/load() do the same
through objects with write()/read(). JSONEncoder and JSONDecoder carry the options and can be
subclassed. The work is done by three natives: _encode (a whole document), _encode_str (one
string literal) and _decode (the scanner).
"""

__all__ = [
    'dump', 'dumps', 'load', 'loads',
    'JSONDecoder', 'JSONDecodeError', 'JSONEncoder',
]

__version__ = '2.0.9'

_INF = float('inf')


# ---------------------------------------------------------------------------------------------
# Decoding


class JSONDecodeError(ValueError):
    """Raised for text that is not a JSON document.

    msg is the bare reason, doc the text, pos the index where decoding failed, and lineno /
    colno the 1-based line and column of pos.
    """
    __module__ = 'json.decoder'

    def __init__(self, msg, doc, pos):
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = doc.count('\n', 0, pos) + 1
        # rfind gives -1 on the first line, so the column is 1-based either way.
        self.colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(
            self, f'{msg}: line {self.lineno} column {self.colno} (char {pos})')

    def __reduce__(self):
        return type(self), (self.msg, self.doc, self.pos)


_NAMED_FLOATS = {'NaN': float('nan'), 'Infinity': _INF, '-Infinity': -_INF}
# The default parse_constant; kept as one object so a decoder can tell it was not replaced.
_named_float = _NAMED_FLOATS.__getitem__

# Bits telling _decode which places to leave as tagged tuples for the hooks (json_support.h).
_WANT_OBJECT = 1      # ('o', dict)
_WANT_PAIRS = 2       # ('p', [(key, value), ...])
_WANT_FLOAT = 4       # ('f', text)
_WANT_INT = 8         # ('i', text)
_WANT_CONSTANT = 16   # ('c', text)

_JSON_SPACE = ' \t\n\r'


def _whole(s):
    # The plain loads() path. It is its own frame on purpose: _decode measures the nesting it
    # may allow from the frames below it, and counts one more for the frame CPython's scanner
    # would run in (see json_decode.cpp).
    return _decode(s, 0, True, True, 0, JSONDecodeError)


def _run_hooks(tree, dec, parse):
    """Return `tree` with every tagged tuple the scanner left replaced by its hook's result.

    The walk keeps its own stack (documents nest as deep as the recursion limit allows) and
    visits values in document order, calling an object's hook once its members are done:
    the order a recursive scanner calls them in. `parse` maps a scalar tag to its hook.
    The hooks are called from plain Python frames, so they may pause at host calls.
    """
    root = [tree]
    # A frame: [container, its keys (None: walk by index), next position, hook, pairs?]
    stack = [[root, None, 0, None, False]]
    while True:
        frame = stack[-1]
        box, keys, at, hook, pairs = frame
        if at == (len(box) if keys is None else len(keys)):
            stack.pop()
            if not stack:
                return root[0]
            done = box if hook is None else hook(box)
            frame = stack[-1]
            box, keys, at, _, pairs = frame
        else:
            slot = at if keys is None else keys[at]
            item = box[slot][1] if pairs else box[slot]
            kind = type(item)
            if kind is tuple:
                tag, body = item
                if tag == 'o':
                    stack.append([body, list(body), 0, dec.object_hook, False])
                    continue
                if tag == 'p':
                    stack.append([body, None, 0, dec.object_pairs_hook, True])
                    continue
                done = parse[tag](body)
            elif kind is list:
                stack.append([item, None, 0, None, False])
                continue
            elif kind is dict:
                stack.append([item, list(item), 0, None, False])
                continue
            else:
                frame[2] = at + 1
                continue
        # Store the finished value in its parent's current slot and move past it.
        slot = at if keys is None else keys[at]
        if pairs:
            box[slot] = (box[slot][0], done)
        else:
            box[slot] = done
        frame[2] = at + 1


class JSONDecoder(object):
    """Turns JSON text into Python values (objects become dicts, arrays lists).

    The hooks and `strict` are read when the decoder is made; changing the attributes later
    has no effect, as in CPython, whose scanner is built in __init__.
    """
    __module__ = 'json.decoder'

    def __init__(self, *, object_hook=None, parse_float=None,
            parse_int=None, parse_constant=None, strict=True,
            object_pairs_hook=None):
        self.object_hook = object_hook
        self.object_pairs_hook = object_pairs_hook
        # Any false value means "not given", as in CPython.
        self.parse_float = parse_float if parse_float else float
        self.parse_int = parse_int if parse_int else int
        self.parse_constant = parse_constant if parse_constant else _named_float
        self.strict = strict
        self.memo = {}
        if object_pairs_hook is None:
            wanted = 0 if object_hook is None else _WANT_OBJECT
        else:
            wanted = _WANT_PAIRS   # it wins over object_hook
        if self.parse_float is not float:
            wanted |= _WANT_FLOAT
        if self.parse_int is not int:
            wanted |= _WANT_INT
        if self.parse_constant is not _named_float:
            wanted |= _WANT_CONSTANT
        self._scan_setup = (wanted, bool(strict))
        self._parsers = {'f': self.parse_float, 'i': self.parse_int,
                         'c': self.parse_constant}

    def decode(self, s, _w=None):
        """Return the Python value of the JSON document `s` (a str)."""
        wanted, strict = self._scan_setup
        if type(self).raw_decode is JSONDecoder.raw_decode:
            value = _decode(s, 0, True, strict, wanted, JSONDecodeError)
            if wanted:
                value = _run_hooks(value, self, self._parsers)
            return value
        # A subclass's raw_decode does the scanning; decode only skips the whitespace around
        # the document and rejects anything after it.
        start = len(s) - len(s.lstrip(_JSON_SPACE))
        value, end = self.raw_decode(s, start)
        rest = s[end:]
        end += len(rest) - len(rest.lstrip(_JSON_SPACE))
        if end != len(s):
            raise JSONDecodeError('Extra data', s, end)
        return value

    def raw_decode(self, s, idx=0):
        """Decode the JSON document starting at s[idx] and return (value, end), where end is
        the index just past it; text after the document is allowed."""
        wanted, strict = self._scan_setup
        value, end = _decode(s, idx, False, strict, wanted, JSONDecodeError)
        if wanted:
            value = _run_hooks(value, self, self._parsers)
        return value, end


# Leading bytes that name a Unicode encoding outright (longest first: the UTF-32 marks begin
# with the UTF-16 ones).
_BYTE_ORDER_MARKS = (
    (b'\x00\x00\xfe\xff', 'utf-32'), (b'\xff\xfe\x00\x00', 'utf-32'),
    (b'\xfe\xff', 'utf-16'), (b'\xff\xfe', 'utf-16'), (b'\xef\xbb\xbf', 'utf-8-sig'),
)


def detect_encoding(b):
    """Name the encoding of a JSON document given as bytes: from a byte order mark, else from
    where the first characters (always ASCII in JSON) have zero bytes."""
    for mark, name in _BYTE_ORDER_MARKS:
        if b.startswith(mark):
            return name
    n = len(b)
    if n >= 4:
        # UTF-32 puts three zero bytes beside an ASCII character, UTF-16 one.
        if not b[0]:
            return 'utf-32-be' if not b[1] else 'utf-16-be'
        if not b[1]:
            return 'utf-32-le' if not (b[2] or b[3]) else 'utf-16-le'
    elif n == 2:
        if not b[0]:
            return 'utf-16-be'
        if not b[1]:
            return 'utf-16-le'
    return 'utf-8'


def _text_of(b):
    # bytes.decode here knows UTF-8 only, so the UTF-16/32 forms are decoded by hand
    # (surrogate pairs joined, lone surrogates kept, a trailing partial unit dropped).
    name = detect_encoding(b)
    if name == 'utf-8':
        return b.decode('utf-8', 'surrogatepass')
    if name == 'utf-8-sig':
        return b[3:].decode('utf-8', 'surrogatepass')
    size = 4 if name.startswith('utf-32') else 2
    if name.endswith('-le'):
        order = 'little'
    elif name.endswith('-be'):
        order = 'big'
    else:
        # Bare 'utf-16'/'utf-32': the mark says the order and is not part of the text.
        order = 'little' if b[0] == 0xff else 'big'
        b = b[size:]
    codes = [int.from_bytes(b[i:i + size], order)
             for i in range(0, len(b) - size + 1, size)]
    out = []
    pending_high = None
    for code in codes:
        if pending_high is not None:
            if 0xDC00 <= code <= 0xDFFF:
                out.append(chr(0x10000 + ((pending_high - 0xD800) << 10) + (code - 0xDC00)))
                pending_high = None
                continue
            out.append(chr(pending_high))
            pending_high = None
        if size == 2 and 0xD800 <= code <= 0xDBFF:
            pending_high = code
        else:
            out.append(chr(code))
    if pending_high is not None:
        out.append(chr(pending_high))
    return ''.join(out)


def _bom_error(s):
    return JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)


_HOOK_OPTIONS = ('object_hook', 'parse_float', 'parse_int', 'parse_constant',
                 'object_pairs_hook')


def loads(s, **kw):
    """Return the Python value of the JSON document `s` (str, bytes or bytearray).

    Keyword arguments: cls (a JSONDecoder subclass to use), object_hook, object_pairs_hook,
    parse_float, parse_int, parse_constant, and any others cls accepts (e.g. strict).
    """
    if not kw and type(s) is str:
        try:
            return _whole(s)
        except JSONDecodeError:
            # A BOM is never valid JSON; only then is it worth naming it.
            if s[:1] == '\ufeff':
                raise _bom_error(s) from None
            raise
    if isinstance(s, str):
        if s[:1] == '\ufeff':
            raise _bom_error(s)
    elif isinstance(s, (bytes, bytearray)):
        s = _text_of(s)
    else:
        raise TypeError('the JSON object must be str, bytes or bytearray, '
                        f'not {s.__class__.__name__}')
    if not kw:
        return _whole(s)
    cls = kw.pop('cls', None)
    # Hooks given as None are not passed on: the decoder class sees only real ones.
    for name in _HOOK_OPTIONS:
        if name in kw and kw[name] is None:
            del kw[name]
    return (JSONDecoder if cls is None else cls)(**kw).decode(s)


def load(fp, **kw):
    """Read all of fp (an object with read()) and return the JSON document's value; the
    keyword arguments are those of loads()."""
    return loads(fp.read(), **kw)


# ---------------------------------------------------------------------------------------------
# Encoding


def _float_text(x, allow_nan, terse):
    if x - x == 0:   # finite
        return float.__repr__(x)
    if x != x:
        word = 'NaN'
    elif x > 0:
        word = 'Infinity'
    else:
        word = '-Infinity'
    if allow_nan:
        return word
    # The message is the one of the encoder CPython would be running: its C encoder (one-shot,
    # no indent) says less than its Python one.
    if terse:
        raise ValueError('Out of range float values are not JSON compliant')
    raise ValueError('Out of range float values are not JSON compliant: ' + repr(x))


def _indent_text(indent):
    # An int indent means that many spaces per level; a str is used as it is.
    if indent is None or isinstance(indent, str):
        return indent
    return ' ' * indent


def _chunk_source(enc, terse):
    """Build the generator behind iterencode() for encoder `enc`.

    It yields the same pieces CPython's Python encoder yields (the pieces are visible to
    anyone iterating): a scalar item of an array is joined to the separator before it, a
    nested container or an object `default` handles starts after its own separator piece,
    and an object's keys, key separators and values come as separate pieces.
    """
    indent = _indent_text(enc.indent)
    item_sep = enc.item_separator
    key_sep = enc.key_separator
    ascii_only = enc.ensure_ascii
    allow_nan = enc.allow_nan
    sort_keys = enc.sort_keys
    skipkeys = enc.skipkeys
    fallback = enc.default
    seen = {} if enc.check_circular else None

    def atom(o):
        # The JSON text of a scalar, or None for anything else.
        if isinstance(o, str):
            return _encode_str(o, ascii_only)
        if o is None:
            return 'null'
        if o is True:
            return 'true'
        if o is False:
            return 'false'
        if isinstance(o, int):
            return int.__repr__(o)
        if isinstance(o, float):
            return _float_text(o, allow_nan, terse)
        return None

    def key_text(k):
        # The key as a JSON string's contents, or None when skipkeys drops it.
        if isinstance(k, str):
            return k
        if isinstance(k, float):
            return _float_text(k, allow_nan, terse)
        if k is True:
            return 'true'
        if k is False:
            return 'false'
        if k is None:
            return 'null'
        if isinstance(k, int):
            return int.__repr__(k)
        if skipkeys:
            return None
        raise TypeError('keys must be str, int, float, bool or None, '
                        f'not {k.__class__.__name__}')

    def enter(o):
        if seen is not None:
            if id(o) in seen:
                raise ValueError('Circular reference detected')
            seen[id(o)] = o

    def leave(o):
        if seen is not None:
            del seen[id(o)]

    def walk(o, depth):
        text = atom(o)
        if text is not None:
            yield text
            return
        if isinstance(o, (list, tuple)):
            if not o:
                yield '[]'
                return
            enter(o)
            if indent is None:
                between = item_sep
                before = '['
            else:
                depth += 1
                line = '\n' + indent * depth
                between = item_sep + line
                before = '[' + line
            for item in o:
                text = atom(item)
                if text is None:
                    yield before
                    yield from walk(item, depth)
                else:
                    yield before + text
                before = between
            if indent is not None:
                yield '\n' + indent * (depth - 1)
            yield ']'
            leave(o)
        elif type(o) is dict or isinstance(o, dict):
            if not o:
                yield '{}'
                return
            enter(o)
            yield '{'
            if indent is None:
                between = item_sep
            else:
                depth += 1
                line = '\n' + indent * depth
                between = item_sep + line
                yield line
            members = sorted(o.items()) if sort_keys else o.items()
            started = False
            for k, v in members:
                k = key_text(k)
                if k is None:
                    continue
                if started:
                    yield between
                started = True
                yield _encode_str(k, ascii_only)
                yield key_sep
                text = atom(v)
                if text is None:
                    yield from walk(v, depth)
                else:
                    yield text
            if indent is not None:
                yield '\n' + indent * (depth - 1)
            yield '}'
            leave(o)
        else:
            # Not JSON: `default` turns it into something that is (or raises TypeError).
            enter(o)
            yield from walk(fallback(o), depth)
            leave(o)

    return walk


class JSONEncoder(object):
    """Turns Python values into JSON text.

    Subclasses may override default() to handle more types; encode() and iterencode() may be
    overridden as well, and encode() then goes through the subclass's iterencode().
    """
    __module__ = 'json.encoder'
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True,
            check_circular=True, allow_nan=True, sort_keys=False,
            indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is None:
            if indent is not None:
                # No blank at the end of a line when items go one per line.
                self.item_separator = ','
        else:
            item, key = separators
            self.item_separator = item
            self.key_separator = key
        if default is not None:
            self.default = default

    def default(self, o):
        """Return a JSON-serializable stand-in for `o`, or raise TypeError (the default)."""
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')

    def _native(self, o):
        # The whole document from the native encoder, or None when it met an object that only
        # a user-supplied default() can convert (or a dict subclass with its own items()).
        indent = _indent_text(self.indent)
        # Always as if default() were overridden: an object the native cannot write goes to
        # the Python path, whose default() names its type as CPython does (o.__class__.__name__,
        # 'datetime', not the native's module-qualified 'datetime.datetime').
        return _encode(o, indent, self.key_separator, self.item_separator, self.sort_keys,
                       self.skipkeys, self.ensure_ascii, self.check_circular,
                       self.allow_nan, True)

    def encode(self, o):
        """Return the JSON text of `o`."""
        if isinstance(o, str):
            return _encode_str(o, self.ensure_ascii)
        if type(self).iterencode is not JSONEncoder.iterencode:
            return ''.join(self.iterencode(o, _one_shot=True))
        text = self._native(o)
        if text is None:
            text = ''.join(_chunk_source(self, self.indent is None)(o, 0))
        return text

    def iterencode(self, o, _one_shot=False):
        """Yield the JSON text of `o` piece by piece."""
        terse = _one_shot and self.indent is None
        if terse:
            # What CPython's C encoder does here: the whole text as a single piece.
            text = self._native(o)
            if text is not None:
                return (text,)
        return _chunk_source(self, terse)(o, 0)


_plain_encoder = JSONEncoder()

# What dumps() passes to a cls= encoder for the options it was not given.
_ENCODER_DEFAULTS = {
    'skipkeys': False, 'ensure_ascii': True, 'check_circular': True, 'allow_nan': True,
    'indent': None, 'separators': None, 'default': None, 'sort_keys': False,
}


def dumps(obj, **kw):
    """Return the JSON text of `obj`.

    Keyword arguments: skipkeys, ensure_ascii, check_circular, allow_nan, cls (a
    JSONEncoder subclass to use), indent, separators, default, sort_keys, and any others cls
    accepts.
    """
    if not kw:
        # Straight to the native; None (a dict subclass with its own items(), or an object only
        # default() handles) is never ''.
        return (_encode(obj, None, ': ', ', ', False, False, True, True, True, True)
                or _plain_encoder.encode(obj))
    cls = kw.pop('cls', None)
    if cls is None:
        return JSONEncoder(**kw).encode(obj)
    options = dict(_ENCODER_DEFAULTS)
    options.update(kw)
    return cls(**options).encode(obj)


def dump(obj, fp, **kw):
    """Write the JSON text of `obj` to fp (an object with write()); the keyword arguments are
    those of dumps(). The text is written with a single write() call."""
    fp.write(dumps(obj, **kw))
)PY";
}

void json_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("json", "_encode", json::encode);
    reg.add_module_function("json", "_encode_str", json::encode_str);
    reg.add_module_function("json", "_decode", json::decode);
}

}  // namespace basilisk::stdlib
