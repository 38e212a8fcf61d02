// random: CPython 3.11's Lib/random.py algorithms, rewritten, over the Mersenne Twister of
// random.cpp, so every function draws the same numbers as CPython for the same seed. A
// generator's state is a bytearray on the execution's heap (it dumps and restores). Unseeded
// generators seed from the host's seed (_host_seed) and a per-execution counter, so two
// Random() instances differ and a restored execution continues the same sequences.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view random_source() {
    return R"PY(
__all__ = ["Random", "SystemRandom", "betavariate", "choice", "choices", "expovariate",
           "gammavariate", "gauss", "getrandbits", "getstate", "lognormvariate",
           "normalvariate", "paretovariate", "randbytes", "randint", "random", "randrange",
           "sample", "seed", "setstate", "shuffle", "triangular", "uniform", "vonmisesvariate",
           "weibullvariate"]

import math as _math

_log = _math.log
_exp = _math.exp
_pi = _math.pi
_e = _math.e
_ceil = _math.ceil
_sqrt = _math.sqrt
_acos = _math.acos
_cos = _math.cos
_sin = _math.sin
_floor = _math.floor
_isfinite = _math.isfinite

NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
TWOPI = 2.0 * _pi
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
BPF = 53
RECIP_BPF = 2 ** -BPF

_unseeded = 0


