// io: the in-memory streams of CPython 3.11's io module, StringIO and BytesIO, written in Python
// with CPython's semantics (a stream opened on a value starts at position 0, so writing
// overwrites; a write past the end pads with NULs; the messages of the C implementation). There
// are no files in the sandbox: open(), FileIO and the buffered classes are absent.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view io_source() {
    return R"PY(
__all__ = ['StringIO', 'BytesIO', 'SEEK_SET', 'SEEK_CUR', 'SEEK_END', 'UnsupportedOperation']

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError, ValueError):
    pass


UnsupportedOperation.__module__ = 'io'


class _Memory:
    # What StringIO and BytesIO share; _pad is the fill of a write past the end. Writes at the
    # end (print(..., file=s), csv rows) are kept as pieces and joined when the value is read,
    # so building a large text stays linear.
    __module__ = '_io'

    def _set(self, value):
        self._value = value
        self._pieces = []
        self._length = len(value)

    @property
    def _buf(self):
        if self._pieces:
            self._value = self._value + self._pad[:0].join(self._pieces)
            self._pieces = []
        return self._value

    def _check_open(self):
        if self._closed:
            raise ValueError('I/O operation on closed file.' if self._bytes else 'I/O operation on closed file')

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def readable(self):
        self._check_open()
        return True

    def writable(self):
        self._check_open()
        return True

    def seekable(self):
        self._check_open()
        return True

    def isatty(self):
        self._check_open()
        return False

    def flush(self):
        self._check_open()

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def tell(self):
        self._check_open()
        return self._pos

    def _size(self, size, name):
        if size is None:
            return -1
        if not isinstance(size, int):
            raise TypeError("argument should be integer or None, not '%s'" % type(size).__name__)
        return size

    def read(self, size=-1):
        self._check_open()
        size = self._size(size, 'read')
        buf = self._buf
        start = min(self._pos, len(buf))
        end = len(buf) if size < 0 else min(len(buf), start + size)
        self._pos = max(self._pos, end)
        return buf[start:end]

    def readline(self, size=-1):
        self._check_open()
        size = self._size(size, 'readline')
        buf = self._buf
        start = min(self._pos, len(buf))
        nl = buf.find(self._newline, start)
        end = len(buf) if nl < 0 else nl + 1
        if size >= 0:
            end = min(end, start + size)
        self._pos = max(self._pos, end)
        return buf[start:end]

    def readlines(self, hint=-1):
        self._check_open()
        hint = self._size(hint, 'readlines')
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def write(self, s):
        self._check_open()
        s = self._coerce(s)
        n = len(s)
        if n == 0:
            return 0
        pos = self._pos
        if pos == self._length:
            self._pieces.append(s)
            self._length += n
            self._pos = pos + n
            return n
        buf = self._buf
        if pos > len(buf):
            buf = buf + self._pad * (pos - len(buf))
        self._set(buf[:pos] + s + buf[pos + n:])
        self._pos = pos + n
        return n

    def writelines(self, lines):
        self._check_open()
        for line in lines:
            self.write(line)

    def seek(self, pos, whence=0):
        self._check_open()
        if not isinstance(pos, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(pos).__name__)
        if whence == 0:
            if pos < 0:
                raise ValueError('negative seek value %d' % pos if self._bytes else 'Negative seek position %d' % pos)
            self._pos = pos
        elif whence == 1:
            if self._bytes:
                self._pos = max(0, self._pos + pos)
            elif pos != 0:
                raise OSError("Can't do nonzero cur-relative seeks")
        elif whence == 2:
            if self._bytes:
                self._pos = max(0, self._length + pos)
            elif pos != 0:
                raise OSError("Can't do nonzero end-relative seeks")
            else:
                self._pos = self._length
        else:
            raise ValueError('invalid whence (%d, should be 0, 1 or 2)' % whence if self._bytes
                             else 'Invalid whence (%d, should be 0, 1 or 2)' % whence)
        return self._pos

    def truncate(self, size=None):
        self._check_open()
        if size is None:
            size = self._pos
        elif not isinstance(size, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(size).__name__)
        if size < 0:
            raise ValueError('negative size value %d' % size if self._bytes else 'Negative size value %d' % size)
        self._set(self._buf[:size])
        return size

    def getvalue(self):
        self._check_open()
        return self._buf


class StringIO(_Memory):
    __module__ = '_io'
    _bytes = False
    _pad = '\0'
    _newline = '\n'

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError('newline must be str or None, not %s' % type(newline).__name__)
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError('illegal newline value: %r' % (newline,))
        if initial_value is None:
            initial_value = ''
        if not isinstance(initial_value, str):
            raise TypeError('initial_value must be str or None, not %s' % type(initial_value).__name__)
        self._closed = False
        self._translate = newline
        self._set(self._translate_in(initial_value))
        self._pos = 0

    def _translate_in(self, s):
        # newline=None: \r\n and \r read as \n; '\r' or '\r\n': \n written as that.
        nl = self._translate
        if nl is None:
            return s.replace('\r\n', '\n').replace('\r', '\n')
        if nl in ('\r', '\r\n'):
            return s.replace('\n', nl)
        return s

    def _coerce(self, s):
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)
        return self._translate_in(s)

    @property
    def line_buffering(self):
        return False

    @property
    def newlines(self):
        return None

    def readline(self, size=-1):
        if self._translate == '\r':
            self._check_open()
            size = self._size(size, 'readline')
            buf = self._buf
            start = min(self._pos, len(buf))
            nl = buf.find('\r', start)
            end = len(buf) if nl < 0 else nl + 1
            if size >= 0:
                end = min(end, start + size)
            self._pos = max(self._pos, end)
            return buf[start:end]
        return super().readline(size)

    def detach(self):
        raise UnsupportedOperation('detach')


class BytesIO(_Memory):
    __module__ = '_io'
    _bytes = True
    _pad = b'\0'
    _newline = b'\n'

    def __init__(self, initial_bytes=b''):
        if initial_bytes is None:
            initial_bytes = b''
        self._closed = False
        self._set(self._coerce(initial_bytes))
        self._pos = 0

    def _coerce(self, b):
        if isinstance(b, str) or not isinstance(b, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(b).__name__)
        return bytes(b)

    def read1(self, size=-1):
        return self.read(size)

    def getbuffer(self):
        self._check_open()
        return bytearray(self._buf)
)PY";
}

}  // namespace basilisk::stdlib
