print("a b  c".split(), "a b  c".split(" "), "  lead trail  ".split())
print("a,b,,c".split(","), "a,b,c".split(",", 1), "a,b,c".split(",", 0), "".split(), "".split(","))
print("a::b::c".split("::"), "one\ttwo\nthree  four".split(), "x".split("x"))
print("a b c d".split(None, 2), "  a b  ".split(None, 1))
print("a,b,c".rsplit(",", 1), "a b c".rsplit(None, 1), "a,b,c".rsplit(","), "  x y  ".rsplit())
print("k=v=w".split("=", 1), "k=v=w".rsplit("=", 1), "path/to/file.txt".rsplit("/", 1)[-1])
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
