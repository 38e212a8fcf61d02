# Indexing and slicing str: ASCII and non-ASCII text, whole-text slices (the same object for a
# plain str, a plain copy for a subclass instance), empty and stepped slices.
class S(str):
    pass


s = S("abc")
t = s[:]
print(type(t).__name__, t, type(s[0:3]).__name__, type(s[::1]).__name__, type(s[1:]).__name__)
print(type(S("")[:]).__name__, repr(S("")[:]))
plain = "abcdef"
print(plain[:] is plain, plain[0:6] is plain, plain[::1] is plain)
u = "h\u00e9llo w\u00f6rld"
print(u[:], u[1:3], u[::-1], u[::2], u[-3:], u[4], len(u[1:4]))
print("abc"[1], "abc"[-1], "abc"[:], repr("abc"[5:]), "x"[0:0] == "", repr("abc"[2:1]))
words = ["alpha", "beta", "gamma"]
print([w[0] + w[1:].upper() for w in words], [w[::-1] for w in words])
print({w[:2]: len(w[2:]) for w in words})
n = 0
for i in range(1000):
    piece = ("key_%d" % i)[4:]
    n += len(piece) + (piece == str(i))
print(n)
try:
    "abc"[3]
except IndexError as e:
    print("IndexError:", e)
print(f"{12345}"[1:3], str(-9876)[1:], f"{7}" + f"{-8}")
