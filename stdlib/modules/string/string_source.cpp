// string: CPython 3.11's Lib/string.py, rewritten: the constants, capwords, Template (its
// pattern compiled by re, as CPython's; __init_subclass__ recompiles it for subclasses that
// change delimiter, idpattern, braceidpattern, flags or pattern) and Formatter, whose parser
// (CPython's _string.formatter_parser and formatter_field_name_split, C in CPython) is written
// here in Python with CPython's error messages.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view string_source() {
    return R"PY(
__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

import re as _re

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """capwords(s [,sep]) -> string

    Split the argument into words using split, capitalize each
    word using capitalize, and join the capitalized words using
    join.  If the optional second argument sep is absent or None,
    runs of whitespace characters are replaced by a single space
    and leading and trailing whitespace are removed, otherwise
    sep is used to split and join the words.
    """
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


_sentinel_dict = {}


class _ChainLookup:
    # The two mappings substitute(mapping, **kws) reads, kws first (CPython's ChainMap).
    def __init__(self, first, second):
        self._first = first
        self._second = second

    def __getitem__(self, key):
        try:
            return self._first[key]
        except KeyError:
            return self._second[key]


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        if 'pattern' in cls.__dict__:
            pattern = cls.pattern
        else:
            delim = _re.escape(cls.delimiter)
            id = cls.idpattern
            bid = cls.braceidpattern or cls.idpattern
            pattern = fr"""
            {delim}(?:
              (?P<escaped>{delim})  |   # Escape sequence of two delimiters
              (?P<named>{id})       |   # delimiter and a Python identifier
              {{(?P<braced>{bid})}} |   # delimiter and a braced identifier
              (?P<invalid>)             # Other ill-formed delimiter exprs
            )
            """
        cls.pattern = _re.compile(pattern, cls.flags | _re.VERBOSE)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainLookup(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainLookup(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None
                and mo.group('braced') is None
                and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern',
                                 self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None
                and mo.group('invalid') is None
                and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern',
                                 self.pattern)
        return ids


Template.__init_subclass__()


def _formatter_parser(s):
    # CPython's MarkupIterator (Objects/stringlib/unicode_format.h): literal text up to a
    # brace, doubled braces as one literal brace, then a field "name!c:spec".
    if not isinstance(s, str):
        raise TypeError("expected str, got %s" % type(s).__name__)
    return _formatter_items(s)


def _formatter_items(s):
    # Lazy, as CPython's iterator: fields before a syntax error are formatted (and may raise)
    # before the error is found.
    n = len(s)
    pos = 0
    while pos < n:
        start = pos
        c = ''
        markup = False
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{' or c == '}':
                markup = True
                break
        at_end = pos >= n
        length = pos - start
        if c == '}' and markup and (at_end or s[pos] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == '{' and markup:
            raise ValueError("Single '{' encountered in format string")
        if markup and not at_end:
            if s[pos] == c:
                pos += 1
                markup = False
            else:
                length -= 1
        elif markup:
            length -= 1
        literal = s[start:start + length]
        if not markup:
            yield (literal, None, None, None)
            continue
        # The field.
        name_start = pos
        c = ''
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{':
                raise ValueError("unexpected '{' in field name")
            if c == '[':
                while pos < n and s[pos] != ']':
                    pos += 1
                continue
            if c == '}' or c == ':' or c == '!':
                break
        else:
            c = ''
        if c == '':
            raise ValueError("expected '}' before end of string")
        field_name = s[name_start:pos - 1]
        conversion = None
        spec = ''
        if c == '!' or c == ':':
            done = False
            if c == '!':
                if pos >= n:
                    raise ValueError("end of string while looking for conversion specifier")
                conversion = s[pos]
                pos += 1
                if pos < n:
                    c = s[pos]
                    pos += 1
                    if c == '}':
                        done = True
                    elif c != ':':
                        raise ValueError("expected ':' after conversion specifier")
            if not done:
                spec_start = pos
                count = 1
                while pos < n:
                    c = s[pos]
                    pos += 1
                    if c == '{':
                        count += 1
                    elif c == '}':
                        count -= 1
                        if count == 0:
                            break
                else:
                    raise ValueError("unmatched '{' in format spec")
                spec = s[spec_start:pos - 1]
        yield (literal, field_name, spec, conversion)


def _formatter_field_name_split(name):
    # CPython's FieldNameIterator: "first", then (is_attribute, key) pairs; all-digit keys
    # become ints.
    i = 0
    n = len(name)
    while i < n and name[i] != '.' and name[i] != '[':
        i += 1
    first = name[:i]
    if first.isdigit():
        first = int(first)
    rest = []
    while i < n:
        c = name[i]
        i += 1
        if c == '.':
            start = i
            while i < n and name[i] != '.' and name[i] != '[':
                i += 1
            key = name[start:i]
            if not key:
                raise ValueError("Empty attribute in format string")
            rest.append((True, key))
        elif c == '[':
            start = i
            while i < n and name[i] != ']':
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            key = name[start:i]
            i += 1
            if not key:
                raise ValueError("Empty attribute in format string")
            if key.isdigit():
                key = int(key)
            rest.append((False, key))
            if i < n and name[i] != '.' and name[i] != '[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, iter(rest)


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in \
                self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs,
                    used_args, recursion_depth-1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        else:
            return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        elif conversion == 's':
            return str(value)
        elif conversion == 'r':
            return repr(value)
        elif conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return _formatter_parser(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _formatter_field_name_split(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
)PY";
}

}  // namespace basilisk::stdlib
