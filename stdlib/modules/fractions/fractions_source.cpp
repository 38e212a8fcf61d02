// fractions: the Fraction class, an exact rational kept in lowest terms with a positive
// denominator (two slots, _n and _d). Results are built straight from already-reduced parts
// (_new) rather than through the public constructor, which is what keeps arithmetic cheap.
// The exact operations work on (numerator, denominator) pairs as module functions; the dunder
// methods only pick the kind of the other operand (Fraction and int: exact; float: computed
// on float(self); else NotImplemented). Strings are read by a small scanner instead of a
// regular expression. Only the types this interpreter has take part: int, bool, float and
// Fraction (no complex, no decimal: from_decimal accepts ints only). Hashes agree with equal
// ints and floats (modular-inverse rule of the numeric hash). No __format__, as in 3.11.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view fractions_source() {
    return R"PY(
"""Rational numbers of unlimited precision: the Fraction class."""

import operator as _op
from math import gcd as _gcd, isfinite as _isfinite

__all__ = ['Fraction']

# Numeric hashing (see the docs of the built-in numeric types): a rational p/q hashes to
# p * inverse(q) modulo this Mersenne prime, so equal ints, floats and fractions collide.
_HASH_PRIME = (1 << 61) - 1
_HASH_INFINITY = 314159


def _group_ok(text):
    # A run of decimal digits in which single underscores may sit between two digits.
    if not text or text[0] == '_' or text[-1] == '_' or '__' in text:
        return False
    return text.replace('_', '').isdecimal()


def _ratio_from_text(source):
    # Returns (numerator, denominator), not yet reduced, or raises ValueError. Accepted:
    # blanks, an optional sign, then "digits/digits", or a decimal number with an optional
    # exponent ("1.5e-3", ".5", "2."), then blanks. CPython 3.11 also lets the fractional
    # part be a run of the letter d ("1.dd"), which then fails in int(); that is kept so the
    # error text is the same.
    body = source.strip()
    negative = False
    if body[:1] in ('+', '-'):
        negative = body[0] == '-'
        body = body[1:]
    slash = body.find('/')
    if slash >= 0:
        top, bottom = body[:slash], body[slash + 1:]
        if not (_group_ok(top) and _group_ok(bottom)):
            raise ValueError('Invalid literal for Fraction: %r' % source)
        num, den = int(top), int(bottom)
    else:
        exponent = None
        cut = body.find('e')
        if cut < 0:
            cut = body.find('E')
        if cut >= 0:
            exponent = body[cut + 1:]
            body = body[:cut]
            digits = exponent[1:] if exponent[:1] in ('+', '-') else exponent
            if not _group_ok(digits):
                raise ValueError('Invalid literal for Fraction: %r' % source)
        whole, dot, tail = body.partition('.')
        if whole:
            valid = _group_ok(whole) and (
                not tail or _group_ok(tail) or tail.strip('dD') == '')
        else:
            # Without an integer part the number must start ".<digit>".
            valid = dot == '.' and _group_ok(tail)
        if not valid:
            raise ValueError('Invalid literal for Fraction: %r' % source)
        num = int(whole) if whole else 0
        den = 1
        if tail:
            tail_value = int(tail)
            scale = 10 ** len(tail.replace('_', ''))
            num = num * scale + tail_value
            den = scale
        if exponent is not None:
            power = int(exponent)
            if power >= 0:
                num *= 10 ** power
            else:
                den *= 10 ** -power
    return (-num if negative else num), den


def _lowest_terms(num, den):
    if den == 0:
        raise ZeroDivisionError('Fraction(%s, 0)' % num)
    g = _gcd(num, den)
    if den < 0:
        g = -g
    if g == 1:
        return num, den
    return num // g, den // g


def _one_argument(value):
    # Fraction(value) for anything but an exact int or a Fraction.
    if isinstance(value, float):
        return value.as_integer_ratio()
    if isinstance(value, int):
        return value.numerator, 1
    if isinstance(value, str):
        num, den = _ratio_from_text(value)
        return _lowest_terms(num, den)
    raise TypeError('argument should be a string '
                    'or a Rational instance')


