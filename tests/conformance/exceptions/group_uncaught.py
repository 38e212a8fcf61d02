# An uncaught group: the boxed traceback (the last line is the closing rule).
def f():
    raise ValueError(1)

def g():
    try:
        f()
    except ValueError as e:
        v = e
    raise ExceptionGroup("outer", [v, TypeError(2), ExceptionGroup("inner", [KeyError("k")])])

print("start")
g()
