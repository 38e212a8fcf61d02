// csv: reader, writer, DictReader/DictWriter, dialects and Sniffer, written in Python for
// Basilisk. The reader splits a line with str.split when it holds no quote or escape char (the
// usual case) and otherwise runs a small per-line state machine that takes runs of quoted text
// as slices, so a quoted field may span lines. Dialect parameters are resolved and checked in one
// place (_resolve) with CPython's messages and checking order; the resolved settings are an
// immutable object shown as '_csv.Dialect'. Sniffer guesses from quoted cells, else from a
// character every line holds equally often. There is no file system: readers take any iterable
// of strings (io.StringIO, lists) and writers any object with write().
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view csv_source() {
    return R"PY(
__all__ = ['QUOTE_MINIMAL', 'QUOTE_ALL', 'QUOTE_NONNUMERIC', 'QUOTE_NONE',
           'Error', 'Dialect', '__doc__', 'excel', 'excel_tab',
           'field_size_limit', 'reader', 'writer',
           'register_dialect', 'get_dialect', 'list_dialects', 'Sniffer',
           'unregister_dialect', '__version__', 'DictReader', 'DictWriter',
           'unix_dialect']

__version__ = '1.0'

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3


class Error(Exception):
    pass


Error.__module__ = '_csv'

# Module state: the registered dialects (name -> frozen settings) and the longest field the
# reader accepts.
_registry = {}
_limit = [131072]

_SETTING_NAMES = ('delimiter', 'quotechar', 'escapechar', 'doublequote',
                  'skipinitialspace', 'lineterminator', 'quoting', 'strict')


class _Settings:
    # The resolved, validated formatting parameters a reader or writer runs with (what
    # get_dialect returns and what reader.dialect shows). Immutable once built.
    __slots__ = _SETTING_NAMES

    def __setattr__(self, name, value):
        if name in _SETTING_NAMES:
            raise AttributeError("attribute '%s' of '_csv.Dialect' objects is not writable" % name)
        raise AttributeError("'_csv.Dialect' object has no attribute '%s'" % name)


_Settings.__name__ = 'Dialect'
_Settings.__qualname__ = 'Dialect'
_Settings.__module__ = '_csv'


def _one_char(name, value, allow_none):
    if value is None:
        if allow_none:
            return None
        raise TypeError('"%s" must be string, not NoneType' % name)
    if not isinstance(value, str):
        if allow_none:
            raise TypeError('"%s" must be string or None, not %s' % (name, type(value).__name__))
        raise TypeError('"%s" must be string, not %s' % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


def _resolve(dialect, overrides):
    # Start from the named or given dialect (any object: missing attributes take excel's
    # values), apply keyword overrides, then check the combination; the checks run in the
    # order CPython reports them.
    if isinstance(dialect, str):
        if dialect not in _registry:
            raise Error('unknown dialect')
        dialect = _registry[dialect]
    for key in overrides:
        if key not in _SETTING_NAMES:
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)

    def pick(name, default):
        if name in overrides:
            return overrides[name]
        if dialect is None:
            return default
        return getattr(dialect, name, default)

    delimiter = _one_char('delimiter', pick('delimiter', ','), False)
    escapechar = _one_char('escapechar', pick('escapechar', None), True)
    terminator = pick('lineterminator', '\r\n')
    if terminator is not None and not isinstance(terminator, str):
        raise TypeError('"lineterminator" must be a string')
    quotechar = _one_char('quotechar', pick('quotechar', '"'), True)
    quoting_given = ('quoting' in overrides or
                     (dialect is not None and getattr(dialect, 'quoting', None) is not None))
    quoting = pick('quoting', QUOTE_MINIMAL)
    if not isinstance(quoting, int):
        raise TypeError('"quoting" must be an integer')
    if quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
        raise TypeError('bad "quoting" value')
    if quotechar is None and quoting != QUOTE_NONE:
        # A quotechar of None turns quoting off, unless quoting was asked for.
        if quoting_given:
            raise TypeError('quotechar must be set if quoting enabled')
        quoting = QUOTE_NONE
    if terminator is None:
        raise TypeError('lineterminator must be set')
    result = object.__new__(_Settings)
    put = object.__setattr__
    put(result, 'delimiter', delimiter)
    put(result, 'quotechar', quotechar)
    put(result, 'escapechar', escapechar)
    put(result, 'doublequote', bool(pick('doublequote', True)))
    put(result, 'skipinitialspace', bool(pick('skipinitialspace', False)))
    put(result, 'lineterminator', terminator)
    put(result, 'quoting', quoting)
    put(result, 'strict', bool(pick('strict', False)))
    return result


def _dialect_args(args, kwargs, what):
    if not args:
        raise TypeError(' expected at least 1 argument, got 0')
    if len(args) > 2:
        raise TypeError(' expected at most 2 arguments, got %d' % len(args))
    if len(args) == 2:
        return args[0], args[1]
    # No dialect at all is not the same as 'excel': quotechar=None alone then means QUOTE_NONE.
    return args[0], kwargs.pop('dialect', None)


# Reader states. A record is parsed one input line at a time; a quoted field or an escape may
# carry the state over to the next line.
_AT_RECORD = 0      # nothing of the record seen yet
_AT_FIELD = 1       # just after a delimiter
_UNQUOTED = 2       # inside an unquoted field
_QUOTED = 3         # inside a quoted field
_QUOTE_SEEN = 4     # a quote char inside a quoted field: closing, or the first of a pair
_ESC = 5            # escape char in an unquoted field
_ESC_QUOTED = 6     # escape char in a quoted field
_DONE = 7           # the record ended at a newline; only more newline chars may follow
_ESC_NL = 8         # an escaped newline char: like _UNQUOTED, but a line end here continues

_NEWLINE_ERROR = "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?"


class _ReaderObject:

    def __init__(self, source, settings):
        self._lines = iter(source)
        self.dialect = settings
        self.line_num = 0
        d = settings
        self._delim = d.delimiter
        self._quote = d.quotechar if d.quoting != QUOTE_NONE else None
        self._esc = d.escapechar
        self._skipspace = d.skipinitialspace
        self._numeric = d.quoting == QUOTE_NONNUMERIC
        self._simple = self._esc is None and not self._skipspace

    def __iter__(self):
        return self

    def __next__(self):
        fields = []
        parts = []
        state = _AT_RECORD
        quoted = False
        numeric = self._numeric
        while True:
            try:
                line = next(self._lines)
            except StopIteration:
                if state == _AT_RECORD:
                    raise
                if self.dialect.strict:
                    raise Error('unexpected end of data')
                self._save(fields, parts, quoted)
                return fields
            if not isinstance(line, str):
                raise Error('iterator should return strings, not %.200s (the file should be opened in text mode)'
                            % type(line).__name__)
            self.line_num += 1
            if state == _AT_RECORD:
                row = self._plain(line)
                if row is not None:
                    return row
            state, quoted = self._parse(line, state, fields, parts, quoted)
            if state == _DONE:
                return fields

    def _plain(self, line):
        # The common line: no quote or escape char anywhere, a newline only at the end.
        # It splits on the delimiter directly; anything else returns None for the full parser.
        q = self._quote
        if q is not None and q in line:
            return None
        if line.endswith('\n'):
            body = line[:-2] if line.endswith('\r\n') else line[:-1]
        elif line.endswith('\r'):
            body = line[:-1]
        else:
            body = line
        if '\n' in body or '\r' in body:
            return None
        if not self._simple:
            if self._esc is not None and self._esc in line:
                return None
        if not body:
            return []
        fields = body.split(self._delim)
        if self._skipspace:
            fields = [f.lstrip(' ') for f in fields]
        if len(body) > _limit[0]:
            limit = _limit[0]
            for f in fields:
                if len(f) > limit:
                    raise Error('field larger than field limit (%d)' % limit)
        if self._numeric:
            fields = [float(f) if f else f for f in fields]
        return fields

    def _save(self, fields, parts, quoted):
        text = ''.join(parts)
        parts.clear()
        if len(text) > _limit[0]:
            raise Error('field larger than field limit (%d)' % _limit[0])
        if self._numeric and not quoted and text:
            fields.append(float(text))
        else:
            fields.append(text)

    def _parse(self, line, state, fields, parts, quoted):
        # Walks one line through the record state machine; returns the new state and whether
        # the field being built was quoted. Runs of ordinary characters are taken as slices.
        delim = self._delim
        quote = self._quote
        esc = self._esc
        n = len(line)
        i = 0
        while i < n:
            c = line[i]
            if state == _QUOTED:
                # Jump to the next quote or escape char; everything before is field text.
                j = n
                if quote is not None:
                    k = line.find(quote, i)
                    if k >= 0:
                        j = k
                if esc is not None:
                    k = line.find(esc, i, j)
                    if k >= 0:
                        j = k
                if j > i:
                    parts.append(line[i:j])
                    i = j
                    continue
                state = _ESC_QUOTED if c == esc else (_QUOTE_SEEN if self.dialect.doublequote else _UNQUOTED)
            elif state == _UNQUOTED or state == _ESC_NL:
                if c == delim:
                    self._save(fields, parts, quoted)
                    quoted = False
                    state = _AT_FIELD
                elif c == '\n' or c == '\r':
                    self._save(fields, parts, quoted)
                    state = _DONE
                elif c == esc:
                    state = _ESC
                else:
                    parts.append(c)
                    state = _UNQUOTED
            elif state == _AT_FIELD or state == _AT_RECORD:
                if c == '\n' or c == '\r':
                    if state == _AT_FIELD:
                        self._save(fields, parts, False)
                    state = _DONE
                elif c == quote:
                    quoted = True
                    state = _QUOTED
                elif c == esc:
                    state = _ESC
                elif c == ' ' and self._skipspace:
                    pass
                elif c == delim:
                    self._save(fields, parts, False)
                    state = _AT_FIELD
                else:
                    parts.append(c)
                    state = _UNQUOTED
            elif state == _QUOTE_SEEN:
                if c == quote:
                    parts.append(c)
                    state = _QUOTED
                elif c == delim:
                    self._save(fields, parts, quoted)
                    quoted = False
                    state = _AT_FIELD
                elif c == '\n' or c == '\r':
                    self._save(fields, parts, quoted)
                    state = _DONE
                elif self.dialect.strict:
                    raise Error("'%s' expected after '%s'" % (delim, quote))
                else:
                    parts.append(c)
                    state = _UNQUOTED
            elif state == _ESC:
                parts.append(c)
                state = _ESC_NL if c == '\n' or c == '\r' else _UNQUOTED
            elif state == _ESC_QUOTED:
                parts.append(c)
                state = _QUOTED
            else:
                if c != '\n' and c != '\r':
                    raise Error(_NEWLINE_ERROR)
            i += 1
        # End of the line's text: where the record stands decides whether it goes on.
        if state == _AT_RECORD:
            return _DONE, quoted
        if state == _AT_FIELD or state == _UNQUOTED or state == _QUOTE_SEEN:
            self._save(fields, parts, quoted)
            return _DONE, quoted
        if state == _ESC:
            parts.append('\n')
            return _UNQUOTED, quoted
        if state == _ESC_NL:
            return _UNQUOTED, quoted
        if state == _ESC_QUOTED:
            parts.append('\n')
            return _QUOTED, quoted
        return state, quoted


_ReaderObject.__name__ = 'reader'
_ReaderObject.__qualname__ = 'reader'
_ReaderObject.__module__ = '_csv'


def reader(*args, **kwargs):
    source, dialect = _dialect_args(args, kwargs, 'reader')
    settings = _resolve(dialect, kwargs)
    return _ReaderObject(source, settings)


def _is_number(value):
    if isinstance(value, (int, float)):
        return True
    t = type(value)
    return hasattr(t, '__float__') or hasattr(t, '__index__')


class _WriterObject:

    def __init__(self, stream, settings):
        self._write = stream.write
        self.dialect = settings
        d = settings
        quote = d.quotechar if d.quoting != QUOTE_NONE else None
        self._quote = quote
        self._esc = d.escapechar
        self._quoting = d.quoting
        self._doubled = d.doublequote
        self._delim = d.delimiter
        self._eol = d.lineterminator
        # Characters that force quoting (or escaping, under QUOTE_NONE).
        special = [d.delimiter]
        for c in d.lineterminator:
            if c not in special:
                special.append(c)
        if quote is not None and quote not in special:
            special.append(quote)
        if self._esc is not None and self._esc not in special:
            special.append(self._esc)
        if d.quoting == QUOTE_NONE and d.quotechar is not None and d.quotechar not in special:
            special.append(d.quotechar)
        self._special = special

    def _escaped(self, c):
        if self._esc is None:
            raise Error('need to escape, but no escapechar set')
        return self._esc + c

    def _format(self, value):
        if value is None:
            text = ''
            always = self._quoting == QUOTE_ALL or self._quoting == QUOTE_NONNUMERIC
        else:
            text = value if isinstance(value, str) else (repr(value) if isinstance(value, float) else str(value))
            mode = self._quoting
            always = mode == QUOTE_ALL or (mode == QUOTE_NONNUMERIC and not _is_number(value))
        for c in self._special:
            if c in text:
                break
        else:
            return '%s%s%s' % (self._quote, text, self._quote) if always else text
        out = []
        need_quotes = always
        none_mode = self._quoting == QUOTE_NONE
        for c in text:
            if c not in self._special:
                out.append(c)
            elif c == self._esc:
                out.append(self._esc + c)
            elif none_mode:
                out.append(self._escaped(c))
            elif c == self._quote:
                if self._doubled:
                    out.append(c + c)
                    need_quotes = True
                else:
                    out.append(self._escaped(c))
            else:
                out.append(c)
                need_quotes = True
        text = ''.join(out)
        if need_quotes:
            return '%s%s%s' % (self._quote, text, self._quote)
        return text

    def writerow(self, row):
        try:
            items = iter(row)
        except TypeError:
            raise Error('iterable expected, not %s' % type(row).__name__)
        cells = [self._format(v) for v in items]
        if len(cells) == 1 and cells[0] == '':
            # A lone empty field would read back as an empty row.
            if self._quoting == QUOTE_NONE:
                raise Error('single empty field record must be quoted')
            cells[0] = self._quote + self._quote
        return self._write(self._delim.join(cells) + self._eol)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


_WriterObject.__name__ = 'writer'
_WriterObject.__qualname__ = 'writer'
_WriterObject.__module__ = '_csv'


def writer(*args, **kwargs):
    stream, dialect = _dialect_args(args, kwargs, 'writer')
    if not hasattr(stream, 'write'):
        raise TypeError('argument 1 must have a "write" method')
    settings = _resolve(dialect, kwargs)
    return _WriterObject(stream, settings)


def register_dialect(*args, **kwargs):
    if not args:
        raise TypeError(' expected at least 1 argument, got 0')
    if len(args) > 2:
        raise TypeError(' expected at most 2 arguments, got %d' % len(args))
    name = args[0]
    if not isinstance(name, str):
        raise TypeError('dialect name must be a string')
    base = args[1] if len(args) == 2 else None
    _registry[name] = _resolve(base, kwargs)


def unregister_dialect(name):
    if name not in _registry:
        raise Error('unknown dialect')
    del _registry[name]


def get_dialect(name):
    try:
        return _registry[name]
    except LookupError:
        raise Error('unknown dialect')
    except TypeError:
        raise Error('unknown dialect')


def list_dialects():
    return list(_registry)


def field_size_limit(*args, **kwargs):
    if 'new_limit' in kwargs:
        args = args + (kwargs.pop('new_limit'),)
    if len(args) > 1:
        raise TypeError('field_size_limit() takes at most 1 argument (%d given)' % len(args))
    old = _limit[0]
    if args:
        if not isinstance(args[0], int):
            raise TypeError('limit must be an integer')
        _limit[0] = args[0]
    return old


class Dialect:
    # Base of the dialect classes: subclasses set the attributes, and making an instance
    # checks them. Unset attributes stay None here.
    _name = ""
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        # Building the settings checks them; the message is the one reader() would give.
        try:
            _resolve(self, {})
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = '\t'


class unix_dialect(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect('excel', excel)
register_dialect('excel-tab', excel_tab)
register_dialect('unix', unix_dialect)


class DictReader:

    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect='excel', *args, **fmtparams):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._names = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.dialect = dialect
        self.reader = reader(f, dialect, *args, **fmtparams)
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._names is None:
            # The header is the first row; an empty source has no field names.
            self._names = next(self.reader, None)
            self.line_num = self.reader.line_num
        return self._names

    @fieldnames.setter
    def fieldnames(self, names):
        self._names = names

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        src = self.reader
        row = next(src)
        while not row:
            row = next(src)
        self.line_num = src.line_num
        names = self.fieldnames
        width = len(names)
        record = dict(zip(names, row))
        if len(row) > width:
            record[self.restkey] = row[width:]
        elif len(row) < width:
            fill = self.restval
            for key in names[len(row):]:
                record[key] = fill
        return record


class DictWriter:

    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **fmtparams):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        mode = extrasaction.lower()
        if mode != 'raise' and mode != 'ignore':
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **fmtparams)

    def writeheader(self):
        return self.writer.writerow(list(self.fieldnames))

    def _row(self, mapping):
        if self.extrasaction == 'raise':
            names = self.fieldnames
            extra = [k for k in mapping if k not in names]
            if extra:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(k) for k in extra]))
        fill = self.restval
        return [mapping.get(k, fill) for k in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._row(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows([self._row(r) for r in rowdicts])


def _number_kind(text):
    # The type a cell's text converts to (int, float, complex), or None.
    for kind in (int, float):
        try:
            kind(text)
            return kind
        except (ValueError, OverflowError, TypeError):
            pass
    return None


class Sniffer:
    # Guesses a dialect from a sample of the text: quoted cells first (they show both the
    # quote char and the delimiter), else a character every line has equally often.

    def __init__(self):
        self.preferred = list(',\t; :')

    def sniff(self, sample, delimiters=None):
        found = self._by_quotes(sample, delimiters)
        if found is None:
            q, doubled, sep, spaced = '', False, '', False
        else:
            q, doubled, sep, spaced = found
        if not sep:
            # The quoted cells showed no delimiter: count characters instead, keeping what the
            # quotes told about the quote char.
            counted = self._by_counts(sample, delimiters)
            if counted is None:
                raise Error("Could not determine delimiter")
            sep, spaced = counted[2], counted[3]

        class dialect(Dialect):
            _name = 'sniffed'
            delimiter = sep
            quotechar = q if q else '"'
            doublequote = doubled
            skipinitialspace = spaced
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        return dialect

    def _by_quotes(self, sample, delimiters):
        # Look for quoted cells: a quote char at the start of a line or after a candidate
        # delimiter (and optional space), closed by the same char before a delimiter or line
        # end. The most common quote char wins, then the delimiter seen most often with it.
        quote_votes = {}
        delim_votes = {}
        spaced = 0
        for line in sample.splitlines():
            n = len(line)
            i = 0
            while i < n:
                q = line[i]
                if q != '"' and q != "'":
                    i += 1
                    continue
                before = i - 1
                space = False
                if before >= 0 and line[before] == ' ':
                    space = True
                    before -= 1
                lead = line[before] if before >= 0 else None
                if lead is not None and (lead.isalnum() or lead == q):
                    i += 1
                    continue
                end = line.find(q, i + 1)
                while end >= 0 and end + 1 < n and line[end + 1] == q:
                    end = line.find(q, end + 2)
                if end < 0:
                    break
                after = line[end + 1] if end + 1 < n else None
                if after is not None and after.isalnum():
                    i = end + 1
                    continue
                quote_votes[q] = quote_votes.get(q, 0) + 1
                for d in (lead, after):
                    if d is not None and d != ' ' and not (delimiters and d not in delimiters):
                        delim_votes[d] = delim_votes.get(d, 0) + 1
                if space and lead is not None:
                    spaced += 1
                i = end + 1
        if not quote_votes:
            return None
        quotechar = max(quote_votes, key=lambda k: quote_votes[k])
        if delim_votes:
            delimiter = max(delim_votes, key=lambda k: delim_votes[k])
        else:
            delimiter = ''
        if delimiter == '\n':
            delimiter = ''
        doubled = (quotechar * 2) in sample
        return quotechar, doubled, delimiter, spaced > 0

    def _by_counts(self, sample, delimiters):
        # Without quotes, a delimiter is a character that occurs the same, nonzero number of
        # times on (nearly) every line. Lines are read ten at a time; the first consistent
        # enough characters found decide, preferred characters winning ties.
        lines = [ln for ln in sample.split('\n') if ln]
        if not lines:
            return None
        tables = {}         # char -> {count on a line: number of lines}, in first-seen order
        chars = [chr(c) for c in range(127)]
        found = {}
        end = 0
        while end < len(lines):
            start = end
            end = min(end + 10, len(lines))
            for ln in lines[start:end]:
                for ch in chars:
                    t = tables.get(ch)
                    if t is None:
                        t = tables[ch] = {}
                    k = ln.count(ch)
                    t[k] = t.get(k, 0) + 1
            total = end
            modes = []
            for ch, t in tables.items():
                if len(t) == 1 and 0 in t:
                    continue
                mode = max(t, key=t.get)
                agree = t[mode] - (total - t[mode])
                modes.append((ch, mode, agree))
            found = {}
            level = 1.0
            while not found and level >= 0.9:
                for ch, mode, agree in modes:
                    if mode > 0 and agree > 0 and agree / total >= level and (
                            not delimiters or ch in delimiters):
                        found[ch] = (mode, agree)
                level -= 0.01
            if len(found) == 1:
                best = next(iter(found))
                return '', False, best, self._spaced(lines[0], best)
        if not found:
            return None
        for ch in self.preferred:
            if ch in found:
                return '', False, ch, self._spaced(lines[0], ch)
        best = max(found, key=lambda ch: (found[ch], ch))
        return '', False, best, self._spaced(lines[0], best)

    @staticmethod
    def _spaced(line, delim):
        return line.count(delim) == line.count(delim + ' ')

    def has_header(self, sample):
        # Each column of the rows after the first gets a kind: the number type all its cells
        # convert to, else the length all its cells share, else no vote. The first row's cell
        # votes "header" when it does not fit its column's kind.
        rows = reader(sample.splitlines(), self.sniff(sample))
        header = next(rows)
        width = len(header)
        kinds = {i: None for i in range(width)}
        seen = 0
        for row in rows:
            if seen >= 20:
                break
            seen += 1
            if len(row) != width:
                continue
            for col in list(kinds):
                cell = row[col]
                kind = _number_kind(cell)
                if kind is None:
                    kind = len(cell)
                prev = kinds[col]
                if prev is None:
                    kinds[col] = kind
                elif prev != kind:
                    if isinstance(prev, type) and isinstance(kind, type):
                        kinds[col] = float      # int and float cells mixed
                    else:
                        del kinds[col]
        score = 0
        for col, kind in kinds.items():
            if kind is None:
                score += 1      # no row gave this column a kind: it counts for a header
                continue
            if isinstance(kind, type):
                try:
                    kind(header[col])
                    score -= 1
                except (ValueError, TypeError, OverflowError):
                    score += 1
            else:
                score += 1 if len(header[col]) != kind else -1
        return score > 0
)PY";
}

}  // namespace basilisk::stdlib
