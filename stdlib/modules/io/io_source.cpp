// io: in-memory text and byte streams (StringIO, BytesIO) and the abstract stream classes
// (IOBase, RawIOBase, BufferedIOBase, TextIOBase) for subclassing and isinstance checks, written
// in Python. The two concrete classes share one storage/cursor mixin; appends at the end are
// queued and joined lazily so print(..., file=s) loops stay linear. There are no files in the
// sandbox: open(), FileIO, the buffered file classes and TextIOWrapper are absent.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view io_source() {
    return R"PY(
# In-memory streams (StringIO, BytesIO) plus the abstract stream classes that
# user code subclasses or tests with isinstance(). There are no files in the
# sandbox, so open(), FileIO and the buffered file classes do not exist.
#
# Layout: IOBase and its three abstract children carry the generic stream
# protocol (context manager, iteration, readlines/writelines, "unsupported"
# defaults). _Memory is a mixin with the storage and cursor shared by the two
# concrete classes; each concrete class supplies its own element type, its
# closed-stream wording and its argument checks, which differ in CPython.
#
# Storage: writes at the end of the stream (print(..., file=s), csv rows) are
# queued in a list and joined only when the contents are next read, so
# building a large value stays linear instead of quadratic.

from operator import index as _to_index

__all__ = ['BufferedIOBase', 'BytesIO', 'DEFAULT_BUFFER_SIZE', 'IOBase',
           'RawIOBase', 'SEEK_CUR', 'SEEK_END', 'SEEK_SET', 'StringIO', 'TextIOBase',
           'UnsupportedOperation', 'TextIOWrapper']

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError, ValueError):
    pass


UnsupportedOperation.__module__ = 'io'

# The generic (IOBase-level) closed message ends with a full stop; StringIO's
# own methods use the same words without it.
_SHUT = 'I/O operation on closed file.'


def _refuse(name):
    raise UnsupportedOperation(name)


class IOBase:
    """Base of all stream classes: lifetime, iteration and line helpers."""
    __module__ = 'io'
    _shut = False

    @property
    def closed(self):
        return self._shut

    def _open_or_fail(self):
        if self._shut:
            raise ValueError(_SHUT)

    def close(self):
        if not self._shut:
            try:
                self.flush()
            finally:
                self._shut = True

    def flush(self):
        self._open_or_fail()

    def seek(self, pos, whence=0):
        _refuse('seek')

    def tell(self):
        return self.seek(0, 1)

    def truncate(self, pos=None):
        _refuse('truncate')

    def fileno(self):
        _refuse('fileno')

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def isatty(self):
        self._open_or_fail()
        return False

    def __enter__(self):
        self._open_or_fail()
        return self

    def __exit__(self, *exc_info):
        self.close()

    def __iter__(self):
        self._open_or_fail()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readline(self, size=-1):
        # Generic byte-at-a-time fallback for subclasses that only define read().
        got = b''
        while size < 0 or len(got) < size:
            piece = self.read(1)
            if not piece:
                break
            got += piece
            if piece == b'\n':
                break
        return got

    def readlines(self, hint=None):
        return _gather_lines(self, -1 if hint is None else hint)

    def writelines(self, lines):
        self._open_or_fail()
        for line in lines:
            self.write(line)


def _gather_lines(stream, hint):
    # Collect lines until their total length exceeds a positive hint.
    found = []
    used = 0
    for line in stream:
        found.append(line)
        used += len(line)
        if 0 < hint < used:
            break
    return found


class RawIOBase(IOBase):
    __module__ = 'io'

    def read(self, size=-1):
        _refuse('read')

    def readall(self):
        _refuse('readall')

    def readinto(self, buffer):
        _refuse('readinto')

    def write(self, b):
        _refuse('write')


class BufferedIOBase(IOBase):
    __module__ = 'io'

    def read(self, size=-1):
        _refuse('read')

    def read1(self, size=-1):
        _refuse('read1')

    def readinto(self, buffer):
        _refuse('readinto')

    def write(self, b):
        _refuse('write')

    def detach(self):
        _refuse('detach')


class TextIOBase(IOBase):
    __module__ = 'io'
    encoding = None
    errors = None
    newlines = None

    def read(self, size=-1):
        _refuse('read')

    def readline(self, size=-1):
        _refuse('readline')

    def write(self, s):
        _refuse('write')

    def detach(self):
        _refuse('detach')


