class Acc:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        print("__add__")
        return Acc(self.v + o)
    def __iadd__(self, o):
        print("__iadd__")
        self.v += o
        return self
class OnlyAdd:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        print("OnlyAdd.__add__")
        return OnlyAdd(self.v + o)
x = Acc(1)
y = x
x += 5
print(x.v, x is y)
x = x + 1
print(x.v, x is y)
z = OnlyAdd(1)
w = z
z += 2
print(z.v, z is w)
