class Fatal(BaseException):
    pass
try:
    try:
        raise Fatal("deep")
    except Exception:
        print("should not catch")
except BaseException as e:
    print("BaseException caught:", type(e).__name__, e)
try:
    raise SystemExit(3)
except SystemExit as e:
    print("SystemExit code", e.code)
try:
    raise NotImplementedError("todo")
except RuntimeError as e:
    print("NotImplementedError is RuntimeError:", e)
