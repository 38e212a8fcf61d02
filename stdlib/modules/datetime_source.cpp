// datetime: CPython 3.11's datetime module (its C implementation's behaviour: reprs, messages,
// rounding), written in Python so that every object is an ordinary instance on the execution's
// heap and dumps and restores with it. The clock is the host's (_now_us, datetime.cpp); the local
// time zone of the sandbox is UTC. strftime/strptime are in datetime_format_source.cpp, which
// this source is concatenated with.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view datetime_core_source() {
    return R"PY(
__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo", "MINYEAR", "MAXYEAR", "UTC")

import math as _math

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059
_US_PER_DAY = 86400000000

_DAYS_IN_MONTH = (-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_DAYS_BEFORE_MONTH = (-1, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_MONTHNAMES = (None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_DAYNAMES = (None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def _tp(obj):
    # The C type's tp_name: "datetime.date" for the module's own classes, the bare name for
    # subclasses defined elsewhere (what CPython's reprs and messages show).
    t = type(obj)
    if t.__module__ == "datetime":
        return "datetime." + t.__name__
    return t.__name__


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _ymd2ord(year, month, day):
    before = _DAYS_BEFORE_MONTH[month] + (1 if month > 2 and _is_leap(year) else 0)
    return _days_before_year(year) + before + day


def _ord2ymd(n):
    # Splits the day count into 400-, 100-, 4- and 1-year cycles (proleptic Gregorian).
    n -= 1
    n400, n = divmod(n, 146097)
    year = n400 * 400 + 1
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leap = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    before = _DAYS_BEFORE_MONTH[month] + (1 if month > 2 and leap else 0)
    if before > n:
        month -= 1
        before -= _DAYS_IN_MONTH[month] + (1 if month == 2 and leap else 0)
    return year, month, n - before + 1


def _isoweek1monday(year):
    first = _ymd2ord(year, 1, 1)
    wd = (first + 6) % 7
    monday = first - wd
    if wd > 3:
        monday += 7
    return monday


def _as_c_int(x):
    # CPython's "i" argument conversion: an int (or __index__) that fits a C int.
    if type(x) is not int:
        if isinstance(x, int):
            x = int(x)
        else:
            index = getattr(type(x), "__index__", None)
            if index is None:
                raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
            x = index(x)
    if x > 2147483647:
        if x > 9223372036854775807:
            raise OverflowError("Python int too large to convert to C long")
        raise OverflowError("signed integer is greater than maximum")
    if x < -2147483648:
        if x < -9223372036854775808:
            raise OverflowError("Python int too large to convert to C long")
        raise OverflowError("signed integer is less than minimum")
    return x


_MISSING = object()


def _check_date_fields(year, month, day):
    # C's argument parsing names the first missing argument.
    if year is _MISSING:
        raise TypeError("function missing required argument 'year' (pos 1)")
    if month is _MISSING:
        raise TypeError("function missing required argument 'month' (pos 2)")
    if day is _MISSING:
        raise TypeError("function missing required argument 'day' (pos 3)")
    year = _as_c_int(year)
    month = _as_c_int(month)
    day = _as_c_int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _as_c_int(hour)
    minute = _as_c_int(minute)
    second = _as_c_int(second)
    microsecond = _as_c_int(microsecond)
    fold = _as_c_int(fold)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold != 0 and fold != 1:
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % type(tz).__name__)


def _check_offset(name, offset):
    # What a tzinfo method returned: None or a timedelta strictly within a day.
    if offset is None:
        return None
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'" % (name, _tp(offset)))
    if not -_US_PER_DAY < offset._us() < _US_PER_DAY:
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).")
    return offset


def _c_round(x):
    # C's round(): halves away from zero.
    a = abs(x)
    f = _math.floor(a)
    if a - f >= 0.5:
        f += 1
    return float(f) if x >= 0 else -float(f)


def _divide_and_round(a, b):
    # a / b rounded to the nearest int, halves to even (exact, on ints).
    q, r = divmod(a, b)
    r *= 2
    if (r > b if b > 0 else r < b) or (r == b and q % 2 == 1):
        q += 1
    return q


def _format_offset(off, sep=":"):
    # "+HH:MM", with ":SS" and ".ffffff" only when not zero; "" for None.
    if off is None:
        return ""
    us = off._us()
    sign = "+"
    if us < 0:
        sign = "-"
        us = -us
    s, us = divmod(us, 1000000)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    out = "%s%02d%s%02d" % (sign, h, sep, m)
    if s or us:
        out += "%s%02d" % (sep, s)
        if us:
            out += ".%06d" % us
    return out


def _format_time(hh, mm, ss, us, timespec):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us // 1000)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
    raise ValueError("Unknown timespec value")


def _timespec_arg(timespec):
    if not isinstance(timespec, str):
        raise TypeError("isoformat() argument 'timespec' must be str, not %s" % type(timespec).__name__)
    return timespec


def _cmp_error(a, b):
    raise TypeError("can't compare %s to %s" % (_tp(a), _tp(b)))


# ---- timedelta ---------------------------------------------------------------------------------

def _td(us):
    # A timedelta of `us` microseconds (the normalised form every operation ends with).
    s, u = divmod(us, 1000000)
    d, s = divmod(s, 86400)
    if not -999999999 <= d <= 999999999:
        if -2147483648 <= d <= 2147483647:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        raise OverflowError("Python int too large to convert to C int")
    self = object.__new__(timedelta)
    self._days = d
    self._seconds = s
    self._microseconds = u
    self._hashcode = -1
    return self


_TD_UNITS = (("microseconds", 1), ("milliseconds", 1000), ("seconds", 1000000),
             ("minutes", 60000000), ("hours", 3600000000), ("days", 86400000000),
             ("weeks", 604800000000))


class timedelta:
    """Difference between two datetime values."""
    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        # Ints are exact; each float's fraction is carried separately and rounded once, halves
        # to even, at the end (CPython's accum()).
        total = 0
        leftover = 0.0
        values = (microseconds, milliseconds, seconds, minutes, hours, days, weeks)
        for i in range(7):
            v = values[i]
            factor = _TD_UNITS[i][1]
            if type(v) is int:
                total += v * factor
            elif isinstance(v, int):
                total += int(v) * factor
            elif isinstance(v, float):
                frac, whole = _math.modf(v)
                total += int(whole) * factor
                if frac != 0.0:
                    frac, whole = _math.modf(factor * frac)
                    total += int(whole)
                    leftover += frac
            else:
                raise TypeError("unsupported type for timedelta %s component: %s" % (_TD_UNITS[i][0], type(v).__name__))
        if leftover:
            whole = _c_round(leftover)
            if abs(whole - leftover) == 0.5:
                odd = total & 1
                whole = 2.0 * _c_round((leftover + odd) * 0.5) - odd
            total += int(whole)
        self = _td(total)
        if cls is not timedelta:
            sub = object.__new__(cls)
            sub._days = self._days
            sub._seconds = self._seconds
            sub._microseconds = self._microseconds
            sub._hashcode = -1
            return sub
        return self

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def total_seconds(self):
        return self._us() / 10**6

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        return "%s(%s)" % (_tp(self), ", ".join(args) if args else "0")

    def __str__(self):
        m, s = divmod(self._seconds, 60)
        h, m = divmod(m, 60)
        out = "%d:%02d:%02d" % (h, m, s)
        if self._days:
            out = "%d day%s, %s" % (self._days, "" if abs(self._days) == 1 else "s", out)
        if self._microseconds:
            out += ".%06d" % self._microseconds
        return out

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() + other._us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() - other._us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return _td(other._us() - self._us())
        return NotImplemented

    def __neg__(self):
        return _td(-self._us())

    def __pos__(self):
        return _td(self._us())

    def __abs__(self):
        return _td(abs(self._us()))

    def __mul__(self, other):
        if isinstance(other, int):
            return _td(self._us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return _td(_divide_and_round(self._us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._us() // other._us()
        if isinstance(other, int):
            return _td(self._us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._us() / other._us()
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td(_divide_and_round(self._us(), other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            if a == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td(_divide_and_round(b * self._us(), a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() % other._us())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._us(), other._us())
            return q, _td(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._us() == other._us()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return self._us() != other._us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us() < other._us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us() <= other._us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us() > other._us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us() >= other._us()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._days, self._seconds, self._microseconds))
        return self._hashcode

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))


timedelta.min = _td(-999999999 * _US_PER_DAY)
timedelta.max = _td(999999999 * _US_PER_DAY + _US_PER_DAY - 1)
timedelta.resolution = _td(1)


# ---- date --------------------------------------------------------------------------------------

def _new_date(cls, y, m, d):
    if cls is date:
        self = object.__new__(date)
        self._year = y
        self._month = m
        self._day = d
        self._hashcode = -1
        return self
    return cls(y, m, d)


def _date_from_ordinal(cls, n):
    if not 1 <= n <= _MAXORDINAL:
        raise OverflowError("date value out of range")
    y, m, d = _ord2ymd(n)
    return _new_date(cls, y, m, d)


def _split_timestamp(t, half_even):
    # A POSIX timestamp (int or float) as (seconds, microseconds), as CPython's _PyTime
    # conversions round it: floor for date.fromtimestamp, halves to even for datetime's.
    if isinstance(t, float):
        if t != t:
            raise ValueError("Invalid value NaN (not a number)")
        frac, whole = _math.modf(t)
        if half_even:
            frac *= 1e6
            r = _c_round(frac)
            if abs(frac - r) == 0.5:
                r = 2.0 * _c_round(frac / 2.0)
            frac = r
            if frac >= 1e6:
                frac -= 1e6
                whole += 1.0
            elif frac < 0:
                frac += 1e6
                whole -= 1.0
        else:
            frac = 0.0 if frac >= 0 else 0.0
            if t < whole:
                whole -= 1.0
        if not -9.223372036854776e18 <= whole < 9.223372036854776e18:
            raise OverflowError("timestamp out of range for platform time_t")
        return int(whole), int(frac)
    if isinstance(t, int):
        t = int(t)
        if not -9223372036854775808 <= t <= 9223372036854775807:
            raise OverflowError("timestamp out of range for platform time_t")
        return t, 0
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(t).__name__)


def _utc_fields(seconds):
    # gmtime(): (y, m, d, hh, mm, ss) of a POSIX second, with the year range checks CPython's
    # callers make.
    days, s = divmod(seconds, 86400)
    n = days + 719163
    if not -2147483648 * 366 < n < 2147483647 * 365:
        raise OverflowError("timestamp out of range for platform time_t")
    y, m, d = _ord2ymd(n) if n >= 1 else _ord2ymd_any(n)
    if not MINYEAR <= y <= MAXYEAR:
        raise ValueError("year %d is out of range" % y)
    hh, s = divmod(s, 3600)
    mm, ss = divmod(s, 60)
    return y, m, d, hh, mm, ss


def _ord2ymd_any(n):
    # Days before 0001-01-01: shift by whole 400-year cycles (which have the same calendar).
    k = (-n) // 146097 + 1
    y, m, d = _ord2ymd(n + k * 146097)
    return y - 400 * k, m, d


def _now_us_checked():
    # The host's instant plus what time.sleep() has advanced the virtual clock.
    import time as _time
    return _time._now_ns() // 1000


class date:
    """date(year, month, day) --> date object"""
    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, year=_MISSING, month=_MISSING, day=_MISSING):
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        s, _ = _split_timestamp(t, False)
        y, m, d, _, _, _ = _utc_fields(s)
        return _new_date(cls, y, m, d)

    @classmethod
    def today(cls):
        us = _now_us_checked()
        y, m, d, _, _, _ = _utc_fields(us // 1000000)
        return _new_date(cls, y, m, d)

    @classmethod
    def fromordinal(cls, n):
        n = _as_c_int(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        y, m, d = _ord2ymd(n)
        if y > MAXYEAR:
            raise ValueError("year %d is out of range" % y)
        return _new_date(cls, y, m, d)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        if len(s) in (7, 8, 10):
            r = _parse_iso_date(s, len(s))
            if r is not None:
                return cls(*r)
        raise ValueError("Invalid isoformat string: %r" % (s,))

    @classmethod
    def fromisocalendar(cls, year, week, day):
        year = _as_c_int(year)
        week = _as_c_int(week)
        day = _as_c_int(day)
        if not MINYEAR <= year <= MAXYEAR:
            raise ValueError("Year is out of range: %d" % year)
        if not 0 < week < 53:
            ok = False
            if week == 53:
                first = _ymd2ord(year, 1, 1) % 7
                ok = first == 4 or (first == 3 and _is_leap(year))
            if not ok:
                raise ValueError("Invalid week: %d" % week)
        if not 0 < day < 8:
            raise ValueError("Invalid day: %d (range is [1, 7])" % day)
        n = _isoweek1monday(year) + (week - 1) * 7 + day - 1
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_tp(self), self._year, self._month, self._day)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    def __str__(self):
        return self.isoformat()

    def ctime(self):
        wd = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (_DAYNAMES[wd], _MONTHNAMES[self._month], self._day, self._year)

    def strftime(self, format):
        if not isinstance(format, str):
            raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
        y, m, d = self._year, self._month, self._day
        n = _ymd2ord(y, m, d)
        return _wrap_strftime(self, format, (y, m, d, 0, 0, 0, (n + 6) % 7, n - _ymd2ord(y, 1, 1) + 1, -1))

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def timetuple(self):
        import time as _time
        yday = _ymd2ord(self._year, self._month, self._day) - _ymd2ord(self._year, 1, 1) + 1
        return _time.struct_time((self._year, self._month, self._day, 0, 0, 0, self.weekday(), yday, -1))

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    def _cmpkey(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() == other._cmpkey()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() != other._cmpkey()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() < other._cmpkey()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() <= other._cmpkey()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() > other._cmpkey()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() >= other._cmpkey()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash(self._cmpkey())
        return self._hashcode

    def __add__(self, other):
        if isinstance(other, timedelta):
            n = self.toordinal() + other._days
            if not 1 <= n <= _MAXORDINAL:
                raise OverflowError("date value out of range")
            return _new_date(type(self), *_ord2ymd(n))
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            n = self.toordinal() - other._days
            if not 1 <= n <= _MAXORDINAL:
                raise OverflowError("date value out of range")
            return _new_date(type(self), *_ord2ymd(n))
        if isinstance(other, date) and not isinstance(other, datetime):
            return _td((self.toordinal() - other.toordinal()) * _US_PER_DAY)
        return NotImplemented

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        year = self._year
        today = _ymd2ord(self._year, self._month, self._day)
        monday = _isoweek1monday(year)
        week, day = divmod(today - monday, 7)
        if week < 0:
            year -= 1
            week, day = divmod(today - _isoweek1monday(year), 7)
        elif week >= 52 and today >= _isoweek1monday(year + 1):
            year += 1
            week = 0
        return IsoCalendarDate(year, week + 1, day + 1)

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = _td(_US_PER_DAY)


class IsoCalendarDate:
    # CPython's is a tuple subclass; this one behaves like a 3-tuple (index, unpack, compare).
    __slots__ = ("_t",)

    def __new__(cls, year, week, weekday):
        self = object.__new__(cls)
        self._t = (year, week, weekday)
        return self

    @property
    def year(self):
        return self._t[0]

    @property
    def week(self):
        return self._t[1]

    @property
    def weekday(self):
        return self._t[2]

    def __getitem__(self, i):
        return self._t[i]

    def __len__(self):
        return 3

    def __iter__(self):
        return iter(self._t)

    def __eq__(self, other):
        if isinstance(other, IsoCalendarDate):
            other = other._t
        return self._t == other

    def __ne__(self, other):
        if isinstance(other, IsoCalendarDate):
            other = other._t
        return self._t != other

    def __lt__(self, other):
        if isinstance(other, IsoCalendarDate):
            other = other._t
        return self._t < other

    def __le__(self, other):
        if isinstance(other, IsoCalendarDate):
            other = other._t
        return self._t <= other

    def __gt__(self, other):
        if isinstance(other, IsoCalendarDate):
            other = other._t
        return self._t > other

    def __ge__(self, other):
        if isinstance(other, IsoCalendarDate):
            other = other._t
        return self._t >= other

    def __hash__(self):
        return hash(self._t)

    def __add__(self, other):
        return self._t + other

    def __repr__(self):
        return "%s(year=%d, week=%d, weekday=%d)" % (_tp(self), self._t[0], self._t[1], self._t[2])


# ---- tzinfo and timezone -----------------------------------------------------------------------

class tzinfo:
    """Abstract base class for time zone info objects."""
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        off = _check_offset("utcoffset", self.utcoffset(dt))
        if off is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        dst = _check_offset("dst", self.dst(dt))
        if dst is None:
            raise ValueError("fromutc: non-None dst() result required")
        delta = off - dst
        if delta:
            dt = dt + delta
            dst = _check_offset("dst", self.dst(dt))
            if dst is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; cannot convert")
        return dt + dst

    def __reduce__(self):
        getinitargs = getattr(self, "__getinitargs__", None)
        args = getinitargs() if getinitargs else ()
        return (self.__class__, args, getattr(self, "__dict__", None) or None)


_OMITTED = object()


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __slots__ = ("_offset", "_name")

    def __new__(cls, offset=_MISSING, name=_OMITTED):
        if offset is _MISSING:
            raise TypeError("timezone() missing required argument 'offset' (pos 1)")
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s" % type(offset).__name__)
        if name is _OMITTED:
            if cls is timezone and not offset:
                return _UTC
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not -_US_PER_DAY < offset._us() < _US_PER_DAY:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) "
                             "and timedelta(hours=24), not %r." % (offset,))
        return cls._create(offset, name)

    @classmethod
    def _create(cls, offset, name=None):
        self = object.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timezone):
            return self._offset != other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is _UTC:
            return "%s.utc" % _tp(self)
        if self._name is None:
            return "%s(%r)" % (_tp(self), self._offset)
        return "%s(%r, %r)" % (_tp(self), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def _check_dt(self, dt, meth):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError("%s(dt) argument must be a datetime instance or None, not %s" % (meth, _tp(dt)))

    def utcoffset(self, dt):
        self._check_dt(dt, "utcoffset")
        return self._offset

    def tzname(self, dt):
        self._check_dt(dt, "tzname")
        if self._name is not None:
            return self._name
        if not self._offset:
            return "UTC"
        return "UTC" + _format_offset(self._offset)

    def dst(self, dt):
        self._check_dt(dt, "dst")
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt + self._offset

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __reduce__(self):
        return (self.__class__, self.__getinitargs__(), None)


_UTC = timezone._create(_td(0))
timezone.utc = _UTC
timezone.min = timezone._create(_td(-(23 * 3600 + 59 * 60) * 1000000))
timezone.max = timezone._create(_td((23 * 3600 + 59 * 60) * 1000000))
UTC = _UTC


# ---- time --------------------------------------------------------------------------------------

class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object"""
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold", "_hashcode")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        self._hashcode = -1
        return self

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        t = s[1:] if s[:1] == "T" else s
        r = _parse_iso_time(t)
        if r is None:
            raise ValueError("Invalid isoformat string: %r" % (s,))
        return cls(*r)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return _check_offset("utcoffset", self._tzinfo.utcoffset(None))

    def dst(self):
        if self._tzinfo is None:
            return None
        return _check_offset("dst", self._tzinfo.dst(None))

    def tzname(self):
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(None)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % _tp(name))
        return name

    def isoformat(self, timespec="auto"):
        out = _format_time(self._hour, self._minute, self._second, self._microsecond, _timespec_arg(timespec))
        return out + _format_offset(self.utcoffset())

    def __str__(self):
        return self.isoformat()

    def strftime(self, format):
        if not isinstance(format, str):
            raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
        import time as _time
        tt = _time.struct_time((1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1))
        return _wrap_strftime(self, format, tt)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def __repr__(self):
        if self._microsecond:
            s = "%s(%d, %d, %d, %d)" % (_tp(self), self._hour, self._minute, self._second, self._microsecond)
        elif self._second:
            s = "%s(%d, %d, %d)" % (_tp(self), self._hour, self._minute, self._second)
        else:
            s = "%s(%d, %d)" % (_tp(self), self._hour, self._minute)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r)" % (self._tzinfo,)
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)

    def _fields(self):
        return (self._hour, self._minute, self._second, self._microsecond)

    def _cmp(self, other, op):
        # -1/0/1, or None for "naive against aware" (CPython: == is False, orderings raise).
        if self._tzinfo is other._tzinfo:
            a, b = self._fields(), other._fields()
        else:
            o1 = self.utcoffset()
            o2 = other.utcoffset()
            if o1 == o2:
                a, b = self._fields(), other._fields()
            elif o1 is None or o2 is None:
                if op == 2:
                    return None
                raise TypeError("can't compare offset-naive and offset-aware times")
            else:
                a = (self._hour * 3600 + self._minute * 60 + self._second) * 1000000 + self._microsecond - o1._us()
                b = (other._hour * 3600 + other._minute * 60 + other._second) * 1000000 + other._microsecond - o2._us()
        return 0 if a == b else (-1 if a < b else 1)

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 2) == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 2) != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 0) < 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 0) <= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 0) > 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 0) >= 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            off = t.utcoffset()
            if not off:
                self._hashcode = hash(t._fields())
            else:
                us = (t._hour * 3600 + t._minute * 60 + t._second) * 1000000 + t._microsecond - off._us()
                self._hashcode = hash(us)
        return self._hashcode

    def __bool__(self):
        return True

    def __reduce__(self):
        return (type(self), (self._hour, self._minute, self._second, self._microsecond, self._tzinfo))


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = _td(1)


# ---- datetime ----------------------------------------------------------------------------------

def _new_datetime(cls, y, mo, d, hh, mi, ss, us, tz, fold=0):
    if cls is datetime:
        self = object.__new__(datetime)
        self._year = y
        self._month = mo
        self._day = d
        self._hour = hh
        self._minute = mi
        self._second = ss
        self._microsecond = us
        self._tzinfo = tz
        self._fold = fold
        self._hashcode = -1
        return self
    if fold:
        return cls(y, mo, d, hh, mi, ss, us, tz, fold=fold)
    return cls(y, mo, d, hh, mi, ss, us, tz)


def _datetime_from_us(cls, total, tz):
    # The datetime `total` microseconds after 0001-01-01 00:00 minus one day (ordinal 1 is day 1).
    days, us = divmod(total, _US_PER_DAY)
    if not 1 <= days <= _MAXORDINAL:
        raise OverflowError("date value out of range")
    y, m, d = _ord2ymd(days)
    s, us = divmod(us, 1000000)
    hh, s = divmod(s, 3600)
    mm, ss = divmod(s, 60)
    return _new_datetime(cls, y, m, d, hh, mm, ss, us, tz)


_EPOCH_ORDINAL = 719163


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])"""
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, year=_MISSING, month=_MISSING, day=_MISSING, hour=0, minute=0, second=0, microsecond=0,
                tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        self._hashcode = -1
        return self

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def _total_us(self):
        # Microseconds since ordinal day 0 (local fields, offset ignored).
        return (_ymd2ord(self._year, self._month, self._day) * 86400 + self._hour * 3600
                + self._minute * 60 + self._second) * 1000000 + self._microsecond

    @classmethod
    def _from_posix_us(cls, seconds, us, tz, utc):
        y, m, d, hh, mm, ss = _utc_fields(seconds)
        if tz is None:
            if not utc and y == 1 and m == 1 and d == 1:
                raise ValueError("year 0 is out of range")
            return _new_datetime(cls, y, m, d, hh, mm, ss, us, None)
        r = _new_datetime(cls, y, m, d, hh, mm, ss, us, tz)
        return tz.fromutc(r)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo(tz)
        s, us = _split_timestamp(t, True)
        return cls._from_posix_us(s, us, tz, False)

    @classmethod
    def utcfromtimestamp(cls, t):
        s, us = _split_timestamp(t, True)
        return cls._from_posix_us(s, us, None, True)

    @classmethod
    def now(cls, tz=None):
        _check_tzinfo(tz)
        s, us = divmod(_now_us_checked(), 1000000)
        return cls._from_posix_us(s, us, tz, False)

    @classmethod
    def utcnow(cls):
        s, us = divmod(_now_us_checked(), 1000000)
        return cls._from_posix_us(s, us, None, True)

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def combine(cls, date_, time_, tzinfo=True):
        if not isinstance(date_, date):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % type(date_).__name__)
        if not isinstance(time_, time):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % type(time_).__name__)
        if tzinfo is True:
            tzinfo = time_._tzinfo
        return cls(date_._year, date_._month, date_._day, time_._hour, time_._minute, time_._second,
                   time_._microsecond, tzinfo, fold=time_._fold)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        r = _parse_iso_datetime(s)
        if r is None:
            raise ValueError("Invalid isoformat string: %r" % (s,))
        return cls(*r)

    @classmethod
    def strptime(cls, date_string, format):
        if not isinstance(date_string, str):
            raise TypeError("strptime() argument 1 must be str, not %s" % type(date_string).__name__)
        if not isinstance(format, str):
            raise TypeError("strptime() argument 2 must be str, not %s" % type(format).__name__)
        tt, fraction, gmtoff_fraction = _strptime(date_string, format)
        tzname, gmtoff = tt[-2:]
        args = tt[:6] + (fraction,)
        if gmtoff is not None:
            delta = timedelta(seconds=gmtoff, microseconds=gmtoff_fraction)
            args += ((timezone(delta, tzname) if tzname else timezone(delta)),)
        return cls(*args)

    def _probe_local(self):
        # CPython's local-time conversions probe a day before (fold 0) or after (fold 1) the
        # instant, which fails at the ends of the calendar.
        n = _ymd2ord(self._year, self._month, self._day)
        if self._fold == 0 and n == 1:
            raise ValueError("year 0 is out of range")
        if self._fold == 1 and n == _MAXORDINAL:
            raise ValueError("year 10000 is out of range")

    def timetuple(self):
        import time as _time
        dst = self.dst()
        flag = -1 if dst is None else (1 if dst else 0)
        yday = _ymd2ord(self._year, self._month, self._day) - _ymd2ord(self._year, 1, 1) + 1
        return _time.struct_time((self._year, self._month, self._day, self._hour, self._minute,
                                  self._second, self.weekday(), yday, flag))

    def utctimetuple(self):
        import time as _time
        off = self.utcoffset()
        t = self
        if off:
            t = _datetime_from_us(datetime, self._total_us() - off._us(), None) if 1 else None
        yday = _ymd2ord(t._year, t._month, t._day) - _ymd2ord(t._year, 1, 1) + 1
        return _time.struct_time((t._year, t._month, t._day, t._hour, t._minute, t._second,
                                  t.weekday(), yday, 0))

    def timestamp(self):
        off = self.utcoffset()
        if off is None:
            # Naive: local time, which is UTC in the sandbox.
            self._probe_local()
            secs = (_ymd2ord(self._year, self._month, self._day) - _EPOCH_ORDINAL) * 86400 \
                + self._hour * 3600 + self._minute * 60 + self._second
            return secs + self._microsecond / 1e6
        return (self._total_us() - off._us() - _EPOCH_ORDINAL * _US_PER_DAY) / 10**6

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo, fold=self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None,
                microsecond=None, tzinfo=True, *, fold=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(year, month, day, hour, minute, second, microsecond, tzinfo, fold=fold)

    def astimezone(self, tz=None):
        _check_tzinfo(tz)
        mytz = self._tzinfo
        off = None
        if mytz is not None:
            if mytz is tz:
                return self
            off = _check_offset("utcoffset", mytz.utcoffset(self))
        if off is None:
            self._probe_local()
            off = _td(0)   # naive: local time, which is UTC in the sandbox
        utc = _datetime_from_us(datetime, self._total_us() - off._us(), None)
        if tz is None:
            tz = timezone._create(_td(0), "UTC")
        utc = _new_datetime(datetime, utc._year, utc._month, utc._day, utc._hour, utc._minute,
                            utc._second, utc._microsecond, tz)
        r = tz.fromutc(utc)
        if type(self) is not datetime and type(r) is datetime:
            r = _new_datetime(type(self), r._year, r._month, r._day, r._hour, r._minute, r._second,
                              r._microsecond, r._tzinfo, r._fold)
        return r

    def ctime(self):
        wd = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (_DAYNAMES[wd], _MONTHNAMES[self._month], self._day,
                                                  self._hour, self._minute, self._second, self._year)

    def isoformat(self, sep="T", timespec="auto"):
        if not isinstance(sep, str) or len(sep) != 1:
            if isinstance(sep, str):
                raise TypeError("isoformat() argument 1 must be a unicode character, not str")
            raise TypeError("isoformat() argument 1 must be a unicode character, not %s" % type(sep).__name__)
        out = "%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep)
        out += _format_time(self._hour, self._minute, self._second, self._microsecond, _timespec_arg(timespec))
        return out + _format_offset(self.utcoffset())

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        t = _tp(self)
        if self._microsecond:
            s = "%s(%d, %d, %d, %d, %d, %d, %d)" % (t, self._year, self._month, self._day, self._hour,
                                                    self._minute, self._second, self._microsecond)
        elif self._second:
            s = "%s(%d, %d, %d, %d, %d, %d)" % (t, self._year, self._month, self._day, self._hour,
                                                self._minute, self._second)
        else:
            s = "%s(%d, %d, %d, %d, %d)" % (t, self._year, self._month, self._day, self._hour, self._minute)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r)" % (self._tzinfo,)
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def strftime(self, format):
        if not isinstance(format, str):
            raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
        # The fields timetuple() gives, without building a struct_time (tm_isdst is unused).
        y, m, d = self._year, self._month, self._day
        n = _ymd2ord(y, m, d)
        return _wrap_strftime(self, format, (y, m, d, self._hour, self._minute, self._second,
                                             (n + 6) % 7, n - _ymd2ord(y, 1, 1) + 1, -1))

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return _check_offset("utcoffset", self._tzinfo.utcoffset(self))

    def dst(self):
        if self._tzinfo is None:
            return None
        return _check_offset("dst", self._tzinfo.dst(self))

    def tzname(self):
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(self)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % _tp(name))
        return name

    def _cmp(self, other, op):
        if self._tzinfo is other._tzinfo:
            a = self._total_us()
            b = other._total_us()
        else:
            o1 = self.utcoffset()
            o2 = other.utcoffset()
            if o1 == o2:
                a = self._total_us()
                b = other._total_us()
            elif o1 is None or o2 is None:
                if op == 2:
                    return None
                raise TypeError("can't compare offset-naive and offset-aware datetimes")
            else:
                a = self._total_us() - o1._us()
                b = other._total_us() - o2._us()
        return 0 if a == b else (-1 if a < b else 1)

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 2) == 0
        if isinstance(other, date):
            return False
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 2) != 0
        if isinstance(other, date):
            return True
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 0) < 0
        if isinstance(other, date):
            _cmp_error(self, other)
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 0) <= 0
        if isinstance(other, date):
            _cmp_error(self, other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 0) > 0
        if isinstance(other, date):
            _cmp_error(self, other)
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 0) >= 0
        if isinstance(other, date):
            _cmp_error(self, other)
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            off = t.utcoffset()
            us = t._total_us()
            if off is not None:
                us -= off._us()
            self._hashcode = hash(us)
        return self._hashcode

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _datetime_from_us(type(self), self._total_us() + other._us(), self._tzinfo)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, datetime):
            a = self._total_us()
            b = other._total_us()
            if self._tzinfo is not other._tzinfo:
                o1 = self.utcoffset()
                o2 = other.utcoffset()
                if (o1 is None) != (o2 is None):
                    raise TypeError("can't subtract offset-naive and offset-aware datetimes")
                if o1 is not None:
                    a -= o1._us()
                    b -= o2._us()
            return _td(a - b)
        if isinstance(other, timedelta):
            return _datetime_from_us(type(self), self._total_us() - other._us(), self._tzinfo)
        return NotImplemented

    def __rsub__(self, other):
        return NotImplemented

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day, self._hour, self._minute,
                             self._second, self._microsecond, self._tzinfo))


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = _td(1)


