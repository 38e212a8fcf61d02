a = "foo"
b = "bar"
print(a + b, a * 3, 3 * b, a * 0, a * -2, (a + " ") * 2)
s = ""
for i in range(5):
    s += str(i)
print(s)
print("-".join(["x"] * 4))
print("abc" "def", "ab" + "c" * 2)
print(len("ab" * 100))
parts = []
for w in ["alpha", "beta", "gamma"]:
    parts.append(w.capitalize())
print(" ".join(parts))
print("=" * 20)
