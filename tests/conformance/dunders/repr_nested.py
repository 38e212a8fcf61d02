class Leaf:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Leaf({self.v!r})"
class Tree:
    def __init__(self, *kids):
        self.kids = list(kids)
    def __repr__(self):
        return f"Tree{tuple(self.kids)!r}" if len(self.kids) != 1 else f"Tree({self.kids[0]!r})"
t = Tree(Leaf(1), Tree(Leaf("a")), Leaf(None))
print(t)
print([t, Leaf(2.5)], {"t": Leaf("x")})
print(str(Leaf("s")), f"{Leaf('q')}")