def _size_arg(value):
    # read()/readline()/truncate() sizes: None means "no limit".
    if type(value) is int:
        return value
    if value is None:
        return -1
    try:
        return _to_index(value)
    except TypeError:
        raise TypeError("argument should be integer or None, not '%s'"
                        % type(value).__name__) from None


class _Memory:
    # Cursor and storage shared by StringIO and BytesIO. Subclasses define
    # _NOTHING (empty value), _NUL (padding unit), _GONE (closed message),
    # _found_line_end() and _accept().

    def _reset(self, value):
        self._head = value        # joined contents
        self._queue = []          # pieces appended after _head, not yet joined
        self._length = len(value)
        self._cursor = 0
        self._shut = False

    def _contents(self):
        if self._queue:
            self._head = self._head + self._NOTHING.join(self._queue)
            self._queue = []
        return self._head

    def _live(self):
        if self._shut:
            raise ValueError(self._GONE)

    def readable(self):
        self._live()
        return True

    def writable(self):
        self._live()
        return True

    def seekable(self):
        self._live()
        return True

    def fileno(self):
        _refuse('fileno')

    def detach(self):
        _refuse('detach')

    def close(self):
        self._shut = True

    def tell(self):
        self._live()
        return self._cursor

    def getvalue(self):
        self._live()
        return self._contents()

    def __next__(self):
        self._live()
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def read(self, size=-1):
        self._live()
        size = _size_arg(size)
        data = self._contents()
        start = self._cursor
        stop = len(data)
        if start >= stop:
            return self._NOTHING
        if 0 <= size < stop - start:
            stop = start + size
        self._cursor = stop
        return data[start:stop]

    def readline(self, size=-1):
        self._live()
        size = _size_arg(size)
        data = self._contents()
        start = self._cursor
        limit = len(data)
        if start >= limit:
            return self._NOTHING
        if 0 <= size < limit - start:
            limit = start + size
        stop = self._found_line_end(data, start, limit)
        self._cursor = stop
        return data[start:stop]

    def _store(self, piece):
        # Write already-validated piece at the cursor; returns nothing.
        at = self._cursor
        count = len(piece)
        if at == self._length:
            if count:
                self._queue.append(piece)
                self._length = at + count
                self._cursor = at + count
            return
        if not count:
            return
        data = self._contents()
        if at > len(data):
            data = data + self._NUL * (at - len(data))
        data = data[:at] + piece + data[at + count:]
        self._head = data
        self._length = len(data)
        self._cursor = at + count

    def _cut(self, size):
        self._live()
        if size is None:
            size = self._cursor
        else:
            size = _size_arg(size)
            if size < 0:
                raise ValueError(self._NEGATIVE_SIZE % size)
        if size < self._length:
            self._head = self._contents()[:size]
            self._length = size
        return size


# StringIO newline modes, and the kinds of line ending it has seen.
_SAW_CR, _SAW_LF, _SAW_CRLF = 1, 2, 4


