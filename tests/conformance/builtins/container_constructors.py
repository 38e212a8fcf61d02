print(list("ab"), list((1, 2)), list({"a": 1}), list(range(2)), list(), list(x for x in [1]))
print(tuple([1, 2]), tuple("xy"), tuple(), tuple({3: 0}))
print(dict(a=1), dict([("b", 2)]), dict({"c": 3}, d=4), dict(zip("ef", [5, 6])), dict())
print(sorted(set([3, 1, 3])), set(), set("aa"), sorted(frozenset([2, 1])), frozenset())
print(list(map(list, ["ab", "c"])), dict.fromkeys(range(3), "v"))
try:
    list(5)
except TypeError as e:
    print("TypeError:", e)
try:
    dict(5)
except TypeError as e:
    print("TypeError:", e)
