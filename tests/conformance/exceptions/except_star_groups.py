# except* on groups: each clause takes its part with split(), keeping the nesting, and the rest
# goes on to the next clause.
def show(label, e):
    def describe(x):
        if isinstance(x, BaseExceptionGroup):
            return f"{type(x).__name__}({x.message!r}, [{', '.join(describe(y) for y in x.exceptions)}])"
        return repr(x)
    print(label, describe(e))

eg = ExceptionGroup("outer", [
    ValueError(1),
    ExceptionGroup("inner", [TypeError(2), ValueError(3), ExceptionGroup("deep", [KeyError(4)])]),
    OSError(5),
])

try:
    raise eg
except* ValueError as e:
    show("ValueError:", e)
    print(e is eg)
except* KeyError as e:
    show("KeyError:", e)
except* (TypeError, OSError) as e:
    show("Type/OS:", e)

# Everything matched by the first clause: the group itself is bound.
try:
    raise eg
except* Exception as e:
    print("whole group:", e is eg)
except* ValueError:
    print("never: nothing is left")

# A clause that matches nothing is skipped; the unmatched rest propagates as a group.
try:
    try:
        raise ExceptionGroup("two", [ValueError("a"), OSError("b")])
    except* ValueError as e:
        show("handled:", e)
    except* ZeroDivisionError:
        print("not here")
except ExceptionGroup as rest:
    show("rest:", rest)

# A group subclass: split() uses its derive().
class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message.upper(), excs)

try:
    try:
        raise MyGroup("mine", [ValueError(1), TypeError(2)])
    except* TypeError as e:
        show("subclass match:", e)
except ExceptionGroup as rest:
    show("subclass rest:", rest)

# Clauses run with the matched part as the exception being handled.
try:
    raise ExceptionGroup("ctx", [ValueError(1), TypeError(2)])
except* ValueError as e:
    try:
        raise RuntimeError("inside")
    except RuntimeError as inner:
        show("context of inner:", inner.__context__)
        print(inner.__context__ is e)
except* TypeError:
    pass
