print(sum([1, 2, 3]), sum([]), sum([1, 2], 10), sum(range(5), start=100), sum([0.1] * 3))
print(sum([[1], [2, 3]], []), sum(((1,), (2,)), ()), sum([True, True]), sum([1, 2.5]))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
try:
    sum([1, "a"])
except TypeError as e:
    print("TypeError:", e)
