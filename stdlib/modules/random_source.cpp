// random: the module's Python layer over the Mersenne Twister natives of random.cpp
// (_mt_new, _mt_seed, _mt_random, _mt_getrandbits, _sha512, _host_seed). Seeded results equal
// CPython's: each function makes the same draws in the same order and combines them with the
// same floating-point operations. A generator's state is a bytearray on the execution's heap,
// so it is dumped and restored with the execution. Unseeded generators seed from the host's
// seed plus a per-execution counter (two Random() instances differ; a restored execution
// continues the same sequences). SystemRandom has no OS entropy here: it is such a generator
// with SystemRandom's stateless interface.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view random_source() {
    return R"PY(
"""Pseudo-random numbers from the Mersenne Twister.

For a given seed every function returns what CPython's returns: the generator is the same
MT19937 (native, random.cpp) and each function draws from it in the same order and combines
the draws with the same floating-point arithmetic.
"""

__all__ = ["Random", "SystemRandom", "betavariate", "choice", "choices", "expovariate",
           "gammavariate", "gauss", "getrandbits", "getstate", "lognormvariate",
           "normalvariate", "paretovariate", "randbytes", "randint", "random", "randrange",
           "sample", "seed", "setstate", "shuffle", "triangular", "uniform", "vonmisesvariate",
           "weibullvariate"]

from math import (log as _log, exp as _exp, pi as _pi, e as _e, ceil as _ceil,
                  sqrt as _sqrt, acos as _acos, cos as _cos, sin as _sin, floor as _floor,
                  isfinite as _isfinite)

# Public constants of CPython's module (values are facts of the algorithms).
NV_MAGICCONST = _exp(-0.5) * 4 / _sqrt(2.0)
TWOPI = 2.0 * _pi
LOG4 = _log(4.0)
SG_MAGICCONST = _log(4.5) + 1.0
BPF = 53
RECIP_BPF = 2 ** -BPF

_MASK32 = 0xFFFFFFFF
_MASK64 = 0xFFFFFFFFFFFFFFFF
_STATE_WORDS = 624

# Unseeded generators in one execution get distinct seeds: the host's plus this count.
_fresh_count = 0


def _whole_number(x, what):
    # randrange's arguments: anything with __index__, or a number equal to an int.
    if isinstance(x, int):
        return int(x)
    as_index = getattr(type(x), '__index__', None)
    if as_index is not None:
        return as_index(x)
    n = int(x)
    if n != x:
        raise ValueError(f'non-integer {what} for randrange()')
    return n


def _running_totals(values):
    totals = []
    acc = None
    for v in values:
        acc = v if acc is None else acc + v
        totals.append(acc)
    return totals


def _first_above(totals, x, hi):
    # The first index in totals[:hi] whose value exceeds x (hi when none does).
    lo = 0
    while lo < hi:
        mid = (lo + hi) // 2
        if totals[mid] > x:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _looks_like_sequence(x):
    if isinstance(x, (list, tuple, str, range, bytes, bytearray)):
        return True
    if isinstance(x, (dict, set, frozenset)):
        return False
    kind = type(x)
    return hasattr(kind, '__getitem__') and hasattr(kind, '__len__')


def _str_hash_v1(text):
    # The version-1 seed of a str: an old 64-bit string hash (kept for reproducibility).
    h = (ord(text[0]) << 7) if text else 0
    for ch in text:
        h = ((1000003 * h) ^ ord(ch)) & _MASK64
    h ^= len(text)
    return -2 if h == -1 else h


