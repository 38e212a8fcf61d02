it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "end"), next(it, None))
try:
    next(it)
except StopIteration:
    print("StopIteration")
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
d = iter({"a": 1})
print(next(d))
s = iter("xy")
print(list(s), list(s))
