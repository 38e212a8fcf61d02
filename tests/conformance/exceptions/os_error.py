# OSError and its subclasses as CPython 3.11 builds them: errno/strerror/filename(2) attributes,
# args truncated when a filename is given, OSError(errno, ...) picking the errno's subclass, and
# str() as "[Errno N] text: 'file'".
ERRNOS = {"EPERM": 1, "ENOENT": 2, "ESRCH": 3, "EINTR": 4, "ECHILD": 10, "EAGAIN": 11, "EACCES": 13,
          "EEXIST": 17, "ENOTDIR": 20, "EISDIR": 21, "EPIPE": 32, "ECONNABORTED": 103, "ECONNRESET": 104,
          "ESHUTDOWN": 108, "ETIMEDOUT": 110, "ECONNREFUSED": 111, "EALREADY": 114, "EINPROGRESS": 115,
          "EIO": 5, "ENOSPC": 28}
for name, code in ERRNOS.items():
    e = OSError(code, name.lower())
    print(name, code, type(e).__name__, [c.__name__ for c in type(e).__mro__[1:-3]], e)

def show(make):
    try:
        e = make()
    except Exception as exc:
        print("raised", type(exc).__name__ + ":", exc)
        return
    print(type(e).__name__, repr(e), "|", str(e), "|", e.args, e.errno, e.strerror, e.filename, e.filename2)

show(lambda: OSError())
show(lambda: OSError("just a message"))
show(lambda: OSError(2))
show(lambda: OSError(2, "No such file or directory"))
show(lambda: OSError(2, "No such file or directory", "data.csv"))
show(lambda: OSError(2, "No such file or directory", "a.txt", None, "b.txt"))
show(lambda: OSError(2, "No such file or directory", None))
show(lambda: OSError(2, "x", "f", 99))
show(lambda: OSError(1, 2, 3, 4, 5, 6))
show(lambda: OSError("2", "x"))
show(lambda: OSError(2.0, "x"))
show(lambda: OSError(True, "x"))
show(lambda: OSError(None, None))
show(lambda: OSError(9999, "unknown errno"))
show(lambda: OSError(2**70, "huge errno"))
show(lambda: FileNotFoundError(13, "a subclass keeps its class"))
show(lambda: FileNotFoundError("only a message"))
show(lambda: PermissionError(13, "Permission denied", b"/root"))
show(lambda: TimeoutError(110, "timed out"))
show(lambda: TimeoutError("deadline passed"))
show(lambda: ConnectionRefusedError(111, "Connection refused"))
show(lambda: IsADirectoryError(21, "Is a directory", "/tmp"))
show(lambda: OSError(errno=2))
show(lambda: FileNotFoundError(2, strerror="x"))

print(IOError is OSError, EnvironmentError is OSError)
for cls in [BrokenPipeError, ConnectionAbortedError, ConnectionRefusedError, ConnectionResetError,
            BlockingIOError, ChildProcessError, InterruptedError, ProcessLookupError, NotADirectoryError]:
    print(cls.__name__, [c.__name__ for c in cls.__mro__])

# BlockingIOError's third argument counts characters written.
b = BlockingIOError(11, "Resource temporarily unavailable", 5)
print(b, b.args, b.characters_written, b.filename)
b = BlockingIOError(11, "again")
try:
    b.characters_written
except AttributeError as e:
    print("AttributeError:", e)
b.characters_written = 7
print(b.characters_written)
del b.characters_written
try:
    del b.characters_written
except AttributeError as e:
    print("AttributeError:", e)
try:
    b.characters_written = "many"
except TypeError as e:
    print("TypeError:", e)
show(lambda: BlockingIOError(11, "x", 2.5))

# The attributes are writable and str() follows them; deleting one makes it None.
e = OSError(2, "x")
e.errno = 5
e.strerror = "Input/output error"
e.filename = "disk.img"
print(e, e.args)
e.filename2 = "copy.img"
print(e)
del e.filename
del e.filename2
print(e, e.filename)
e.filename = None
print(e)
del e.errno
print(repr(str(e)), e.errno)
e = OSError(2, "x")
del e.strerror
print(repr(str(e)))
print(OSError(2, "x").__dict__, vars(FileNotFoundError(2, "y", "z")))

try:
    ValueError("v").errno
except AttributeError as exc:
    print("AttributeError:", exc)

# Raising and catching by family.
def read_config(path):
    raise OSError(2, "No such file or directory", path)

for handler in [FileNotFoundError, OSError, Exception]:
    try:
        read_config("settings.toml")
    except handler as exc:
        print("caught by", handler.__name__, "->", type(exc).__name__, exc, exc.errno, exc.filename)

try:
    try:
        raise ConnectionResetError(104, "Connection reset by peer")
    except ConnectionError as exc:
        raise RuntimeError("fetch failed") from exc
except RuntimeError as exc:
    print(exc, "<-", repr(exc.__cause__), exc.__cause__.errno)

try:
    raise PermissionError
except OSError as exc:
    print(repr(exc), exc.errno, exc.args)

# Subclasses: without __init__ they parse like OSError; with one, only what reaches
# OSError.__init__ counts (and args start empty).
class StorageError(OSError):
    pass

class QuotaError(OSError):
    def __init__(self, user, used):
        self.user = user
        self.used = used

class MissingInput(FileNotFoundError):
    def __init__(self, path):
        super().__init__(2, "input missing", path)
        self.path = path

show(lambda: StorageError(28, "No space left on device", "/var"))
show(lambda: StorageError(2, "a user subclass is never swapped"))
q = QuotaError("ann", 120)
print(repr(q), q.args, q.errno, q.user, q.used, str(q) == "")
show(lambda: MissingInput("in.csv"))
print(MissingInput("in.csv").path, isinstance(MissingInput("x"), OSError))
show(lambda: StorageError(5, "x", kw=1))
