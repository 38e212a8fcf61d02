class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        if isinstance(o, (int, float)):
            return Vec(self.x + o, self.y + o)
        return NotImplemented
    def __radd__(self, o):
        print("radd called with", o)
        return self + o
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 3 * a, -a, abs(b), a + 1, 1 + a)
print(sum([a, b], Vec(0, 0)), sum([a, b]))
try:
    a + "s"
except TypeError as e:
    print("TypeError:", e)
