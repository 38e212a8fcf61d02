// statistics: averages, spread, quantiles, two-variable relations and NormalDist. Means and
// variances are exact: the data are summed as integer ratios grouped by denominator (_tally),
// the squared deviations come from sum(x*x) - sum(x)**2/n over one common denominator, and the
// result is rounded once at the end (floats straight from the integer ratio, stdev through a
// correctly rounded square root of a ratio, _sqrt_ratio), so float answers equal CPython's bit
// for bit. Result types follow the data (int when integral, Fraction, float, subclasses).
// Plain lists, tuples and ranges of ints and floats are summed natively (_exact_sums in
// statistics_native.cpp); anything else takes the Python loop. There is no decimal module, so
// Decimal data are not handled. NormalDist.inv_cdf evaluates Wichura's AS 241 polynomials.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view statistics_source() {
    return R"PY(
"""Statistics of numeric data: averages, spread, quantiles, relations between two
variables, and the NormalDist class for normal distributions."""

__all__ = [
    'NormalDist',
    'StatisticsError',
    'correlation',
    'covariance',
    'fmean',
    'geometric_mean',
    'harmonic_mean',
    'linear_regression',
    'mean',
    'median',
    'median_grouped',
    'median_high',
    'median_low',
    'mode',
    'multimode',
    'pstdev',
    'pvariance',
    'quantiles',
    'stdev',
    'variance',
]

import math
from bisect import bisect_left as _bisect_left, bisect_right as _bisect_right
from collections import Counter as _Counter, namedtuple as _namedtuple
from fractions import Fraction as _Fraction
from math import fsum as _fsum, sqrt as _sqrt, isqrt as _isqrt, gcd as _gcd
from operator import mul as _mul

# _exact_sums(data, squares) is provided natively (statistics_native.cpp): for a plain list,
# tuple or range of ints and finite floats it returns the exact sum (and sum of squares) as
# integer ratios, else None and the Python loop below does the work.

_ROOT2 = _sqrt(2.0)


class StatisticsError(ValueError):
    pass


def _require(count, least, name):
    if count < least:
        raise StatisticsError('%s requires at least %s' % (
            name, 'one data point' if least == 1 else 'two data points'))


# ---------------------------------------------------------------------------------------
# Exact arithmetic. Means and variances are computed exactly on integer ratios and rounded
# once at the end, so float results are the correctly rounded value of the exact answer.
# The answer's type follows the data: ints give an int when the result is integral (a
# float otherwise), a Fraction or a float anywhere gives that type, subclasses win over
# their base.

def _result_type(kinds):
    result = int
    for kind in kinds:
        if kind is result or kind is int or kind is bool:
            continue
        if result is int or issubclass(kind, result):
            result = kind
        elif issubclass(result, kind):
            pass
        elif issubclass(result, int):
            result = kind
        elif issubclass(kind, int):
            pass
        elif issubclass(result, _Fraction) and issubclass(kind, float):
            result = kind
        elif issubclass(result, float) and issubclass(kind, _Fraction):
            pass
        else:
            raise TypeError("don't know how to coerce %s and %s"
                            % (result.__name__, kind.__name__))
    return result


