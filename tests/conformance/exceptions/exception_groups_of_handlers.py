def risky(kind):
    if kind == "key":
        return {}["missing"]
    if kind == "index":
        return [][3]
    if kind == "type":
        return "a" + 1
    if kind == "value":
        return int("zz")
    if kind == "zero":
        return 1 / 0
    if kind == "attr":
        return None.upper()
    if kind == "custom":
        raise PermissionError("denied")
    return "fine"


for kind in ["key", "index", "type", "value", "zero", "attr", "custom", "none"]:
    try:
        result = risky(kind)
    except (KeyError, IndexError) as e:
        print(f"{kind}: lookup {type(e).__name__} {e}")
    except ArithmeticError as e:
        print(f"{kind}: arithmetic {e}")
    except (TypeError, AttributeError) as e:
        print(f"{kind}: {type(e).__name__}: {e}")
    except Exception as e:
        print(f"{kind}: other {type(e).__name__} {e!r} {isinstance(e, OSError)}")
    else:
        print(f"{kind}: ok {result}")
    finally:
        pass


def cleanup_order():
    log = []
    try:
        try:
            log.append("try")
            raise ValueError("inner")
        finally:
            log.append("inner finally")
    except ValueError as e:
        log.append(f"caught {e}")
    finally:
        log.append("outer finally")
    return log


print(cleanup_order())
try:
    try:
        raise KeyError("a")
    except KeyError:
        raise ValueError("b")
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
