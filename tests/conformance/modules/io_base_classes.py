# io's abstract classes: subclassing TextIOBase/IOBase, unsupported defaults, isinstance of the
# in-memory streams; StringIO seek argument order and '\\r\\n'/'' line splitting.
import io
def t(label, f):
    try: print(label, repr(f()))
    except Exception as e: print(label, type(e).__name__, e)
s = io.StringIO('abc')
t('seek -1 5', lambda: s.seek(-1, 5)); t('seek 1 5', lambda: s.seek(1, 5))
b = io.BytesIO(b'abc')
t('bseek -1 5', lambda: b.seek(-1, 5)); t('bseek -1 1', lambda: b.seek(-1, 1))
s = io.StringIO(newline='\r\n'); s.write('a\nb'); s.seek(2); s.write('X'); print(repr(s.getvalue()), s.readlines()); s.seek(0); print(s.readlines())
s = io.StringIO('ab\r\ncd', newline=''); print(repr(s.readline(3)), repr(s.readline()))
class My(io.TextIOBase):
    def __init__(self): self.parts = []
    def write(self, x): self.parts.append(x); return len(x)
m = My(); print('hi', 2, file=m); print(m.parts, m.writable(), m.readable(), m.seekable(), m.closed, m.encoding, m.newlines, m.errors)
t('tio read', lambda: m.read()); t('tio readline', lambda: m.readline()); t('tio seek', lambda: m.seek(0)); t('tio tell', lambda: m.tell()); t('tio trunc', lambda: m.truncate()); t('tio fileno', lambda: m.fileno()); t('tio detach', lambda: m.detach())
m.writelines(['a', 'b']); print(m.parts)
with m: pass
print(m.closed); t('closed write', lambda: m.write('x')); t('closed flush', lambda: m.flush()); t('closed wl', lambda: m.writelines([]))
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.StringIO(), io.IOBase), isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.BytesIO(), io.IOBase), isinstance(io.BytesIO(), io.TextIOBase))
class R(io.IOBase):
    def __init__(self): self.data = [b'a\n', b'b']
    def readline(self, size=-1): return self.data.pop(0) if self.data else b''
print(list(R()), R().readlines())
t('iob read', lambda: io.IOBase().read)
print(io.IOBase().isatty(), io.IOBase().readable())
