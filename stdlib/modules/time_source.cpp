// time: CPython 3.11's time module over the sandbox's clock. The wall clock is the instant the
// host gave at start (_host_now_us, clock.cpp; without one, reading it raises RuntimeError).
// Nothing really sleeps: sleep() advances a virtual offset (module state, so it dumps and
// restores) that time(), datetime.now() and monotonic() all include, so a polling loop such as
// `while time.time() < deadline: time.sleep(1)` ends. monotonic(), perf_counter() and
// process_time() need no host clock: they count from 0.0 at the first import and move only
// with sleep(). The local time zone is UTC.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view time_source() {
    return R"PY(
_slept_ns = 0

timezone = 0
altzone = 0
daylight = 0
tzname = ("UTC", "UTC")

_FIELDS = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst")


class struct_time:
    # CPython's is a structseq (a tuple subclass); this one indexes, slices, unpacks and
    # compares like the 9-tuple it holds.
    __slots__ = ("_t", "tm_zone", "tm_gmtoff")

    def __new__(cls, seq, zone=None, gmtoff=None):
        if not hasattr(seq, "__iter__") and not hasattr(seq, "__getitem__"):
            raise TypeError("constructor requires a sequence")
        t = tuple(seq)
        if not 9 <= len(t) <= 11:
            if len(t) < 9:
                raise TypeError("time.struct_time() takes an at least 9-sequence (%d-sequence given)" % len(t))
            raise TypeError("time.struct_time() takes an at most 11-sequence (%d-sequence given)" % len(t))
        self = object.__new__(cls)
        self._t = t[:9]
        self.tm_zone = t[9] if len(t) > 9 else zone
        self.tm_gmtoff = t[10] if len(t) > 10 else gmtoff
        return self

    tm_year = property(lambda self: self._t[0])
    tm_mon = property(lambda self: self._t[1])
    tm_mday = property(lambda self: self._t[2])
    tm_hour = property(lambda self: self._t[3])
    tm_min = property(lambda self: self._t[4])
    tm_sec = property(lambda self: self._t[5])
    tm_wday = property(lambda self: self._t[6])
    tm_yday = property(lambda self: self._t[7])
    tm_isdst = property(lambda self: self._t[8])
    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0

    def __getitem__(self, i):
        return self._t[i]

    def __len__(self):
        return 9

    def __iter__(self):
        return iter(self._t)

    def __eq__(self, other):
        if isinstance(other, struct_time):
            other = other._t
        return self._t == other

    def __ne__(self, other):
        return not self == other

    def __lt__(self, other):
        if isinstance(other, struct_time):
            other = other._t
        return self._t < other

    def __le__(self, other):
        if isinstance(other, struct_time):
            other = other._t
        return self._t <= other

    def __gt__(self, other):
        if isinstance(other, struct_time):
            other = other._t
        return self._t > other

    def __ge__(self, other):
        if isinstance(other, struct_time):
            other = other._t
        return self._t >= other

    def __hash__(self):
        return hash(self._t)

    def __add__(self, other):
        return self._t + other

    def __repr__(self):
        return "time.struct_time(%s)" % ", ".join("%s=%r" % (_FIELDS[i], self._t[i]) for i in range(9))


def _now_ns():
    return _host_now_us() * 1000 + _slept_ns


def time():
    return _now_ns() / 1e9


def time_ns():
    return _now_ns()


def monotonic():
    return _slept_ns / 1e9


def monotonic_ns():
    return _slept_ns


perf_counter = monotonic
perf_counter_ns = monotonic_ns


def process_time():
    return 0.0


def process_time_ns():
    return 0


def thread_time():
    return 0.0


def thread_time_ns():
    return 0


def sleep(secs):
    global _slept_ns
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError("Invalid value NaN (not a number)")
        ns = int(secs * 1e9)
    elif isinstance(secs, int):
        ns = int(secs) * 1000000000
    else:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(secs).__name__)
    if ns < 0:
        raise ValueError("sleep length must be non-negative")
    _slept_ns += ns


def _seconds_arg(secs):
    if secs is None:
        return _now_ns() // 1000000000
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError("Invalid value NaN (not a number)")
        if secs in (float("inf"), float("-inf")):
            raise OverflowError("timestamp out of range for platform time_t")
        return int(secs)
    if isinstance(secs, int):
        return int(secs)
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(secs).__name__)


