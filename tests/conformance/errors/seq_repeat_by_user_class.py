# A sequence times an instance of a user class without __index__: the sequence repeat refuses it
# ("can't multiply sequence by non-int"), whether or not the class has a __rmul__.
class X:
    def __rmul__(self, o): return NotImplemented
class Y:
    pass
class L(list): pass
for a, b in [("s", X()), ([1], Y()), (X(), "s"), (Y(), (1,)), (L([1]), Y()), (b"x", X()), ("s", 1.5)]:
    try:
        a * b
    except TypeError as e:
        print(e)
