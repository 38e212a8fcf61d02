// datetime, first half: timedelta, date, time, datetime, tzinfo, timezone and fromisoformat.
// Written in Python so every value is an ordinary slotted instance on the execution's heap and is
// dumped and restored with it. All arithmetic is on exact ints: a timedelta is its microsecond
// count (plus the days/seconds/microseconds split, kept for the attributes and str()), a calendar
// day is a serial number (0001-01-01 is day 1) converted with March-based era arithmetic, and a
// datetime is converted to (serial, microsecond of day) only when it crosses a day. Behaviour,
// reprs and messages follow CPython 3.11's C implementation. The clock is the host's (time._now_ns,
// clock.cpp) and the sandbox's local zone is UTC. The strftime/strptime half
// (datetime_format_source.cpp) is appended to this source (datetime.cpp) and uses a few names
// defined at the end of this one, as does the time module.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view datetime_core_source() {
    return R"PY(
__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo", "MINYEAR", "MAXYEAR", "UTC")

import math as _math

MINYEAR = 1
MAXYEAR = 9999

# Everything below counts in whole microseconds (ints), so arithmetic is exact; a calendar day is
# identified by its serial number, day 1 being 0001-01-01 of the proleptic Gregorian calendar.
_USEC = 1000000
_DAY_USEC = 86400 * _USEC
_LAST_SERIAL = 3652059          # 9999-12-31
_UNIX_SERIAL = 719163           # 1970-01-01
_CINT_LO = -2147483648
_CINT_HI = 2147483647
_TD_DAYS_LIMIT = 999999999

_MONTH_ABBR = (None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_WEEKDAY_ABBR = (None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTH_DAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
# Days from 1 March to the first of each month, in a year that starts in March (so the leap day
# falls at the very end and needs no correction).
_FROM_MARCH = (0, 306, 337, 0, 31, 61, 92, 122, 153, 184, 214, 245, 275)
_NO_ARG = object()


# ---- calendar ----------------------------------------------------------------------------------

def _leap(y):
    if y & 3:
        return False
    return y % 100 != 0 or y % 400 == 0


def _month_len(y, m):
    if m == 2:
        return 29 if _leap(y) else 28
    return _MONTH_DAYS[m]


def _days_to_jan1(y):
    # Days from 0001-01-01 to 1 January of year y.
    p = y - 1
    return p * 365 + p // 4 - p // 100 + p // 400


def _serial(y, m, d):
    # Serial day number of a (valid) date: count whole 400-year eras of a March-based calendar.
    if m < 3:
        y -= 1
    era = y // 400
    yoe = y - era * 400
    return era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + _FROM_MARCH[m] + d - 306


def _civil(n):
    # Inverse of _serial for any integer n (before year 1 too; the time module uses that).
    z = n + 305
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (yoe * 365 + yoe // 4 - yoe // 100)
    mp = (doy * 5 + 2) // 153
    day = doy - (mp * 153 + 2) // 5 + 1
    if mp < 10:
        return era * 400 + yoe, mp + 3, day
    return era * 400 + yoe + 1, mp - 9, day


def _week1_monday(y):
    # Serial of the Monday that starts ISO week 1 of year y (the week holding 4 January).
    jan4 = _serial(y, 1, 4)
    return jan4 - (jan4 + 6) % 7


def _iso_triple(n):
    # (ISO year, week, weekday) of serial day n.
    y = _civil(n + 3 - (n + 6) % 7)[0]     # the year of that week's Thursday
    return y, (n - _week1_monday(y)) // 7 + 1, (n + 6) % 7 + 1


def _week_date_serial(y, w, wd):
    # Serial of ISO year/week/weekday, or a message naming what is wrong.
    if not 0 < w < 53:
        if w != 53 or _iso_triple(_serial(y, 12, 28))[1] != 53:
            return "Invalid week: %d" % w
    if not 0 < wd < 8:
        return "Invalid day: %d (range is [1, 7])" % wd
    return _week1_monday(y) + (w - 1) * 7 + wd - 1


# ---- argument checking -------------------------------------------------------------------------

def _shown_name(inst):
    # What CPython's C types call themselves: module-qualified for this module's classes, the
    # bare name for subclasses defined elsewhere.
    cls = type(inst)
    if cls.__module__ == "datetime":
        return "datetime." + cls.__name__
    return cls.__name__


def _arg_kind(x):
    # The type as C argument errors name it ("None" rather than "NoneType").
    return "None" if x is None else type(x).__name__


def _to_cint(v):
    # An int argument as a C int would receive it (ints, int subclasses, __index__).
    if type(v) is not int:
        if isinstance(v, int):
            v = int(v)
        else:
            conv = getattr(type(v), "__index__", None)
            if conv is None:
                raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
            v = conv(v)
    if _CINT_LO <= v <= _CINT_HI:
        return v
    if not -9223372036854775808 <= v <= 9223372036854775807:
        raise OverflowError("Python int too large to convert to C long")
    if v > 0:
        raise OverflowError("signed integer is greater than maximum")
    raise OverflowError("signed integer is less than minimum")


def _date_fields(y, m, d):
    # Validated (year, month, day). The common case (three small ints) costs one test per field.
    if type(y) is not int or type(m) is not int or type(d) is not int or not (1 <= y <= 9999 and 1 <= m <= 12):
        if y is _NO_ARG or m is _NO_ARG or d is _NO_ARG:
            missing = 1 if y is _NO_ARG else (2 if m is _NO_ARG else 3)
            raise TypeError("function missing required argument '%s' (pos %d)"
                            % (("year", "month", "day")[missing - 1], missing))
        y = _to_cint(y)
        m = _to_cint(m)
        d = _to_cint(d)
        if y < MINYEAR or y > MAXYEAR:
            raise ValueError("year %d is out of range" % y)
        if m < 1 or m > 12:
            raise ValueError("month must be in 1..12")
    if d < 1 or (d > 28 and d > _month_len(y, m)):
        raise ValueError("day is out of range for month")
    return y, m, d


def _clock_fields(hh, mi, ss, us, fold):
    if not (type(hh) is int and type(mi) is int and type(ss) is int and type(us) is int and type(fold) is int):
        hh = _to_cint(hh)
        mi = _to_cint(mi)
        ss = _to_cint(ss)
        us = _to_cint(us)
        fold = _to_cint(fold)
    if hh < 0 or hh > 23 or mi < 0 or mi > 59 or ss < 0 or ss > 59 or us < 0 or us > 999999 or (fold and fold != 1):
        for v in (hh, mi, ss, us, fold):
            _to_cint(v)
        if not 0 <= hh <= 23:
            raise ValueError("hour must be in 0..23")
        if not 0 <= mi <= 59:
            raise ValueError("minute must be in 0..59")
        if not 0 <= ss <= 59:
            raise ValueError("second must be in 0..59")
        if not 0 <= us <= 999999:
            raise ValueError("microsecond must be in 0..999999")
        raise ValueError("fold must be either 0 or 1")
    return hh, mi, ss, us, fold


def _tz_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % type(tz).__name__)


def _vetted_offset(which, got):
    # A tzinfo method's answer: None, or a timedelta less than a day either way.
    if got is None:
        return None
    if not isinstance(got, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'" % (which, _shown_name(got)))
    if -_DAY_USEC < got._n < _DAY_USEC:
        return got
    raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).")


def _vetted_name(got):
    if got is None or isinstance(got, str):
        return got
    raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % _shown_name(got))


def _offset_usec(tz, moment, which="utcoffset"):
    # The tz's offset for `moment` in microseconds, or None. Fixed-offset zones skip the call.
    if type(tz) is timezone:
        return tz._off._n
    got = _vetted_offset(which, getattr(tz, which)(moment))
    return None if got is None else got._n


def _format_offset(off, sep=":"):
    # "+HH<sep>MM", then "<sep>SS" and ".ffffff" only when they are not zero; "" for None.
    if off is None:
        return ""
    n = off._n
    sign = "-" if n < 0 else "+"
    n = abs(n)
    secs, frac = divmod(n, _USEC)
    text = "%s%02d%s%02d" % (sign, secs // 3600, sep, secs // 60 % 60)
    if secs % 60 or frac:
        text += "%s%02d" % (sep, secs % 60)
        if frac:
            text += ".%06d" % frac
    return text


_TIMESPEC_FORMATS = {"hours": "%02d", "minutes": "%02d:%02d", "seconds": "%02d:%02d:%02d"}


def _clock_text(hh, mi, ss, us, spec):
    if spec == "auto":
        if us:
            return "%02d:%02d:%02d.%06d" % (hh, mi, ss, us)
        return "%02d:%02d:%02d" % (hh, mi, ss)
    if spec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mi, ss, us)
    if spec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mi, ss, us // 1000)
    pattern = _TIMESPEC_FORMATS.get(spec)
    if pattern is None:
        raise ValueError("Unknown timespec value")
    return pattern % (hh, mi, ss)[:pattern.count("%")]


def _spec_arg(spec, position):
    if type(spec) is str or isinstance(spec, str):
        return spec
    raise TypeError("isoformat() argument %d must be str, not %s" % (position, _arg_kind(spec)))


def _format_via_strftime(self, spec):
    # format(x, spec): strftime for a non-empty spec, str() for an empty one.
    if type(spec) is not str and not isinstance(spec, str):
        raise TypeError("must be str, not %s" % type(spec).__name__)
    return self.strftime(spec) if spec else str(self)


def _iso_text_arg(text):
    if type(text) is not str and not isinstance(text, str):
        raise TypeError("fromisoformat: argument must be str")


def _round_div(num, den):
    # num / den to the nearest int, exactly halfway going to the even neighbour.
    if den < 0:
        num = -num
        den = -den
    q, r = divmod(num, den)
    twice = r + r
    if twice > den or (twice == den and q & 1):
        q += 1
    return q


# ---- timedelta ---------------------------------------------------------------------------------

def _delta(n):
    # The timedelta of n microseconds: every operation's result goes through here.
    days, rest = divmod(n, _DAY_USEC)
    if days > _TD_DAYS_LIMIT or days < -_TD_DAYS_LIMIT:
        if _CINT_LO <= days <= _CINT_HI:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % days)
        raise OverflowError("Python int too large to convert to C int")
    inst = object.__new__(timedelta)
    inst._n = n
    inst._d = days
    inst._s, inst._u = divmod(rest, _USEC)
    return inst


