import random

for seed in [0, 1, 42, 2**64 + 7, -5, 123456789012345678901234567890, "hello", b"bytes", bytearray(b"ba"), 3.5, "", True]:
    random.seed(seed)
    print(repr(seed), random.random(), random.getrandbits(8), random.getrandbits(70), random.randint(1, 6))
random.seed(12345)
print([random.randrange(100) for _ in range(10)])
print([random.randrange(10, 1000, 7) for _ in range(5)], random.randrange(-10, 10), random.randrange(100, 0, -3))
print([random.choice("abcdefg") for _ in range(10)], random.choice([1, 2, 3]), random.choice(range(1000)))
xs = list(range(20))
random.shuffle(xs)
print(xs)
print(random.sample(range(100), 10), random.sample(["a", "b", "c", "d"], 4), random.sample(range(10**6), 3))
print(random.sample(["x", "y"], k=5, counts=[3, 2]))
print(random.choices("abc", k=8), random.choices([1, 2, 3], weights=[10, 1, 1], k=6), random.choices("xy", cum_weights=[1, 5], k=4))
print(random.uniform(1, 10), random.triangular(0, 10, 3), random.triangular())
print(random.gauss(0, 1), random.gauss(5, 2), random.normalvariate(0, 1), random.lognormvariate(0, 0.5))
print(random.expovariate(2.0), random.betavariate(2, 5), random.gammavariate(0.5, 1), random.gammavariate(1.0, 2), random.gammavariate(3, 2))
print(random.paretovariate(3), random.weibullvariate(1, 1.5), random.vonmisesvariate(0, 4), random.vonmisesvariate(1, 0))
print(random.randbytes(10), random.getrandbits(0), random.getrandbits(32), random.getrandbits(33), random.getrandbits(64))
r = random.Random(99)
s = random.Random(99)
print(r.random() == s.random(), [r.randint(0, 9) for _ in range(8)], r.choice("xyz"))
state = r.getstate()
a = [r.random() for _ in range(3)]
r.setstate(state)
print(a == [r.random() for _ in range(3)], state[0], len(state[1]), state[1][-1], state[2])
r.seed(5)
print(r.random(), random.Random("abc").random(), random.Random(2**200).random())
for _ in range(700):
    r.random()
print(r.random(), r.getstate()[1][-1])


class MyRandom(random.Random):
    pass


print(MyRandom(7).random() == random.Random(7).random(), isinstance(MyRandom(), random.Random))
for f in [lambda: random.randrange(0), lambda: random.randrange(5, 5), lambda: random.randrange(1, 10, 0),
          lambda: random.choice([]), lambda: random.sample(range(3), 5),
          lambda: random.sample({1, 2}, 1), lambda: random.getrandbits(-1), lambda: random.choices("ab", [1], k=1),
          lambda: random.choices("ab", [0, 0]), lambda: random.seed([1]), lambda: random.Random().setstate((2, (1,), None)),
          lambda: random.randint(1, 0), lambda: random.choices("ab", [1, 1], cum_weights=[1, 2])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
