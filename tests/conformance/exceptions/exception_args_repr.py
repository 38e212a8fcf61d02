errs = [ValueError(), ValueError("one"), ValueError("a", 2), KeyError("k"), KeyError(), IndexError(3),
        Exception("msg"), TypeError("t"), RuntimeError(None), ZeroDivisionError("z"), KeyError(("a", 1))]
for e in errs:
    print(type(e).__name__, repr(str(e)), repr(e), e.args)
