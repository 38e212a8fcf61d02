// json: CPython 3.11's json package API in Python (dumps, loads, JSONEncoder, JSONDecoder,
// JSONDecodeError) over the native encoder and scanner (json_encode.cpp, json_decode.cpp).
//
// Callbacks stay pausable because they run here, in Python frames: loads() with hooks lets the
// scanner leave tagged tuples where CPython would call a hook, and _resolve calls the hooks in
// CPython's order (numbers and constants as they appear, an object's hook once its members
// are done). dumps() with `default` (or a dict subclass with its own items()) is redone by
// CPython's pure-Python encoder when the native one meets an object only `default` knows.
#include "stdlib/modules/json/json_support.h"
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view json_source() {
    return R"PY(
__all__ = [
    'dump', 'dumps', 'load', 'loads',
    'JSONDecoder', 'JSONDecodeError', 'JSONEncoder',
]

__version__ = '2.0.9'


class JSONDecodeError(ValueError):
    """Subclass of ValueError with the following additional properties:

    msg: The unformatted error message
    doc: The JSON document being parsed
    pos: The start index of doc where parsing failed
    lineno: The line corresponding to pos
    colno: The column corresponding to pos

    """
    __module__ = 'json.decoder'

    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        errmsg = '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos)
        ValueError.__init__(self, errmsg)
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


_CONSTANTS = {
    '-Infinity': float('-inf'),
    'Infinity': float('inf'),
    'NaN': float('nan'),
}


def _parse_constant(name):
    return _CONSTANTS[name]


def _resolve(v, d):
    # The scanner's tagged tuples (JSON never makes a tuple) become the hooks' results.
    t = type(v)
    if t is tuple:
        tag, x = v
        if tag == 'o':
            for k in x:
                x[k] = _resolve(x[k], d)
            return d.object_hook(x)
        if tag == 'p':
            return d.object_pairs_hook([(k, _resolve(val, d)) for k, val in x])
        if tag == 'f':
            return d.parse_float(x)
        if tag == 'i':
            return d.parse_int(x)
        return d.parse_constant(x)
    if t is list:
        for i in range(len(v)):
            v[i] = _resolve(v[i], d)
    elif t is dict:
        for k in v:
            v[k] = _resolve(v[k], d)
    return v


class JSONDecoder(object):
    __module__ = 'json.decoder'

    def __init__(self, *, object_hook=None, parse_float=None,
            parse_int=None, parse_constant=None, strict=True,
            object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self.memo = {}

    def _hooks(self):
        hooks = 0
        if self.object_pairs_hook is not None:
            hooks = 2
        elif self.object_hook is not None:
            hooks = 1
        if self.parse_float is not float:
            hooks |= 4
        if self.parse_int is not int:
            hooks |= 8
        if self.parse_constant is not _parse_constant:
            hooks |= 16
        return hooks

    def decode(self, s, _w=None):
        """Return the Python representation of ``s`` (a ``str`` instance
        containing a JSON document).

        """
        hooks = self._hooks()
        if not hooks:
            return _decode(s, 0, True, self.strict, 0, JSONDecodeError)
        return _resolve(_decode(s, 0, True, self.strict, hooks, JSONDecodeError), self)

    def raw_decode(self, s, idx=0):
        """Decode a JSON document from ``s`` (a ``str`` beginning with
        a JSON document) and return a 2-tuple of the Python
        representation and the index in ``s`` where the document ended.

        """
        hooks = self._hooks()
        obj, end = _decode(s, idx, False, self.strict, hooks, JSONDecodeError)
        if hooks:
            obj = _resolve(obj, self)
        return obj, end


def _float_text(o, allow_nan, native_words):
    if o != o:
        text = 'NaN'
    elif o == float('inf'):
        text = 'Infinity'
    elif o == float('-inf'):
        text = '-Infinity'
    else:
        return repr(o)
    if not allow_nan:
        if native_words:
            raise ValueError("Out of range float values are not JSON compliant")
        raise ValueError(
            "Out of range float values are not JSON compliant: " + repr(o))
    return text


class JSONEncoder(object):
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
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        """Return a JSON string representation of a Python data structure."""
        if isinstance(o, str):
            return _encode_str(o, self.ensure_ascii)
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        custom = (type(self).default is not JSONEncoder.default
                  or 'default' in self.__dict__)
        s = _encode(o, indent, self.key_separator, self.item_separator,
                    self.sort_keys, self.skipkeys, self.ensure_ascii,
                    self.check_circular, self.allow_nan, custom)
        if s is not None:
            return s
        return ''.join(self.iterencode(o, _one_shot=True))

    def iterencode(self, o, _one_shot=False):
        """Encode the given object and yield each string
        representation as available."""
        if self.check_circular:
            markers = {}
        else:
            markers = None
        ensure_ascii = self.ensure_ascii

        def _encoder(s):
            return _encode_str(s, ensure_ascii)

        native_words = _one_shot and self.indent is None
        allow_nan = self.allow_nan

        def floatstr(o):
            return _float_text(o, allow_nan, native_words)

        return _make_iterencode(
            markers, self.default, _encoder, self.indent, floatstr,
            self.key_separator, self.item_separator, self.sort_keys,
            self.skipkeys, _one_shot)(o, 0)


def _make_iterencode(markers, _default, _encoder, _indent, _floatstr,
        _key_separator, _item_separator, _sort_keys, _skipkeys, _one_shot):

    if _indent is not None and not isinstance(_indent, str):
        _indent = ' ' * _indent

    def _iterencode_list(lst, _current_indent_level):
        if not lst:
            yield '[]'
            return
        if markers is not None:
            markerid = id(lst)
            if markerid in markers:
                raise ValueError("Circular reference detected")
            markers[markerid] = lst
        buf = '['
        if _indent is not None:
            _current_indent_level += 1
            newline_indent = '\n' + _indent * _current_indent_level
            separator = _item_separator + newline_indent
            buf += newline_indent
        else:
            newline_indent = None
            separator = _item_separator
        first = True
        for value in lst:
            if first:
                first = False
            else:
                buf = separator
            if isinstance(value, str):
                yield buf + _encoder(value)
            elif value is None:
                yield buf + 'null'
            elif value is True:
                yield buf + 'true'
            elif value is False:
                yield buf + 'false'
            elif isinstance(value, int):
                yield buf + repr(value)
            elif isinstance(value, float):
                yield buf + _floatstr(value)
            else:
                yield buf
                if isinstance(value, (list, tuple)):
                    chunks = _iterencode_list(value, _current_indent_level)
                elif isinstance(value, dict):
                    chunks = _iterencode_dict(value, _current_indent_level)
                else:
                    chunks = _iterencode(value, _current_indent_level)
                yield from chunks
        if newline_indent is not None:
            _current_indent_level -= 1
            yield '\n' + _indent * _current_indent_level
        yield ']'
        if markers is not None:
            del markers[markerid]

    def _iterencode_dict(dct, _current_indent_level):
        if not dct:
            yield '{}'
            return
        if markers is not None:
            markerid = id(dct)
            if markerid in markers:
                raise ValueError("Circular reference detected")
            markers[markerid] = dct
        yield '{'
        if _indent is not None:
            _current_indent_level += 1
            newline_indent = '\n' + _indent * _current_indent_level
            item_separator = _item_separator + newline_indent
            yield newline_indent
        else:
            newline_indent = None
            item_separator = _item_separator
        first = True
        if _sort_keys:
            items = sorted(dct.items())
        else:
            items = dct.items()
        for key, value in items:
            if isinstance(key, str):
                pass
            elif isinstance(key, float):
                key = _floatstr(key)
            elif key is True:
                key = 'true'
            elif key is False:
                key = 'false'
            elif key is None:
                key = 'null'
            elif isinstance(key, int):
                key = repr(key)
            elif _skipkeys:
                continue
            else:
                raise TypeError(f'keys must be str, int, float, bool or None, '
                                f'not {key.__class__.__name__}')
            if first:
                first = False
            else:
                yield item_separator
            yield _encoder(key)
            yield _key_separator
            if isinstance(value, str):
                yield _encoder(value)
            elif value is None:
                yield 'null'
            elif value is True:
                yield 'true'
            elif value is False:
                yield 'false'
            elif isinstance(value, int):
                yield repr(value)
            elif isinstance(value, float):
                yield _floatstr(value)
            else:
                if isinstance(value, (list, tuple)):
                    chunks = _iterencode_list(value, _current_indent_level)
                elif isinstance(value, dict):
                    chunks = _iterencode_dict(value, _current_indent_level)
                else:
                    chunks = _iterencode(value, _current_indent_level)
                yield from chunks
        if newline_indent is not None:
            _current_indent_level -= 1
            yield '\n' + _indent * _current_indent_level
        yield '}'
        if markers is not None:
            del markers[markerid]

    def _iterencode(o, _current_indent_level):
        if isinstance(o, str):
            yield _encoder(o)
        elif o is None:
            yield 'null'
        elif o is True:
            yield 'true'
        elif o is False:
            yield 'false'
        elif isinstance(o, int):
            yield repr(o)
        elif isinstance(o, float):
            yield _floatstr(o)
        elif isinstance(o, (list, tuple)):
            yield from _iterencode_list(o, _current_indent_level)
        elif isinstance(o, dict):
            yield from _iterencode_dict(o, _current_indent_level)
        else:
            if markers is not None:
                markerid = id(o)
                if markerid in markers:
                    raise ValueError("Circular reference detected")
                markers[markerid] = o
            o = _default(o)
            yield from _iterencode(o, _current_indent_level)
            if markers is not None:
                del markers[markerid]
    return _iterencode


_default_encoder = JSONEncoder()
_default_decoder = JSONDecoder()


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
        allow_nan=True, cls=None, indent=None, separators=None,
        default=None, sort_keys=False, **kw):
    """Serialize ``obj`` to a JSON formatted ``str``."""
    if (not skipkeys and ensure_ascii and
        check_circular and allow_nan and
        cls is None and indent is None and separators is None and
        default is None and not sort_keys and not kw):
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(
        skipkeys=skipkeys, ensure_ascii=ensure_ascii,
        check_circular=check_circular, allow_nan=allow_nan, indent=indent,
        separators=separators, default=default, sort_keys=sort_keys,
        **kw).encode(obj)


def dump(obj, fp, **kw):
    """Serialize ``obj`` as a JSON formatted stream to ``fp`` (an object
    with a ``.write()`` method)."""
    fp.write(dumps(obj, **kw))


def load(fp, **kw):
    """Deserialize ``fp`` (an object with a ``.read()`` method holding a
    JSON document) to a Python object."""
    return loads(fp.read(), **kw)


def detect_encoding(b):
    bstartswith = b.startswith
    if bstartswith((b'\x00\x00\xfe\xff', b'\xff\xfe\x00\x00')):
        return 'utf-32'
    if bstartswith((b'\xfe\xff', b'\xff\xfe')):
        return 'utf-16'
    if bstartswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    if len(b) >= 4:
        if not b[0]:
            return 'utf-16-be' if b[1] else 'utf-32-be'
        if not b[1]:
            return 'utf-16-le' if b[2] or b[3] else 'utf-32-le'
    elif len(b) == 2:
        if not b[0]:
            return 'utf-16-be'
        if not b[1]:
            return 'utf-16-le'
    return 'utf-8'


def _decode_bytes(b, encoding):
    # bytes.decode knows UTF-8 only: the BOM and UTF-16/32 forms detect_encoding finds are
    # decoded here (a truncated last code unit is dropped).
    if encoding == 'utf-8':
        return b.decode('utf-8', 'surrogatepass')
    if encoding == 'utf-8-sig':
        return b[3:].decode('utf-8', 'surrogatepass')
    width = 4 if '32' in encoding else 2
    if encoding.endswith('le'):
        order = 'little'
    elif encoding.endswith('be'):
        order = 'big'
    else:
        order = 'little' if b[:2] == b'\xff\xfe' else 'big'
        b = b[width:]
    units = [int.from_bytes(b[i:i + width], order)
             for i in range(0, len(b) - len(b) % width, width)]
    chars = []
    i = 0
    while i < len(units):
        u = units[i]
        if width == 2 and 0xD800 <= u < 0xDC00 and i + 1 < len(units) and 0xDC00 <= units[i + 1] < 0xE000:
            u = 0x10000 + ((u - 0xD800) << 10) + (units[i + 1] - 0xDC00)
            i += 1
        chars.append(chr(u))
        i += 1
    return ''.join(chars)


def loads(s, *, cls=None, object_hook=None, parse_float=None,
        parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize ``s`` (a ``str``, ``bytes`` or ``bytearray`` instance
    containing a JSON document) to a Python object."""
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)",
                                  s, 0)
    else:
        if not isinstance(s, (bytes, bytearray)):
            raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                            f'not {s.__class__.__name__}')
        s = _decode_bytes(s, detect_encoding(s))

    if (cls is None and object_hook is None and
            parse_int is None and parse_float is None and
            parse_constant is None and object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)
)PY";
}

void json_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("json", "_encode", json::encode);
    reg.add_module_function("json", "_encode_str", json::encode_str);
    reg.add_module_function("json", "_decode", json::decode);
}

}  // namespace basilisk::stdlib
