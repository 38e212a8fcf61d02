print(str(), str(1), str(-2.5), str(True), str(None), str([1, "a"]), str((1,)), str({"k": 1}))
print(str(b"abc"), str(b"abc", "ascii"), str(b"\xc3\xa9", "utf-8"))
print(repr(str("x")), str(str), str(int))
class P:
    def __str__(self):
        return "P-str"
    def __repr__(self):
        return "P-repr"
print(str(P()), repr(P()), [P()], f"{P()}", f"{P()!r}")
print(str(1e100), str(10 ** 20), str(-0.0))