class StringIO(_Memory, TextIOBase):
    """Text stream kept in memory."""
    __module__ = '_io'
    _NOTHING = ''
    _NUL = '\0'
    _GONE = 'I/O operation on closed file'
    _NEGATIVE_SIZE = 'Negative size value %d'

    def __init__(self, initial_value='', newline='\n'):
        if not (newline is None or isinstance(newline, str)):
            raise TypeError('newline must be str or None, not %s' % type(newline).__name__)
        if newline not in ('\n', '', None, '\r', '\r\n'):
            raise ValueError('illegal newline value: %r' % (newline,))
        if initial_value is None:
            initial_value = ''
        elif not isinstance(initial_value, str):
            raise TypeError('initial_value must be str or None, not %s'
                            % type(initial_value).__name__)
        self._mode = newline
        # None: every ending becomes '\n'; '\r' / '\r\n': '\n' is written as that.
        self._seen = 0
        self._reset(self._incoming(initial_value))

    def _incoming(self, text):
        mode = self._mode
        if mode == '\n':
            return text
        if mode is None or mode == '':
            if '\r' in text:
                pairs = text.count('\r\n')
                if pairs:
                    self._seen |= _SAW_CRLF
                if text.count('\r') > pairs:
                    self._seen |= _SAW_CR
                if text.count('\n') > pairs:
                    self._seen |= _SAW_LF
                if mode is None:
                    text = text.replace('\r\n', '\n').replace('\r', '\n')
            elif '\n' in text:
                self._seen |= _SAW_LF
            return text
        return text.replace('\n', mode) if '\n' in text else text

    def _found_line_end(self, data, start, limit):
        mode = self._mode
        if mode == '':
            lf = data.find('\n', start, limit)
            cr = data.find('\r', start, lf if lf >= 0 else limit)
            if cr >= 0:
                if cr + 1 == lf:
                    return lf + 1
                return cr + 1
            return limit if lf < 0 else lf + 1
        mark = '\n' if mode is None else mode
        hit = data.find(mark, start, limit)
        return limit if hit < 0 else hit + len(mark)

    def write(self, s):
        self._live()
        if type(s) is not str and not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)
        given = len(s)
        if self._mode != '\n':
            s = self._incoming(s)
        self._store(s)
        return given

    def seek(self, pos, whence=0):
        self._live()
        pos = _to_index(pos)
        whence = _to_index(whence)
        if whence < 0 or whence > 2:
            raise ValueError('Invalid whence (%d, should be 0, 1 or 2)' % whence)
        if whence == 0:
            if pos < 0:
                raise ValueError('Negative seek position %d' % pos)
            self._cursor = pos
        elif pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        elif whence == 2:
            self._cursor = self._length
        return self._cursor

    def truncate(self, pos=None):
        return self._cut(pos)

    def readlines(self, hint=-1):
        self._live_period()
        return _gather_lines(self, _size_arg(hint))

    def _live_period(self):
        if self._shut:
            raise ValueError(_SHUT)

    def flush(self):
        pass  # nothing buffered; allowed even once closed

    @property
    def line_buffering(self):
        self._live()
        return False

    @property
    def newlines(self):
        self._live()
        seen = self._seen
        if not seen:
            return None
        kinds = tuple(text for bit, text in ((_SAW_CR, '\r'), (_SAW_LF, '\n'), (_SAW_CRLF, '\r\n'))
                      if seen & bit)
        return kinds[0] if len(kinds) == 1 else kinds


class BytesIO(_Memory, BufferedIOBase):
    """Binary stream kept in memory."""
    __module__ = '_io'
    _NOTHING = b''
    _NUL = b'\0'
    _GONE = _SHUT
    _NEGATIVE_SIZE = 'negative size value %d'

    def __init__(self, initial_bytes=b''):
        self._reset(b'' if initial_bytes is None else self._accept(initial_bytes))

    @staticmethod
    def _accept(data):
        kind = type(data)
        if kind is bytes:
            return data
        if kind is bytearray or isinstance(data, (bytes, bytearray)):
            return bytes(data)
        raise TypeError("a bytes-like object is required, not '%s'" % kind.__name__)

    def _found_line_end(self, data, start, limit):
        hit = data.find(b'\n', start, limit)
        return limit if hit < 0 else hit + 1

    def write(self, b):
        self._live()
        b = self._accept(b)
        self._store(b)
        return len(b)

    def read1(self, size=-1):
        return self.read(size)

    def readinto(self, buffer):
        self._live()
        chunk = self.read(len(buffer))
        buffer[:len(chunk)] = chunk
        return len(chunk)

    def readlines(self, size=None):
        self._live()
        if size is None:
            size = -1
        elif type(size) is not int:
            try:
                size = _to_index(size)
            except TypeError:
                raise TypeError("integer argument expected, got '%s'"
                                % type(size).__name__) from None
        return _gather_lines(self, size)

    def seek(self, pos, whence=0):
        self._live()
        pos = _to_index(pos)
        whence = _to_index(whence)
        if whence == 0:
            if pos < 0:
                raise ValueError('negative seek value %d' % pos)
        elif whence == 1:
            pos += self._cursor
        elif whence == 2:
            pos += self._length
        else:
            raise ValueError('invalid whence (%d, should be 0, 1 or 2)' % whence)
        self._cursor = pos if pos > 0 else 0
        return self._cursor

    def truncate(self, size=None):
        return self._cut(size)

    def flush(self):
        self._live()

    def __iter__(self):
        return self  # CPython's BytesIO does not check for closed here

    def getbuffer(self):
        # Basilisk has no memoryview: hand back a mutable copy of the contents.
        self._live()
        return bytearray(self._contents())


