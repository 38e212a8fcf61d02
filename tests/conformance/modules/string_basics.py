import string
from string import Template, Formatter, capwords

print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace), repr(string.printable))
print(string.ascii_lowercase, string.ascii_uppercase)
print(capwords("  hello   wORLD  foo-bar "), capwords("a,b,c", ","), capwords(""))

t = Template("$who likes $what, ${who}s and $$5 for $$ $x_1")
print(t.substitute(who="tim", what="kung pao", x_1=3))
print(t.substitute({"who": "a", "what": "b", "x_1": 9}, what="override"))
print(t.safe_substitute(who="bob"))
print(t.template)
print(t.get_identifiers(), t.is_valid())
for bad in ["$", "ab $ cd", "line1\nline2 $1", "ok ${", "${a b}", "x\r\ny $!"]:
    tb = Template(bad)
    print(repr(tb.safe_substitute(a=1)), tb.is_valid())
    try:
        tb.substitute(a=1)
    except ValueError as e:
        print("ValueError", e)
try:
    Template("$missing").substitute()
except KeyError as e:
    print("KeyError", e)
try:
    Template("$a").substitute({}, {})
except TypeError as e:
    print("TypeError", e)
print(Template("${missing} $other").safe_substitute({"other": [1, 2]}))
print(Template("$Upper and $_x").substitute(Upper=1.5, _x=None))
print(Template("$éa").safe_substitute())

class Percent(Template):
    delimiter = "%"

print(Percent("%name is %% %{name}!").substitute(name="pc"))

class Dotted(Template):
    idpattern = r"[a-z]+\.[a-z]+"

print(Dotted("$foo.bar and $x").safe_substitute({"foo.bar": "fb"}))

f = Formatter()
print(f.format("{0} {1!r} {name:>6} {{x}} {2[1]} {obj.real}", "a", "b", [5, 6], name="n", obj=3))
print(f.format("{} {} {:{}}", 1, 2, "x", 4))
print(f.vformat("{a}-{b}", (), {"a": 1, "b": 2}))
print(list(f.parse("a{{b}}c{0!s:^{w}}d{x.y[2]}")))
for fmt in ["{", "}", "a{b", "{0!}", "{0!x}", "{0!rr}", "{} {0}", "{0} {}", "{:{:{}}}", "{0[}"]:
    try:
        print(repr(f.format(fmt, 1, 2, 3)))
    except (ValueError, IndexError, KeyError) as e:
        print(type(e).__name__, e)

class Upper(Formatter):
    def format_field(self, value, spec):
        return format(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return args[key]

print(Upper().format("{0} {missing} {x:.2f}", "abc", x=1.5))
# The parser is lazy: a field before a syntax error is looked up (and fails) first.
for fmt in ["{missing}{", "{0}{x!}", "ok{0}}"]:
    try:
        print(repr(f.format(fmt, "v")))
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
p = f.parse("a{0}b{")
print(next(p))
try:
    next(p)
except ValueError as e:
    print("ValueError", e)
