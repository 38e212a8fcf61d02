# BaseException.add_note keeps its notes in __notes__ (a list made on first use); the traceback
# printer writes each note after the exception's last line.
e = ValueError("bad input")
print(hasattr(e, "__notes__"))
e.add_note("first note")
e.add_note("second\nnote")
print(e.__notes__, type(e.__notes__).__name__)
for bad in (3, b"x", None):
    try:
        e.add_note(bad)
    except TypeError as t:
        print("TypeError:", t)
e2 = KeyError("k")
e2.__notes__ = "not a list"
try:
    e2.add_note("x")
except TypeError as t:
    print("TypeError:", t)
e3 = RuntimeError()
e3.__notes__ = ("a", "b")
try:
    e3.add_note("c")
except TypeError as t:
    print("TypeError:", t)
class AppError(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code
a = AppError(7)
a.add_note("while loading config")
print(a.__notes__, a.args, a.code, str(a))
try:
    try:
        raise ValueError("inner")
    except ValueError as inner:
        inner.add_note("inner note")
        raise
except ValueError as caught:
    print(caught.__notes__)
def process(item):
    try:
        raise ValueError(f"cannot process {item!r}")
    except ValueError as err:
        err.add_note(f"item index: {item}")
        raise
process(3)
