try:
    try:
        {}["missing"]
    except KeyError as e:
        raise ValueError("bad lookup") from e
except ValueError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__, repr(e.__context__))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("implicit")
except TypeError as e:
    print(repr(e), e.__cause__, repr(e.__context__), e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("suppressed") from None
except TypeError as e:
    print(repr(e), e.__cause__, repr(e.__context__), e.__suppress_context__)
try:
    raise ValueError("no context")
except ValueError as e:
    print(e.__cause__, e.__context__)
