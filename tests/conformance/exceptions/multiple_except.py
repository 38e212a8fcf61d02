def trial(kind):
    try:
        if kind == 0:
            return int("x")
        if kind == 1:
            return [][0]
        if kind == 2:
            return {}["k"]
        if kind == 3:
            return None + 1
        return "fine"
    except (ValueError, TypeError) as e:
        return f"value/type: {type(e).__name__}"
    except LookupError as e:
        return f"lookup: {type(e).__name__} {e}"
for k in range(5):
    print(k, trial(k))
try:
    raise KeyError("first")
except IndexError:
    print("not here")
except Exception as e:
    print("generic", repr(e))