# (keyword, microseconds per unit) in the order the constructor accumulates them; the order
# matters only for the float remainders, which are summed in this order.
_DELTA_UNITS = (("microseconds", 1), ("milliseconds", 1000), ("seconds", _USEC), ("minutes", 60 * _USEC),
                ("hours", 3600 * _USEC), ("days", _DAY_USEC), ("weeks", 7 * _DAY_USEC))


class timedelta:
    """Difference between two datetime values."""
    __slots__ = ("_n", "_d", "_s", "_u")

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        if (type(days) is int and type(seconds) is int and type(microseconds) is int and milliseconds == 0
                and minutes == 0 and hours == 0 and weeks == 0 and type(milliseconds) is int
                and type(minutes) is int and type(hours) is int and type(weeks) is int):
            total = (days * 86400 + seconds) * _USEC + microseconds
        else:
            total = _sum_units((microseconds, milliseconds, seconds, minutes, hours, days, weeks))
        made = _delta(total)
        if cls is timedelta:
            return made
        inst = object.__new__(cls)
        inst._n = made._n
        inst._d = made._d
        inst._s = made._s
        inst._u = made._u
        return inst

    days = property(lambda self: self._d)
    seconds = property(lambda self: self._s)
    microseconds = property(lambda self: self._u)

    def total_seconds(self):
        return self._n / _USEC

    def __repr__(self):
        parts = []
        if self._d:
            parts.append("days=%d" % self._d)
        if self._s:
            parts.append("seconds=%d" % self._s)
        if self._u:
            parts.append("microseconds=%d" % self._u)
        return "%s(%s)" % (_shown_name(self), ", ".join(parts) or "0")

    def __str__(self):
        s = self._s
        text = "%d:%02d:%02d" % (s // 3600, s // 60 % 60, s % 60)
        if self._u:
            text = "%s.%06d" % (text, self._u)
        d = self._d
        if d:
            return "%d %s, %s" % (d, "day" if d == 1 or d == -1 else "days", text)
        return text

    def __add__(self, other):
        return _delta(self._n + other._n) if isinstance(other, timedelta) else NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        return _delta(self._n - other._n) if isinstance(other, timedelta) else NotImplemented

    def __rsub__(self, other):
        return _delta(other._n - self._n) if isinstance(other, timedelta) else NotImplemented

    def __neg__(self):
        return _delta(-self._n)

    def __pos__(self):
        return _delta(self._n)

    def __abs__(self):
        return _delta(-self._n if self._n < 0 else self._n)

    def __mul__(self, k):
        if isinstance(k, int):
            return _delta(self._n * k)
        if isinstance(k, float):
            top, bottom = k.as_integer_ratio()
            return _delta(_round_div(self._n * top, bottom))
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, k):
        if isinstance(k, timedelta):
            return self._n / k._n
        if isinstance(k, int):
            if not k:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _delta(_round_div(self._n, k))
        if isinstance(k, float):
            top, bottom = k.as_integer_ratio()
            if not top:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _delta(_round_div(self._n * bottom, top))
        return NotImplemented

    def __floordiv__(self, k):
        if isinstance(k, timedelta):
            return self._n // k._n
        return _delta(self._n // k) if isinstance(k, int) else NotImplemented

    def __mod__(self, other):
        return _delta(self._n % other._n) if isinstance(other, timedelta) else NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._n, other._n)
            return q, _delta(r)
        return NotImplemented

    def __eq__(self, other):
        return self._n == other._n if isinstance(other, timedelta) else NotImplemented

    def __ne__(self, other):
        return self._n != other._n if isinstance(other, timedelta) else NotImplemented

    def __lt__(self, other):
        return self._n < other._n if isinstance(other, timedelta) else NotImplemented

    def __le__(self, other):
        return self._n <= other._n if isinstance(other, timedelta) else NotImplemented

    def __gt__(self, other):
        return self._n > other._n if isinstance(other, timedelta) else NotImplemented

    def __ge__(self, other):
        return self._n >= other._n if isinstance(other, timedelta) else NotImplemented

    def __hash__(self):
        return hash(self._n)

    def __bool__(self):
        return self._n != 0

    def __reduce__(self):
        return (type(self), (self._d, self._s, self._u))


