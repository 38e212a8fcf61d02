// pprint, written in Python for Basilisk. Two parts: _Flat renders an object on one line with
// the pprint rules (dict keys sorted through a mixed-type-safe key, a depth limit shown as
// '...', a recursion marker) and reports whether the text is readable and whether it recursed;
// PrettyPrinter._emit writes an object at a column and, when its one-line form does not fit
// the width minus what follows it, hands it to a layout picked by type (dict, list, tuple,
// set/frozenset, str, bytes, bytearray, OrderedDict, defaultdict, Counter, deque, and
// dataclasses whose repr is the generated one: dataclasses marks that function with
// _dataclass_fields_repr). Strings are cut after whitespace, bytes in groups of four.
// pprint() prints through print(), so output goes wherever the host sends stdout.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view pprint_source() {
    return R"PY(
__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr",
           "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth, compact=compact,
                  sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    return _Flat(None, True, False).render(object, {}, 0)[0]


def isreadable(object):
    text, readable, recursive = _Flat(None, True, False).render(object, {}, 0)
    return readable


def isrecursive(object):
    return _Flat(None, True, False).render(object, {}, 0)[2]


class _Ordered:
    # Sort key for dict keys and set items of mixed types: values compare normally when they
    # can, otherwise by type name and then identity, so any mix sorts without TypeError.
    __slots__ = ('value',)

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        a = self.value
        b = other.value
        try:
            return a < b
        except TypeError:
            return (str(type(a)), id(a)) < (str(type(b)), id(b))


def _sorted(values):
    return sorted(values, key=_Ordered)


def _sorted_items(mapping):
    return sorted(mapping.items(), key=lambda kv: _Ordered(kv[0]))


def _marker(obj):
    return '<Recursion on %s with id=%s>' % (type(obj).__name__, id(obj))


# Types whose repr is final and readable as it is (no nesting to look into).
_ATOMS = (str, bytes, bytearray, int, float, bool, type(None))


class _Flat:
    # One-line rendering with the pprint rules: dicts by sorted key, a depth limit shown as
    # '...', a marker instead of endless recursion. render returns (text, readable, recursive).

    def __init__(self, depth, sort_dicts, underscore_numbers):
        self.depth = depth
        self.sort_dicts = sort_dicts
        self.underscore = underscore_numbers

    def render(self, obj, active, level):
        t = type(obj)
        if t is int:
            if self.underscore:
                return '{:_d}'.format(obj), True, False
            return repr(obj), True, False
        if t in _ATOMS:
            return repr(obj), True, False
        rfunc = t.__repr__
        if rfunc is dict.__repr__ or rfunc is list.__repr__ or rfunc is tuple.__repr__:
            if not obj:
                return repr(obj), True, False
            if rfunc is dict.__repr__:
                opener, closer = '{', '}'
            elif rfunc is list.__repr__:
                opener, closer = '[', ']'
            else:
                opener, closer = '(', ')'
            if self.depth and level >= self.depth:
                if opener == '(' and len(obj) == 1:
                    closer = ',)'
                return opener + '...' + closer, False, id(obj) in active
            key = id(obj)
            if key in active:
                return _marker(obj), False, True
            active[key] = True
            readable = True
            recursive = False
            pieces = []
            try:
                if opener == '{':
                    items = _sorted_items(obj) if self.sort_dicts else obj.items()
                    for k, v in items:
                        ktext, kread, krec = self.render(k, active, level + 1)
                        vtext, vread, vrec = self.render(v, active, level + 1)
                        pieces.append(ktext + ': ' + vtext)
                        readable = readable and kread and vread
                        recursive = recursive or krec or vrec
                else:
                    for item in obj:
                        text, read, rec = self.render(item, active, level + 1)
                        pieces.append(text)
                        readable = readable and read
                        recursive = recursive or rec
            finally:
                del active[key]
            if opener == '(' and len(pieces) == 1:
                return '(' + pieces[0] + ',)', readable, recursive
            return opener + ', '.join(pieces) + closer, readable, recursive
        text = repr(obj)
        return text, not text.startswith('<'), False


