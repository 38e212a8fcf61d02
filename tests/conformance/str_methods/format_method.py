print("{} and {}".format("a", "b"), "{1} {0} {1}".format("x", "y"), "{name}={val}".format(name="k", val=3))
print("{0[1]} {0[0]}".format(["first", "second"]), "{d[key]}".format(d={"key": "dv"}))
class Pt:
    def __init__(self):
        self.x = 3
        self.y = 4
print("({0.x}, {0.y})".format(Pt()), "{p.x}".format(p=Pt()))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"), "{:*^9}".format("mid"))
print("{:.2f} {:5d} {:05d} {:+d} {:x} {:#x} {:b} {:o} {:,}".format(3.14159, 42, 42, 42, 255, 255, 5, 8, 1234567))
print("{{literal}} {}".format(1), "{!r} {!s}".format("q", "q"), "{0!r:>6}".format("a"))
print("{:{w}.{p}f}".format(2.71828, w=10, p=3))
print("{0}{0}{0}".format("ab"))