def _tm(secs, zone):
    import datetime as _dt
    s = _seconds_arg(secs)
    days, rest = divmod(s, 86400)
    n = days + 719163
    if not 1 <= n <= 3652059:
        if not -2147483648 * 366 < n < 2147483647 * 365:
            raise OverflowError("timestamp out of range for platform time_t")
        y, m, d = _dt._ord2ymd_any(n) if n < 1 else _dt._ord2ymd(n)
    else:
        y, m, d = _dt._ord2ymd(n)
    yday = n - _dt._ymd2ord(y, 1, 1) + 1 if 1 <= n <= 3652059 else 0
    if not 1 <= n <= 3652059:
        yday = n - (_dt._days_before_year(y) + 1) + 1
    return struct_time((y, m, d, rest // 3600, rest // 60 % 60, rest % 60, (n + 6) % 7, yday, 0), zone, 0)


def gmtime(secs=None):
    return _tm(secs, "GMT")


def localtime(secs=None):
    return _tm(secs, "UTC")


def _tuple_arg(t, name):
    if isinstance(t, struct_time):
        return t._t, t.tm_zone, t.tm_gmtoff
    if not isinstance(t, tuple):
        raise TypeError("Tuple or struct_time argument required")
    if len(t) != 9:
        raise TypeError("%s(): illegal time tuple argument" % name)
    for v in t:
        if not isinstance(v, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    return t, None, None


def mktime(t):
    import datetime as _dt
    tt, _, _ = _tuple_arg(t, "mktime")
    y, mo, d, hh, mi, ss = tt[0], tt[1], tt[2], tt[3], tt[4], tt[5]
    y += (mo - 1) // 12
    mo = (mo - 1) % 12 + 1
    days = _dt._days_before_year(y) + _dt._DAYS_BEFORE_MONTH[mo] + (1 if mo > 2 and _dt._is_leap(y) else 0) + d - 719163
    return float(days * 86400 + hh * 3600 + mi * 60 + ss)


def _check_tm(tt):
    if not 1 <= tt[1] <= 12 and tt[1] != 0:
        raise ValueError("month out of range")
    if not 0 <= tt[2] <= 31:
        raise ValueError("day of month out of range")
    if not 0 <= tt[3] <= 23:
        raise ValueError("hour out of range")
    if not 0 <= tt[4] <= 59:
        raise ValueError("minute out of range")
    if not 0 <= tt[5] <= 61:
        raise ValueError("seconds out of range")
    # CPython turns the weekday into C's (Sunday 0) with C's remainder, (wday + 1) % 7, and
    # rejects only a negative result: -1 is Sunday, -8 Sunday too, -2 out of range.
    c = tt[6] + 1
    if c - 7 * int(c / 7) < 0:
        raise ValueError("day of week out of range")
    if not 0 <= tt[7] <= 366:
        raise ValueError("day of year out of range")


def strftime(format, t=None):
    import datetime as _dt
    if not isinstance(format, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
    if t is None:
        t = localtime()
    tt, zone, gmtoff = _tuple_arg(t, "strftime")
    _check_tm(tt)
    tt = list(tt)
    if tt[1] == 0:
        tt[1] = 1
    if tt[2] == 0:
        tt[2] = 1
    if tt[7] == 0:
        tt[7] = 1
    if not 0 <= tt[6] <= 6:
        tt[6] = ((tt[6] + 1) % 7 - 1) % 7   # C's weekday back to Monday 0
    return _dt._strftime_tt(format, tt, "UTC" if zone is None else zone, 0 if gmtoff is None else gmtoff)


def asctime(t=None):
    import datetime as _dt
    if t is None:
        t = localtime()
    tt, _, _ = _tuple_arg(t, "asctime")
    _check_tm(tt)
    return "%s %s %2d %02d:%02d:%02d %d" % (_dt._DAYNAMES[tt[6] % 7 + 1], _dt._MONTHNAMES[tt[1] or 1],
                                            tt[2], tt[3], tt[4], tt[5], tt[0])


def ctime(secs=None):
    return asctime(localtime(secs))


def strptime(data_string, format="%a %b %d %H:%M:%S %Y"):
    import datetime as _dt
    tt, fraction, _ = _dt._strptime(data_string, format)
    return struct_time(tt[:9], tt[9], tt[10])
)PY";
}

}  // namespace basilisk::stdlib
