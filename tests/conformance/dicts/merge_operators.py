a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a)
c = a.copy()
c |= b
print(c)
c |= [("w", 0)]
print(c)
print({**a, **b}, {**b, **a})
print(a, b)
