try:
    d = {[1, 2]: "x"}
except TypeError as e:
    print("TypeError:", e)
try:
    {}[{}] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    {1: 2}.get([1])
except TypeError as e:
    print("TypeError:", e)
try:
    {1, 2, [3]}
except TypeError as e:
    print("TypeError:", e)
print({(1, 2): "tuple ok", frozenset([1]): "frozenset ok"})
