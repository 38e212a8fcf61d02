# try/except* on a bare exception: it is matched as ExceptionGroup('', [exc]); the clauses run in
# order, each on what the earlier ones left; else and finally run as with plain except.
def check(exc):
    try:
        if exc is not None:
            raise exc
    except* ValueError as e:
        print("ValueError clause:", repr(e), repr(e.exceptions[0] is exc))
    except* (TypeError, KeyError) as e:
        print("tuple clause:", type(e).__name__, repr(e.message), e.exceptions)
    except* ZeroDivisionError:
        print("no name")
    else:
        print("else")
    finally:
        print("finally", type(exc).__name__)

check(ValueError("v"))
check(KeyError("k"))
check(TypeError("t"))
check(ZeroDivisionError())
check(None)

# Not matched: the bare exception passes through unchanged (not wrapped).
try:
    try:
        raise OSError("disk")
    except* ValueError:
        print("not here")
except OSError as e:
    print("passed through:", type(e).__name__, e)

# The name is unbound after the clause, as with except.
try:
    raise ValueError(1)
except* ValueError as err:
    pass
try:
    err
except NameError as e:
    print(e)

# A subclass matches; BaseException subclasses too (the group is then a BaseExceptionGroup).
class MyError(ValueError):
    pass

try:
    raise MyError("mine")
except* ValueError as e:
    print(type(e).__name__, repr(e.exceptions))

try:
    raise KeyboardInterrupt()
except* KeyboardInterrupt as e:
    print(type(e).__name__, repr(e))