def _sum_units(values):
    # The constructor's general path: ints add exactly; a float contributes its whole units
    # exactly, and what is left of it (less than one unit, scaled to microseconds in floating
    # point) is pooled. The pool is rounded once, halves making the total even.
    whole = 0
    pool = 0.0
    for i in range(7):
        v = values[i]
        scale = _DELTA_UNITS[i][1]
        if isinstance(v, int):
            whole += int(v) * scale
        elif isinstance(v, float):
            units = int(v)
            whole += units * scale
            part = (v - units) * scale
            if part:
                usec = int(part)
                whole += usec
                pool += part - usec
        else:
            raise TypeError("unsupported type for timedelta %s component: %s" % (_DELTA_UNITS[i][0], type(v).__name__))
    if pool:
        floor = _math.floor(pool)
        whole += int(floor)
        excess = pool - floor
        if excess > 0.5 or (excess == 0.5 and whole & 1):
            whole += 1
    return whole


timedelta.min = _delta(-_TD_DAYS_LIMIT * _DAY_USEC)
timedelta.max = _delta((_TD_DAYS_LIMIT + 1) * _DAY_USEC - 1)
timedelta.resolution = _delta(1)


# ---- date --------------------------------------------------------------------------------------

def _bare_date(cls, y, m, d):
    # A date built without running any subclass __new__ (what replace() does).
    inst = object.__new__(cls)
    inst._y = y
    inst._m = m
    inst._dd = d
    return inst


def _date_of(cls, y, m, d):
    # Results of arithmetic and alternate constructors: subclasses get their own constructor.
    if cls is date:
        inst = object.__new__(date)
        inst._y = y
        inst._m = m
        inst._dd = d
        return inst
    return cls(y, m, d)


def _date_at(cls, n):
    if n < 1 or n > _LAST_SERIAL:
        raise OverflowError("date value out of range")
    y, m, d = _civil(n)
    return _date_of(cls, y, m, d)


def _float_seconds(t, floor):
    # A POSIX timestamp as (whole seconds, microseconds): floats either floored (dates) or
    # rounded to the microsecond with halves to even (datetimes).
    if isinstance(t, float):
        if t != t:
            raise ValueError("Invalid value NaN (not a number)")
        if floor:
            if not -9.223372036854776e18 <= t < 9.223372036854776e18:
                raise OverflowError("timestamp out of range for platform time_t")
            return _math.floor(t), 0
        frac, whole = _math.modf(t)
        usec = round(frac * 1e6)
        if not -9.223372036854776e18 <= whole < 9.223372036854776e18:
            raise OverflowError("timestamp out of range for platform time_t")
        secs = int(whole)
        if usec < 0:
            usec += _USEC
            secs -= 1
        elif usec >= _USEC:
            usec -= _USEC
            secs += 1
        return secs, usec
    if isinstance(t, int):
        if not -9223372036854775808 <= t <= 9223372036854775807:
            raise OverflowError("timestamp out of range for platform time_t")
        return int(t), 0
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(t).__name__)


def _utc_serial(secs):
    # (serial day, second of day) of a POSIX second, with gmtime()'s failures: the year must fit
    # the C struct tm, and is then checked against the calendar (a too-large year wraps as a C
    # int would).
    days, sod = divmod(secs, 86400)
    n = days + _UNIX_SERIAL
    if 1 <= n <= _LAST_SERIAL:
        return n, sod
    y = _civil(n)[0]
    if not _CINT_LO <= y - 1900 <= _CINT_HI:
        raise OSError(75, "Value too large for defined data type")
    if y > _CINT_HI:
        y -= 4294967296
    raise ValueError("year %d is out of range" % y)


def _host_usec():
    # The host's instant plus what time.sleep() has moved the virtual clock (time._now_ns raises
    # when the host gave no clock).
    import time as _time
    return _time._now_ns() // 1000


