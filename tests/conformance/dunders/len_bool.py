class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        print("bool called")
        return self.on
print(len(Bag(1, 2, 3)), bool(Bag()), bool(Bag(0)), "yes" if Bag() else "no")
print(bool(Flag(True)), not Flag(False))
if Flag(True) and Bag(1):
    print("both truthy")
class Neither:
    pass
print(bool(Neither()))
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print("ValueError:", e)