def _index(x):
    if isinstance(x, int):
        return int(x)
    index = getattr(type(x), "__index__", None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return index(x)


def _bisect_right(a, x, lo, hi):
    while lo < hi:
        mid = (lo + hi) // 2
        if x < a[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _accumulate(xs):
    out = []
    total = None
    for x in xs:
        total = x if total is None else total + x
        out.append(total)
    return out


def _is_sequence(x):
    return isinstance(x, (list, tuple, str, range, bytes, bytearray)) or (
        hasattr(type(x), "__getitem__") and hasattr(type(x), "__len__")
        and not isinstance(x, (dict, set, frozenset)))


class Random:
    """Random number generator base class used by bound module functions."""

    VERSION = 3

    def __init__(self, x=None):
        self._state = _mt_new()
        self.seed(x)
        self.gauss_next = None

    def seed(self, a=None, version=2):
        # CPython: None draws fresh entropy; str/bytes become an int of their bytes followed by
        # their SHA-512 (version 2); ints seed by their absolute value's 32-bit words; other
        # hashable seeds (floats) by their hash.
        global _unseeded
        if a is None:
            _unseeded += 1
            a = _host_seed() + (_unseeded << 64)
        elif version == 1 and isinstance(a, (str, bytes)):
            if isinstance(a, bytes):
                a = a.decode("latin-1")
            x = ord(a[0]) << 7 if a else 0
            for c in map(ord, a):
                x = ((1000003 * x) ^ c) & 0xFFFFFFFFFFFFFFFF
            x ^= len(a)
            a = -2 if x == -1 else x
        elif version == 2 and isinstance(a, (str, bytes, bytearray)):
            if isinstance(a, str):
                a = a.encode()
            a = bytes(a)
            a = int.from_bytes(a + _sha512(a), "big")
        elif not isinstance(a, (type(None), int, float, str, bytes, bytearray)):
            raise TypeError("The only supported seed types are: None,\n"
                            "int, float, str, bytes, and bytearray.")
        if isinstance(a, int):
            n = abs(int(a))
        else:
            n = hash(a) & 0xFFFFFFFFFFFFFFFF
        words = []
        while n:
            words.append(n & 0xFFFFFFFF)
            n >>= 32
        _mt_seed(self._state, words)
        self.gauss_next = None

    def getstate(self):
        st = self._state
        words = tuple(int.from_bytes(st[i:i + 4], "little") for i in range(0, 2500, 4))
        return self.VERSION, words, self.gauss_next

    def setstate(self, state):
        version = state[0]
        if version == 3:
            version, internal, self.gauss_next = state
        elif version == 2:
            version, internal, self.gauss_next = state
            try:
                internal = tuple(x % (2 ** 32) for x in internal)
            except ValueError as e:
                raise TypeError from e
        else:
            raise ValueError("state with version %s passed to Random.setstate() of version %s"
                             % (version, self.VERSION))
        if not isinstance(internal, tuple):
            raise TypeError("state vector must be a tuple")
        if len(internal) != 625:
            raise ValueError("state vector is the wrong size")
        out = bytearray()
        for i in range(625):
            w = internal[i]
            if not isinstance(w, int):
                raise TypeError("'%s' object cannot be interpreted as an integer" % type(w).__name__)
            if i == 624:
                if not 0 <= w <= 624:
                    raise ValueError("invalid state")
            elif not 0 <= w <= 0xFFFFFFFF:
                raise OverflowError("Python int too large to convert to C unsigned long")
            out += w.to_bytes(4, "little")
        st = self._state
        st[0:2500] = out

    def random(self):
        return _mt_random(self._state)

    def getrandbits(self, k):
        return _mt_getrandbits(self._state, k)

    def randbytes(self, n):
        return self.getrandbits(n * 8).to_bytes(n, "little")

    def _randbelow(self, n):
        getrandbits = self.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r

    def randrange(self, start, stop=None, step=1):
        try:
            istart = _index(start)
        except TypeError:
            istart = int(start)
            if istart != start:
                raise ValueError("non-integer arg 1 for randrange()")
        if stop is None:
            if step != 1:
                raise TypeError("Missing a non-None stop argument")
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        try:
            istop = _index(stop)
        except TypeError:
            istop = int(stop)
            if istop != stop:
                raise ValueError("non-integer stop for randrange()")
        width = istop - istart
        try:
            istep = _index(step)
        except TypeError:
            istep = int(step)
            if istep != step:
                raise ValueError("non-integer step for randrange()")
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        randbelow = self._randbelow
        for i in range(len(x) - 1, 0, -1):
            j = randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        if not _is_sequence(population):
            raise TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            cum_counts = _accumulate(counts)
            if len(cum_counts) != n:
                raise ValueError("The number of counts does not match the population")
            total = cum_counts.pop()
            if not isinstance(total, int):
                raise TypeError("Counts must be integers")
            if total <= 0:
                raise ValueError("Total of counts must be greater than zero")
            selections = self.sample(range(total), k=k)
            return [population[_bisect_right(cum_counts, s, 0, len(cum_counts))] for s in selections]
        randbelow = self._randbelow
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = randbelow(n)
                while j in selected:
                    j = randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        random = self.random
        n = len(population)
        if cum_weights is None:
            if weights is None:
                n += 0.0
                return [population[_floor(random() * n)] for i in range(k)]
            try:
                cum_weights = _accumulate(weights)
            except TypeError:
                if not isinstance(weights, int):
                    raise
                k = weights
                raise TypeError("The number of choices must be a keyword argument: k=%r" % (k,)) from None
        elif weights is not None:
            raise TypeError("Cannot specify both weights and cumulative weights")
        if len(cum_weights) != n:
            raise ValueError("The number of weights does not match the population")
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError("Total of weights must be greater than zero")
        if not _isfinite(total):
            raise ValueError("Total of weights must be finite")
        hi = n - 1
        return [population[_bisect_right(cum_weights, random() * total, 0, hi)] for i in range(k)]

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        random = self.random
        while True:
            u1 = random()
            u2 = 1.0 - random()
            z = NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_log(u2):
                break
        return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        random = self.random
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = random() * TWOPI
            g2rad = _sqrt(-2.0 * _log(1.0 - random()))
            z = _cos(x2pi) * g2rad
            self.gauss_next = _sin(x2pi) * g2rad
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        random = self.random
        if kappa <= 1e-6:
            return TWOPI * random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            u1 = random()
            z = _cos(_pi * u1)
            d = z / (r + z)
            u2 = random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        u3 = random()
        if u3 > 0.5:
            return (mu + _acos(f)) % TWOPI
        return (mu - _acos(f)) % TWOPI

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError("gammavariate: alpha and beta must be > 0.0")
        random = self.random
        if alpha > 1.0:
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - LOG4
            ccc = alpha + ainv
            while True:
                u1 = random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        elif alpha == 1.0:
            return -_log(1.0 - random()) * beta
        while True:
            u = random()
            b = (_e + alpha) / _e
            p = b * u
            if p <= 1.0:
                x = p ** (1.0 / alpha)
            else:
                x = -_log((b - p) / alpha)
            u1 = random()
            if p > 1.0:
                if u1 <= x ** (alpha - 1.0):
                    break
            elif u1 <= _exp(-x):
                break
        return x * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)


class SystemRandom(Random):
    # No OS entropy in the sandbox: a generator seeded like an unseeded Random, with CPython's
    # stateless interface (seed() ignored, no getstate/setstate).

    def __init__(self, x=None):
        self._state = _mt_new()
        Random.seed(self, None)
        self.gauss_next = None

    def seed(self, *args, **kwds):
        return None

    def getstate(self, *args, **kwds):
        raise NotImplementedError("System entropy source does not have state.")

    setstate = getstate


_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
gauss = _inst.gauss
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits
randbytes = _inst.randbytes
)PY";
}

}  // namespace basilisk::stdlib