# ---- ISO 8601 parsing (3.11's fromisoformat: basic and extended forms, ISO week dates) --------

def _digits(s, pos, n):
    # The value of the n ASCII digits at pos, or None.
    t = s[pos:pos + n]
    if len(t) != n or not t.isascii() or not t.isdigit():
        return None
    return int(t)


def _iso_week_to_ymd(year, week, day):
    if not 0 < week < 53:
        ok = False
        if week == 53:
            first = _ymd2ord(year, 1, 1) % 7
            ok = first == 4 or (first == 3 and _is_leap(year))
        if not ok:
            return None
    if not 0 < day < 8:
        return None
    return _ord2ymd(_isoweek1monday(year) + (week - 1) * 7 + day - 1)


def _parse_iso_date(s, end):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D], YYYYWww[D] within s[:end]; None when malformed.
    year = _digits(s, 0, 4)
    if year is None:
        return None
    p = 4
    sep = s[p:p + 1] == "-"
    if sep:
        p += 1
    if s[p:p + 1] == "W":
        week = _digits(s, p + 1, 2)
        if week is None:
            return None
        p += 3
        day = 1
        if p < end:
            if sep:
                if s[p:p + 1] != "-":
                    return None
                p += 1
            day = _digits(s, p, 1)
            if day is None:
                return None
        if year < 1:
            return None
        return _iso_week_to_ymd(year, week, day)
    month = _digits(s, p, 2)
    if month is None:
        return None
    p += 2
    if sep:
        if s[p:p + 1] != "-":
            return None
        p += 1
    day = _digits(s, p, 2)
    if day is None:
        return None
    return year, month, day


