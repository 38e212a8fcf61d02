# Or-patterns and as-patterns, including captures that alternatives bind in different orders.


def classify(x):
    match x:
        case 1 | 2 | 3 as small:
            return f"small {small}"
        case "a" | "b":
            return "letter"
        case [a, b] | (a, b, _):
            return f"first two {a} {b}"
        case {"k": v} | [[v]]:
            return f"v={v}"
        case (p, q) | [q, p, _, _]:
            return "never: lengths 2 and 3 are taken above"
        case ([x, *rest] as whole) if len(whole) > 3:
            return f"long list starting {x}, rest {rest}, whole {whole}"
        case (None | True) as flag:
            return f"flag {flag}"
        case _:
            return "other"


for v in [1, 3, 4, "a", "c", [1, 2], (3, 4, 5), {"k": 9}, [[8]], [1, 2, 3, 4, 5], None, True, False]:
    print(repr(v), "->", classify(v))

# Alternatives that bind the same names in different orders: values follow the names.
for v in [(1, "x"), ("y", 2, 0)]:
    match v:
        case (int(n), str(s)) | (str(s), int(n), _):
            print("n", n, "s", s)

# Names captured in several alternatives, with other captures before and after.
match [0, (1, 2), 3]:
    case [first, (a, b) | [b, a, _], last]:
        print(first, a, b, last)

# Nested or-patterns and as-patterns.
match [1, [2, 3]]:
    case [(1 | 2) as one, [(2 | 3) as two, (3 | 4) as three] as inner] as outer:
        print(one, two, three, inner, outer)

# The last alternative may be irrefutable.
match 42:
    case [other] | other:
        print("other", other)

# A failed or-pattern tries every alternative in order (comparisons run left to right).
class Loud:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        print("compare", self.name, "with", other)
        return self.name == other


class C:
    A = Loud("a")
    B = Loud("b")


match "b":
    case C.A | C.B:
        print("matched B")
