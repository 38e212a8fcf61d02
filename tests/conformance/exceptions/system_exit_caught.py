# SystemExit is a BaseException: `except Exception` lets it pass; its code and args; exit()/quit().
try:
    try:
        raise SystemExit(3)
    except Exception as e:
        print("wrongly caught by Exception", e)
except BaseException as e:
    print("BaseException", type(e).__name__, e.args, e.code)
for a in [(), (None,), (5,), ("msg",), (1, 2), ([1],), (True,)]:
    e = SystemExit(*a)
    print(a, repr(e.code), e.args, repr(str(e)))
for fn in (exit, quit):
    for a in [(), (4,), ("bye",), (None,)]:
        try:
            fn(*a)
        except SystemExit as e:
            print("exit", a, repr(e.code), e.args)
try:
    exit(code=7)
except SystemExit as e:
    print("keyword", e.code)
print(issubclass(SystemExit, Exception), issubclass(SystemExit, BaseException))
def f():
    try:
        raise SystemExit(2)
    finally:
        print("finally runs")
try:
    f()
except SystemExit as e:
    print("after finally", e.code)