class Random:
    """A Mersenne Twister generator; the module-level functions are methods of one shared
    instance. Subclasses may override random() (and getrandbits()) to change the source."""

    VERSION = 3

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # Integers come from getrandbits() when the class has its own (or inherits ours
        # unchanged); a class that replaces only random() gets them from random().
        # A _randbelow of their own (or found first up the chain) is left alone.
        for klass in cls.__mro__:
            own = klass.__dict__
            if '_randbelow' in own:
                return
            if 'getrandbits' in own:
                cls._randbelow = Random._below_by_bits
                return
            if 'random' in own:
                cls._randbelow = Random._below_by_float
                return

    def __init__(self, x=None):
        self._state = _mt_new()
        self.seed(x)
        self.gauss_next = None

    def seed(self, a=None, version=2):
        """Seed the generator from a: None (fresh), int, float, str, bytes or bytearray."""
        global _fresh_count
        if a is None:
            _fresh_count += 1
            a = _host_seed() + (_fresh_count << 64)
        elif isinstance(a, (str, bytes, bytearray)):
            if version == 2:
                raw = bytes(a.encode() if isinstance(a, str) else a)
                a = int.from_bytes(raw + _sha512(raw), 'big')
            elif version == 1 and not isinstance(a, bytearray):
                a = _str_hash_v1(a.decode('latin-1') if isinstance(a, bytes) else a)
        elif not isinstance(a, (int, float)):
            raise TypeError('The only supported seed types are: None,\n'
                            'int, float, str, bytes, and bytearray.')
        # Ints seed by the 32-bit words of their magnitude, anything else by its hash.
        n = abs(int(a)) if isinstance(a, int) else hash(a) & _MASK64
        words = []
        while n:
            words.append(n & _MASK32)
            n >>= 32
        _mt_seed(self._state, words)
        self.gauss_next = None

    def getstate(self):
        """Return an object that setstate() accepts to restore the current state."""
        raw = self._state
        words = tuple(int.from_bytes(raw[at:at + 4], 'little')
                      for at in range(0, 4 * (_STATE_WORDS + 1), 4))
        return self.VERSION, words, self.gauss_next

    def setstate(self, state):
        """Restore a state getstate() returned."""
        version = state[0]
        if version == 3:
            _, words, self.gauss_next = state
        elif version == 2:
            # Version 2 states (Python 2) may hold negative words.
            _, words, self.gauss_next = state
            try:
                words = tuple(w % (1 << 32) for w in words)
            except ValueError as problem:
                raise TypeError from problem
        else:
            raise ValueError(f'state with version {version} passed to '
                             f'Random.setstate() of version {self.VERSION}')
        if not isinstance(words, tuple):
            raise TypeError('state vector must be a tuple')
        if len(words) != _STATE_WORDS + 1:
            raise ValueError('state vector is the wrong size')
        packed = bytearray()
        for pos, w in enumerate(words):
            if not isinstance(w, int):
                raise TypeError('an integer is required')
            if pos == _STATE_WORDS:
                if w < 0 or w > _STATE_WORDS:
                    raise ValueError('invalid state')
            elif w < 0:
                raise OverflowError("can't convert negative value to unsigned int")
            elif w > _MASK64:
                raise OverflowError('Python int too large to convert to C unsigned long')
            # A word is read as a C unsigned long and kept to its low 32 bits.
            packed += (w & _MASK32).to_bytes(4, 'little')
        self._state[0:len(packed)] = packed

    # ---- the sources -----------------------------------------------------------------------

    def random(self):
        """A float in [0.0, 1.0)."""
        return _mt_random(self._state)

    def getrandbits(self, k):
        """An int with k random bits."""
        return _mt_getrandbits(self._state, k)

    def randbytes(self, n):
        """n random bytes."""
        bits = self.getrandbits(8 * n)
        return bits.to_bytes(n, 'little')

    def _below_by_bits(self, n):
        # Uniform in range(n): draw as many bits as n needs until the value fits.
        bits = n.bit_length()
        draw = self.getrandbits
        r = draw(bits)
        while r >= n:
            r = draw(bits)
        return r

    def _below_by_float(self, n):
        # Uniform in range(n) from random() alone: scale a 53-bit fraction, rejecting the
        # top sliver that would favour small results.
        span = 1 << BPF
        cut = (span - span % n) / span
        draw = self.random
        r = draw()
        while r >= cut:
            r = draw()
        return _floor(r * span) % n

    _randbelow = _below_by_bits

    # ---- integers and sequences ------------------------------------------------------------

    def randrange(self, start, stop=None, step=1):
        """A random element of range(start, stop, step)."""
        first = _whole_number(start, 'arg 1')
        if stop is None:
            if step != 1:
                raise TypeError('Missing a non-None stop argument')
            if first <= 0:
                raise ValueError('empty range for randrange()')
            return self._randbelow(first)
        last = _whole_number(stop, 'stop')
        width = last - first
        stride = _whole_number(step, 'step')
        if stride == 1:
            if width <= 0:
                raise ValueError(f'empty range for randrange() ({first}, {last}, {width})')
            return first + self._randbelow(width)
        if stride == 0:
            raise ValueError('zero step for randrange()')
        # How many values the range holds (ceiling division toward the step's sign).
        if stride > 0:
            count = (width + stride - 1) // stride
        else:
            count = (width + stride + 1) // stride
        if count <= 0:
            raise ValueError('empty range for randrange()')
        return first + stride * self._randbelow(count)

    def randint(self, a, b):
        """A random int N with a <= N <= b."""
        return self.randrange(a, b + 1)

    def choice(self, seq):
        """A random element of a non-empty sequence."""
        size = len(seq)
        if not size:
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(size)]

    def shuffle(self, x):
        """Shuffle the list x in place."""
        pick = self._randbelow
        for top in range(len(x) - 1, 0, -1):
            other = pick(top + 1)
            x[top], x[other] = x[other], x[top]

    def sample(self, population, k, *, counts=None):
        """k distinct elements of population, in selection order. counts repeats elements."""
        if not _looks_like_sequence(population):
            raise TypeError('Population must be a sequence.  '
                            'For dicts or sets, use sorted(d).')
        size = len(population)
        if counts is not None:
            totals = _running_totals(counts)
            if len(totals) != size:
                raise ValueError('The number of counts does not match the population')
            grand = totals.pop()
            if not isinstance(grand, int):
                raise TypeError('Counts must be integers')
            if grand <= 0:
                raise ValueError('Total of counts must be greater than zero')
            picks = self.sample(range(grand), k=k)
            return [population[_first_above(totals, p, len(totals))] for p in picks]
        if k < 0 or k > size:
            raise ValueError('Sample larger than population or is negative')
        pick = self._randbelow
        chosen = [None] * k
        # Small populations: draw from a shrinking copy. Large ones: draw indexes, redrawing
        # repeats (the threshold decides which draws happen, so it is part of the results).
        threshold = 21
        if k > 5:
            threshold += 4 ** _ceil(_log(k * 3, 4))
        if size <= threshold:
            pool = list(population)
            for i in range(k):
                j = pick(size - i)
                chosen[i] = pool[j]
                pool[j] = pool[size - i - 1]
        else:
            taken = set()
            for i in range(k):
                j = pick(size)
                while j in taken:
                    j = pick(size)
                taken.add(j)
                chosen[i] = population[j]
        return chosen

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        """k elements of population chosen with replacement, optionally weighted."""
        draw = self.random
        size = len(population)
        if cum_weights is None:
            if weights is None:
                scale = size + 0.0
                return [population[_floor(draw() * scale)] for _ in range(k)]
            try:
                cum_weights = _running_totals(weights)
            except TypeError:
                # choices(pop, 3) meant k=3: say so rather than 'int is not iterable'.
                if isinstance(weights, int):
                    raise TypeError('The number of choices must be a keyword argument: '
                                    f'k={weights!r}') from None
                raise
        else:
            if weights is not None:
                raise TypeError('Cannot specify both weights and cumulative weights')
        if len(cum_weights) != size:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if not _isfinite(total):
            raise ValueError('Total of weights must be finite')
        last = size - 1
        return [population[_first_above(cum_weights, draw() * total, last)]
                for _ in range(k)]

    # ---- real-valued distributions ---------------------------------------------------------
    # Each uses CPython's draws and arithmetic in the same order, so results match bit for bit.

    def uniform(self, a, b):
        """A float between a and b."""
        span = b - a
        return a + span * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        """Triangular distribution on [low, high] peaking at mode (default: the middle)."""
        u = self.random()
        try:
            peak = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > peak:
            # Mirror onto the other side of the peak.
            u = 1.0 - u
            peak = 1.0 - peak
            low, high = high, low
        return low + (high - low) * _sqrt(u * peak)

    def normalvariate(self, mu=0.0, sigma=1.0):
        """Normal distribution (Kinderman and Monahan's ratio method)."""
        draw = self.random
        while True:
            u1 = draw()
            u2 = 1.0 - draw()
            scaled = NV_MAGICCONST * (u1 - 0.5)
            z = scaled / u2
            if z * z / 4.0 <= -_log(u2):
                return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        """Normal distribution (Box-Muller; every other call uses the pair's second value)."""
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            angle = self.random() * TWOPI
            radius = _sqrt(-2.0 * _log(1.0 - self.random()))
            z = _cos(angle) * radius
            self.gauss_next = _sin(angle) * radius
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        """Log normal distribution."""
        exponent = self.normalvariate(mu, sigma)
        return _exp(exponent)

    def expovariate(self, lambd):
        """Exponential distribution with rate lambd."""
        u = 1.0 - self.random()
        return -_log(u) / lambd

    def vonmisesvariate(self, mu, kappa):
        """Von Mises distribution: mean angle mu, concentration kappa."""
        draw = self.random
        if kappa <= 1e-6:
            return TWOPI * draw()
        half = 0.5 / kappa
        rr = half + _sqrt(1.0 + half * half)
        while True:
            z = _cos(_pi * draw())
            d = z / (rr + z)
            u = draw()
            if u < 1.0 - d * d or u <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / rr
        angle = _acos((q + z) / (1.0 + q * z))
        if draw() > 0.5:
            return (mu + angle) % TWOPI
        return (mu - angle) % TWOPI

    def gammavariate(self, alpha, beta):
        """Gamma distribution with shape alpha and scale beta."""
        if beta <= 0.0 or alpha <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        draw = self.random
        if alpha > 1.0:
            # Cheng's rejection method.
            a_inv = _sqrt(2.0 * alpha - 1.0)
            b = alpha - LOG4
            c = alpha + a_inv
            while True:
                u1 = draw()
                if u1 <= 1e-7 or u1 >= 0.9999999:
                    continue
                u2 = 1.0 - draw()
                v = _log(u1 / (1.0 - u1)) / a_inv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                t = b + c * v - x
                # A cheap test first; the log only when it fails.
                if t + SG_MAGICCONST - 4.5 * z >= 0.0:
                    return x * beta
                if t >= _log(z):
                    return x * beta
        if alpha == 1.0:
            return -_log(1.0 - draw()) * beta
        # alpha < 1: Ahrens and Dieter's method.
        while True:
            ratio = (_e + alpha) / _e
            w = ratio * draw()
            if w <= 1.0:
                g = w ** (1.0 / alpha)
                if draw() <= _exp(-g):
                    return g * beta
            else:
                g = -_log((ratio - w) / alpha)
                if draw() <= g ** (alpha - 1.0):
                    return g * beta

    def betavariate(self, alpha, beta):
        """Beta distribution, from two gamma draws."""
        first = self.gammavariate(alpha, 1.0)
        if not first:
            return 0.0
        return first / (first + self.gammavariate(beta, 1.0))

    def paretovariate(self, alpha):
        """Pareto distribution with shape alpha."""
        return (1.0 - self.random()) ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        """Weibull distribution: scale alpha, shape beta."""
        return alpha * (-_log(1.0 - self.random())) ** (1.0 / beta)