class date:
    """date(year, month, day) --> date object"""
    __slots__ = ("_y", "_m", "_dd")

    def __new__(cls, year=_NO_ARG, month=_NO_ARG, day=_NO_ARG):
        year, month, day = _date_fields(year, month, day)
        inst = object.__new__(cls)
        inst._y = year
        inst._m = month
        inst._dd = day
        return inst

    year = property(lambda self: self._y)
    month = property(lambda self: self._m)
    day = property(lambda self: self._dd)

    @classmethod
    def fromtimestamp(cls, t):
        secs = _float_seconds(t, True)[0]
        n = _utc_serial(secs)[0]
        y, m, d = _civil(n)
        return _date_of(cls, y, m, d)

    @classmethod
    def today(cls):
        n = _utc_serial(_host_usec() // _USEC)[0]
        y, m, d = _civil(n)
        return _date_of(cls, y, m, d)

    @classmethod
    def fromordinal(cls, n):
        n = _to_cint(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        if n > _LAST_SERIAL:
            raise ValueError("year %d is out of range" % _civil(n)[0])
        y, m, d = _civil(n)
        return _date_of(cls, y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        _iso_text_arg(date_string)
        size = len(date_string)
        got = _iso_date_part(date_string, size) if size == 7 or size == 8 or size == 10 else None
        if got is None:
            raise ValueError("Invalid isoformat string: %r" % (date_string,))
        return cls(got[0], got[1], got[2])

    @classmethod
    def fromisocalendar(cls, year, week, day):
        year = _to_cint(year)
        week = _to_cint(week)
        day = _to_cint(day)
        if year < MINYEAR or year > MAXYEAR:
            raise ValueError("Year is out of range: %d" % year)
        n = _week_date_serial(year, week, day)
        if type(n) is str:
            raise ValueError(n)
        y, m, d = _civil(n)
        return cls(y, m, d)

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_shown_name(self), self._y, self._m, self._dd)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._y, self._m, self._dd)

    __str__ = isoformat

    def ctime(self):
        n = _serial(self._y, self._m, self._dd)
        return "%s %s %2d 00:00:00 %04d" % (_WEEKDAY_ABBR[(n + 6) % 7 + 1], _MONTH_ABBR[self._m], self._dd, self._y)

    def _tm_fields(self, hh=0, mi=0, ss=0):
        # What strftime needs of a struct tm: y, m, d, H, M, S, weekday (Monday 0), day of year.
        y = self._y
        n = _serial(y, self._m, self._dd)
        return (y, self._m, self._dd, hh, mi, ss, (n + 6) % 7, n - _days_to_jan1(y), -1)

    def strftime(self, format):
        if not isinstance(format, str):
            raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
        return _wrap_strftime(self, format, self._tm_fields())

    __format__ = _format_via_strftime

    def timetuple(self):
        import time as _time
        return _time.struct_time(self._tm_fields())

    def toordinal(self):
        return _serial(self._y, self._m, self._dd)

    def replace(self, year=None, month=None, day=None):
        y, m, d = _date_fields(self._y if year is None else year, self._m if month is None else month,
                               self._dd if day is None else day)
        return _bare_date(type(self), y, m, d)

    def _plain(self, other):
        # Dates compare only with dates that are not datetimes.
        return isinstance(other, date) and not isinstance(other, datetime)

    def __eq__(self, other):
        if self._plain(other):
            return self._y == other._y and self._m == other._m and self._dd == other._dd
        return NotImplemented

    def __ne__(self, other):
        if self._plain(other):
            return self._y != other._y or self._m != other._m or self._dd != other._dd
        return NotImplemented

    def __lt__(self, other):
        return (self._y, self._m, self._dd) < (other._y, other._m, other._dd) if self._plain(other) else NotImplemented

    def __le__(self, other):
        return (self._y, self._m, self._dd) <= (other._y, other._m, other._dd) if self._plain(other) else NotImplemented

    def __gt__(self, other):
        return (self._y, self._m, self._dd) > (other._y, other._m, other._dd) if self._plain(other) else NotImplemented

    def __ge__(self, other):
        return (self._y, self._m, self._dd) >= (other._y, other._m, other._dd) if self._plain(other) else NotImplemented

    def __hash__(self):
        return hash((self._y, self._m, self._dd))

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _date_at(type(self), _serial(self._y, self._m, self._dd) + other._d)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _date_at(type(self), _serial(self._y, self._m, self._dd) - other._d)
        if self._plain(other):
            return _delta((_serial(self._y, self._m, self._dd) - _serial(other._y, other._m, other._dd)) * _DAY_USEC)
        return NotImplemented

    def weekday(self):
        return (_serial(self._y, self._m, self._dd) + 6) % 7

    def isoweekday(self):
        return (_serial(self._y, self._m, self._dd) + 6) % 7 + 1

    def isocalendar(self):
        y, w, wd = _iso_triple(_serial(self._y, self._m, self._dd))
        return IsoCalendarDate(y, w, wd)

    def __reduce__(self):
        return (type(self), (self._y, self._m, self._dd))


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = _delta(_DAY_USEC)
_date_type = date


class IsoCalendarDate:
    # Stands in for CPython's tuple subclass (tuple subclasses are not supported here): indexes,
    # unpacks, hashes and compares as the 3-tuple it wraps.
    __slots__ = ("_t",)

    def __new__(cls, year, week, weekday):
        inst = object.__new__(cls)
        inst._t = (year, week, weekday)
        return inst

    year = property(lambda self: self._t[0])
    week = property(lambda self: self._t[1])
    weekday = property(lambda self: self._t[2])

    def __getitem__(self, i):
        return self._t[i]

    def __len__(self):
        return 3

    def __iter__(self):
        return iter(self._t)

    def __eq__(self, other):
        return self._t == (other._t if isinstance(other, IsoCalendarDate) else other)

    def __ne__(self, other):
        return self._t != (other._t if isinstance(other, IsoCalendarDate) else other)

    def __lt__(self, other):
        return self._t < (other._t if isinstance(other, IsoCalendarDate) else other)

    def __le__(self, other):
        return self._t <= (other._t if isinstance(other, IsoCalendarDate) else other)

    def __gt__(self, other):
        return self._t > (other._t if isinstance(other, IsoCalendarDate) else other)

    def __ge__(self, other):
        return self._t >= (other._t if isinstance(other, IsoCalendarDate) else other)

    def __hash__(self):
        return hash(self._t)

    def __add__(self, other):
        return self._t + other

    def __repr__(self):
        return "%s(year=%d, week=%d, weekday=%d)" % ((_shown_name(self),) + self._t)


# ---- tzinfo, timezone --------------------------------------------------------------------------

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
        # Plain Python on purpose: it calls the subclass's methods, which may pause at host calls.
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt._tz is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        std = _vetted_offset("utcoffset", self.utcoffset(dt))
        if std is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        saving = _vetted_offset("dst", self.dst(dt))
        if saving is None:
            raise ValueError("fromutc: non-None dst() result required")
        shift = std._n - saving._n
        if shift:
            dt = dt + _delta(shift)
            saving = _vetted_offset("dst", self.dst(dt))
            if saving is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; cannot convert")
        return dt + saving

    def __reduce__(self):
        initargs = getattr(self, "__getinitargs__", None)
        return (self.__class__, initargs() if initargs else (), getattr(self, "__dict__", None) or None)


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __slots__ = ("_off", "_label")

    def __new__(cls, offset=_NO_ARG, name=_NO_ARG):
        if offset is _NO_ARG:
            raise TypeError("timezone() missing required argument 'offset' (pos 1)")
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s" % _arg_kind(offset))
        if name is _NO_ARG:
            if not offset._n and cls is timezone:
                return UTC
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % _arg_kind(name))
        if not -_DAY_USEC < offset._n < _DAY_USEC:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) "
                             "and timedelta(hours=24), not %r." % (offset,))
        return _fixed_zone(offset, name, cls)

    def _arg_check(self, dt, what):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError("%s(dt) argument must be a datetime instance or None, not %s" % (what, _shown_name(dt)))

    def utcoffset(self, dt):
        self._arg_check(dt, "utcoffset")
        return self._off

    def dst(self, dt):
        self._arg_check(dt, "dst")
        return None

    def tzname(self, dt):
        self._arg_check(dt, "tzname")
        if self._label is not None:
            return self._label
        return "UTC" + _format_offset(self._off) if self._off._n else "UTC"

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt._tz is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt + self._off

    def __str__(self):
        return self.tzname(None)

    def __repr__(self):
        if self is UTC:
            return _shown_name(self) + ".utc"
        if self._label is None:
            return "%s(%r)" % (_shown_name(self), self._off)
        return "%s(%r, %r)" % (_shown_name(self), self._off, self._label)

    def __eq__(self, other):
        return self._off._n == other._off._n if isinstance(other, timezone) else NotImplemented

    def __ne__(self, other):
        return self._off._n != other._off._n if isinstance(other, timezone) else NotImplemented

    def __hash__(self):
        return hash(self._off)

    def __getinitargs__(self):
        return (self._off,) if self._label is None else (self._off, self._label)

    def __reduce__(self):
        return (self.__class__, self.__getinitargs__(), None)


