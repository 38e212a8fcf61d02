# Parenthesized with-items: a group of items, a tuple, or the empty tuple.
class CM:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()

    def __exit__(self, *exc):
        print("exit", self.name)
        return False


a, b = CM("a"), CM("b")
with (a, b):
    print("grouped")
with (a as x, b as y):
    print("grouped as", x, y)
with (a,):
    print("one grouped item with a comma")
with (CM("c")) as z:
    print("parenthesized expression as", z)
try:
    with ():
        pass
except TypeError as e:
    print("empty tuple:", e)
try:
    with () as t:
        pass
except TypeError as e:
    print("empty tuple as t:", e)
try:
    with (a, b) as t:
        pass
except TypeError as e:
    print("tuple as t:", e)
