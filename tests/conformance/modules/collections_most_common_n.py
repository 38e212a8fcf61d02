from collections import Counter
c = Counter("abracadabra")
for n in (None, 0, 1, 2, 5, 9, -1, -10, "x", 2.0, 10.5, [1]):
    try: print(repr(n), c.most_common(n))
    except Exception as e: print(repr(n), type(e).__name__, e)
for n in (0, -1, 1, 3, "x"):
    try: print(repr(n), Counter().most_common(n))
    except Exception as e: print(repr(n), type(e).__name__, e)
print(Counter({"b": 2, "a": 2, "c": 3, "d": 2}).most_common(3))