def _split_words(line):
    # Pieces of a line: each run of non-space characters with the spaces after it (the leading
    # spaces of the line form a piece of their own).
    pieces = []
    n = len(line)
    i = 0
    while i < n:
        j = i
        while j < n and not line[j].isspace():
            j += 1
        while j < n and line[j].isspace():
            j += 1
        pieces.append(line[i:j])
        i = j
    return pieces


class PrettyPrinter:

    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._step = indent
        self._width = width
        self._stream = stream
        self._pack = bool(compact)
        self._by_key = sort_dicts
        self._underscores = underscore_numbers
        self._flat = _Flat(depth, sort_dicts, underscore_numbers)

    def pprint(self, object):
        text = self.pformat(object)
        if self._stream is None:
            print(text)
        else:
            self._stream.write(text + '\n')

    def pformat(self, object):
        out = []
        self._readable = True
        self._recursive = False
        self._emit(object, out, 0, 0, {}, 0)
        return ''.join(out)

    def isrecursive(self, object):
        _, _, loops = self.format(object, {}, 0, 0)
        return loops

    def isreadable(self, object):
        _, ok, loops = self.format(object, {}, 0, 0)
        return ok and not loops

    def format(self, object, context, maxlevels, level):
        flat = _Flat(maxlevels, self._by_key, self._underscores)
        return flat.render(object, context, level)

    # --- layout -------------------------------------------------------------------------
    # _emit writes obj starting at column `col`; `tail` is how many characters will follow it
    # on its last line (closing brackets and commas of the enclosing containers).

    def _one_line(self, obj, active, level):
        text, readable, recursive = self._flat.render(obj, active, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return text

    def _emit(self, obj, out, col, tail, active, level):
        key = id(obj)
        if key in active:
            out.append(_marker(obj))
            self._recursive = True
            self._readable = False
            return
        text = self._one_line(obj, active, level)
        if len(text) > self._width - col - tail:
            layout = self._layout_for(obj)
            if layout is not None:
                active[key] = True
                try:
                    layout(self, obj, out, col, tail, active, level + 1)
                finally:
                    del active[key]
                return
        out.append(text)

    def _layout_for(self, obj):
        # By exact type first; a subclass gets its base's layout only while it keeps the base's
        # __repr__ (a repr of its own is printed as it is).
        t = type(obj)
        found = _LAYOUTS.get(t)
        if found is not None:
            return found
        rfunc = t.__repr__
        for base in t.__mro__[1:]:
            if base in _LAYOUTS and base.__repr__ is rfunc:
                return _LAYOUTS[base]
        if getattr(rfunc, '_dataclass_fields_repr', False) and hasattr(t, '__dataclass_fields__'):
            return PrettyPrinter._lay_dataclass
        return None

    def _lay_sequence(self, items, out, col, tail, active, level, opener, closer):
        # opener, then the items one per line (or packed, when compact) aligned after it.
        out.append(opener)
        step = self._step
        if step > 1:
            out.append(' ' * (step - 1))
        inner = col + len(opener) - 1 + step
        if items:
            self._lay_items(items, out, inner, tail + len(closer), active, level)
        out.append(closer)

    def _lay_items(self, items, out, col, tail, active, level):
        newline = ',\n' + ' ' * col
        last = len(items) - 1
        if not self._pack:
            for i, item in enumerate(items):
                if i:
                    out.append(newline)
                self._emit(item, out, col, tail if i == last else 1, active, level)
            return
        # Compact: short reprs share a line while it stays within the width; an item too long
        # for a line of its own is laid out in full on its own line.
        room = self._width - col
        used = None         # length of the acc line's items, None before the first item
        for i, item in enumerate(items):
            text = self._one_line(item, active, level)
            # Every item is measured with the ', ' after it, the last one with what follows too.
            need = len(text) + (tail + 1 if i == last else 1)
            if used is not None and used + 2 + need <= room:
                out.append(', ')
                out.append(text)
                used += 2 + len(text)
                continue
            if used is not None:
                out.append(newline)
            if need <= room:
                out.append(text)
                used = len(text)
            else:
                self._emit(item, out, col, tail if i == last else 1, active, level)
                used = room
        return

    def _lay_list(self, obj, out, col, tail, active, level):
        self._lay_sequence(list(obj), out, col, tail, active, level, '[', ']')

    def _lay_tuple(self, obj, out, col, tail, active, level):
        self._lay_sequence(list(obj), out, col, tail, active, level, '(', ',)' if len(obj) == 1 else ')')

    def _lay_set(self, obj, out, col, tail, active, level):
        if not obj:
            out.append(repr(obj))
            return
        items = _sorted(obj)
        if type(obj).__repr__ is set.__repr__:
            self._lay_sequence(items, out, col, tail, active, level, '{', '}')
        else:
            prefix = type(obj).__name__ + '('
            out.append(prefix)
            self._lay_sequence(items, out, col + len(prefix), tail + 1, active, level, '{', '}')
            out.append(')')

    def _lay_mapping_items(self, pairs, out, col, tail, active, level):
        newline = ',\n' + ' ' * col
        last = len(pairs) - 1
        for i, (k, v) in enumerate(pairs):
            if i:
                out.append(newline)
            ktext = self._one_line(k, active, level)
            out.append(ktext)
            out.append(': ')
            self._emit(v, out, col + len(ktext) + 2, tail if i == last else 1, active, level)

    def _lay_dict(self, obj, out, col, tail, active, level):
        out.append('{')
        step = self._step
        if step > 1:
            out.append(' ' * (step - 1))
        if obj:
            pairs = _sorted_items(obj) if self._by_key else list(obj.items())
            self._lay_mapping_items(pairs, out, col + step, tail + 1, active, level)
        out.append('}')

    def _lay_ordered_dict(self, obj, out, col, tail, active, level):
        if not obj:
            out.append(repr(obj))
            return
        prefix = type(obj).__name__ + '('
        out.append(prefix)
        self._emit(list(obj.items()), out, col + len(prefix), tail + 1, active, level)
        out.append(')')

    def _lay_default_dict(self, obj, out, col, tail, active, level):
        if not obj:
            out.append(repr(obj))
            return
        prefix = type(obj).__name__ + '('
        inner = col + len(prefix)
        out.append(prefix)
        out.append(self._one_line(obj.default_factory, active, level))
        out.append(',\n' + ' ' * inner)
        self._lay_dict(obj, out, inner, tail + 1, active, level)
        out.append(')')

    def _lay_counter(self, obj, out, col, tail, active, level):
        if not obj:
            out.append(repr(obj))
            return
        prefix = type(obj).__name__ + '({'
        out.append(prefix)
        step = self._step
        if step > 1:
            out.append(' ' * (step - 1))
        self._lay_mapping_items(obj.most_common(), out, col + len(prefix) - 1 + step, tail + 2,
                                active, level)
        out.append('})')

    def _lay_deque(self, obj, out, col, tail, active, level):
        if not obj:
            out.append(repr(obj))
            return
        prefix = type(obj).__name__ + '('
        out.append(prefix)
        inner = col + len(prefix)
        if obj.maxlen is None:
            self._lay_sequence(list(obj), out, inner, tail + 1, active, level, '[', ']')
        else:
            self._lay_sequence(list(obj), out, inner, 1, active, level, '[', ']')
            out.append(',\n' + ' ' * inner + 'maxlen=%d' % obj.maxlen)
        out.append(')')

    def _lay_chain_map(self, obj, out, col, tail, active, level):
        # ChainMap(first,\n         second, ...): each map laid out under the one before.
        if not len(obj):
            out.append(repr(obj))
            return
        prefix = type(obj).__name__ + '('
        out.append(prefix)
        inner = col + len(prefix)
        maps = obj.maps
        last = len(maps) - 1
        for i, m in enumerate(maps):
            if i:
                out.append(',\n' + ' ' * inner)
            self._emit(m, out, inner, tail + 1 if i == last else 1, active, level)
        out.append(')')

    def _lay_user_dict(self, obj, out, col, tail, active, level):
        self._emit(obj.data, out, col, tail, active, level - 1)

    def _lay_user_list(self, obj, out, col, tail, active, level):
        self._emit(obj.data, out, col, tail, active, level - 1)

    def _lay_user_string(self, obj, out, col, tail, active, level):
        self._lay_str(obj.data, out, col, tail, active, level)

    def _lay_str(self, obj, out, col, tail, active, level):
        # Cut the text after whitespace (and after each newline) into pieces whose reprs fit the
        # width, written one under the other; the top-level string gets parentheses around.
        if not obj:
            out.append(repr(obj))
            return
        top = level == 1
        if top:
            col += 1
            tail += 1
        lines = obj.splitlines(True)
        chunks = []
        room = self._width - col
        final_line = len(lines) - 1
        for n, line in enumerate(lines):
            # Only the piece that ends the whole text must leave room for what follows it.
            if len(repr(line)) <= (room - tail if n == final_line else room):
                chunks.append(repr(line))
                continue
            acc = ''
            pieces = _split_words(line)
            final_piece = len(pieces) - 1 if n == final_line else -1
            for k, piece in enumerate(pieces):
                joined = acc + piece
                limit = room - tail if k == final_piece else room
                if acc and len(repr(joined)) > limit:
                    chunks.append(repr(acc))
                    acc = piece
                else:
                    acc = joined
            if acc:
                chunks.append(repr(acc))
        self._write_chunks(chunks, out, col, top)

    def _write_chunks(self, chunks, out, col, top):
        if len(chunks) == 1:
            out.append(chunks[0])
            return
        if top:
            out.append('(')
        out.append(('\n' + ' ' * col).join(chunks))
        if top:
            out.append(')')

    def _lay_bytes(self, obj, out, col, tail, active, level):
        # Bytes are cut into groups of four, as many per line as the width allows.
        if len(obj) <= 4:
            out.append(repr(obj))
            return
        top = level == 1
        if top:
            col += 1
            tail += 1
        room = self._width - col
        chunks = []
        acc = b''
        n = len(obj)
        # Only a short final group (fewer than four bytes) must leave room for what follows.
        short_final = n - n % 4 if n % 4 else -1
        for start in range(0, n, 4):
            group = obj[start:start + 4]
            limit = room - tail if start == short_final else room
            joined = acc + group
            if acc and len(repr(joined)) > limit:
                chunks.append(repr(acc))
                acc = group
            else:
                acc = joined
        if acc:
            chunks.append(repr(acc))
        self._write_chunks(chunks, out, col, top)

    def _lay_bytearray(self, obj, out, col, tail, active, level):
        out.append('bytearray(')
        self._lay_bytes(bytes(obj), out, col + 10, tail + 1, active, level + 1)
        out.append(')')

    def _lay_dataclass(self, obj, out, col, tail, active, level):
        prefix = type(obj).__name__ + '('
        out.append(prefix)
        inner = col + len(prefix)
        import dataclasses
        names = [f.name for f in dataclasses.fields(obj) if f.repr]
        newline = ',\n' + ' ' * inner
        last = len(names) - 1
        for i, name in enumerate(names):
            if i:
                out.append(newline)
            out.append(name + '=')
            self._emit(getattr(obj, name), out, inner + len(name) + 1, tail if i == last else 1,
                       active, level)
        out.append(')')


def _collections_layouts():
    table = {}
    try:
        import collections
    except ImportError:
        return table
    table[collections.OrderedDict] = PrettyPrinter._lay_ordered_dict
    table[collections.defaultdict] = PrettyPrinter._lay_default_dict
    table[collections.Counter] = PrettyPrinter._lay_counter
    table[collections.deque] = PrettyPrinter._lay_deque
    table[collections.ChainMap] = PrettyPrinter._lay_chain_map
    for name, layout in (('UserDict', PrettyPrinter._lay_user_dict),
                         ('UserList', PrettyPrinter._lay_user_list),
                         ('UserString', PrettyPrinter._lay_user_string)):
        cls = getattr(collections, name, None)
        if cls is not None:
            table[cls] = layout
    return table


_LAYOUTS = {
    dict: PrettyPrinter._lay_dict,
    list: PrettyPrinter._lay_list,
    tuple: PrettyPrinter._lay_tuple,
    set: PrettyPrinter._lay_set,
    frozenset: PrettyPrinter._lay_set,
    str: PrettyPrinter._lay_str,
    bytes: PrettyPrinter._lay_bytes,
    bytearray: PrettyPrinter._lay_bytearray,
}
_LAYOUTS.update(_collections_layouts())
)PY";
}

}  // namespace basilisk::stdlib
