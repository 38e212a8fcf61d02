# split and subgroup by type, tuple of types and predicate; derive and what derived groups keep.
g = ExceptionGroup("m", [ValueError(1), TypeError(2), ExceptionGroup("n", [ValueError(3), KeyError(4)])])
match, rest = g.split(ValueError)
print(repr(match))
print(repr(rest))
print(repr(g.subgroup(TypeError)))
print(g.subgroup(OSError))
print(g.split((ValueError, TypeError, KeyError))[1])
whole = g.subgroup(ExceptionGroup)
print(whole is g)
calls = []
def pred(e):
    calls.append(repr(e))
    return isinstance(e, KeyError)
print(repr(g.split(pred)))
print(len(calls), calls[1:])
print(repr(g.subgroup(lambda e: isinstance(e, ValueError) and e.args[0] == 3)))
try:
    g.split(1)
except TypeError as e:
    print(e)
try:
    g.subgroup((ValueError, 2))
except TypeError as e:
    print(e)
print(repr(g.derive([KeyError(9)])))
print(repr(g.derive([KeyboardInterrupt()])))

class Tagged(ExceptionGroup):
    def __new__(cls, message, excs, tag):
        obj = super().__new__(cls, message, excs)
        obj.tag = tag
        return obj
    def derive(self, excs):
        return Tagged(self.message, excs, self.tag)

t = Tagged("tagged", [ValueError(1), TypeError(2)], "T")
m, r = t.split(ValueError)
print(type(m).__name__, m.tag, repr(m.exceptions), type(r).__name__, r.tag)

try:
    raise KeyError("cause")
except KeyError as c:
    try:
        raise ExceptionGroup("with cause", [ValueError(1), TypeError(2)]) from c
    except ExceptionGroup as e:
        m, r = e.split(ValueError)
        print(repr(m.__cause__), m.__suppress_context__, repr(r.__cause__), repr(m.__context__))
