// strftime and strptime for datetime and time, in Python: glibc's strftime in the C locale
// (what CPython on Linux calls), and CPython's _strptime matched without regular expressions.
// The matcher tries each directive's alternatives in the order CPython's regex would, with
// backtracking, and remembers failed (directive, position) pairs, so garbage input fails in
// time proportional to len(format) * len(data).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view datetime_format_source() {
    return R"PY(

_FULL_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_FULL_MONTHS = (None, "January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December")


def _iso_year_week(y, yday0, wday):
    # ISO year and week of a date given its year, 0-based day of year and weekday (Monday 0).
    n = _ymd2ord(y, 1, 1) + yday0
    monday = _isoweek1monday(y)
    week = (n - monday) // 7
    if week < 0:
        y -= 1
        week = (n - _isoweek1monday(y)) // 7
    elif week >= 52 and n >= _isoweek1monday(y + 1):
        y += 1
        week = 0
    return y, week + 1


def _num(v, width, pad, flag):
    s = str(abs(v))
    if flag == "-":
        pass
    else:
        if flag == "_":
            pad = " "
        elif flag == "0":
            pad = "0"
        if len(s) < width:
            s = pad * (width - len(s)) + s
    return "-" + s if v < 0 else s


def _strftime_tt(fmt, tt, zone, gmtoff):
    # glibc's strftime in the C locale for a struct_time-like 9-sequence.
    y, mo, d, hh, mi, ss, wd, yd = tt[0], tt[1], tt[2], tt[3], tt[4], tt[5], tt[6], tt[7]
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%":
            j = fmt.find("%", i)
            if j < 0:
                j = n
            out.append(fmt[i:j])
            i = j
            continue
        start = i
        i += 1
        # glibc's flags: the last of '-', '_', '0' is the padding; '^' upper-cases a text
        # field and '#' swaps its case (names upper, %p and %Z lower); any order, any count.
        flag = ""
        upper = swap = False
        while i < n and fmt[i] in "-_0^#":
            f = fmt[i]
            if f == "^":
                upper = True
            elif f == "#":
                swap = True
            else:
                flag = f
            i += 1
        width = 0
        while i < n and "0" <= fmt[i] <= "9":
            width = width * 10 + ord(fmt[i]) - 48
            i += 1
        if i >= n:
            r = fmt[start:]
            out.append(" " * (width - len(r)) + r)
            break
        ch = fmt[i]
        i += 1
        lower = False
        text = False   # a name: padded to the width with spaces (zeros under '0')
        if ch == "Y":
            r = _num(y, max(width, 1) if flag != "0" else max(width, 4), "0", "" if flag == "0" else flag)
        elif ch == "y":
            r = _num(y % 100, max(width, 2), "0", flag)
        elif ch == "C":
            r = _num(y // 100, max(width, 1) if flag != "0" else max(width, 2), "0", "" if flag == "0" else flag)
        elif ch == "m":
            r = _num(mo, max(width, 2), "0", flag)
        elif ch == "d":
            r = _num(d, max(width, 2), "0", flag)
        elif ch == "e":
            r = _num(d, max(width, 2), " ", flag)
        elif ch == "H":
            r = _num(hh, max(width, 2), "0", flag)
        elif ch == "k":
            r = _num(hh, max(width, 2), " ", flag)
        elif ch == "I":
            r = _num(hh % 12 or 12, max(width, 2), "0", flag)
        elif ch == "l":
            r = _num(hh % 12 or 12, max(width, 2), " ", flag)
        elif ch == "M":
            r = _num(mi, max(width, 2), "0", flag)
        elif ch == "S":
            r = _num(ss, max(width, 2), "0", flag)
        elif ch == "j":
            r = _num(yd, max(width, 3), "0", flag)
        elif ch == "u":
            r = _num(wd + 1, max(width, 1), "0", flag)
        elif ch == "w":
            r = _num((wd + 1) % 7, max(width, 1), "0", flag)
        elif ch == "U":
            r = _num((yd - 1 + 7 - (wd + 1) % 7) // 7, max(width, 2), "0", flag)
        elif ch == "W":
            r = _num((yd - 1 + 7 - wd) // 7, max(width, 2), "0", flag)
        elif ch in "GgV":
            iy, iw = _iso_year_week(y, yd - 1, wd)
            if ch == "G":
                r = _num(iy, max(width, 1) if flag != "0" else max(width, 4), "0", "" if flag == "0" else flag)
            elif ch == "g":
                r = _num(iy % 100, max(width, 2), "0", flag)
            else:
                r = _num(iw, max(width, 2), "0", flag)
        elif ch in "aAbBh":
            if ch == "a":
                r = _DAYNAMES[wd + 1]
            elif ch == "A":
                r = _FULL_DAYS[wd]
            elif ch == "B":
                r = _FULL_MONTHS[mo]
            else:
                r = _MONTHNAMES[mo]
            text = True
            upper = upper or swap
        elif ch == "p" or ch == "P":
            r = "AM" if hh < 12 else "PM"
            text = True
            lower = swap or ch == "P"
        elif ch == "c":
            r = _strftime_tt("%a %b %e %H:%M:%S %Y", tt, zone, gmtoff)
        elif ch == "x" or ch == "D":
            r = _strftime_tt("%m/%d/%y", tt, zone, gmtoff)
        elif ch == "X" or ch == "T":
            r = _strftime_tt("%H:%M:%S", tt, zone, gmtoff)
        elif ch == "F":
            r = _strftime_tt("%Y-%m-%d", tt, zone, gmtoff)
        elif ch == "R":
            r = _strftime_tt("%H:%M", tt, zone, gmtoff)
        elif ch == "r":
            r = _strftime_tt("%I:%M:%S %p", tt, zone, gmtoff)
        elif ch == "s":
            days = _ymd2ord(y, mo, d) - 719163 if 1 <= mo <= 12 else 0
            r = str(days * 86400 + hh * 3600 + mi * 60 + ss - gmtoff)
        elif ch == "n":
            r = "\n"
        elif ch == "t":
            r = "\t"
        elif ch == "%":
            r = "%"
        elif ch == "z":
            if len(tt) > 8 and tt[8] < 0:
                # glibc writes no offset for a time whose DST state is unknown (tm_isdst < 0).
                r = ""
            else:
                off = gmtoff
                sign = "-" if off < 0 else "+"
                off = abs(off) // 60
                r = "%s%02d%02d" % (sign, off // 60, off % 60)
        elif ch == "Z":
            r = "" if len(tt) > 8 and tt[8] < 0 else zone
            text = True
            lower = swap
        else:
            r = fmt[start:i]
        if text and width > len(r):
            r = ("0" if flag == "0" else " ") * (width - len(r)) + r
        if lower:
            r = r.lower()
        elif upper:
            r = r.upper()
        out.append(r)
    return "".join(out)


def _wrap_strftime(obj, fmt, tt):
    # datetime's strftime: %z, %Z and %f come from the object, the rest from _strftime_tt.
    has_tz = hasattr(obj, "_tzinfo")
    parts = []
    i = 0
    n = len(fmt)
    j = 0
    while i < n:
        if fmt[i] != "%":
            i += 1
            continue
        if i + 1 >= n:
            break
        ch = fmt[i + 1]
        if ch in "zZf":
            parts.append(_strftime_tt(fmt[j:i], tt, "", 0))
            if ch == "f":
                parts.append("%06d" % (obj._microsecond if has_tz else 0))
            elif ch == "z":
                if has_tz and obj._tzinfo is not None:
                    parts.append(_format_offset(obj.utcoffset(), ""))
            else:
                if has_tz and obj._tzinfo is not None:
                    name = obj.tzname()
                    if name is not None:
                        parts.append(name)
            j = i + 2
        i += 2
    parts.append(_strftime_tt(fmt[j:], tt, "", 0))
    return "".join(parts)


# ---- strptime ----------------------------------------------------------------------------------

_D = "0123456789"
_N = "123456789"
_STRP_ALTS = {
    "d": (("3", "01"), ("12", _D), ("0", _N), (_N,), (" ", _N)),
    "H": (("2", "0123"), ("01", _D), (_D,)),
    "I": (("1", "012"), ("0", _N), (_N,)),
    "G": ((_D, _D, _D, _D),),
    "j": (("3", "6", "0123456"), ("3", "012345", _D), ("12", _D, _D), ("0", _N, _D), ("0", "0", _N),
          (_N, _D), ("0", _N), (_N,)),
    "m": (("1", "012"), ("0", _N), (_N,)),
    "M": (("012345", _D), (_D,)),
    "S": (("6", "01"), ("012345", _D), (_D,)),
    "U": (("5", "0123"), ("01234", _D), (_D,)),
    "W": (("5", "0123"), ("01234", _D), (_D,)),
    "w": (("0123456",),),
    "u": (("1234567",),),
    "V": (("5", "0123"), ("0", _N), ("1234", _D), (_D,)),
    "y": ((_D, _D),),
    "Y": ((_D, _D, _D, _D),),
}


def _by_length(names):
    return tuple(sorted([x.lower() for x in names], key=len, reverse=True))


_STRP_NAMES = {
    "a": _by_length(_DAYNAMES[1:]),
    "A": _by_length(_FULL_DAYS),
    "b": _by_length(_MONTHNAMES[1:]),
    "B": _by_length(_FULL_MONTHS[1:]),
    "p": ("am", "pm"),
    "Z": ("utc", "gmt"),
}
_STRP_EXPAND = {"c": "%a %b %d %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S"}
_REGEX_SPECIALS = "\\.^$*+?(){}[]|"
# Parsed formats by format string (module state, like CPython's cache of compiled patterns).
_STRP_CACHE = {}


def _strp_items(fmt, whole):
    items = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c == "%":
            if i + 1 >= n:
                raise ValueError("stray %% in format '%s'" % whole)
            d = fmt[i + 1]
            i += 2
            if d in _STRP_EXPAND:
                items.extend(_strp_items(_STRP_EXPAND[d], whole))
            elif d == "%":
                if items and items[-1][0] == 0:
                    prev = items[-1]
                    items[-1] = (0, prev[1] + "%", prev[2] + ("%",))
                else:
                    items.append((0, "%", ("%",)))
            elif d in _STRP_ALTS or d in _STRP_NAMES or d == "f" or d == "z":
                items.append((2, d, None))
            elif d.isspace() or d in _REGEX_SPECIALS:
                raise ValueError("'%%' is a bad directive in format '%s'" % whole)
            else:
                raise ValueError("'%s' is a bad directive in format '%s'" % (d, whole))
        elif c.isspace():
            while i < n and fmt[i].isspace():
                i += 1
            items.append((1, None, None))
        else:
            # A run of literal characters is one item (its text, then its lowered characters).
            if items and items[-1][0] == 0:
                prev = items[-1]
                items[-1] = (0, prev[1] + c, prev[2] + (c.lower(),))
            else:
                items.append((0, c, (c.lower(),)))
            i += 1
    return items


def _count_digits(s, p, most):
    k = 0
    while k < most and p + k < len(s) and "0" <= s[p + k] <= "9":
        k += 1
    return k


def _z_ends(s, p):
    # [+-]HH:?MM(:?SS(.f{1,6})?)? | Z, longest first.
    out = []
    n = len(s)
    if p < n and s[p] in "+-" and _count_digits(s, p + 1, 2) == 2:
        q = p + 3
        if q < n and s[q] == ":":
            q += 1
        if q + 1 < n + 0 and q < n and s[q] in "012345" and q + 1 < n and "0" <= s[q + 1] <= "9":
            q += 2
            r = q + 1 if q < n and s[q] == ":" else q
            if r < n and s[r] in "012345" and r + 1 < n and "0" <= s[r + 1] <= "9":
                r += 2
                if r < n and s[r] == ".":
                    k = _count_digits(s, r + 1, 6)
                    while k > 0:
                        out.append(r + 1 + k)
                        k -= 1
                out.append(r)
            out.append(q)
    if p < n and s[p] == "Z":
        out.append(p + 1)
    return out


def _strp_ends(item, s, p):
    kind, d, lowered = item
    n = len(s)
    if kind == 0:
        # Literal text, compared character by character ignoring case (the regex's IGNORECASE).
        k = len(d)
        if s.startswith(d, p):
            return (p + k,)
        if p + k > n:
            return ()
        for j in range(k):
            if s[p + j].lower() != lowered[j]:
                return ()
        return (p + k,)
    if kind == 1:
        q = p
        while q < n and s[q].isspace():
            q += 1
        return tuple(range(q, p, -1))
    alts = _STRP_ALTS.get(d)
    if alts is not None:
        out = []
        for alt in alts:
            k = len(alt)
            if p + k <= n:
                ok = True
                for j in range(k):
                    if s[p + j] not in alt[j]:
                        ok = False
                        break
                if ok:
                    out.append(p + k)
        return out
    names = _STRP_NAMES.get(d)
    if names is not None:
        out = []
        for name in names:
            if s[p:p + len(name)].lower() == name:
                out.append(p + len(name))
        return out
    if d == "f":
        k = _count_digits(s, p, 6)
        return tuple(range(p + k, p, -1))
    return _z_ends(s, p)


def _strp_match(items, s):
    # The first match in the order a backtracking regex engine finds it: (end, captures).
    width = len(s) + 1
    dead = set()
    stack = []
    k = 0
    pos = 0
    count = len(items)
    while True:
        if k == count:
            caps = []
            for fr in stack:
                it = items[fr[0]]
                if it[0] == 2:
                    caps.append((it[1], s[fr[1]:fr[2][fr[3] - 1]]))
            return pos, caps
        key = k * width + pos
        ends = () if key in dead else _strp_ends(items[k], s, pos)
        if ends:
            stack.append([k, pos, ends, 1])
            pos = ends[0]
            k += 1
            continue
        dead.add(key)
        while stack:
            fr = stack[-1]
            if fr[3] < len(fr[2]):
                pos = fr[2][fr[3]]
                fr[3] += 1
                k = fr[0] + 1
                break
            dead.add(fr[0] * width + fr[1])
            stack.pop()
        else:
            return None


def _julian_from_week(year, week, weekday, monday_first):
    first = date(year, 1, 1).weekday()
    if not monday_first:
        first = (first + 1) % 7
        weekday = (weekday + 1) % 7
    week0 = (7 - first) % 7
    if week == 0:
        return 1 + weekday - first
    return 1 + week0 + 7 * (week - 1) + weekday


def _strptime(data, fmt):
    # CPython's _strptime._strptime: (9 fields + tzname + gmtoff, fraction, gmtoff fraction).
    for index, arg in enumerate((data, fmt)):
        if not isinstance(arg, str):
            raise TypeError("strptime() argument %d must be str, not %s" % (index, type(arg)))
    items = _STRP_CACHE.get(fmt)
    if items is None:
        items = _strp_items(fmt, fmt)
        if len(_STRP_CACHE) >= 100:
            _STRP_CACHE.clear()
        _STRP_CACHE[fmt] = items
    names = set()
    for kind, d, _ in items:
        if kind == 2:
            if d in names:
                raise ValueError("redefinition of group name %r" % d)
            names.add(d)
    found = _strp_match(items, data)
    if found is None:
        raise ValueError("time data %r does not match format %r" % (data, fmt))
    end, caps = found
    if end != len(data):
        raise ValueError("unconverted data remains: %s" % data[end:])
    seen = dict(caps)
    year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tz = -1
    gmtoff = None
    gmtoff_fraction = 0
    iso_year = iso_week = week_of_year = week_start = None
    weekday = julian = None
    for key, v in caps:
        if key == "y":
            year = int(v)
            year += 2000 if year <= 68 else 1900
        elif key == "Y":
            year = int(v)
        elif key == "G":
            iso_year = int(v)
        elif key == "m":
            month = int(v)
        elif key == "B":
            month = [x.lower() for x in _FULL_MONTHS[1:]].index(v.lower()) + 1
        elif key == "b":
            month = [x.lower() for x in _MONTHNAMES[1:]].index(v.lower()) + 1
        elif key == "d":
            day = int(v)
        elif key == "H":
            hour = int(v)
        elif key == "I":
            hour = int(v)
            ampm = seen.get("p", "").lower()
            if ampm in ("", "am"):
                if hour == 12:
                    hour = 0
            elif ampm == "pm":
                if hour != 12:
                    hour += 12
        elif key == "M":
            minute = int(v)
        elif key == "S":
            second = int(v)
        elif key == "f":
            fraction = int(v + "0" * (6 - len(v)))
        elif key == "A":
            weekday = [x.lower() for x in _FULL_DAYS].index(v.lower())
        elif key == "a":
            weekday = [x.lower() for x in _DAYNAMES[1:]].index(v.lower())
        elif key == "w":
            weekday = int(v)
            weekday = 6 if weekday == 0 else weekday - 1
        elif key == "u":
            weekday = int(v) - 1
        elif key == "j":
            julian = int(v)
        elif key == "U" or key == "W":
            week_of_year = int(v)
            week_start = 6 if key == "U" else 0
        elif key == "V":
            iso_week = int(v)
        elif key == "z":
            z = v
            if z == "Z":
                gmtoff = 0
            else:
                if z[3] == ":":
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ":":
                            raise ValueError("Inconsistent use of : in %s" % v)
                        z = z[:5] + z[6:]
                hours = int(z[1:3])
                minutes = int(z[3:5])
                seconds = int(z[5:7] or 0)
                gmtoff = hours * 3600 + minutes * 60 + seconds
                rest = z[8:]
                gmtoff_fraction = int(rest + "0" * (6 - len(rest)))
                if z.startswith("-"):
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
        elif key == "Z":
            tz = 0
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive "
                             "'%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year "
                             "directive '%G'. Use '%Y' instead.")
    elif week_of_year is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive "
                             "'%G' and a weekday directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive '%Y'. "
                         "Use the ISO year '%G' instead.")
    leap_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_fix = True
    elif year is None:
        year = 1900
    if julian is None and weekday is not None:
        if week_of_year is not None:
            julian = _julian_from_week(year, week_of_year, weekday, week_start == 0)
        elif iso_year is not None and iso_week is not None:
            corr = date(iso_year, 1, 4).isoweekday() + 3
            julian = iso_week * 7 + weekday + 1 - corr
            year = iso_year
            if julian < 1:
                julian += date(iso_year, 1, 1).toordinal()
                year = iso_year - 1
                julian -= date(year, 1, 1).toordinal()
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _is_leap(year) else 365
    if julian is None:
        _check_date_fields(year, month, day)
        julian = _ymd2ord(year, month, day) - _ymd2ord(year, 1, 1) + 1
    else:
        r = date.fromordinal(julian - 1 + date(year, 1, 1).toordinal())
        year = r.year
        month = r.month
        day = r.day
    if weekday is None:
        weekday = (_ymd2ord(year, month, day) + 6) % 7
    tzname = seen.get("Z")
    if leap_fix:
        year = 1900
    return (year, month, day, hour, minute, second, weekday, julian, tz, tzname, gmtoff), fraction, gmtoff_fraction
)PY";
}

}  // namespace basilisk::stdlib
