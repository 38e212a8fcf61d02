// string: the ASCII character-class constants, capwords, Template and Formatter. Template finds
// placeholders with a class-level compiled regex (four named groups; __init_subclass__ rebuilds it
// from delimiter/idpattern/braceidpattern/flags or a subclass's own pattern). Formatter parses
// str.format syntax in Python, lazily, with str.format's error messages, and exposes each step
// (parse, get_field, get_value, convert_field, format_field, check_unused_args) for overriding.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view string_source() {
    return R"PY(
__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

import re as _re

# ---- character classes ----------------------------------------------------------------------

ascii_lowercase = ''.join(map(chr, range(ord('a'), ord('z') + 1)))
ascii_uppercase = ascii_lowercase.upper()
ascii_letters = ascii_lowercase + ascii_lowercase.upper()
digits = '0123456789'
octdigits = digits[:8]
hexdigits = digits + ascii_lowercase[:6] + ascii_uppercase[:6]
# Every printable ASCII character that is neither a letter, a digit nor a space.
punctuation = ''.join([chr(c) for c in range(33, 127) if not chr(c).isalnum()])
whitespace = ' \t\n\r\x0b\x0c'
printable = ''.join((digits, ascii_letters, punctuation, whitespace))


def capwords(s, sep=None):
    """Capitalize each word of s; words are split (and re-joined) on sep, or on runs of
    whitespace (re-joined with single spaces) when sep is None."""
    words = s.split(sep)
    return (' ' if sep is None else sep).join([word.capitalize() for word in words])


# ---- Template ---------------------------------------------------------------------------------
# A template's placeholders are found by the class's compiled `pattern`, which has four named
# groups: 'escaped' (a doubled delimiter), 'named' and 'braced' (an identifier, bare or in
# braces) and 'invalid' (a delimiter followed by anything else). Subclasses change delimiter,
# idpattern, braceidpattern or flags, or give a whole pattern; __init_subclass__ recompiles.

_NO_MAPPING = object()


def _placeholder_regex(cls):
    given = cls.__dict__.get('pattern')
    if isinstance(given, str):
        source = given
    elif given is not None:
        return given                 # already compiled by the subclass author
    else:
        mark = _re.escape(cls.delimiter)
        bare = cls.idpattern
        braced = cls.braceidpattern or bare
        source = ('%s(?:(?P<escaped>%s)|(?P<named>%s)|\\{(?P<braced>%s)\\}|(?P<invalid>))'
                  % (mark, mark, bare, braced))
    return _re.compile(source, cls.flags | _re.VERBOSE)


def _key_reader(mapping, kws):
    # substitute()'s keyword arguments take precedence over the mapping argument.
    if mapping is _NO_MAPPING:
        return kws.__getitem__
    if not kws:
        return lambda key: mapping[key]

    def read(key):
        if key in kws:
            return kws[key]
        return mapping[key]
    return read


