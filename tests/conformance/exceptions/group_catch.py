# except ExceptionGroup, except BaseExceptionGroup and except Exception all catch a group.
def boom():
    raise ExceptionGroup("problems", [ValueError("bad"), TypeError("worse")])

for handler in ("eg", "beg", "exc"):
    try:
        boom()
    except ExceptionGroup as e:
        print("ExceptionGroup:", e, handler)
        if handler != "eg":
            continue
    except Exception as e:
        print("unreachable", e)

try:
    boom()
except Exception as e:
    print("Exception:", type(e).__name__, e.exceptions)

try:
    boom()
except BaseExceptionGroup as e:
    print("BaseExceptionGroup:", [str(x) for x in e.exceptions])

try:
    raise BaseExceptionGroup("stop", [KeyboardInterrupt()])
except Exception:
    print("not here")
except BaseException as e:
    print("BaseException:", type(e).__name__, e)
