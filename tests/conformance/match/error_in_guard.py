# An exception raised in a guard propagates; an enclosing try catches it.
def boom(x):
    raise ValueError(f"bad {x}")


try:
    match 3:
        case n if boom(n):
            pass
except ValueError as e:
    print("caught", e)

match 4:
    case n if n < 0:
        pass
    case n if boom(n):
        pass
