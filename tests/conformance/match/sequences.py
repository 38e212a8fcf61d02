# Sequence patterns: list/tuple syntax, star sub-patterns, which subjects count as sequences.


def shape(x):
    match x:
        case []:
            return "empty"
        case [only]:
            return f"one: {only!r}"
        case [a, b]:
            return f"two: {a!r} {b!r}"
        case (first, *middle, last) if len(middle) > 2:
            return f"long: {first!r} ... {last!r} ({len(middle)} in the middle)"
        case [first, *rest]:
            return f"head {first!r} tail {rest!r}"
        case _:
            return "not a sequence"


subjects = [[], [1], (1,), [1, 2], (1, 2), [1, 2, 3], (1, 2, 3, 4, 5, 6), range(3), range(10),
            "ab", "", b"ab", bytearray(b"ab"), {1, 2}, frozenset(), {"a": 1}, 5, None]
for s in subjects:
    print(type(s).__name__, repr(s), "->", shape(s))

# A star capture always makes a list, whatever the subject.
match (1, 2, 3):
    case (*init, last):
        print("init", init, "last", last)
match range(5):
    case [0, *r, 4]:
        print("range middle", r)

# Star wildcards index the subject instead of unpacking it.
match list(range(100)):
    case [first, *_, second_last, last]:
        print(first, second_last, last)
match (1, 2):
    case [*_]:
        print("any sequence")
match [1, 2, 3]:
    case [_, _, *_]:
        print("at least two")

# Nested sequences and mixed syntax.
match [(1, 2), [3, [4, 5]]]:
    case [(a, b), [c, [d, *e]]]:
        print(a, b, c, d, e)

# Subclasses of list are sequences too.
class MyList(list):
    pass


match MyList([1, 2]):
    case [x, y]:
        print("MyList", x, y)

# Strings, bytes and bytearrays are never sequences for a pattern.
for s in ["xy", b"xy", bytearray(b"xy")]:
    match s:
        case [a, b]:
            print("matched as a sequence", s)
        case _:
            print("not a sequence:", type(s).__name__)

# Length mismatches fail before any element is compared.
match [1, 2, 3]:
    case [1, 2]:
        print("wrong")
    case [1, 2, 3, 4]:
        print("wrong")
    case [1, *_, 2, 3, 4]:
        print("wrong")
    case [1, 2, 3]:
        print("exact length")