class TextIOWrapper(TextIOBase):
    """Character and line based layer over a binary stream (here: BytesIO or a
    user's BufferedIOBase). Reading decodes what the buffer still holds on first
    use; writing encodes each piece and hands it straight to the buffer."""
    __module__ = '_io'

    def __init__(self, buffer, encoding=None, errors=None, newline=None,
                 line_buffering=False, write_through=False):
        if not (newline is None or isinstance(newline, str)):
            raise TypeError('TextIOWrapper() argument \'newline\' must be str or None, not %s'
                            % type(newline).__name__)
        if newline not in ('\n', '', None, '\r', '\r\n'):
            raise ValueError('illegal newline value: %s' % (newline,))
        if encoding is None or encoding == 'locale':
            encoding = 'utf-8'
        elif not isinstance(encoding, str):
            raise TypeError('TextIOWrapper() argument \'encoding\' must be str or None, not %s'
                            % type(encoding).__name__)
        if errors is None:
            errors = 'strict'
        ''.encode(encoding, errors)     # an unknown encoding fails here, as in CPython
        # It wraps a stream object it is given, never a path: like CPython, it asks the
        # object whether it can be read (a str has no readable()).
        buffer.readable()
        self._buffer = buffer
        self._encoding = encoding
        self._errors = errors
        self._newline = newline
        self._line_buffering = line_buffering
        self._write_through = write_through
        self._text = None       # StringIO over the decoded rest of the buffer, once read
        self._detached = False

    @property
    def buffer(self):
        if self._detached:
            raise ValueError('underlying buffer has been detached')
        return self._buffer

    @property
    def encoding(self):
        return self._encoding

    @property
    def errors(self):
        return self._errors

    @property
    def line_buffering(self):
        return self._line_buffering

    @property
    def write_through(self):
        return self._write_through

    @property
    def newlines(self):
        return None if self._text is None else self._text.newlines

    @property
    def closed(self):
        return self.buffer.closed

    @property
    def name(self):
        return self.buffer.name

    def _check(self):
        if self._detached:
            raise ValueError('underlying buffer has been detached')
        if self._buffer.closed:
            raise ValueError('I/O operation on closed file.')

    def readable(self):
        self._check()
        return self._buffer.readable()

    def writable(self):
        self._check()
        return self._buffer.writable()

    def seekable(self):
        self._check()
        return self._buffer.seekable()

    def fileno(self):
        self._check()
        return self._buffer.fileno()

    def isatty(self):
        self._check()
        return False

    def _reader(self):
        self._check()
        if self._text is None:
            data = self._buffer.read()
            text = bytes(data).decode(self._encoding, self._errors)
            mode = self._newline
            self._text = StringIO(text, newline=None if mode is None else '')
        return self._text

    def read(self, size=-1):
        return self._reader().read(size)

    def readline(self, size=-1):
        return self._reader().readline(size)

    def readlines(self, hint=-1):
        return self._reader().readlines(hint)

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __iter__(self):
        self._check()
        return self

    def write(self, s):
        self._check()
        if not isinstance(s, str):
            raise TypeError('write() argument must be str, not %s' % type(s).__name__)
        length = len(s)
        mode = self._newline
        if mode in ('\r', '\r\n') and '\n' in s:
            s = s.replace('\n', mode)
        self._buffer.write(s.encode(self._encoding, self._errors))
        if self._line_buffering and ('\n' in s or '\r' in s):
            self.flush()
        return length

    def flush(self):
        self._check()
        self._buffer.flush()

    def close(self):
        if self._detached or self._buffer.closed:
            return
        try:
            self.flush()
        finally:
            self._buffer.close()

    def detach(self):
        self._check()
        self.flush()
        self._detached = True
        return self._buffer

    def tell(self):
        self._check()
        if self._text is None:
            return self._buffer.tell()
        raise UnsupportedOperation('telling position disabled by next() call')

    def seek(self, cookie, whence=0):
        self._check()
        if whence == 0 and cookie == 0:
            self._text = None
            return self._buffer.seek(0)
        if whence == 2 and cookie == 0:
            self._text = None
            return self._buffer.seek(0, 2)
        raise UnsupportedOperation("can't do nonzero cur-relative seeks")

    def __repr__(self):
        return "<_io.TextIOWrapper encoding='%s'>" % self._encoding
)PY";
}

}  // namespace basilisk::stdlib
