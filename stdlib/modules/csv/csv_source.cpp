// csv: CPython 3.11's Lib/csv.py (Dialect, the three dialects, DictReader, DictWriter) over a
// Python port of Modules/_csv.c: the reader's state machine and the writer's quoting rules,
// character for character, with the C module's messages. Sniffer is absent (its patterns need
// backreferences, which re's RE2 engine does not run).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view csv_source() {
    return R"PY(
"""CSV parsing and writing."""

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "excel", "excel_tab",
           "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects",
           "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    pass


Error.__module__ = '_csv'

_dialects = {}
_field_limit = 128 * 1024


def field_size_limit(*args):
    global _field_limit
    if len(args) > 1:
        raise TypeError("field_size_limit expected at most 1 argument, got %d" % len(args))
    old = _field_limit
    if args:
        if not isinstance(args[0], int):
            raise TypeError("limit must be an integer")
        _field_limit = args[0]
    return old


def _set_char(name, value, default, allow_none):
    if value is _unset:
        return default
    if value is None and allow_none:
        return None
    if not isinstance(value, str):
        if allow_none:
            raise TypeError('"%s" must be string or None, not %s' % (name, type(value).__name__))
        raise TypeError('"%s" must be string, not %s' % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


_unset = object()


class _Dialect:
    """CSV dialect

The Dialect type records CSV parsing and generation options.
"""
    __module__ = '_csv'
    __qualname__ = 'Dialect'

    def __init__(self, dialect=None, **kwargs):
        if dialect is not None:
            if isinstance(dialect, str):
                dialect = get_dialect(dialect)
        def pick(name):
            if name in kwargs:
                return kwargs[name]
            if dialect is not None:
                return getattr(dialect, name, _unset)
            return _unset
        for name in kwargs:
            if name not in ('delimiter', 'doublequote', 'escapechar', 'lineterminator',
                            'quotechar', 'quoting', 'skipinitialspace', 'strict'):
                raise TypeError("'%s' is an invalid keyword argument for Dialect()" % name)
        delimiter = pick('delimiter')
        doublequote = pick('doublequote')
        escapechar = pick('escapechar')
        lineterminator = pick('lineterminator')
        quotechar = pick('quotechar')
        quoting = pick('quoting')
        skipinitialspace = pick('skipinitialspace')
        strict = pick('strict')
        if quoting is _unset:
            quoting = QUOTE_MINIMAL
        elif not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        elif quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        self.delimiter = _set_char('delimiter', delimiter, ',', False)
        self.doublequote = True if doublequote is _unset else bool(doublequote)
        self.escapechar = _set_char('escapechar', escapechar, None, True)
        if lineterminator is _unset:
            lineterminator = '\r\n'
        elif not isinstance(lineterminator, str):
            raise TypeError('"lineterminator" must be a string')
        self.lineterminator = lineterminator
        self.quotechar = _set_char('quotechar', quotechar, '"', True)
        self.quoting = quoting
        self.skipinitialspace = False if skipinitialspace is _unset else bool(skipinitialspace)
        self.strict = False if strict is _unset else bool(strict)
        if self.quotechar is None and quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _Dialect(dialect, **fmtparams)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect") from None


def list_dialects():
    return list(_dialects)


_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, \
    _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, _AFTER_ESCAPED_CRNL = range(9)
_EOL = None


class _reader:
    __module__ = '_csv'
    __qualname__ = 'reader'

    def __init__(self, csvfile, dialect='excel', **fmtparams):
        self._input = iter(csvfile)
        self.dialect = _Dialect(dialect, **fmtparams)
        self.line_num = 0
        self._reset()

    def _reset(self):
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._numeric = False

    def __iter__(self):
        return self

    def _save_field(self):
        field = ''.join(self._field)
        self._field = []
        if self._numeric:
            self._numeric = False
            field = float(field)
        self._fields.append(field)

    def _add_char(self, c):
        if len(self._field) >= _field_limit:
            raise Error("field larger than field limit (%d)" % _field_limit)
        self._field.append(c)

    def _process(self, c):
        d = self.dialect
        state = self._state
        if state == _START_RECORD:
            if c is _EOL:
                return
            if c == '\n' or c == '\r':
                self._state = _EAT_CRNL
                return
            state = self._state = _START_FIELD
        if state == _START_FIELD:
            if c is _EOL or c == '\n' or c == '\r':
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = _IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == ' ' and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save_field()
            else:
                if d.quoting == QUOTE_NONNUMERIC:
                    self._numeric = True
                self._add_char(c)
                self._state = _IN_FIELD
        elif state == _ESCAPED_CHAR:
            if c == '\n' or c == '\r':
                self._add_char(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            if c is _EOL:
                c = '\n'
            self._add_char(c)
            self._state = _IN_FIELD
        elif state == _AFTER_ESCAPED_CRNL or state == _IN_FIELD:
            if state == _AFTER_ESCAPED_CRNL and c is _EOL:
                return
            if c is _EOL or c == '\n' or c == '\r':
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            else:
                self._add_char(c)
                self._state = _IN_FIELD
        elif state == _IN_QUOTED_FIELD:
            if c is _EOL:
                pass
            elif c == d.escapechar:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                if d.doublequote:
                    self._state = _QUOTE_IN_QUOTED_FIELD
                else:
                    self._state = _IN_FIELD
            else:
                self._add_char(c)
        elif state == _ESCAPE_IN_QUOTED_FIELD:
            if c is _EOL:
                c = '\n'
            self._add_char(c)
            self._state = _IN_QUOTED_FIELD
        elif state == _QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._add_char(c)
                self._state = _IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            elif c is _EOL or c == '\n' or c == '\r':
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif not d.strict:
                self._add_char(c)
                self._state = _IN_FIELD
            else:
                raise Error("'%s' expected after '%s'" % (d.delimiter, d.quotechar))
        elif state == _EAT_CRNL:
            if c == '\n' or c == '\r':
                pass
            elif c is _EOL:
                self._state = _START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - "
                            "do you need to open the file with newline=''?")

    def __next__(self):
        self._reset()
        while True:
            try:
                line = next(self._input)
            except StopIteration:
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error("unexpected end of data")
                    self._save_field()
                    break
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %s "
                            "(the file should be opened in text mode)" % type(line).__name__)
            self.line_num += 1
            for c in line:
                self._process(c)
            self._process(_EOL)
            if self._state == _START_RECORD:
                break
        fields = self._fields
        self._fields = []
        return fields


