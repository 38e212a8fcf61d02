# random: seeded outputs of every function (must equal CPython's bit for bit), seeding by each
# type and version, state round trips, subclasses that replace random()/getrandbits(), errors.
import random

R = random.Random


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)


r = R(2024)
print([r.random() for _ in range(3)])
print([r.getrandbits(k) for k in (1, 5, 31, 32, 33, 64, 65, 100)])
print(r.randbytes(0), r.randbytes(7))
print([r.randrange(7) for _ in range(10)], [r.randrange(-50, 50) for _ in range(5)])
print([r.randrange(0, 100, 5) for _ in range(5)], [r.randrange(50, -50, -7) for _ in range(5)])
print(r.randrange(2 ** 100), r.randrange(True), r.randint(-3, 3), r.randint(10 ** 20, 10 ** 20 + 5))
print([r.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(8)], r.choice((1, 2)), r.choice(range(5, 500, 5)))
deck = list(range(30))
r.shuffle(deck)
print(deck)
words = ['a', 'b', 'c']
r.shuffle(words)
print(words)
print(r.sample(range(1000), 8), r.sample('abcdef', 6), r.sample(range(30), 25)[:5], r.sample(range(10 ** 9), 4))
print(r.sample(['red', 'blue'], 6, counts=[4, 2]), r.sample(['x', 'y', 'z'], k=3, counts=[1, 0, 5]))
print(r.choices(range(10), k=5), r.choices('ab', [0.2, 0.8], k=6), r.choices('abc', cum_weights=[1, 1, 3], k=5))
print(r.choices([1, 2, 3]), r.choices('xyz', weights=[1, 2, 3]), r.choices('ab', k=0))
print(r.uniform(-1, 1), r.uniform(5, 5), r.uniform(10, 0))
print(r.triangular(), r.triangular(1, 3), r.triangular(0, 10, 9), r.triangular(2, 2, 2), r.triangular(5, 1))
print(r.gauss(), r.gauss(), r.gauss(10, 3), r.gauss(mu=-1, sigma=0.1))
print(r.normalvariate(), r.normalvariate(100, 15), r.lognormvariate(0, 1), r.lognormvariate(1, 0.25))
print(r.expovariate(1), r.expovariate(0.1), r.expovariate(20))
print(r.vonmisesvariate(0, 0), r.vonmisesvariate(1, 1), r.vonmisesvariate(3, 50), r.vonmisesvariate(-2, 0.5))
print(r.gammavariate(0.2, 1), r.gammavariate(1, 1), r.gammavariate(2.5, 0.5), r.gammavariate(50, 2))
print(r.betavariate(0.5, 0.5), r.betavariate(2, 2), r.betavariate(10, 1))
print(r.paretovariate(1), r.paretovariate(2.5), r.weibullvariate(1, 1), r.weibullvariate(2, 0.5))

# Seeds of every type and both versions.
for s in [0, 1, -1, 2 ** 32, 2 ** 32 - 1, 10 ** 50, -(10 ** 50), 0.5, -2.25, 1e300, True, False,
          'x', 'hello world', '', 'é😀', b'', b'\x00\xff', bytearray(b'seed')]:
    print(repr(s), R(s).random(), R(s).getrandbits(40))
for s in ['abc', b'abc', '', 'é', 12]:
    g = R()
    g.seed(s, version=1)
    print('v1', repr(s), g.random())
g = R()
g.seed(5, version=2)
h = R(5)
print(g.random() == h.random())
show(lambda: R([1, 2]))
show(lambda: R({}))
show(lambda: R(None).seed((1, 2)))
show(lambda: R().seed(bytearray(b'x'), version=1))