class SystemRandom(Random):
    """CPython draws these from the OS. The sandbox has no OS entropy, so this is a generator
    seeded like an unseeded Random, with SystemRandom's stateless interface: seed() does
    nothing and getstate()/setstate() raise."""

    def __init__(self, x=None):
        self._state = _mt_new()
        Random.seed(self, None)
        self.gauss_next = None

    def seed(self, *ignored, **ignored_too):
        return None

    def _stateless(self, *ignored, **ignored_too):
        raise NotImplementedError('System entropy source does not have state.')

    getstate = setstate = _stateless


_shared = Random()
seed = _shared.seed
random = _shared.random
uniform = _shared.uniform
triangular = _shared.triangular
randint = _shared.randint
choice = _shared.choice
randrange = _shared.randrange
sample = _shared.sample
shuffle = _shared.shuffle
choices = _shared.choices
normalvariate = _shared.normalvariate
lognormvariate = _shared.lognormvariate
expovariate = _shared.expovariate
vonmisesvariate = _shared.vonmisesvariate
gammavariate = _shared.gammavariate
gauss = _shared.gauss
betavariate = _shared.betavariate
paretovariate = _shared.paretovariate
weibullvariate = _shared.weibullvariate
getstate = _shared.getstate
setstate = _shared.setstate
getrandbits = _shared.getrandbits
randbytes = _shared.randbytes
)PY";
}

}  // namespace basilisk::stdlib
