# Literal, singleton, capture, wildcard, value, group patterns and guards.


class Color:
    RED = "red"
    GREEN = "green"


class Ns:
    inner = Color


def describe(x):
    match x:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case "text":
            return "the text"
        case b"raw":
            return "raw bytes"
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case Color.RED:
            return "red by value"
        case Ns.inner.GREEN:
            return "green by dotted value"
        case (7):
            return "seven in a group"
        case n if isinstance(n, int) and n > 100:
            return f"big {n}"
        case _:
            return "something else"


for v in [0, 0.0, -1, 1.5, "text", b"raw", None, True, False, 1, 1.0, "red", "green", 7, 101, 50, float("inf"), [], "x"]:
    print(repr(v), "->", describe(v))

# Singletons compare by identity: 1 is not True, 0 is not False.
match 1:
    case True:
        print("1 matched True")
    case _:
        print("1 is not True")

# A capture binds at module level too, and stays bound after the statement.
match 42:
    case answer:
        pass
print("answer", answer)

# The wildcard binds nothing.
_ = "untouched"
match 5:
    case _:
        print("wildcard, _ is still", _)

# Soft keywords stay usable as names.
match = 3
case = 4
print(match + case)


def match(x):
    return x * 2


print(match(5))
match (match(1), case):
    case (2, 4):
        print("tuple subject with a call to a function named match")

# A guard sees the captured names; a failed guard leaves them bound (as CPython does).
match 10:
    case y if y > 100:
        print("not reached")
    case z:
        print("y is", y, "z is", z)

# Guards may have side effects and run in order.
log = []


def check(tag, result):
    log.append(tag)
    return result


match "k":
    case "k" if check("first", False):
        pass
    case "k" if check("second", True):
        print("second guard taken")
    case "k" if check("third", True):
        pass
print(log)

# A walrus in a guard.
match 8:
    case n if (half := n // 2) > 3:
        print("half", half)

# Nested functions capture pattern variables.
def outer(v):
    match v:
        case [first, second]:
            return lambda: first + second
    return None


print(outer([3, 4])())