# State.
g = R(77)
g.gauss()
st = g.getstate()
print(st[0], len(st[1]), st[1][:3], st[1][-1], st[2])
after = [g.random(), g.gauss(), g.random()]
g.setstate(st)
print(after == [g.random(), g.gauss(), g.random()])
h = R(1)
h.setstate(st)
print(h.random() == R(77).random(), h.getstate() == g.getstate() or 'differ')
g2 = R(3)
v2 = (2, tuple(w - (1 << 32) if w > (1 << 31) else w for w in R(3).getstate()[1][:-1]) + (624,), None)
g2.setstate(v2)
print(g2.random())
for bad in [(4, (), None), (3, [0] * 625, None), (3, (0,) * 10, None), (3, (0,) * 624 + (625,), None),
            (3, (1 << 32,) + (0,) * 624, None), (3, (1 << 64,) + (0,) * 624, None), (3, (-1,) + (0,) * 624, None), (3, ('x',) + (0,) * 624, None)]:
    show(lambda: R().setstate(bad))


# Subclasses.
class Const(R):
    def random(self):
        return 0.7


c = Const(1)
print([c.randrange(10) for _ in range(3)], c.choice('abcdefghij'), c.randint(1, 100), c.sample(range(10), 3))
c2 = Const(1)
lst = list(range(6))
c2.shuffle(lst)
print(lst, c2.uniform(0, 10), c2.choices('abc', k=2))


class Bits(R):
    def getrandbits(self, k):
        return (1 << k) - 1 if k < 3 else 2


b = Bits(1)
print([b.randrange(100) for _ in range(3)], b.random() < 1)


class Both(Const):
    def getrandbits(self, k):
        return 1


print(Both(1).randrange(10))


class Own(R):
    def _randbelow(self, n):
        return n - 1

    def random(self):
        return 0.5


print(Own(0).randrange(10), Own(0).choice('xyz'))


class Seeded(R):
    def seed(self, a=None, version=2):
        print('seeding with', a)
        super().seed(a, version)


s = Seeded(11)
print(s.random() == R(11).random())
s.seed('again')
print(issubclass(Seeded, R), isinstance(random.SystemRandom(), R), R.VERSION)

# Module-level functions share one generator.
random.seed(314)
a = [random.random(), random.randint(1, 10), random.choice('abc'), random.gauss()]
random.seed(314)
print(a == [random.random(), random.randint(1, 10), random.choice('abc'), random.gauss()], a)
st = random.getstate()
x = random.getrandbits(16)
random.setstate(st)
print(x == random.getrandbits(16))
print(random.randbytes(4), random.sample(range(5), 2), random.expovariate(3))
print(random.NV_MAGICCONST, random.TWOPI, random.LOG4, random.SG_MAGICCONST, random.BPF, random.RECIP_BPF)

# Errors.
g = R(0)
for f in [lambda: g.randrange(0), lambda: g.randrange(-3), lambda: g.randrange(3, 3), lambda: g.randrange(5, 2),
          lambda: g.randrange(1, 10, 0), lambda: g.randrange(0, 10, -1), lambda: g.randrange(10, 0, 1),
          lambda: g.randrange(5, None, 2), lambda: g.randrange('a'), lambda: g.randint(3, 1),
          lambda: g.choice([]), lambda: g.choice(''), lambda: g.sample([1, 2], 3), lambda: g.sample([1, 2], -1),
          lambda: g.sample({1, 2}, 1), lambda: g.sample({'a': 1}, 1), lambda: g.sample(5, 1),
          lambda: g.sample(range(5), 2, counts=[1, 2]), lambda: g.sample(range(2), 1, counts=[1.5, 1]),
          lambda: g.sample(range(2), 1, counts=[0, 0]), lambda: g.sample(range(2), 5, counts=[1, 1]),
          lambda: g.choices('ab', 3), lambda: g.choices('ab', [1]), lambda: g.choices('ab', [0, 0]),
          lambda: g.choices('ab', [1, float('inf')]), lambda: g.choices('ab', [1, 1], cum_weights=[1, 2]),
          lambda: g.choices('ab', cum_weights=[1]), lambda: g.choices([], k=1), lambda: g.getrandbits(-1),
          lambda: g.randbytes(-1), lambda: g.gammavariate(0, 1), lambda: g.gammavariate(1, -1),
          lambda: g.betavariate(0, 1), lambda: g.shuffle((1, 2)), lambda: g.expovariate(0),
          lambda: g.triangular(1, 1, 1), lambda: g.vonmisesvariate(0, -1)]:
    show(f)
