try:
    try:
        raise ValueError("first")
    except ValueError:
        raise KeyError("second")
    finally:
        print("finally runs")
except KeyError as e:
    print("outer:", repr(e), "context:", repr(e.__context__))
try:
    try:
        raise ValueError("a")
    finally:
        raise TypeError("from finally")
except Exception as e:
    print(repr(e), repr(e.__context__))
