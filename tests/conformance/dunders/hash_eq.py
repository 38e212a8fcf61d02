class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        return isinstance(o, Key) and self.k.lower() == o.k.lower()
    def __hash__(self):
        return hash(self.k.lower())
d = {Key("Name"): 1}
d[Key("NAME")] = 2
print(len(d), d[Key("name")])
s = {Key("a"), Key("A"), Key("b")}
print(len(s))
class EqNoHash:
    def __eq__(self, o):
        return True
try:
    {EqNoHash()}
except TypeError as e:
    print("TypeError:", e)
class Plain:
    pass
p = Plain()
print({p: 1}[p], p in {p}, Plain() in {p})
