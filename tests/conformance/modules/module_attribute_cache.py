# Module attributes read through the inline caches stay right when the module changes:
# rebinding, deleting and re-adding names, and one load site seeing several modules.
import math
import keyword
def f():
    return math.pi, math.sqrt(4), keyword.iskeyword("if")
print(f())
math.pi = 3
print(f())
del math.pi
try:
    f()
except AttributeError as e:
    print(e)
math.pi = 4.5
math.zzz = 1
print(f())
math.sqrt = lambda x: "patched"
print(f())
mods = [math, keyword]
for m in mods:
    try:
        print(m.iskeyword("for"))
    except AttributeError as e:
        print(e)
class C:
    pass
for o in [math, C(), keyword]:
    try:
        print(o.kwlist[:2])
    except AttributeError as e:
        print(e)
