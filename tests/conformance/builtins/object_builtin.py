o = object()
print(type(o).__name__, isinstance(o, object), isinstance(5, object), isinstance(None, object))
sentinel = object()
def lookup(d, k, default=sentinel):
    if k in d:
        return d[k]
    if default is sentinel:
        return "no default given"
    return default
print(lookup({}, "a"), lookup({}, "a", None), lookup({"a": 1}, "a"))
print(o == o, o == object(), o != object())
try:
    o.attr = 1
except AttributeError as e:
    print("AttributeError:", e)