def _parse_hms(s, start, end):
    # [HH[:?MM[:?SS[{.,}f+]]]] in s[start:end]: (code, h, m, sec, us); code 0 consumed it all,
    # 1 something follows, negative malformed. The end of s reads as NUL, as in CPython's C.
    vals = [0, 0, 0]
    us = 0
    p = start
    has_sep = True
    frac = False
    for i in range(3):
        v = _digits(s, p, 2)
        if v is None:
            return -3, 0, 0, 0, 0
        vals[i] = v
        p += 2
        c = s[p] if p < len(s) else ""
        p += 1
        if i == 0:
            has_sep = c == ":"
        if p >= end:
            return (0 if c == "" else 1), vals[0], vals[1], vals[2], 0
        if has_sep and c == ":":
            continue
        if c == "." or c == ",":
            frac = True
            break
        if not has_sep:
            p -= 1
        else:
            return -4, 0, 0, 0, 0
    n = end - p
    if n > 6:
        n = 6
    if n < 1:
        return -3, 0, 0, 0, 0
    us = _digits(s, p, n)
    if us is None:
        return -3, 0, 0, 0, 0
    us *= 10 ** (6 - n)
    p += n
    while p < len(s) and "0" <= s[p] <= "9":
        p += 1
    return (0 if p >= len(s) else 1), vals[0], vals[1], vals[2], us


