class UserId(str):
    def shout(self):
        return self.upper() + "!"

u = UserId("alice")
print(u, repr(u), u.shout(), u + "x", type(u + "x").__name__, len(u), u[1:3], u == "alice", "ali" in u)
print(isinstance(u, str), type(u).__name__, {"alice": 1}[u], hash(u) == hash("alice"), u.startswith("al"))
print(str(u), type(str(u)).__name__, f"{u}", f"{u:>8}|", "-".join([u, u]), sorted([UserId("b"), UserId("a")]))
u.tag = "t"
print(u.tag, u.title(), u.split("i"))

class Tag(str):
    def __new__(cls, value, prefix="#"):
        obj = super().__new__(cls, prefix + value)
        obj.raw = value
        return obj
    def __repr__(self):
        return f"Tag({str.__repr__(self)})"

t = Tag("news")
print(t, repr(t), t.raw, t.upper(), [t])

class Money(int):
    def __repr__(self):
        return f"Money({int(self)})"
    def __add__(self, other):
        return Money(int(self) + int(other))

m = Money(5)
print(m, repr(m), m + 3, type(m + 3).__name__, m * 2, type(m * 2).__name__, m == 5, m < 7, hash(m) == hash(5))
print(isinstance(m, int), int(m), type(int(m)).__name__, [1, 2, 3, 4, 5, 6][m], bool(Money(0)), Money("12"), Money("ff", 16))
print(sorted([Money(3), Money(1)]), -m, abs(Money(-4)), m // 2, f"{m:03d}", {5: "five"}[m], range(m)[-1])

class Big(int):
    pass
print(Big(2**70) + 1, Big(3) + Big(4), type(Big(3) + Big(4)).__name__, Big(), str(Big(7)))

class Flags(frozenset):
    def describe(self):
        return ",".join(sorted(self))
f = Flags(["b", "a"])
print(f.describe(), len(f), "a" in f, isinstance(f, frozenset), type(f).__name__, f | {"c"} == {"a", "b", "c"})

class Blob(bytes):
    def size(self):
        return len(self)
b = Blob(b"abc")
print(b, b.size(), b.upper(), b[0], isinstance(b, bytes), b == b"abc", type(b).__name__)

try:
    class Bad(bool): pass
except TypeError as e:
    print("TypeError:", e)
try:
    str.__new__(list)
except TypeError as e:
    print("TypeError:", e)
try:
    int.__new__(UserId)
except TypeError as e:
    print("TypeError:", e)