def _fold(parts):
    # {denominator: numerator sum} -> one (numerator, denominator) pair, not reduced.
    top, bottom = 0, 1
    for den, num in parts.items():
        if den == bottom:
            top += num
            continue
        common = bottom // _gcd(bottom, den) * den
        top = top * (common // bottom) + num * (common // den)
        bottom = common
    return top, bottom


def _tally(data, squares):
    """Exact sums over data: (type, count, sum, sum of squares, special).

    The sums are (numerator, denominator) pairs; the squares pair is (0, 1) unless asked
    for. special is None, or the sum of the infinities and NaNs met (which then decides
    every result).
    """
    fast = _exact_sums(data, squares)
    if fast is not None:
        has_float, sn, sd, qn, qd, count = fast
        return (float if has_float else int), count, (sn, sd), (qn, qd), None
    kinds = {}
    sums = {}
    square_sums = {}
    special = None
    count = 0
    for x in data:
        kind = type(x)
        if kind not in kinds:
            kinds[kind] = True
        count += 1
        try:
            num, den = x.as_integer_ratio()
        except (ValueError, OverflowError):
            special = x if special is None else special + x
            continue
        except AttributeError:
            try:
                num, den = x.numerator, x.denominator
            except AttributeError:
                raise TypeError("can't convert type '%s' to numerator/denominator"
                                % kind.__name__) from None
        sums[den] = sums.get(den, 0) + num
        if squares:
            square_sums[den] = square_sums.get(den, 0) + num * num
    total = _fold(sums)
    if squares:
        sq_total = _fold({den * den: num for den, num in square_sums.items()})
    else:
        sq_total = (0, 1)
    return _result_type(kinds), count, total, sq_total, special


def _as_type(value, kind):
    if type(value) is kind:
        return value
    if issubclass(kind, int) and value.denominator != 1:
        kind = float
    return kind(value)


def _exact_as(num, den, kind):
    # The rational num/den (den > 0) in the result type; floats straight from the integer
    # ratio (int true division rounds correctly).
    if kind is float:
        return num / den
    if kind is int:
        if num % den:
            return num / den
        return num // den
    return _as_type(_Fraction(num, den), kind)


def _sqrt_ratio(num, den):
    # Correctly rounded float sqrt(num / den), num >= 0 and den > 0. The integer root is
    # taken at a power-of-four scale that gives it at least 58 bits; when anything was cut
    # off, its last bit is set (rounding to odd), so the one rounding to 53 bits in the
    # final division is the right one.
    k = (116 - num.bit_length() + den.bit_length()) // 2
    if k >= 0:
        scaled, rest = divmod(num << (2 * k), den)
    else:
        scaled, rest = divmod(num, den << (-2 * k))
    root = _isqrt(scaled)
    if rest or root * root != scaled:
        root |= 1
    if k >= 0:
        return root / (1 << k)
    return (root << -k) / 1


def _spread(data, centre):
    """(type, count, sum of squared deviations as a pair, mean as a pair, special)."""
    if centre is not None:
        # Deviations from a given centre are computed in the data's own arithmetic, as the
        # caller asked for that centre; only their sum is exact.
        devs = [(x - centre) * (x - centre) for x in data]
        kind, count, total, _, special = _tally(devs, False)
        return kind, count, total, None, special
    kind, count, (sn, sd), (qn, qd), special = _tally(data, True)
    if special is not None or not count:
        return kind, count, (0, 1), (0, 1), special
    # sum((x - m)**2) == sum(x*x) - sum(x)**2 / n, exactly over the common denominator.
    bottom = qd * sd * sd * count
    top = qn * sd * sd * count - sn * sn * qd
    return kind, count, (top, bottom), (sn, sd * count), special


# ---------------------------------------------------------------------------------------
# Averages.

def mean(data):
    kind, count, (num, den), _, special = _tally(data, False)
    _require(count, 1, 'mean')
    if special is not None:
        return _as_type(special / count, kind)
    return _exact_as(num, den * count, kind)


def fmean(data, weights=None):
    try:
        n = len(data)
    except TypeError:
        data = list(data)
        n = len(data)
    if weights is None:
        total = _fsum(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    try:
        n_weights = len(weights)
    except TypeError:
        weights = list(weights)
        n_weights = len(weights)
    weighted = _fsum(map(_mul, data, weights))
    if n != n_weights:
        raise StatisticsError('data and weights must be the same length')
    weight_sum = _fsum(weights)
    if not weight_sum:
        raise StatisticsError('sum of weights must be non-zero')
    return weighted / weight_sum


def geometric_mean(data):
    try:
        return math.exp(fmean(map(math.log, data)))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def harmonic_mean(data, weights=None):
    if iter(data) is data:
        data = list(data)
    negative = 'harmonic mean does not support negative values'
    n = len(data)
    _require(n, 1, 'harmonic_mean')
    if n == 1 and weights is None:
        only = data[0]
        if not isinstance(only, (int, float, _Fraction)):
            raise TypeError('unsupported type')
        if only < 0:
            raise StatisticsError(negative)
        return only
    if weights is None:
        weights = [1] * n
        weight_total = n
    else:
        if weights is iter(weights):
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        for w in weights:
            if w < 0:
                raise StatisticsError(negative)
        _, _, (wn, wd), _, w_special = _tally(weights, False)
        weight_total = w_special if w_special is not None else _Fraction(wn, wd)
    terms = []
    for w, x in zip(weights, data):
        if x < 0:
            raise StatisticsError(negative)
        if not w:
            terms.append(0)
            continue
        try:
            terms.append(w / x)
        except ZeroDivisionError:
            return 0
    kind, _, (num, den), _, special = _tally(terms, False)
    total = special if special is not None else _Fraction(num, den)
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _as_type(weight_total / total, kind)


# ---------------------------------------------------------------------------------------
# Medians, modes and quantiles: order statistics on a sorted copy.

def median(data):
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError('no median for empty data')
    half = n // 2
    if n & 1:
        return ordered[half]
    return (ordered[half - 1] + ordered[half]) / 2


def median_low(data):
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError('no median for empty data')
    return ordered[(n - 1) // 2]


def median_high(data):
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError('no median for empty data')
    return ordered[n // 2]


def median_grouped(data, interval=1.0):
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError('no median for empty data')
    middle = ordered[n // 2]
    # The run of values equal to the middle one is the median's class.
    below = _bisect_left(ordered, middle)
    run = _bisect_right(ordered, middle, lo=below) - below
    try:
        width = float(interval)
        middle = float(middle)
    except ValueError:
        raise TypeError('Value cannot be converted to a float')
    lower_limit = middle - width / 2.0
    return lower_limit + width * (n / 2 - below) / run


def _counts(data):
    # iter(): a mapping is counted by its keys, not taken as ready-made counts.
    return _Counter(iter(data))


def mode(data):
    counts = _counts(data)
    if not counts:
        raise StatisticsError('no mode for empty data')
    top = max(counts.values())
    for value, seen in counts.items():
        if seen == top:
            return value


def multimode(data):
    counts = _counts(data)
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, seen in counts.items() if seen == top]


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    ordered = sorted(data)
    size = len(ordered)
    if size < 2:
        raise StatisticsError('must have at least two data points')
    cuts = []
    if method not in ('inclusive', 'exclusive'):
        raise ValueError(f'Unknown method: {method!r}')
    if method[0] == 'i':
        # Points i/n of the way along the data, interpolating between neighbours.
        span = size - 1
        for i in range(1, n):
            j, frac = divmod(i * span, n)
            lo, hi = ordered[j], ordered[j + 1]
            cuts.append((lo * (n - frac) + hi * frac) / n)
        return cuts
    # As inclusive, with the data standing for positions 1 .. size of size + 1 slots.
    span = size + 1
    for i in range(1, n):
        j = min(max(i * span // n, 1), size - 1)
        frac = i * span - j * n
        lo, hi = ordered[j - 1], ordered[j]
        cuts.append((lo * (n - frac) + hi * frac) / n)
    return cuts


# ---------------------------------------------------------------------------------------
# Spread.

def variance(data, xbar=None):
    kind, count, (num, den), _, special = _spread(data, xbar)
    _require(count, 2, 'variance')
    if special is not None:
        return _as_type(special / (count - 1), kind)
    return _exact_as(num, den * (count - 1), kind)


def pvariance(data, mu=None):
    kind, count, (num, den), _, special = _spread(data, mu)
    _require(count, 1, 'pvariance')
    if special is not None:
        return _as_type(special / count, kind)
    return _exact_as(num, den * count, kind)


def stdev(data, xbar=None):
    kind, count, (num, den), _, special = _spread(data, xbar)
    _require(count, 2, 'stdev')
    if special is not None:
        # A float has no numerator: CPython fails here the same way.
        spread = special / (count - 1)
        return _sqrt_ratio(spread.numerator, spread.denominator)
    return _sqrt_ratio(num, den * (count - 1))


def pstdev(data, mu=None):
    kind, count, (num, den), _, special = _spread(data, mu)
    _require(count, 1, 'pstdev')
    if special is not None:
        spread = special / count
        return _sqrt_ratio(spread.numerator, spread.denominator)
    return _sqrt_ratio(num, den * count)


# ---------------------------------------------------------------------------------------
# Two variables. These work in floats throughout (fsum for the sums).

def _paired(x, y, what):
    n = len(x)
    if len(y) != n:
        raise StatisticsError(what + ' requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError(what + ' requires at least two data points')
    return n


def _centred_sums(x, y, n):
    # Means, and the sum of products of deviations from them.
    x_mean = _fsum(x) / n
    y_mean = _fsum(y) / n
    cross = _fsum([(a - x_mean) * (b - y_mean) for a, b in zip(x, y)])
    return x_mean, y_mean, cross


def _squared_deviations(values, centre):
    return _fsum([(v - centre) * (v - centre) for v in values])


def covariance(x, y, /):
    n = _paired(x, y, 'covariance')
    _, _, cross = _centred_sums(x, y, n)
    return cross / (n - 1)


def correlation(x, y, /):
    n = _paired(x, y, 'correlation')
    x_mean, y_mean, cross = _centred_sums(x, y, n)
    x_dev = _squared_deviations(x, x_mean)
    y_dev = _squared_deviations(y, y_mean)
    try:
        return cross / _sqrt(x_dev * y_dev)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


LinearRegression = _namedtuple('LinearRegression', ('slope', 'intercept'))


def linear_regression(x, y, /, *, proportional=False):
    n = _paired(x, y, 'linear regression')
    if proportional:
        # A line through the origin.
        cross = _fsum([a * b for a, b in zip(x, y)])
        x_dev = _fsum([a * a for a in x])
    else:
        x_mean, y_mean, cross = _centred_sums(x, y, n)
        x_dev = _squared_deviations(x, x_mean)
    try:
        slope = cross / x_dev
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    if proportional:
        return LinearRegression(slope=slope, intercept=0.0)
    return LinearRegression(slope=slope, intercept=y_mean - slope * x_mean)


# ---------------------------------------------------------------------------------------
# The normal distribution.

# Wichura's algorithm AS 241 (PPND16, Applied Statistics 37, 1988): rational approximations
# of the inverse normal CDF, good to about 1e-16. Each tuple holds one polynomial's
# coefficients from the highest power down, evaluated by Horner's rule.
_CENTRAL_NUM = (
    2509.0809287301227,
    33430.57558358813,
    67265.7709270087,
    45921.95393154987,
    13731.69376550946,
    1971.5909503065513,
    133.14166789178438,
    3.3871328727963665,
)
_CENTRAL_DEN = (
    5226.495278852854,
    28729.085735721943,
    39307.89580009271,
    21213.794301586597,
    5394.196021424751,
    687.1870074920579,
    42.31333070160091,
    1.0,
)
_NEAR_NUM = (
    0.0007745450142783414,
    0.022723844989269184,
    0.2417807251774506,
    1.2704582524523684,
    3.6478483247632045,
    5.769497221460691,
    4.630337846156546,
    1.4234371107496835,
)
_NEAR_DEN = (
    1.0507500716444169e-09,
    0.0005475938084995345,
    0.015198666563616457,
    0.14810397642748008,
    0.6897673349851,
    1.6763848301838038,
    2.053191626637759,
    1.0,
)
_FAR_NUM = (
    2.0103343992922881e-07,
    2.7115555687434876e-05,
    0.0012426609473880784,
    0.026532189526576124,
    0.29656057182850487,
    1.7848265399172913,
    5.463784911164114,
    6.657904643501103,
)
_FAR_DEN = (
    2.0442631033899397e-15,
    1.421511758316446e-07,
    1.8463183175100548e-05,
    0.0007868691311456133,
    0.014875361290850615,
    0.1369298809227358,
    0.599832206555888,
    1.0,
)


def _horner(coefficients, t):
    acc = coefficients[0]
    for c in coefficients[1:]:
        acc = acc * t + c
    return acc


def _standard_normal_quantile(p):
    q = p - 0.5
    if math.fabs(q) <= 0.425:
        t = 0.180625 - q * q
        return _horner(_CENTRAL_NUM, t) * q / _horner(_CENTRAL_DEN, t)
    t = p if q <= 0.0 else 1.0 - p
    t = _sqrt(-math.log(t))
    if t <= 5.0:
        t -= 1.6
        z = _horner(_NEAR_NUM, t) / _horner(_NEAR_DEN, t)
    else:
        t -= 5.0
        z = _horner(_FAR_NUM, t) / _horner(_FAR_DEN, t)
    return -z if q < 0.0 else z


def _sigma_zero(method):
    return StatisticsError(method + '() not defined when sigma is zero')


class NormalDist:
    """A normal distribution, given by its mean mu and standard deviation sigma."""

    __slots__ = ('_mu', '_sigma')

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu, self._sigma = float(mu), float(sigma)

    @classmethod
    def from_samples(cls, data):
        kind, count, (num, den), (mn, md), special = _spread(data, None)
        _require(count, 2, 'stdev')
        if special is not None:
            # Infinities or NaNs: the mean is that special sum; the spread is undefined.
            centre = float(special)
            return cls(centre, centre / centre)
        return cls(mn / md, _sqrt_ratio(num, den * (count - 1)))

    def samples(self, n, *, seed=None):
        import random
        draw = random.gauss if seed is None else random.Random(seed).gauss
        centre, spread = self._mu, self._sigma
        return [draw(centre, spread) for _ in range(n)]

    def pdf(self, x):
        var = self._sigma * self._sigma
        if not var:
            raise _sigma_zero('pdf')
        dev = x - self._mu
        return math.exp(dev * dev / (-2.0 * var)) / _sqrt(math.tau * var)

    def cdf(self, x):
        if not self._sigma:
            raise _sigma_zero('cdf')
        return 0.5 * (1.0 + math.erf((x - self._mu) / (self._sigma * _ROOT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return self._mu + _standard_normal_quantile(p) * self._sigma

    def quantiles(self, n=4):
        cut = self.inv_cdf
        return [cut(k / n) for k in range(1, n)]

    def overlap(self, other):
        if isinstance(other, NormalDist) is False:
            raise TypeError('Expected another NormalDist instance')
        # Order the pair so that narrow has the smaller (sigma, mu).
        narrow, wide = self, other
        if (wide._sigma, wide._mu) < (narrow._sigma, narrow._mu):
            narrow, wide = wide, narrow
        v1, v2 = narrow.variance, wide.variance
        if not v1 or not v2:
            raise _sigma_zero('overlap')
        dv = v2 - v1
        dm = math.fabs(wide._mu - narrow._mu)
        if not dv:
            return 1.0 - math.erf(dm / (2.0 * narrow._sigma * _ROOT2))
        # The densities cross at two points; the overlap is one minus the gaps between the
        # two CDFs there.
        a = narrow._mu * v2 - wide._mu * v1
        b = narrow._sigma * wide._sigma * _sqrt(dm * dm + dv * math.log(v2 / v1))
        p1 = (a + b) / dv
        p2 = (a - b) / dv
        gap1 = math.fabs(wide.cdf(p1) - narrow.cdf(p1))
        gap2 = math.fabs(wide.cdf(p2) - narrow.cdf(p2))
        return 1.0 - (gap1 + gap2)

    def zscore(self, x):
        if not self._sigma:
            raise _sigma_zero('zscore')
        mu, sigma = self._mu, self._sigma
        return (x - mu) / sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        sigma = self._sigma
        return sigma * sigma

    # Arithmetic: a constant shifts or scales the variable; adding or subtracting another
    # NormalDist combines two independent variables.

    def __add__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu + other._mu, math.hypot(self._sigma, other._sigma))
        return NormalDist(self._mu + other, self._sigma)

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu - other._mu, math.hypot(self._sigma, other._sigma))
        return NormalDist(self._mu - other, self._sigma)

    def __rsub__(self, other):
        return -(self - other)

    def __mul__(self, other):
        return NormalDist(self._mu * other, self._sigma * math.fabs(other))

    __rmul__ = __mul__

    def __truediv__(self, other):
        return NormalDist(self._mu / other, self._sigma / math.fabs(other))

    def __pos__(self):
        return NormalDist(self._mu, self._sigma)

    def __neg__(self):
        return NormalDist(-self._mu, self._sigma)

    def __eq__(self, other):
        if isinstance(other, NormalDist):
            return self._mu == other._mu and self._sigma == other._sigma
        return NotImplemented

    def __hash__(self):
        return hash(self.__getstate__())

    def __repr__(self):
        return '%s(mu=%r, sigma=%r)' % (type(self).__name__, self._mu, self._sigma)

    def __getstate__(self):
        return (self._mu, self._sigma)

    def __setstate__(self, state):
        mu, sigma = state
        self._mu = mu
        self._sigma = sigma
)PY";
}

}  // namespace basilisk::stdlib
