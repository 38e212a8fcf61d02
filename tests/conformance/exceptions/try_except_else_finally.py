def run(x):
    log = []
    try:
        log.append("try")
        r = 10 // x
    except ZeroDivisionError:
        log.append("except")
        r = None
    else:
        log.append("else")
    finally:
        log.append("finally")
    return r, log
print(run(2))
print(run(0))
def nested(x):
    try:
        try:
            if x == 1:
                raise KeyError("k")
            if x == 2:
                raise ValueError("v")
            return "none"
        except KeyError as e:
            return f"inner caught {e}"
        finally:
            print("inner finally", x)
    except ValueError as e:
        return f"outer caught {e}"
    finally:
        print("outer finally", x)
for i in range(3):
    print(nested(i))
