# d[k], t[i] and len(x): the interpreter answers plain dicts, tuples and containers directly;
# subclasses, missing keys, user __eq__ and __len__ must behave as before.
d = {"a": 1, 2: "two", (1, 2): "pair", 2.5: "f"}
print(d["a"], d[2], d[(1, 2)], d[2.5], d[2.0], d[True] if True in d else "no True")
for key in ["b", 3, (2, 1), None]:
    try:
        d[key]
    except KeyError as e:
        print("KeyError", repr(e), e.args)
try:
    d[[1]]
except TypeError as e:
    print("TypeError", e)

class Key:
    calls = 0
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, other):
        Key.calls += 1
        return isinstance(other, Key) and other.v == self.v
k = {Key("x"): 1}
print(k[Key("x")], Key.calls)
Key.calls = 0
try:
    k[Key("y")]
except KeyError:
    print("missing, eq calls:", Key.calls)

class Raises:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        raise RuntimeError("eq")
r = {Raises(): 1}
try:
    r[1]
except RuntimeError as e:
    print("RuntimeError", e)

class Missing(dict):
    def __missing__(self, key):
        return ("missing", key)
m = Missing(a=1)
print(m["a"], m["zz"])
class Getter(dict):
    def __getitem__(self, key):
        return "got " + repr(key)
print(Getter(a=1)["a"])

t = (10, "b", 3.5)
print(t[0], t[-1], t[-3], t[True])
for i in [3, -4, 2**40]:
    try:
        t[i]
    except IndexError as e:
        print("IndexError", e)
print((1, 2, 3)[1:], ())

class L(list):
    def __len__(self):
        return 42
class D(dict):
    def __len__(self):
        return 7
print(len("h\u00e9llo\U0001F40D"), len([1, 2]), len((1,)), len({1: 2}), len(L([1])), len(D()), len(b"ab"), len(range(5)))
try:
    len(5)
except TypeError as e:
    print("TypeError", e)
try:
    len()
except TypeError as e:
    print("TypeError", e)
try:
    len([], [])
except TypeError as e:
    print("TypeError", e)
try:
    len(x=[])
except TypeError as e:
    print("TypeError", e)

# A module global that shadows a builtin after the call site has seen the builtin.
def count(x):
    return len(x)
print(count("abc"))
len = lambda x: "shadowed"
print(count("abc"))
del len
print(count("abc"))

# Dict displays are sized for their keys up front; repeated keys keep the last value, in the
# first key's place.
d = {"a": 1, "b": 2, "a": 3}
print(d, len(d))
e = {"x": 1, 2: "y", "z": -5, (1,): 0, "w": 9, "v": 8, "u": 7, 2.0: "float two"}
print(e, len(e), -e["z"], e[2])
e["t"] = 1
e["s"] = 2
print(len(e), list(e)[-2:])
i = 3
f = {"a": i, "b": [i], "c": (i, -i), "a": -i}
print(f, {}, {"k": v for v in range(3)})
# Unary minus of small ints near the limits of the inline representation.
x = 140737488355328
print(-x, -(-x), -(x - 1), -(-x + 1), -True, -0, -(-140737488355328))
