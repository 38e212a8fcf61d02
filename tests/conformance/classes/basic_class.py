class Point:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def dist2(self, other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2
    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
p = Point(1, 2)
q = p.moved(3, 4)
print(p, q, p.dist2(q), Point.dims, p.dims)
print(type(p).__name__, p.__class__.__name__, isinstance(p, Point), Point.__name__)
p.x = 10
print(p, q)
m = p.moved
print(m(1, 1), Point.moved(p, 0, 0))
