# What except* clauses raise: new exceptions are combined with the re-raised and unhandled parts
# (CPython's _PyExc_PrepReraiseStar).
def show(label, e):
    def describe(x):
        if isinstance(x, BaseExceptionGroup):
            return f"{type(x).__name__}({x.message!r}, [{', '.join(describe(y) for y in x.exceptions)}])"
        return repr(x)
    print(label, describe(e))

def attempt(body):
    try:
        body()
    except BaseException as e:
        show("raised:", e)
        if e.__context__ is not None:
            show("  context:", e.__context__)
    else:
        print("nothing raised")

def new_in_handler():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("new")
    except* TypeError:
        pass
attempt(new_in_handler)

def new_and_rest():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError:
        raise KeyError("new")
attempt(new_and_rest)

def two_new():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("a")
    except* TypeError:
        raise IndexError("b")
attempt(two_new)

def bare_reraise():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ExceptionGroup("in", [ValueError(3), OSError(4)])])
    except* ValueError:
        raise
    except* OSError:
        pass
attempt(bare_reraise)

def reraise_and_new():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
    except* TypeError:
        raise RuntimeError("r")
attempt(reraise_and_new)

def raise_e():
    # `raise e` is a new raise (a new traceback entry), not a re-raise: e is nested in a new group.
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e
attempt(raise_e)

def bare_single():
    # A bare exception wrapped for matching: re-raising gives the wrapper group.
    try:
        raise ValueError("alone")
    except* ValueError:
        raise
attempt(bare_single)

def bare_single_new():
    try:
        raise ValueError("alone")
    except* ValueError:
        raise TypeError("instead")
attempt(bare_single_new)

def raise_from():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError as e:
        raise KeyError("k") from e
attempt(raise_from)

def handled_all():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        pass
    except* TypeError:
        pass
    print("after try")
attempt(handled_all)

def nested_try_star():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
        except* ValueError:
            raise KeyError("inner")
    except* KeyError as e:
        show("outer KeyError:", e)
    except* TypeError as e:
        show("outer TypeError:", e)
attempt(nested_try_star)

def finally_runs():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        raise OSError("from handler")
    finally:
        print("finally ran")
attempt(finally_runs)

def reraise_with_notes():
    # The parts carry copies of the group's notes; re-raising them still counts as a re-raise.
    eg = ExceptionGroup("noted", [ValueError(1), TypeError(2)])
    eg.__notes__ = ["note one"]
    try:
        raise eg
    except* ValueError:
        raise
    except* TypeError:
        raise
try:
    reraise_with_notes()
except ExceptionGroup as e:
    show("with notes:", e)
    print(e.__notes__)
