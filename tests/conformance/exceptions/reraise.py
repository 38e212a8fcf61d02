def risky():
    raise ValueError("original")
try:
    try:
        risky()
    except ValueError:
        print("logging and re-raising")
        raise
except ValueError as e:
    print("outer got:", e)
try:
    try:
        risky()
    except ValueError as e:
        raise e
except ValueError as e:
    print("outer got again:", e)
def wrap():
    try:
        risky()
    except Exception as e:
        raise RuntimeError(f"wrapped: {e}")
try:
    wrap()
except RuntimeError as e:
    print(e, type(e.__context__).__name__, e.__context__)
try:
    raise
except RuntimeError as e:
    print("bare raise outside:", e)
