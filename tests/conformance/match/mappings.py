# Mapping patterns: dict and dict subclasses, **rest, key lookup without __missing__.


class Keys:
    NAME = "name"


def handle(event):
    match event:
        case {"type": "click", "pos": (x, y)}:
            return f"click at {x},{y}"
        case {"type": "key", Keys.NAME: name, **mods}:
            return f"key {name} with {mods}"
        case {"type": "scroll", **rest} if not rest:
            return "bare scroll"
        case {"type": "scroll", "delta": int(d)}:
            return f"scroll {d}"
        case {1: one, -2: minus_two, None: n, 1.5: f, b"b": bb}:
            return f"odd keys {one} {minus_two} {n} {f} {bb}"
        case {}:
            return f"some mapping with {len(event)} items"
        case _:
            return "not a mapping"


events = [
    {"type": "click", "pos": (1, 2)},
    {"type": "click", "pos": [3, 4], "extra": True},
    {"type": "click", "pos": "ab"},
    {"type": "key", "name": "q", "ctrl": True, "shift": False},
    {"type": "scroll"},
    {"type": "scroll", "delta": 5},
    {"type": "scroll", "delta": 5.0},
    {1: "a", -2: "b", None: "c", 1.5: "d", b"b": "e"},
    {True: "a", -2: "b", None: "c", 1.5: "d", b"b": "e"},
    {},
    [("type", "click")],
    "type",
]
for e in events:
    print(handle(e))

# **rest is a new dict without the matched keys, in the subject's order.
d = {"a": 1, "b": 2, "c": 3, "d": 4}
match d:
    case {"c": c, "a": a, **rest}:
        print(a, c, rest, rest is d)
match d:
    case {**everything}:
        print(everything, everything == d, everything is d)


# A subclass that supplies missing keys is looked up with get(): no __missing__ call.
class Defaulting(dict):
    def __missing__(self, key):
        print("__missing__ called for", key)
        return 0


match Defaulting(a=1):
    case {"a": 1, "b": b}:
        print("matched with b =", b)
    case {"a": a}:
        print("only a:", a)


# A subclass's own get() decides.
class Upper(dict):
    def get(self, key, default=None):
        print("get", key)
        return dict.get(self, key.upper(), default)


match Upper(A=1, B=2):
    case {"a": a, "b": b}:
        print("via get:", a, b)

# The length check comes first: a short mapping is not searched.
match {"x": 1}:
    case {"x": 1, "y": 2}:
        print("wrong")
    case {"x": 1}:
        print("short mapping")

# Values are sub-patterns; nested mappings work.
config = {"db": {"host": "h", "port": 5432}, "debug": False}
match config:
    case {"db": {"host": str(host), "port": int(port)}, "debug": False | None}:
        print("db", host, port)
