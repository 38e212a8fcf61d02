print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(False) == hash(0.0))
print(hash(12345) == hash(12345.0), hash(10 ** 30) == hash(10 ** 30), hash(2.5) == hash(2.5), type(hash("s")).__name__)
print(hash("abc") == hash("a" + "bc"), hash((1, "a")) == hash((1, "a")), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
print(hash(None) == hash(None), hash(()) == hash(()))
for bad in [[1], {1: 2}, {1}]:
    try:
        hash(bad)
    except TypeError as e:
        print("TypeError:", e)