def _fixed_zone(offset, name, cls=timezone):
    zone = object.__new__(cls)
    zone._off = offset
    zone._label = name
    return zone


UTC = _fixed_zone(_delta(0), None)
timezone.utc = UTC
timezone.min = _fixed_zone(_delta(-(24 * 60 - 1) * 60 * _USEC), None)
timezone.max = _fixed_zone(_delta((24 * 60 - 1) * 60 * _USEC), None)
# The sandbox's local zone, as naive astimezone() labels its result.
_LOCAL_ZONE = _fixed_zone(_delta(0), "UTC")


# ---- time --------------------------------------------------------------------------------------

def _clock_repr(head, inst, lead):
    # The shared tail of time and datetime reprs: drop trailing zero fields (down to minutes).
    if inst._us:
        text = "%s(%s%d, %d, %d, %d" % (head, lead, inst._hh, inst._mi, inst._ss, inst._us)
    elif inst._ss:
        text = "%s(%s%d, %d, %d" % (head, lead, inst._hh, inst._mi, inst._ss)
    else:
        text = "%s(%s%d, %d" % (head, lead, inst._hh, inst._mi)
    return text


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object"""
    __slots__ = ("_hh", "_mi", "_ss", "_us", "_tz", "_fold")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _clock_fields(hour, minute, second, microsecond, fold)
        if tzinfo is not None:
            _tz_arg(tzinfo)
        inst = object.__new__(cls)
        inst._hh = hour
        inst._mi = minute
        inst._ss = second
        inst._us = microsecond
        inst._tz = tzinfo
        inst._fold = fold
        return inst

    hour = property(lambda self: self._hh)
    minute = property(lambda self: self._mi)
    second = property(lambda self: self._ss)
    microsecond = property(lambda self: self._us)
    tzinfo = property(lambda self: self._tz)
    fold = property(lambda self: self._fold)

    @classmethod
    def fromisoformat(cls, time_string):
        _iso_text_arg(time_string)
        got = _iso_time_part(time_string, 1 if time_string[:1] == "T" else 0)
        if got is None:
            raise ValueError("Invalid isoformat string: %r" % (time_string,))
        return cls(*got)

    def utcoffset(self):
        tz = self._tz
        return None if tz is None else _vetted_offset("utcoffset", tz.utcoffset(None))

    def dst(self):
        tz = self._tz
        return None if tz is None else _vetted_offset("dst", tz.dst(None))

    def tzname(self):
        tz = self._tz
        return None if tz is None else _vetted_name(tz.tzname(None))

    def isoformat(self, timespec="auto"):
        text = _clock_text(self._hh, self._mi, self._ss, self._us, _spec_arg(timespec, 1))
        return text if self._tz is None else text + _format_offset(self.utcoffset())

    def __str__(self):
        return self.isoformat()

    def strftime(self, format):
        if not isinstance(format, str):
            raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
        import time as _time
        return _wrap_strftime(self, format, _time.struct_time((1900, 1, 1, self._hh, self._mi, self._ss, 0, 1, -1)))

    __format__ = _format_via_strftime

    def __repr__(self):
        text = _clock_repr(_shown_name(self), self, "")
        if self._tz is not None:
            text += ", tzinfo=%r" % (self._tz,)
        if self._fold:
            text += ", fold=1"
        return text + ")"

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        fields = _clock_fields(self._hh if hour is None else hour, self._mi if minute is None else minute,
                               self._ss if second is None else second, self._us if microsecond is None else microsecond,
                               self._fold if fold is None else fold)
        if tzinfo is True:
            tzinfo = self._tz
        else:
            _tz_arg(tzinfo)
        inst = object.__new__(type(self))
        inst._hh, inst._mi, inst._ss, inst._us, inst._fold = fields
        inst._tz = tzinfo
        return inst

    def _usec(self):
        return ((self._hh * 60 + self._mi) * 60 + self._ss) * _USEC + self._us

    def _order(self, other, equality):
        # (mine, theirs) as comparable microsecond counts, or None when one side is naive and
        # the other aware (equality then says "different"; orderings raise).
        if self._tz is other._tz:
            return self._usec(), other._usec()
        a = self.utcoffset()
        b = other.utcoffset()
        if a is None and b is None:
            return self._usec(), other._usec()
        if a is None or b is None:
            if equality:
                return None
            raise TypeError("can't compare offset-naive and offset-aware times")
        return self._usec() - a._n, other._usec() - b._n

    def __eq__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        pair = self._order(other, True)
        return pair is not None and pair[0] == pair[1]

    def __ne__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        pair = self._order(other, True)
        return pair is None or pair[0] != pair[1]

    def __lt__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        a, b = self._order(other, False)
        return a < b

    def __le__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        a, b = self._order(other, False)
        return a <= b

    def __gt__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        a, b = self._order(other, False)
        return a > b

    def __ge__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        a, b = self._order(other, False)
        return a >= b

    def __hash__(self):
        # Equal times hash alike: hash the UTC-adjusted count (the offset read with fold 0).
        off = self.utcoffset() if not self._fold else self.replace(fold=0).utcoffset()
        return hash(self._usec() - (off._n if off is not None else 0))

    def __bool__(self):
        return True

    def __reduce__(self):
        args = (self._hh, self._mi, self._ss, self._us, self._tz)
        return (_refold, (type(self), args)) if self._fold else (type(self), args)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = _delta(1)
_time_type = time


# ---- datetime ----------------------------------------------------------------------------------

def _refold(cls, args):
    # Rebuilds a copied time or datetime whose fold is 1.
    return cls(*args, fold=1)


def _bare_datetime(cls, y, m, d, hh, mi, ss, us, tz, fold):
    inst = object.__new__(cls)
    inst._y = y
    inst._m = m
    inst._dd = d
    inst._hh = hh
    inst._mi = mi
    inst._ss = ss
    inst._us = us
    inst._tz = tz
    inst._fold = fold
    inst._hc = None
    return inst


def _datetime_of(cls, y, m, d, hh, mi, ss, us, tz, fold=0):
    # Subclasses are built through their constructor, fold passed only when set.
    if cls is datetime:
        return _bare_datetime(datetime, y, m, d, hh, mi, ss, us, tz, fold)
    if fold:
        return cls(y, m, d, hh, mi, ss, us, tz, fold=fold)
    return cls(y, m, d, hh, mi, ss, us, tz)


def _datetime_at(cls, n, usec, tz):
    # The datetime on serial day n at `usec` microseconds into it.
    if n < 1 or n > _LAST_SERIAL:
        raise OverflowError("date value out of range")
    y, m, d = _civil(n)
    secs, us = divmod(usec, _USEC)
    return _datetime_of(cls, y, m, d, secs // 3600, secs // 60 % 60, secs % 60, us, tz)


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])"""
    __slots__ = ("_hh", "_mi", "_ss", "_us", "_tz", "_fold", "_hc")

    def __new__(cls, year=_NO_ARG, month=_NO_ARG, day=_NO_ARG, hour=0, minute=0, second=0, microsecond=0,
                tzinfo=None, *, fold=0):
        try:
            year, month, day = _date_fields(year, month, day)
        except ValueError:
            # All arguments are converted before any range is checked.
            for v in (hour, minute, second, microsecond, fold):
                _to_cint(v)
            raise
        hour, minute, second, microsecond, fold = _clock_fields(hour, minute, second, microsecond, fold)
        if tzinfo is not None:
            _tz_arg(tzinfo)
        return _bare_datetime(cls, year, month, day, hour, minute, second, microsecond, tzinfo, fold)

    hour = property(lambda self: self._hh)
    minute = property(lambda self: self._mi)
    second = property(lambda self: self._ss)
    microsecond = property(lambda self: self._us)
    tzinfo = property(lambda self: self._tz)
    fold = property(lambda self: self._fold)

    def _day_usec(self):
        return ((self._hh * 60 + self._mi) * 60 + self._ss) * _USEC + self._us

    def _local_usec(self):
        # Microseconds from the start of serial day 0 to the wall-clock fields (offset ignored).
        return _serial(self._y, self._m, self._dd) * _DAY_USEC + ((self._hh * 60 + self._mi) * 60 + self._ss) * _USEC + self._us

    @classmethod
    def _from_posix(cls, secs, usec, tz, naive_is_utc):
        n, sod = _utc_serial(secs)
        y, m, d = _civil(n)
        if tz is None:
            if not naive_is_utc and n == 1:
                # The local-time conversion looks a day back, before the calendar starts.
                raise ValueError("year 0 is out of range")
            return _datetime_of(cls, y, m, d, sod // 3600, sod // 60 % 60, sod % 60, usec, None)
        return tz.fromutc(_datetime_of(cls, y, m, d, sod // 3600, sod // 60 % 60, sod % 60, usec, tz))

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        if tz is not None:
            _tz_arg(tz)
        secs, usec = _float_seconds(t, False)
        return cls._from_posix(secs, usec, tz, False)

    @classmethod
    def utcfromtimestamp(cls, t):
        secs, usec = _float_seconds(t, False)
        return cls._from_posix(secs, usec, None, True)

    @classmethod
    def now(cls, tz=None):
        if tz is not None:
            _tz_arg(tz)
        secs, usec = divmod(_host_usec(), _USEC)
        return cls._from_posix(secs, usec, tz, False)

    @classmethod
    def utcnow(cls):
        secs, usec = divmod(_host_usec(), _USEC)
        return cls._from_posix(secs, usec, None, True)

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if not isinstance(date, _date_type):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % _arg_kind(date))
        if not isinstance(time, _time_type):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % _arg_kind(time))
        if tzinfo is True:
            tzinfo = time._tz
        else:
            _tz_arg(tzinfo)
        return _datetime_of(cls, date._y, date._m, date._dd, time._hh, time._mi, time._ss, time._us, tzinfo,
                            time._fold)

    @classmethod
    def fromisoformat(cls, date_string):
        _iso_text_arg(date_string)
        got = _iso_datetime(date_string)
        if got is None:
            raise ValueError("Invalid isoformat string: %r" % (date_string,))
        if len(got) == 3:
            got += (0, 0, 0, 0, None)
        return cls(*got)

    @classmethod
    def strptime(cls, date_string, format):
        if not isinstance(date_string, str):
            raise TypeError("strptime() argument 1 must be str, not %s" % type(date_string).__name__)
        if not isinstance(format, str):
            raise TypeError("strptime() argument 2 must be str, not %s" % type(format).__name__)
        fields, usec, off_usec = _strptime(date_string, format)
        zone_name, gmtoff = fields[9], fields[10]
        parts = fields[:6] + (usec,)
        if gmtoff is None:
            return cls(*parts)
        off = timedelta(seconds=gmtoff, microseconds=off_usec)
        return cls(*(parts + (timezone(off, zone_name) if zone_name else timezone(off),)))

    def _edge_of_local(self):
        # Local-time conversions (naive timestamp()/astimezone()) look a day to one side of the
        # instant (back for fold 0, ahead for fold 1); at the calendar's ends that day is missing.
        n = _serial(self._y, self._m, self._dd)
        if n == 1 and not self._fold:
            raise ValueError("year 0 is out of range")
        if n == _LAST_SERIAL and self._fold:
            raise ValueError("year 10000 is out of range")

    def timetuple(self):
        import time as _time
        saving = self.dst()
        fields = self._tm_fields(self._hh, self._mi, self._ss)
        flag = -1 if saving is None else (1 if saving else 0)
        return _time.struct_time(fields[:8] + (flag,))

    def utctimetuple(self):
        import time as _time
        moment = self
        off = self.utcoffset()
        if off:
            days, usec = divmod(self._day_usec() - off._n, _DAY_USEC)
            moment = _datetime_at(datetime, _serial(self._y, self._m, self._dd) + days, usec, None)
        return _time.struct_time(moment._tm_fields(moment._hh, moment._mi, moment._ss)[:8] + (0,))

    def timestamp(self):
        off = self.utcoffset()
        if off is None:
            # Naive values are local time, and the sandbox's local time is UTC.
            self._edge_of_local()
            days = _serial(self._y, self._m, self._dd) - _UNIX_SERIAL
            return (days * 86400 + (self._hh * 60 + self._mi) * 60 + self._ss) + self._us / 1e6
        return (self._local_usec() - off._n - _UNIX_SERIAL * _DAY_USEC) / _USEC

    def date(self):
        return _bare_date(date, self._y, self._m, self._dd)

    def time(self):
        return time(self._hh, self._mi, self._ss, self._us, fold=self._fold)

    def timetz(self):
        return time(self._hh, self._mi, self._ss, self._us, self._tz, fold=self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None,
                microsecond=None, tzinfo=True, *, fold=None):
        y, m, d = _date_fields(self._y if year is None else year, self._m if month is None else month,
                               self._dd if day is None else day)
        hh, mi, ss, us, fo = _clock_fields(self._hh if hour is None else hour, self._mi if minute is None else minute,
                                           self._ss if second is None else second,
                                           self._us if microsecond is None else microsecond,
                                           self._fold if fold is None else fold)
        if tzinfo is True:
            tzinfo = self._tz
        elif tzinfo is not None:
            _tz_arg(tzinfo)
        return _bare_datetime(type(self), y, m, d, hh, mi, ss, us, tzinfo, fo)

    def astimezone(self, tz=None):
        if tz is not None:
            _tz_arg(tz)
        mine = self._tz
        off = None
        if mine is not None:
            if mine is tz:
                return self
            off = _vetted_offset("utcoffset", mine.utcoffset(self))
        if off is None:
            self._edge_of_local()
            shift = 0
        else:
            shift = off._n
        if tz is None:
            tz = _LOCAL_ZONE
        days, usec = divmod(self._day_usec() - shift, _DAY_USEC)
        n = _serial(self._y, self._m, self._dd) + days
        if n < 1 or n > _LAST_SERIAL:
            raise OverflowError("date value out of range")
        y, m, d = _civil(n)
        secs, us = divmod(usec, _USEC)
        # The UTC moment is built as self minus its offset would be (a subclass's constructor
        # sees the old tzinfo), then relabelled with tz without a constructor call.
        utc = _datetime_of(type(self), y, m, d, secs // 3600, secs // 60 % 60, secs % 60, us, mine)
        if type(utc) is datetime:
            utc._tz = tz
        else:
            utc = _bare_datetime(type(utc), y, m, d, utc._hh, utc._mi, utc._ss, us, tz, 0)
        return tz.fromutc(utc)

    def ctime(self):
        n = _serial(self._y, self._m, self._dd)
        return "%s %s %2d %02d:%02d:%02d %04d" % (_WEEKDAY_ABBR[(n + 6) % 7 + 1], _MONTH_ABBR[self._m], self._dd,
                                                  self._hh, self._mi, self._ss, self._y)

    def isoformat(self, sep="T", timespec="auto"):
        if type(sep) is not str or len(sep) != 1:
            raise TypeError("isoformat() argument 1 must be a unicode character, not %s" % _arg_kind(sep))
        text = "%04d-%02d-%02d%s%s" % (self._y, self._m, self._dd, sep,
                                       _clock_text(self._hh, self._mi, self._ss, self._us, _spec_arg(timespec, 2)))
        return text if self._tz is None else text + _format_offset(self.utcoffset())

    def __str__(self):
        return self.isoformat(" ")

    def __repr__(self):
        text = _clock_repr(_shown_name(self), self, "%d, %d, %d, " % (self._y, self._m, self._dd))
        if self._fold:
            text += ", fold=1"
        if self._tz is not None:
            text += ", tzinfo=%r" % (self._tz,)
        return text + ")"

    def strftime(self, format):
        if not isinstance(format, str):
            raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
        return _wrap_strftime(self, format, self._tm_fields(self._hh, self._mi, self._ss))

    def utcoffset(self):
        tz = self._tz
        return None if tz is None else _vetted_offset("utcoffset", tz.utcoffset(self))

    def dst(self):
        tz = self._tz
        return None if tz is None else _vetted_offset("dst", tz.dst(self))

    def tzname(self):
        tz = self._tz
        return None if tz is None else _vetted_name(tz.tzname(self))

    def _order(self, other, equality):
        # (mine, theirs) as comparable microsecond counts, or None when naive meets aware.
        if self._tz is other._tz:
            return self._local_usec(), other._local_usec()
        a = None if self._tz is None else _offset_usec(self._tz, self)
        b = None if other._tz is None else _offset_usec(other._tz, other)
        if a is None or b is None:
            if a is None and b is None:
                return self._local_usec(), other._local_usec()
            if equality:
                return None
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        mine = self._local_usec() - a
        theirs = other._local_usec() - b
        if equality and mine == theirs and a != b and (self._gap_fold(a) or other._gap_fold(b)):
            # An ambiguous or missing wall time of one zone never equals a moment of another.
            return None
        return mine, theirs

    def _gap_fold(self, off):
        # Whether flipping fold changes the offset (never for fixed-offset zones).
        if type(self._tz) is timezone:
            return False
        other = self.replace(fold=1 - self._fold)
        return _offset_usec(self._tz, other) != off

    def __eq__(self, other):
        if isinstance(other, datetime):
            pair = self._order(other, True)
            return pair is not None and pair[0] == pair[1]
        return False if isinstance(other, date) else NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            pair = self._order(other, True)
            return pair is None or pair[0] != pair[1]
        return True if isinstance(other, date) else NotImplemented

    def _versus(self, other):
        if isinstance(other, date):
            raise TypeError("can't compare %s to %s" % (_shown_name(self), _shown_name(other)))
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            a, b = self._order(other, False)
            return a < b
        return self._versus(other)

    def __le__(self, other):
        if isinstance(other, datetime):
            a, b = self._order(other, False)
            return a <= b
        return self._versus(other)

    def __gt__(self, other):
        if isinstance(other, datetime):
            a, b = self._order(other, False)
            return a > b
        return self._versus(other)

    def __ge__(self, other):
        if isinstance(other, datetime):
            a, b = self._order(other, False)
            return a >= b
        return self._versus(other)

    def __hash__(self):
        code = self._hc
        if code is None:
            tz = self._tz
            total = self._local_usec()
            if tz is not None:
                off = _offset_usec(tz, self if not self._fold else self.replace(fold=0))
                if off is not None:
                    total -= off
            code = self._hc = hash(total)
        return code

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        usec = ((self._hh * 60 + self._mi) * 60 + self._ss) * _USEC + self._us + other._n
        if 0 <= usec < _DAY_USEC:
            # Same calendar day: no date conversion needed.
            secs, us = divmod(usec, _USEC)
            return _datetime_of(type(self), self._y, self._m, self._dd, secs // 3600, secs // 60 % 60, secs % 60,
                                us, self._tz)
        days, usec = divmod(usec, _DAY_USEC)
        return _datetime_at(type(self), _serial(self._y, self._m, self._dd) + days, usec, self._tz)

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + _delta(-other._n)
        if not isinstance(other, datetime):
            return NotImplemented
        mine = self._local_usec()
        theirs = other._local_usec()
        if self._tz is not other._tz:
            a = None if self._tz is None else _offset_usec(self._tz, self)
            b = None if other._tz is None else _offset_usec(other._tz, other)
            if (a is None) != (b is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            if a is not None:
                mine -= a
                theirs -= b
        return _delta(mine - theirs)

    def __rsub__(self, other):
        return NotImplemented

    def __reduce__(self):
        args = (self._y, self._m, self._dd, self._hh, self._mi, self._ss, self._us, self._tz)
        return (_refold, (type(self), args)) if self._fold else (type(self), args)


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = _delta(1)


# ---- fromisoformat -----------------------------------------------------------------------------
# 3.11 accepts the ISO 8601 date forms YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D] and YYYYWww[D], then any
# single character and a time HH[:MM[:SS[.f+]]] (colons optional, "," as decimal mark), then Z
# or a +/- offset of the same shape. The scanner below reproduces what the C parser accepts,
# including its leniencies (e.g. a fourth two-digit group read as the fraction).

def _num_at(s, i, width):
    # The int spelled by exactly `width` ASCII digits at s[i:], or None.
    chunk = s[i:i + width]
    if len(chunk) == width and chunk.isascii() and chunk.isdigit():
        return int(chunk)
    return None


def _iso_date_part(s, stop):
    # (y, m, d) from the date form at the start of s, which is `stop` characters long.
    year = _num_at(s, 0, 4)
    if year is None:
        return None
    dashed = s[4:5] == "-"
    i = 5 if dashed else 4
    if s[i:i + 1] == "W":
        week = _num_at(s, i + 1, 2)
        if week is None:
            return None
        i += 3
        weekday = 1
        if i < stop:
            if dashed:
                if s[i:i + 1] != "-":
                    return None
                i += 1
            weekday = _num_at(s, i, 1)
            if weekday is None:
                return None
        if year < 1:
            return None
        n = _week_date_serial(year, week, weekday)
        return None if type(n) is str else _civil(n)
    month = _num_at(s, i, 2)
    if month is None:
        return None
    i += 2
    if dashed:
        if s[i:i + 1] != "-":
            return None
        i += 1
    day = _num_at(s, i, 2)
    return None if day is None else (year, month, day)


def _date_stop(s):
    # Where the date form of a datetime string ends (the next character separates the time).
    size = len(s)
    if size == 7:
        return 7
    if s[4] == "W":
        # Basic week date: the weekday digit is present when an odd digit run follows "YYYYWww".
        run = 7
        while run < size and "0" <= s[run] <= "9":
            run += 1
        if run < 9:
            return run
        return 8 if run & 1 else 7
    if s[4] != "-":
        return 8
    if s[5] != "W":
        return 10
    if size < 8:
        return -1
    if size == 8 or s[8] != "-":
        return 8
    if size == 9:
        return -1
    return 8 if size > 10 and "0" <= s[10] <= "9" else 10


_SCAN_BAD = (None, 0, 0, 0, 0)


def _scan_clock(s, i, stop):
    # Reads HH[[:]MM[[:]SS]][(.|,)digits] from s[i:stop]. Returns (state, h, m, sec, usec) with
    # state "end" (consumed up to the end of s), "more" (stopped before the end of s) or None
    # (malformed). Whether ":" is used is decided after the hours.
    groups = [0, 0, 0]
    colons = True
    size = len(s)
    for k in range(3):
        v = _num_at(s, i, 2)
        if v is None:
            return _SCAN_BAD
        groups[k] = v
        i += 2
        mark = s[i] if i < size else ""
        if i + 1 >= stop:
            return ("end" if mark == "" else "more"), groups[0], groups[1], groups[2], 0
        if k == 0:
            colons = mark == ":"
        if mark == "." or mark == ",":
            i += 1
            break
        if colons:
            if mark != ":":
                return _SCAN_BAD
            i += 1
    # The fraction: up to six digits count, any further digits are skipped.
    width = min(stop - i, 6)
    if width < 1:
        return _SCAN_BAD
    frac = _num_at(s, i, width)
    if frac is None:
        return _SCAN_BAD
    i += width
    while i < size and "0" <= s[i] <= "9":
        i += 1
    return ("end" if i >= size else "more"), groups[0], groups[1], groups[2], frac * 10 ** (6 - width)


def _iso_time_part(s, start):
    # (h, m, sec, usec, tzinfo) from s[start:], or None.
    size = len(s)
    if start >= size:
        return None
    tz_at = start
    while tz_at < size and s[tz_at] not in "Z+-":
        tz_at += 1
    state, h, m, sec, usec = _scan_clock(s, start, tz_at)
    if state is None:
        return None
    if tz_at == size:
        return None if state == "more" else (h, m, sec, usec, None)
    if s[tz_at] == "Z":
        return (h, m, sec, usec, UTC) if tz_at + 1 == size else None
    state, oh, om, osec, ousec = _scan_clock(s, tz_at + 1, size)
    if state != "end":
        return None
    off = ((oh * 60 + om) * 60 + osec) * _USEC + ousec
    if s[tz_at] == "-":
        off = -off
    if not off:
        return h, m, sec, usec, UTC
    if not -_DAY_USEC < off < _DAY_USEC:
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) "
                         "and timedelta(hours=24), not %r." % (_delta(off),))
    return h, m, sec, usec, _fixed_zone(_delta(off), None)


def _iso_datetime(s):
    if len(s) < 7:
        return None
    stop = _date_stop(s)
    if stop < 0:
        return None
    ymd = _iso_date_part(s, stop)
    if ymd is None:
        return None
    if len(s) <= stop:
        return ymd
    clock = _iso_time_part(s, stop + 1)
    return None if clock is None else ymd + clock


# ---- names the strftime/strptime half of this module and the time module use ------------------
_DAYNAMES = _WEEKDAY_ABBR
_MONTHNAMES = _MONTH_ABBR
_is_leap = _leap
_ymd2ord = _serial
_ord2ymd = _civil
_ord2ymd_any = _civil
_days_before_year = _days_to_jan1
_DAYS_BEFORE_MONTH = (-1,) + tuple([sum(_MONTH_DAYS[1:k]) for k in range(1, 13)])
_isoweek1monday = _week1_monday
_check_date_fields = _date_fields


# The strftime half reads these two fields under their long names.
time._tzinfo = datetime._tzinfo = property(lambda self: self._tz)
time._microsecond = datetime._microsecond = property(lambda self: self._us)
)PY";
}

}  // namespace basilisk::stdlib
