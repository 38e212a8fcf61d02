class Grid:
    def __init__(self):
        self.cells = {}
    def __setitem__(self, key, value):
        r, c = key
        print(f"set ({r},{c}) = {value}")
        self.cells[key] = value
    def __getitem__(self, key):
        return self.cells.get(key, ".")
    def __delitem__(self, key):
        print("del", key)
        del self.cells[key]
    def __contains__(self, key):
        return key in self.cells
g = Grid()
g[0, 0] = "X"
g[1, 2] = "O"
print(g[0, 0], g[5, 5], (1, 2) in g, (9, 9) in g, (9, 9) not in g)
del g[0, 0]
print((0, 0) in g)
try:
    del g[7, 7]
except KeyError as e:
    print("KeyError:", e)
