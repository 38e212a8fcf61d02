# math's errors, worded as CPython 3.11's: argument counts, keywords, types, domain and range.
import math


def t(name, *args, **kwargs):
    f = getattr(math, name)
    try:
        print(name, args, kwargs, "->", repr(f(*args, **kwargs)))
    except Exception as e:
        print(name, args, kwargs, "!!", type(e).__name__, e)


for name in ["sqrt", "exp", "floor", "ceil", "trunc", "factorial", "isqrt", "fsum", "frexp", "modf", "ulp", "degrees",
             "isnan", "gamma", "erf", "log2"]:
    t(name)
    t(name, 1, 2)
    t(name, x=1)
    t(name, "a")
    t(name, None)
for name in ["pow", "atan2", "copysign", "fmod", "remainder", "nextafter", "ldexp", "comb", "dist"]:
    t(name, 1)
    t(name, 1, 2, 3)
    t(name, 1, y=2)
    t(name, "a", 1)
t("log")
t("log", 1, 2, 3)
t("log", 1, base=2)
t("log", "a")
t("log", 8, "a")
t("perm")
t("perm", 1, 2, 3)
t("perm", 1, k=1)
t("prod")
t("prod", [1], 2)
t("prod", iterable=[1])
t("isclose")
t("isclose", 1)
t("isclose", 1, 2, 3)
t("isclose", 1, 1, foo=1)
t("isclose", 1, 1, rel_tol=-1)
t("isclose", 1, 1, abs_tol=-1e-9)
t("isclose", 1, 1, rel_tol="x")
t("gcd", x=1)
t("lcm", 1.0)
t("hypot", 1, x=2)
t("hypot", "a")
t("dist", [1], [1, 2])
t("dist", 1, 2)
t("dist", ["a"], [1])

# Domain and range errors.
for name, args in [("sqrt", (-1,)), ("log", (0,)), ("log", (-1.5,)), ("log", (0.0,)), ("log", (8, 1)), ("log", (1, 0)),
                   ("log", (2, 0.0)), ("log2", (0,)), ("log10", (-10**400,)), ("log1p", (-1,)), ("exp", (1000,)),
                   ("exp", (-1000,)), ("expm1", (1000,)), ("exp2", (1024,)), ("cosh", (1000,)), ("sinh", (-1000,)),
                   ("acos", (2,)), ("asin", (-2,)), ("atanh", (1,)), ("acosh", (0.5,)), ("tan", (math.inf,)),
                   ("sin", (-math.inf,)), ("gamma", (0,)), ("gamma", (-3,)), ("gamma", (172,)), ("gamma", (-math.inf,)),
                   ("lgamma", (0,)), ("lgamma", (-2,)), ("lgamma", (1e308,)), ("pow", (0, -1)), ("pow", (-0.0, -3)),
                   ("pow", (10, 400)), ("pow", (-8, 1 / 3)), ("fmod", (1, 0)), ("fmod", (math.inf, 1)),
                   ("remainder", (1, 0)), ("remainder", (math.inf, 2)), ("ldexp", (1.0, 1024)), ("ldexp", (1, 10**30)),
                   ("ldexp", (1, 1.0)), ("ldexp", (2.0, -10**30)), ("floor", (math.inf,)), ("ceil", (-math.inf,)),
                   ("trunc", (math.nan,)), ("floor", (math.nan,)), ("factorial", (-1,)), ("factorial", (2.0,)),
                   ("factorial", (10**20,)), ("isqrt", (-1,)), ("isqrt", (4.0,)), ("comb", (-1, 1)), ("comb", (1, -1)),
                   ("comb", (1.0, 1)), ("comb", (10**30, 10**20)), ("perm", (-1,)), ("perm", (-1, 1)),
                   ("perm", (1, -1)), ("perm", (10**30, 10**20)), ("gcd", (1.5,)), ("gcd", ("7",)),
                   ("fsum", ([1e308, 1e308],)), ("fsum", ([math.inf, -math.inf],)), ("fsum", ([1, "a"],)),
                   ("fsum", ([10**400],)), ("fsum", (5,)), ("prod", (5,)), ("sqrt", (10**400,)),
                   ("hypot", (10**400,)), ("isfinite", (10**400,))]:
    t(name, *args)

print(math.nosuch if False else "ok")
try:
    math.nosuch
except AttributeError as e:
    print(e)
