class Obj:
    cls_attr = "class"
    def method(self):
        return "m"
o = Obj()
print(getattr(o, "cls_attr"), getattr(o, "missing", "default"), getattr(o, "method")())
setattr(o, "x", 10)
print(o.x, hasattr(o, "x"), hasattr(o, "y"), hasattr(Obj, "method"))
print(getattr("abc", "upper")(), getattr([], "append") is not None, hasattr(5, "real"))
try:
    getattr(o, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(5, "foo")
except AttributeError as e:
    print("AttributeError:", e)
try:
    setattr(5, "x", 1)
except AttributeError as e:
    print("AttributeError:", e)
delattr(o, "x")
print(hasattr(o, "x"))
