class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __le__(self, o):
        return self == o or self < o
    def __gt__(self, o):
        return o < self
    def __ge__(self, o):
        return o <= self
    def __hash__(self):
        return hash(self.parts)
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2.3"]]
print(sorted(vs), max(vs), min(vs))
print(vs[1] == vs[4], vs[1] != vs[2], vs[0] > vs[1], vs[3] <= vs[3], vs[2] >= vs[0])
print(len(set(vs)), Version("2.0") in vs, Version("1.2.3") in vs)
