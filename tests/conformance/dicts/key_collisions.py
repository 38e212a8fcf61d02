d = {1: "int", True: "bool", 1.0: "float"}
print(d, len(d))
e = {0: "zero"}
e[False] = "false"
e[0.0] = "float-zero"
print(e)
print({True: 1}[1], {1: "x"}[1.0], {2: "two"}.get(2.0))
f = {}
f[1] = "a"
f[True] = "b"
print(f, list(f.keys())[0] is True)
print(hash(1) == hash(1.0) == hash(True), hash("abc") == hash("ab" + "c"))
s = {1, 1.0, True}
print(s, len(s))