def _parse_iso_time(s, start=0):
    # HH[:MM[:SS[.ffffff]]][Z|+HH[:MM[:SS[.ffffff]]]] from start: the time's constructor
    # arguments, or None.
    n = len(s)
    tzpos = start
    while tzpos < n and s[tzpos] not in "Z+-":
        tzpos += 1
    if start >= n:
        return None
    rv, h, m, sec, us = _parse_hms(s, start, tzpos)
    if rv < 0:
        return None
    if tzpos == n:
        if rv == 1:
            return None
        return h, m, sec, us, None
    if s[tzpos] == "Z":
        if tzpos + 1 != n:
            return None
        return h, m, sec, us, _UTC
    sign = -1 if s[tzpos] == "-" else 1
    rv, th, tm, ts, tus = _parse_hms(s, tzpos + 1, n)
    if rv != 0:
        return None
    off = sign * ((th * 3600 + tm * 60 + ts) * 1000000 + tus)
    if off == 0:
        return h, m, sec, us, _UTC
    if not -_US_PER_DAY < off < _US_PER_DAY:
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) "
                         "and timedelta(hours=24), not %r." % (_td(off),))
    return h, m, sec, us, timezone._create(_td(off))


def _iso_separator(s):
    # Where the date ends in a datetime string (the date form decides; any one character may
    # separate the date from the time).
    n = len(s)
    if n == 7:
        return 7
    if s[4] == "-":
        if s[5] == "W":
            if n < 8:
                return -1
            if n > 8 and s[8] == "-":
                if n == 9:
                    return -1
                if n > 10 and "0" <= s[10] <= "9":
                    return 8
                return 10
            return 8
        return 10
    if s[4] == "W":
        i = 7
        while i < n and "0" <= s[i] <= "9":
            i += 1
        if i < 9:
            return i
        return 7 if i % 2 == 0 else 8
    return 8


def _parse_iso_datetime(s):
    if len(s) < 7:
        return None
    sep = _iso_separator(s)
    if sep < 0:
        return None
    d = _parse_iso_date(s, sep)
    if d is None:
        return None
    if len(s) > sep:
        t = _parse_iso_time(s, sep + 1)
        if t is None:
            return None
        return d + t
    return d
)PY";
}

}  // namespace basilisk::stdlib
