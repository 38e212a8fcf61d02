class Num:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        print(f"Num({self.v}).__lt__")
        return self.v < (o.v if isinstance(o, Num) else o)
    def __gt__(self, o):
        print(f"Num({self.v}).__gt__")
        return self.v > (o.v if isinstance(o, Num) else o)
    def __eq__(self, o):
        print(f"Num({self.v}).__eq__")
        return self.v == (o.v if isinstance(o, Num) else o)
print(Num(1) < 5)
print(5 < Num(1))
print(5 == Num(5))
print(Num(2) > Num(1))
class NoEq:
    pass
a = NoEq()
print(a == a, a == NoEq(), a != a)
try:
    NoEq() < NoEq()
except TypeError as e:
    print("TypeError:", e)
