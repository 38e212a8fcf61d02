# io.StringIO and io.BytesIO: positions, overwrite from 0, padding past the end, newline=None,
# closed streams, and print(file=...) into one.
import io
s = io.StringIO()
print(s.write("hello\n"), s.write("world\n"), s.tell())
print(repr(s.getvalue()), s.read(), s.seek(0), s.read(3), s.readline(), s.readlines())
s = io.StringIO("abc")
print(s.write("X"), s.getvalue(), s.tell(), s.read())
s.seek(6); s.write("z"); print(repr(s.getvalue()))
for line in io.StringIO("l1\nl2\nl3"):
    print(repr(line))
with io.StringIO("ctx") as f:
    print(f.read(), f.closed)
print(f.closed)
try:
    f.read()
except ValueError as e:
    print("ValueError:", e)
try:
    io.StringIO().write(5)
except TypeError as e:
    print("TypeError:", e)
print(io.StringIO("a\r\nb\rc", newline=None).read().split("\n"), io.StringIO("abc").truncate(1))
t = io.StringIO("0123456789"); t.seek(4); print(t.truncate(), repr(t.getvalue()), t.seek(0, 2))
b = io.BytesIO(b"binary\x00data")
print(b.read(6), b.read(), b.tell(), b.getvalue(), b.seek(-4, 2), b.read())
b.write(b"++"); print(b.getvalue())
try:
    b.write("str")
except TypeError as e:
    print("TypeError:", e)
print(print("to buffer", file=(buf := io.StringIO())), repr(buf.getvalue()))
out = io.StringIO()
for i in range(3):
    print(f"row {i}", i * i, sep="\t", file=out)
print(out.getvalue(), end="")
print(io.StringIO("x").readable(), io.StringIO().writable(), io.StringIO().seekable())
w = io.StringIO(); w.writelines(["a", "b", "c"]); print(w.getvalue())
print(type(io.StringIO()).__name__, isinstance(io.BytesIO(), io.BytesIO))