def reader(csvfile, dialect='excel', **fmtparams):
    return _reader(csvfile, dialect, **fmtparams)


def _is_number(v):
    t = type(v)
    return hasattr(t, '__index__') or hasattr(t, '__int__') or hasattr(t, '__float__')


class _writer:
    __module__ = '_csv'
    __qualname__ = 'writer'

    def __init__(self, fileobj, dialect='excel', **fmtparams):
        write = getattr(fileobj, 'write', None)
        if write is None or not callable(write):
            raise TypeError('argument 1 must have a "write" method')
        self._write = write
        self.dialect = _Dialect(dialect, **fmtparams)

    def _field_text(self, field, quoted):
        d = self.dialect
        out = []
        specials = (d.delimiter, d.escapechar, d.quotechar)
        for c in field:
            if c in specials or c in d.lineterminator:
                want_escape = False
                if d.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            out.append(d.quotechar)
                        else:
                            want_escape = True
                    elif c == d.escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if d.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    out.append(d.escapechar)
            out.append(c)
        text = ''.join(out)
        if quoted:
            text = d.quotechar + text + d.quotechar
        return text

    def writerow(self, row):
        d = self.dialect
        try:
            it = iter(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__) from None
        parts = []
        for field in it:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            else:
                quoted = d.quoting == QUOTE_ALL
            if field is None:
                text = ''
            elif isinstance(field, str):
                text = field
            else:
                text = str(field)
            parts.append(self._field_text(text, quoted))
        if len(parts) == 1 and parts[0] == '':
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            parts[0] = d.quotechar * 2
        return self._write(d.delimiter.join(parts) + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(fileobj, dialect='excel', **fmtparams):
    return _writer(fileobj, dialect, **fmtparams)


class Dialect:
    """Describe a CSV dialect.

    This must be subclassed (see csv.excel).  Valid attributes are:
    delimiter, quotechar, escapechar, doublequote, skipinitialspace,
    lineterminator, quoting.

    """
    _name = ""
    _valid = False
    # placeholders
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self)
        except TypeError as e:
            # We do this for compatibility with py2.3
            raise Error(str(e))

class excel(Dialect):
    """Describe the usual properties of Excel-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL
register_dialect("excel", excel)

class excel_tab(excel):
    """Describe the usual properties of Excel-generated TAB-delimited files."""
    delimiter = '\t'
register_dialect("excel-tab", excel_tab)

class unix_dialect(Dialect):
    """Describe the usual properties of Unix-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL
register_dialect("unix", unix_dialect)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames   # list of keys for the dict
        self.restkey = restkey          # key to catch long rows
        self.restval = restval          # default value for short rows
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            # Used only for its side effect.
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num

        # unlike the basic reader, we prefer not to return blanks,
        # because we will typically wind up with a dict full of None
        # values
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames    # list of keys for the dict
        self.restval = restval          # for writing short dicts
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'"
                             % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))
)PY";
}

}  // namespace basilisk::stdlib