def _two_arguments(top, bottom):
    # Fraction(top, bottom) where the two are not both exact ints: top / bottom for any
    # two rationals (ints or Fractions).
    exact = (int, Fraction)
    if not (isinstance(top, exact) and isinstance(bottom, exact)):
        raise TypeError('both arguments should be '
                        'Rational instances')
    return _lowest_terms(top.numerator * bottom.denominator,
                         bottom.numerator * top.denominator)


def _new(num, den):
    # A Fraction from a numerator and a positive denominator already in lowest terms.
    obj = object.__new__(Fraction)
    obj._n = num
    obj._d = den
    return obj


def _reduced(num, den):
    g = _gcd(num, den)
    if g == 1:
        return _new(num, den)
    return _new(num // g, den // g)


# Exact arithmetic on (numerator, denominator) pairs, both fractions in lowest terms.

def _power(num, den, exp):
    if exp >= 0:
        return _new(num ** exp, den ** exp)
    if num == 0:
        raise ZeroDivisionError('Fraction(1, 0)')
    exp = -exp
    if num < 0:
        # Keep the denominator positive.
        num, den = -num, -den
    return _new(den ** exp, num ** exp)


def _sum(na, da, nb, db):
    # Working with the common part of the denominators keeps the integers small, and only
    # that common part can share a factor with the new numerator.
    common = _gcd(da, db)
    if common == 1:
        return _new(na * db + nb * da, da * db)
    da_rest = da // common
    top = na * (db // common) + nb * da_rest
    extra = _gcd(top, common)
    if extra == 1:
        return _new(top, da_rest * db)
    return _new(top // extra, da_rest * (db // extra))


def _product(na, da, nb, db):
    # Cancel across the diagonal first: the result is then already reduced.
    g = _gcd(na, db)
    if g != 1:
        na //= g
        db //= g
    g = _gcd(nb, da)
    if g != 1:
        nb //= g
        da //= g
    return _new(na * nb, da * db)


def _quotient(na, da, nb, db):
    if nb == 0:
        # CPython names the would-be result, whose numerator is the sign of the dividend.
        raise ZeroDivisionError('Fraction(%d, 0)' % ((na > 0) - (na < 0)))
    if nb < 0:
        nb, db = -nb, -db
    return _product(na, da, db, nb)


def _difference(na, da, nb, db):
    return _sum(na, da, -nb, db)


def _floor_quotient(na, da, nb, db):
    return (na * db) // (da * nb)


def _remainder(na, da, nb, db):
    return _reduced((na * db) % (nb * da), da * db)


def _quot_rem(na, da, nb, db):
    q, r = divmod(na * db, da * nb)
    return q, _reduced(r, da * db)


def _mixed(frac, other, exact, inexact, reflected):
    # One operand is the Fraction frac; reflected: the other one is the left operand.
    if isinstance(other, Fraction):
        if reflected:
            return exact(other._n, other._d, frac._n, frac._d)
        return exact(frac._n, frac._d, other._n, other._d)
    if isinstance(other, int):
        if reflected:
            return exact(other, 1, frac._n, frac._d)
        return exact(frac._n, frac._d, other, 1)
    if isinstance(other, float):
        if reflected:
            return inexact(other, float(frac))
        return inexact(float(frac), other)
    return NotImplemented


class Fraction:
    """A rational number, numerator / denominator, always kept in lowest terms.

    Fraction(numerator=0, denominator=None) takes two rationals (ints or
    Fractions), or a single int, Fraction, float (converted exactly) or a
    string such as '3/4', '-1.5e3' or ' 0.25 '.
    """

    __slots__ = ('_n', '_d')

    def __new__(cls, numerator=0, denominator=None):
        if denominator is None:
            if type(numerator) is int:
                num, den = numerator, 1
            elif isinstance(numerator, Fraction):
                num, den = numerator._n, numerator._d
            else:
                num, den = _one_argument(numerator)
        elif type(numerator) is int and type(denominator) is int:
            num, den = _lowest_terms(numerator, denominator)
        else:
            num, den = _two_arguments(numerator, denominator)
        inst = object.__new__(cls)
        inst._n = num
        inst._d = den
        return inst

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly."""
        if isinstance(f, int):
            return cls(f)
        if isinstance(f, float):
            num, den = f.as_integer_ratio()
            return cls(num, den)
        raise TypeError('%s.from_float() only takes floats, not %r (%s)'
                        % (cls.__name__, f, type(f).__name__))

    @classmethod
    def from_decimal(cls, dec):
        """Exact conversion of a Decimal (here: of an int) to a Fraction."""
        # There is no decimal module in this interpreter, so only an int can succeed.
        if isinstance(dec, int):
            return cls(dec)
        raise TypeError('%s.from_decimal() only takes Decimals, not %r (%s)'
                        % (cls.__name__, dec, type(dec).__name__))

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple."""
        return (self._n, self._d)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        num, den = self._n, self._d
        if den <= max_denominator:
            return _new(num, den)
        # Walk the continued fraction of num/den, keeping the last two convergents, until
        # the next one would have too large a denominator. The answer is then either the
        # last convergent or the largest semiconvergent that still fits, whichever is nearer.
        p_old, q_old, p_cur, q_cur = 0, 1, 1, 0
        x, y = num, den
        while True:
            a, rest = divmod(x, y)
            q_next = a * q_cur + q_old
            if q_next > max_denominator:
                break
            p_old, q_old, p_cur, q_cur = p_cur, q_cur, a * p_cur + p_old, q_next
            x, y = y, rest
        k = (max_denominator - q_old) // q_cur
        p_semi, q_semi = p_old + k * p_cur, q_old + k * q_cur
        # Distances to num/den, scaled by den * q_cur * q_semi; ties go to the convergent.
        if abs(p_cur * den - num * q_cur) * q_semi <= abs(p_semi * den - num * q_semi) * q_cur:
            return _new(p_cur, q_cur)
        return _new(p_semi, q_semi)

    @property
    def numerator(self):
        return self._n

    @property
    def denominator(self):
        return self._d

    @property
    def real(self):
        return _new(self._n, self._d)

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return _new(self._n, self._d)

    def __repr__(self):
        return '%s(%d, %d)' % (type(self).__name__, self._n, self._d)

    def __str__(self):
        if self._d == 1:
            return str(self._n)
        return '%d/%d' % (self._n, self._d)

    # Binary operators. A Fraction operand is handled inline (the common case); anything
    # else goes through _mixed, which gives an exact answer for ints, a float one for floats
    # and NotImplemented otherwise.

    def __add__(self, other):
        if isinstance(other, Fraction):
            return _sum(self._n, self._d, other._n, other._d)
        return _mixed(self, other, _sum, _op.add, False)

    def __radd__(self, other):
        return _mixed(self, other, _sum, _op.add, True)

    def __sub__(self, other):
        if isinstance(other, Fraction):
            return _sum(self._n, self._d, -other._n, other._d)
        return _mixed(self, other, _difference, _op.sub, False)

    def __rsub__(self, other):
        return _mixed(self, other, _difference, _op.sub, True)

    def __mul__(self, other):
        if isinstance(other, Fraction):
            return _product(self._n, self._d, other._n, other._d)
        return _mixed(self, other, _product, _op.mul, False)

    def __rmul__(self, other):
        return _mixed(self, other, _product, _op.mul, True)

    def __truediv__(self, other):
        if isinstance(other, Fraction):
            return _quotient(self._n, self._d, other._n, other._d)
        return _mixed(self, other, _quotient, _op.truediv, False)

    def __rtruediv__(self, other):
        return _mixed(self, other, _quotient, _op.truediv, True)

    def __floordiv__(self, other):
        if isinstance(other, Fraction):
            return (self._n * other._d) // (self._d * other._n)
        return _mixed(self, other, _floor_quotient, _op.floordiv, False)

    def __rfloordiv__(self, other):
        return _mixed(self, other, _floor_quotient, _op.floordiv, True)

    def __mod__(self, other):
        return _mixed(self, other, _remainder, _op.mod, False)

    def __rmod__(self, other):
        return _mixed(self, other, _remainder, _op.mod, True)

    def __divmod__(self, other):
        return _mixed(self, other, _quot_rem, divmod, False)

    def __rdivmod__(self, other):
        return _mixed(self, other, _quot_rem, divmod, True)

    def __pow__(self, other):
        # Integral exponents stay exact; any other exponent goes through float.
        if isinstance(other, Fraction):
            if other._d != 1:
                return float(self) ** float(other)
            return _power(self._n, self._d, other._n)
        if isinstance(other, int):
            return _power(self._n, self._d, other.numerator)
        return float(self) ** other

    def __rpow__(self, base):
        if self._d == 1 and self._n >= 0:
            # A natural exponent keeps an int base an int.
            return base ** self._n
        if isinstance(base, int):
            return Fraction(base) ** self
        if self._d == 1:
            return base ** self._n
        return base ** float(self)

    def __pos__(self):
        return _new(self._n, self._d)

    def __neg__(self):
        return _new(-self._n, self._d)

    def __abs__(self):
        return _new(abs(self._n), self._d)

    def __bool__(self):
        return self._n != 0

    def __float__(self):
        return self._n / self._d

    def __int__(self):
        num = self._n
        if num >= 0:
            return num // self._d
        return -(-num // self._d)

    __trunc__ = __int__

    def __floor__(self):
        return self._n // self._d

    def __ceil__(self):
        return -(-self._n // self._d)

    def __round__(self, ndigits=None):
        if ndigits is None:
            # Nearest integer, a tie going to the even neighbour.
            den = self._d
            q, r = divmod(self._n, den)
            twice = r + r
            if twice < den or (twice == den and q % 2 == 0):
                return q
            return q + 1
        scale = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * scale), scale)
        return Fraction(round(self / scale) * scale)

    def __hash__(self):
        num, den = self._n, self._d
        if den == 1:
            return hash(num)
        if den % _HASH_PRIME == 0:
            value = _HASH_INFINITY
        else:
            # hash() of a non-negative int is already that int modulo the prime.
            value = hash(hash(abs(num)) * pow(den, _HASH_PRIME - 2, _HASH_PRIME))
        if num < 0:
            value = -value
            if value == -1:
                value = -2
        return value

    # Comparisons. _scaled(other) gives two numbers that compare as self and other do,
    # or None when other is not a number this class understands.

    def _scaled(self, other):
        if isinstance(other, Fraction):
            return self._n * other._d, other._n * self._d
        if isinstance(other, int):
            return self._n, other * self._d
        if isinstance(other, float):
            if _isfinite(other):
                num, den = other.as_integer_ratio()
                return self._n * den, num * self._d
            # Any finite value compares with an infinity or NaN as zero does.
            return 0.0, other
        return None

    def __eq__(self, other):
        if isinstance(other, Fraction):
            return self._n == other._n and self._d == other._d
        if isinstance(other, int):
            return self._d == 1 and self._n == other
        if isinstance(other, float):
            return _isfinite(other) and other.as_integer_ratio() == (self._n, self._d)
        return NotImplemented

    def __lt__(self, other):
        pair = self._scaled(other)
        if pair is None:
            return NotImplemented
        return pair[0] < pair[1]

    def __le__(self, other):
        pair = self._scaled(other)
        if pair is None:
            return NotImplemented
        return pair[0] <= pair[1]

    def __gt__(self, other):
        pair = self._scaled(other)
        if pair is None:
            return NotImplemented
        return pair[0] > pair[1]

    def __ge__(self, other):
        pair = self._scaled(other)
        if pair is None:
            return NotImplemented
        return pair[0] >= pair[1]

    # Immutable, so copies of an exact Fraction are the object itself; a subclass instance
    # is rebuilt, since it may carry more state.

    def __reduce__(self):
        return (type(self), (self._n, self._d))

    def __copy__(self):
        if type(self) is Fraction:
            return self
        return type(self)(self._n, self._d)

    def __deepcopy__(self, memo):
        if type(self) is Fraction:
            return self
        return type(self)(self._n, self._d)
)PY";
}

}  // namespace basilisk::stdlib
