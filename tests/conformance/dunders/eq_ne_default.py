class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        print("eq called")
        return isinstance(o, P) and self.v == o.v
a, b = P(1), P(1)
print(a == b)
print(a != b)
print(a == 1)
print([a] == [b])
print(a in [b])
print(P(2) in [a, b])
