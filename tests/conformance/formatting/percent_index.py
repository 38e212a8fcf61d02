# printf-style integer conversions of objects with __index__ / __int__, %d of floats, and the
# TypeErrors CPython words for each conversion.
class Idx:
    def __init__(self, n): self.n = n
    def __index__(self): return self.n

class OnlyInt:
    def __int__(self): return 3

class OnlyFloat:
    def __float__(self): return 2.5

class Both:
    def __index__(self): return 7
    def __float__(self): return 1.5

class BadIndex:
    def __index__(self): return "x"

class BadInt:
    def __int__(self): return 1.5

class RaisesValue:
    def __index__(self): raise ValueError("boom")

class RaisesType:
    def __index__(self): raise TypeError("inner")

class BadFloat:
    def __float__(self): return "no"

def show(fmt, v):
    try:
        print(fmt, repr(fmt % v))
    except Exception as e:
        print(fmt, type(e).__name__ + ":", e)

for v in [Idx(42), Idx(-255), Idx(2**80), OnlyInt(), OnlyFloat(), Both(), BadIndex(), BadInt(),
          RaisesValue(), RaisesType(), BadFloat(), 3.99, -3.99, 2.0**70, float("inf"), float("nan"), "s", None, [1]]:
    print("--", type(v).__name__)
    for f in ["%d", "%i", "%u", "%x", "%X", "%o", "%#o", "%#X", "%+05d", "%-6x|", "%.3d", "%e", "%.2f", "%g", "%c"]:
        show(f, v)

show("%c", Idx(0x1F600))
show("%c", Idx(0x110000))
show("%c", Idx(-1))
show("%(n)x", {"n": Idx(255)})
show("%d %d", (Idx(1), Idx(2)))
show("%*d", (Idx(4), 5))
show("%.*f", (Idx(2), 1.0))
show(b"%d", Idx(42))
show(b"%x", Idx(255))
show(b"%c", Idx(65))
show(b"%c", Idx(256))
show(b"%c", OnlyFloat())
show(b"%d", 2.75)
show(b"%x", 2.75)
show(b"%o", OnlyInt())
show(b"%d", OnlyInt())
