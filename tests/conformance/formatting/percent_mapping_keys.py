# %-formatting with mapping keys: CPython checks for a mapping when it meets '(' and, after a
# keyed conversion, the looked-up item is the only argument left.
cases = [
    ("%(a", (1,)),
    ("%(a", 5),
    ("%(a)", 5),
    ("%(a", {"a": 1}),
    ("%(a)", {"a": 1}),
    ("%(", {}),
    ("%(a)s %d", {"a": 1}),
    ("%(a)s %s", {"a": 1}),
    ("%s %(a)s", {"a": 1}),
    ("%s %(a)s", ({"a": 1},)),
    ("%(a)*d", {"a": 3}),
    ("%(a)s and %(b)r", {"a": 1, "b": "x"}),
    ("%(a)s", {"b": 1}),
    ("%(a)y", {"a": 1}),
    ("%(a)s %(b", {"a": 1}),
    ("%(a)s %(b)", {"a": 1, "b": 2}),
    ("%(a)s %(b)", {"a": 1}),
    ("%(x(y))s", {"x(y)": 7}),
    ("%s", {"a": 1}),
    ("%s %s", {"a": 1}),
    ("no conversions", {"a": 1}),
    ("no conversions", (1,)),
    ("%(a)s", [1, 2]),
    ("%(a)-5s|", {"a": "ab"}),
    ("%(n)05.1f", {"n": 3.14159}),
]
for fmt, args in cases:
    try:
        print(repr(fmt), "->", repr(fmt % args))
    except Exception as e:
        print(repr(fmt), "->", type(e).__name__, e)

for fmt, args in [(b"%(a)s", {b"a": b"x"}), (b"%(a", (1,)), (b"%(a)s %s", {b"a": b"x"})]:
    try:
        print(fmt, "->", fmt % args)
    except Exception as e:
        print(fmt, "->", type(e).__name__, e)
