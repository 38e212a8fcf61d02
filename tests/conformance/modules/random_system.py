import random
r = random.SystemRandom()
x = r.random()
print(0 <= x < 1, r.seed(5), isinstance(r, random.Random), 1 <= r.randint(1, 6) <= 6, len(r.sample(range(10), 3)))
for f in [lambda: r.getstate(), lambda: r.setstate(None)]:
    try:
        f()
    except NotImplementedError as e:
        print("NotImplementedError", e)
print(r.random() != x)
