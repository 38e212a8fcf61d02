import bisect
for f in (bisect.insort, bisect.insort_left, bisect.insort_right):
    for a in (None, 5, {"a": 1}):
        try: f(a, 1); print(a)
        except Exception as e: print(type(e).__name__, e)
    try: f((1, 3), 2)
    except Exception as e: print(type(e).__name__, e)
    try: f("ac", "b")
    except Exception as e: print(type(e).__name__, e)
l = [1, 3]; bisect.insort(l, 2); bisect.insort_left(l, 0, key=None); print(l)
for a in ({}, {1: 1}):
    try: print(bisect.bisect(a, 1), bisect.bisect_left(a, 1, key=abs))
    except Exception as e: print(type(e).__name__, e)
