# traceback's text functions read as the interpreter's own report (no caret lines here: every
# failing line is a whole raise statement, where CPython 3.11 prints none).
import re
import traceback
def show(text):
    # file names without their directory: the expected output must not depend on the checkout
    print(re.sub(r'File "[^"]*/([^"/]+)"', r'File "\1"', text))
def parse(s):
    if not s.isdigit():
        raise ValueError(f"not a number: {s!r}")
    return int(s)
def load(items):
    out = []
    for it in items:
        try:
            parse(it)
            out.append(it)
        except ValueError:
            show(traceback.format_exc())
    return out
print(load(["1", "x", "3"]))
print(repr(traceback.format_exc()))
try:
    try:
        raise KeyError("k")
    except KeyError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as err:
    lines = traceback.format_exception(err)
    print(len(lines), lines[0], lines[-1])
    show("".join(lines))
    print(traceback.format_exception_only(err))
    print(traceback.format_exception_only(type(err), err))
    print("".join(traceback.format_exception(type(err), err, err.__traceback__)) == "".join(lines))
try:
    undefined_name
except NameError as e:
    print(traceback.format_exception_only(e))
e = ValueError("bad value")
e.add_note("hint: check input")
e.add_note("two\nlines")
print(traceback.format_exception_only(e))
print(traceback.format_exception(e))
print(traceback.format_exception(None), traceback.format_exception_only(None))
def handler():
    try:
        raise ZeroDivisionError("division by zero")
    except Exception:
        return traceback.format_exc().splitlines()[-1]
print(handler())
