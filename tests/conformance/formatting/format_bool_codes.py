for v, spec in [(True, "s"), (False, "c"), (True, "d"), (True, ">5"), (1, "s"), (True, "x")]:
    try:
        print(repr(format(v, spec)))
    except ValueError as e:
        print("ValueError:", e)