class Template:
    """A string with $-placeholders, filled in by substitute() or safe_substitute()."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        cls.pattern = _placeholder_regex(cls)

    def __init__(self, template):
        self.template = template

    def _unknown_match(self):
        return ValueError('Unrecognized named group in pattern', self.pattern)

    def _placeholder_error(self, match):
        # Line and column (both from 1) of the end of the bad placeholder's delimiter.
        where = match.start('invalid')
        before = self.template[:where].splitlines(True)
        line = len(before) or 1
        column = len(before[-1]) if before else 1
        return ValueError('Invalid placeholder in string: line %d, col %d' % (line, column))

    def _fill(self, read, tolerant):
        # re's sub() runs this callback as plain Python, so a mapping that calls out to the
        # host can pause.
        def replacement(match):
            key = match.group('named') or match.group('braced')
            if key is not None:
                if not tolerant:
                    return str(read(key))
                try:
                    return str(read(key))
                except KeyError:
                    return match.group()
            if match.group('escaped') is not None:
                return self.delimiter
            if match.group('invalid') is None:
                raise self._unknown_match()
            if tolerant:
                return match.group()
            raise self._placeholder_error(match)
        return self.pattern.sub(replacement, self.template)

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        return self._fill(_key_reader(mapping, kws), False)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        return self._fill(_key_reader(mapping, kws), True)

    def is_valid(self):
        for match in self.pattern.finditer(self.template):
            if match.group('invalid') is not None:
                return False
            if (match.group('named') is None and match.group('braced') is None
                    and match.group('escaped') is None):
                raise self._unknown_match()
        return True

    def get_identifiers(self):
        seen = []
        for match in self.pattern.finditer(self.template):
            key = match.group('named') or match.group('braced')
            if key is not None:
                if key not in seen:
                    seen.append(key)
            elif match.group('invalid') is None and match.group('escaped') is None:
                raise self._unknown_match()
        return seen


Template.pattern = _placeholder_regex(Template)


# ---- Formatter --------------------------------------------------------------------------------
# str.format's grammar, parsed here in Python: literal text with '{{' and '}}' standing for single
# braces, and replacement fields '{name!conversion:spec}' whose spec may hold nested fields.
# The parse is lazy (a generator), like CPython's: fields before a syntax error are formatted,
# and may fail, before the error is reached.

def _format_pieces(text):
    size = len(text)
    pos = 0
    while pos < size:
        opening = text.find('{', pos)
        closing = text.find('}', pos)
        if opening < 0 and closing < 0:
            yield text[pos:], None, None, None
            return
        brace = closing if opening < 0 or 0 <= closing < opening else opening
        ch = text[brace]
        after = brace + 1
        if after < size and text[after] == ch:
            yield text[pos:after], None, None, None      # a doubled brace is a literal one
            pos = after + 1
            continue
        if ch == '}':
            raise ValueError("Single '}' encountered in format string")
        if after == size:
            raise ValueError("Single '{' encountered in format string")
        literal = text[pos:brace]
        pos, name, conversion, spec = _read_field(text, after)
        yield literal, name, spec, conversion


def _read_field(text, start):
    # Reads a field starting just after its '{'; returns (position after the field, name,
    # conversion, spec).
    size = len(text)
    pos = start
    stop = ''
    while pos < size:
        ch = text[pos]
        pos += 1
        if ch == '{':
            raise ValueError("unexpected '{' in field name")
        if ch == '[':
            # Anything up to ']' is an index, even ':', '!' or '}'.
            close = text.find(']', pos)
            pos = size if close < 0 else close
        elif ch in '}:!':
            stop = ch
            break
    if not stop:
        raise ValueError("expected '}' before end of string")
    name = text[start:pos - 1]
    if stop == '}':
        return pos, name, None, ''
    conversion = None
    if stop == '!':
        if pos == size:
            raise ValueError("end of string while looking for conversion specifier")
        conversion = text[pos]
        pos += 1
        if pos < size:
            follower = text[pos]
            pos += 1
            if follower == '}':
                return pos, name, conversion, ''
            if follower != ':':
                raise ValueError("expected ':' after conversion specifier")
    # The spec runs to the '}' that balances the field's '{'.
    spec_start = pos
    depth = 1
    while pos < size:
        ch = text[pos]
        pos += 1
        if ch == '{':
            depth += 1
        elif ch == '}':
            depth -= 1
            if not depth:
                return pos, name, conversion, text[spec_start:pos - 1]
    raise ValueError("unmatched '{' in format spec")


def _name_parts(name):
    # The field name's head, then (is_attribute, key) steps; decimal keys become ints.
    dot = name.find('.')
    bracket = name.find('[')
    if dot < 0 and bracket < 0:
        return (int(name) if name.isdecimal() else name), ()
    head_end = dot if bracket < 0 or 0 <= dot < bracket else bracket
    head = name[:head_end]
    return (int(head) if head.isdecimal() else head), _name_steps(name, head_end)


def _name_steps(name, pos):
    # Lazy, as in CPython: a step that fails is applied before a later malformed one is seen.
    size = len(name)
    while pos < size:
        if name[pos] == '.':
            end = pos + 1
            while end < size and name[end] != '.' and name[end] != '[':
                end += 1
            attr = name[pos + 1:end]
            if not attr:
                raise ValueError("Empty attribute in format string")
            yield True, attr
            pos = end
        else:
            end = name.find(']', pos + 1)
            if end < 0:
                raise ValueError("Missing ']' in format string")
            key = name[pos + 1:end]
            if not key:
                raise ValueError("Empty attribute in format string")
            pos = end + 1
            if pos < size and name[pos] != '.' and name[pos] != '[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
            yield False, (int(key) if key.isdecimal() else key)


class Formatter:
    """str.format as overridable steps: parse, get_field (get_value), convert_field,
    format_field, and check_unused_args at the end."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        text, _ = self._expand(format_string, args, kwargs, used, 2, 0)
        self.check_unused_args(used, args, kwargs)
        return text

    def _expand(self, format_string, args, kwargs, used, depth, next_index):
        # next_index: the next automatic field number, or False once a field was numbered by
        # hand (the two styles may not be mixed). Every spec, even an empty one, is expanded one
        # level deeper, so three levels of nesting are refused, as in CPython.
        if depth < 0:
            raise ValueError('Max string recursion exceeded')
        out = []
        for literal, name, spec, conversion in self.parse(format_string):
            if literal:
                out.append(literal)
            if name is None:
                continue
            if not name:
                if next_index is False:
                    raise ValueError('cannot switch from manual field specification '
                                     'to automatic field numbering')
                name = str(next_index)
                next_index += 1
            elif name.isdigit():
                if next_index:
                    raise ValueError('cannot switch from manual field specification '
                                     'to automatic field numbering')
                next_index = False
            value, key = self.get_field(name, args, kwargs)
            used.add(key)
            value = self.convert_field(value, conversion)
            spec, next_index = self._expand(spec, args, kwargs, used, depth - 1, next_index)
            out.append(self.format_field(value, spec))
        return ''.join(out), next_index

    def get_value(self, key, args, kwargs):
        return args[key] if isinstance(key, int) else kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 'r':
            return repr(value)
        if conversion == 's':
            return str(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier %s" % (conversion,))

    def parse(self, format_string):
        # Yields (literal_text, field_name, format_spec, conversion) tuples.
        if not isinstance(format_string, str):
            raise TypeError("expected str, got %s" % type(format_string).__name__)
        return _format_pieces(format_string)

    def get_field(self, field_name, args, kwargs):
        head, steps = _name_parts(field_name)
        value = self.get_value(head, args, kwargs)
        for is_attribute, key in steps:
            value = getattr(value, key) if is_attribute else value[key]
        return value, head
)PY";
}

}  // namespace basilisk::stdlib
