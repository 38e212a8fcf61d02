# The unmatched rest of a group propagates with the group's own traceback, boxed as CPython
# prints groups (the last stderr line is the closing rule).
def inner():
    raise ExceptionGroup("many", [ValueError(1), TypeError(2), ExceptionGroup("sub", [OSError(3), ValueError(4)])])

def outer():
    try:
        inner()
    except* ValueError as e:
        print("handled", repr(e))

print("start")
outer()
