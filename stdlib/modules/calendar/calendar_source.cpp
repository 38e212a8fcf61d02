// calendar: month and year grids (Calendar), plain-text layouts (TextCalendar and the
// module-level month/calendar/prmonth/prcal over one shared instance) and HTML tables
// (HTMLCalendar), written in Python for Basilisk, English names only. The weekday of a month's
// first day comes from a day count valid for every integer year, so the day grids and layouts
// also cover years datetime cannot hold; only what hands out or goes through datetime.date
// (itermonthdates, the *datescalendar methods, weekday's argument checks, timegm) meets
// datetime's limits and raises its errors. The locale subclasses (LocaleTextCalendar,
// LocaleHTMLCalendar, different_locale) are not provided: there is no locale support.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view calendar_source() {
    return R"PY(
# calendar for Basilisk: English-only month grids as lists, text and HTML.
#
# Everything is computed from one piece of arithmetic: the weekday of the first of a month,
# taken from the count of days since the proleptic Gregorian day zero. That count is valid for
# every integer year, so the day grids (itermonthdays*, monthdayscalendar, the text and HTML
# layouts) work for years datetime cannot represent, as CPython's do; only the functions that
# hand out datetime.date objects (itermonthdates and the *datescalendar methods) and those that
# go through a date (weekday for its argument checks, timegm) meet datetime's year limits and
# raise datetime's own errors.
#
# Formatting methods always call each other through self, so a subclass overriding formatday,
# formatweek, formatmonthname, ... changes every layout built on it.
import datetime

__all__ = ['IllegalMonthError', 'IllegalWeekdayError', 'setfirstweekday', 'firstweekday',
           'isleap', 'leapdays', 'weekday', 'monthrange', 'monthcalendar', 'prmonth', 'month',
           'prcal', 'calendar', 'timegm', 'month_name', 'month_abbr', 'day_name', 'day_abbr',
           'Calendar', 'TextCalendar', 'HTMLCalendar', 'weekheader',
           'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % (self.month,)


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % (self.weekday,)


MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
January = 1
February = 2
EPOCH = 1970

# Month lengths in a common year; index 0 is a filler so that months index directly.
mdays = [0,
         31, 28, 31, 30, 31, 30,
         31, 31, 30, 31, 30, 31]

# Days of a common year that precede the first of each month (index = month).
_BEFORE_MONTH = [0, 0]
for _n in mdays[1:12]:
    _BEFORE_MONTH.append(_BEFORE_MONTH[-1] + _n)
del _n

_FIRST_YEAR = datetime.MINYEAR
_LAST_YEAR = datetime.MAXYEAR

# Day number of 1970-01-01 counted the way date.toordinal() counts (0001-01-01 is day 1).
_UNIX_DAY0 = 719163


class _NameTable:
    # A read-only sequence of English names. Indexing and slicing go straight to a list, so
    # the errors (bad index type, index out of range) are the list's own, as in CPython.
    __slots__ = ('_names',)

    def __init__(self, names):
        self._names = names

    def __getitem__(self, pos):
        return self._names[pos]

    def __len__(self):
        return len(self._names)

    def __iter__(self):
        return iter(self._names)

    def __contains__(self, word):
        return word in self._names


_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
           'September', 'October', 'November', 'December']
_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

# Month tables have an empty entry 0 so that month numbers index them directly.
month_name = _NameTable([''] + _MONTHS)
month_abbr = _NameTable([''] + [m[:3] for m in _MONTHS])
day_name = _NameTable(list(_DAYS))
day_abbr = _NameTable([d[:3] for d in _DAYS])


# ---- day arithmetic --------------------------------------------------------------------------

def isleap(year):
    if year % 4 != 0:
        return False
    return year % 100 != 0 or year % 400 == 0


def _leap_years_up_to(y):
    # Leap years among 1..y (negative and zero y count backwards consistently, so differences
    # are right for any pair of years).
    return y // 4 - y // 100 + y // 400


def leapdays(y1, y2):
    return _leap_years_up_to(y2 - 1) - _leap_years_up_to(y1 - 1)


def _days_in(year, month):
    if month == 2 and isleap(year):
        return 29
    return mdays[month]


def _first_weekday(year, month):
    # Weekday (0 = Monday) of the first of the month. Day 1 of the count is Monday 0001-01-01,
    # so a day numbered n falls on weekday (n - 1) % 7, and the first of the month is day
    # (days before it) + 1.
    y = year - 1
    before = y * 365 + _leap_years_up_to(y) + _BEFORE_MONTH[month]
    if month > 2 and isleap(year):
        before += 1
    return before % 7


def weekday(year, month, day):
    # datetime checks the month and day (and the types) and gives the errors. Outside its
    # years, a year with the same calendar stands in: the Gregorian cycle of 400 years is
    # exactly 20871 weeks long.
    if not (_FIRST_YEAR <= year <= _LAST_YEAR):
        year = year % 400 + 2000
    stand_in = datetime.date(year, month, day)
    return stand_in.weekday()


def monthrange(year, month):
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    if type(year) is int and type(month) is int:
        return _first_weekday(year, month), _days_in(year, month)
    # Not plain integers (a float, say): datetime accepts or rejects them as CPython does.
    return weekday(year, month, 1), _days_in(year, month)


def timegm(tuple):
    fields = tuple[:6]
    year, month, day, hh, mm, ss = fields
    # The month's start goes through datetime so that bad years and months raise its errors;
    # the day itself may run past the month (or be 0) and simply counts on from there.
    month_start = datetime.date(year, month, 1).toordinal()
    days = month_start - _UNIX_DAY0 + (day - 1)
    return ((days * 24 + hh) * 60 + mm) * 60 + ss


def _neighbour(year, month, step):
    # (year, month) one month before (step -1) or after (step +1).
    month += step
    if month < 1:
        return year - 1, 12
    if month > 12:
        return year + 1, 1
    return year, month


def _sevens(items):
    # Cut a flat sequence whose length is a multiple of 7 into a list of weeks.
    items = list(items)
    return [items[i:i + 7] for i in range(0, len(items), 7)]


class Calendar(object):
    """Month grids as lists and iterators; the subclasses below turn them into text."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    # The stored value is kept as given; reading it reduces it modulo 7.
    def getfirstweekday(self):
        return self._week_start % 7

    def setfirstweekday(self, firstweekday):
        self._week_start = firstweekday

    firstweekday = property(fget=getfirstweekday, fset=setfirstweekday)

    def iterweekdays(self):
        start = self.firstweekday
        for offset in range(7):
            yield (start + offset) % 7

    def _grid(self, year, month):
        # The month's place in whole weeks: blank cells before day 1, the month's length, and
        # blank cells after the last day.
        first, length = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        tail = -(lead + length) % 7
        return lead, length, tail

    def itermonthdays(self, year, month):
        lead, length, tail = self._grid(year, month)
        for _ in range(lead):
            yield 0
        for day in range(1, length + 1):
            yield day
        for _ in range(tail):
            yield 0

    def itermonthdays2(self, year, month):
        wd = self.firstweekday
        for day in self.itermonthdays(year, month):
            yield day, wd
            wd = (wd + 1) % 7

    def itermonthdays3(self, year, month):
        lead, length, tail = self._grid(year, month)
        if lead:
            py, pm = _neighbour(year, month, -1)
            last = _days_in(py, pm)
            for day in range(last - lead + 1, last + 1):
                yield py, pm, day
        for day in range(1, length + 1):
            yield year, month, day
        if tail:
            ny, nm = _neighbour(year, month, 1)
            for day in range(1, tail + 1):
                yield ny, nm, day

    def itermonthdays4(self, year, month):
        wd = self.firstweekday
        for cell in self.itermonthdays3(year, month):
            yield cell + (wd,)
            wd = (wd + 1) % 7

    def itermonthdates(self, year, month):
        # Dates are made one by one, so a grid reaching past datetime's range fails only when
        # iteration gets to the first day it cannot represent.
        make = datetime.date
        for cell in self.itermonthdays3(year, month):
            yield make(*cell)

    def monthdatescalendar(self, year, month):
        return _sevens(self.itermonthdates(year, month))

    def monthdays2calendar(self, year, month):
        return _sevens(self.itermonthdays2(year, month))

    def monthdayscalendar(self, year, month):
        return _sevens(self.itermonthdays(year, month))

    def _year_rows(self, per_month, width):
        # Twelve month grids in rows of `width` months.
        grids = [per_month(m) for m in range(1, 13)]
        return [grids[i:i + width] for i in range(0, 12, width)]

    def yeardatescalendar(self, year, width=3):
        return self._year_rows(lambda m: self.monthdatescalendar(year, m), width)

    def yeardays2calendar(self, year, width=3):
        return self._year_rows(lambda m: self.monthdays2calendar(year, m), width)

    def yeardayscalendar(self, year, width=3):
        return self._year_rows(lambda m: self.monthdayscalendar(year, m), width)


def _row(cells, colwidth, gap):
    # One line of a multi-column layout: each cell centred in its column, columns separated
    # by `gap` spaces (a negative gap means none), trailing blanks dropped.
    return (' ' * gap).join(cell.center(colwidth) for cell in cells).rstrip()


class TextCalendar(Calendar):
    """Plain-text calendars: a month is 7 columns of width w (at least 2) with one space
    between them; a year puts m months side by side, c spaces apart."""

    def prweek(self, theweek, width):
        text = self.formatweek(theweek, width)
        print(text, end='')

    def formatday(self, day, weekday, width):
        text = '%2i' % day if day else ''
        return text.center(width)

    def formatweek(self, theweek, width):
        return ' '.join([self.formatday(d, wd, width) for d, wd in theweek])

    def formatweekday(self, day, width):
        # Full names only once a column can hold the longest of them.
        table = day_name if width >= 9 else day_abbr
        return table[day][:width].center(width)

    def formatweekheader(self, width):
        return ' '.join([self.formatweekday(wd, width) for wd in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = '%s %r' % (title, theyear)
        return title.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        text = self.formatmonth(theyear, themonth, w, l)
        print(text, end='')

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(w, 2)
        newlines = '\n' * max(l, 1)
        lines = [self.formatmonthname(theyear, themonth, 7 * w + 6), self.formatweekheader(w)]
        lines += [self.formatweek(row, w) for row in self.monthdays2calendar(theyear, themonth)]
        return newlines.join([line.rstrip() for line in lines]) + newlines

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w = max(w, 2)
        newlines = '\n' * max(l, 1)
        gap = max(c, 2)
        colwidth = 7 * w + 6
        total = colwidth * m + gap * (m - 1)
        out = [repr(theyear).center(total).rstrip(), newlines]
        day_heads = self.formatweekheader(w)
        first = 1
        for band in self.yeardays2calendar(theyear, m):
            months = range(first, first + len(band))
            first += len(band)
            out.append(newlines)
            titles = [self.formatmonthname(theyear, k, colwidth, False) for k in months]
            out += [_row(titles, colwidth, gap), newlines]
            out += [_row([day_heads] * len(band), colwidth, gap), newlines]
            depth = max([len(grid) for grid in band])
            for i in range(depth):
                cells = [self.formatweek(grid[i], w) if i < len(grid) else '' for grid in band]
                out += [_row(cells, colwidth, gap), newlines]
        return ''.join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        text = self.formatyear(theyear, w, l, c, m)
        print(text, end='')


class HTMLCalendar(Calendar):
    """Calendars as HTML tables; the class attributes name the CSS classes used."""

    cssclasses = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
    cssclasses_weekday_head = cssclasses
    cssclass_noday = 'noday'
    cssclass_month_head = 'month'
    cssclass_month = 'month'
    cssclass_year_head = 'year'
    cssclass_year = 'year'

    def formatday(self, day, weekday):
        if not day:
            return f'<td class="{self.cssclass_noday}">&nbsp;</td>'
        return f'<td class="{self.cssclasses[weekday]}">{day:d}</td>'

    def formatweek(self, theweek):
        cells = ''.join([self.formatday(d, wd) for d, wd in theweek])
        return '<tr>' + cells + '</tr>'

    def formatweekday(self, day):
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        cells = ''.join([self.formatweekday(wd) for wd in self.iterweekdays()])
        return '<tr>' + cells + '</tr>'

    def formatmonthname(self, theyear, themonth, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = '%s %s' % (title, theyear)
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, title)

    def formatmonth(self, theyear, themonth, withyear=True):
        parts = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">'
                 % self.cssclass_month,
                 self.formatmonthname(theyear, themonth, withyear=withyear),
                 self.formatweekheader()]
        parts += [self.formatweek(row) for row in self.monthdays2calendar(theyear, themonth)]
        parts.append('</table>')
        return '\n'.join(parts) + '\n'

    def formatyear(self, theyear, width=3):
        width = max(width, 1)
        out = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">\n'
               % self.cssclass_year,
               '<tr><th colspan="%d" class="%s">%s</th></tr>'
               % (width, self.cssclass_year_head, theyear)]
        for start in range(1, 13, width):
            out.append('<tr>')
            for m in range(start, min(start + width, 13)):
                out += ['<td>', self.formatmonth(theyear, m, withyear=False), '</td>']
            out.append('</tr>')
        out.append('</table>')
        return ''.join(out)

    def formatyearpage(self, theyear, width=3, css='calendar.css', encoding=None):
        # A whole XHTML document around formatyear's table, as bytes. The default encoding is
        # UTF-8 (sys.getdefaultencoding() in CPython, which is always that).
        if encoding is None:
            encoding = 'utf-8'
        lines = ['<?xml version="1.0" encoding="%s"?>' % encoding,
                 '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                 '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
                 '<html>',
                 '<head>',
                 '<meta http-equiv="Content-Type" content="text/html; charset=%s" />' % encoding]
        if css is not None:
            lines.append('<link rel="stylesheet" type="text/css" href="%s" />' % css)
        lines += ['<title>Calendar for %s</title>' % theyear, '</head>', '<body>',
                  self.formatyear(theyear, width) + '</body>', '</html>', '']
        return '\n'.join(lines).encode(encoding, 'xmlcharrefreplace')


# ---- module-level interface over one shared TextCalendar ---------------------------------------

c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    # Unlike Calendar.firstweekday, the module-wide setting accepts 0..6 only.
    if not (MONDAY <= firstweekday <= SUNDAY):
        raise IllegalWeekdayError(firstweekday)
    c.setfirstweekday(firstweekday)


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear

# The default column width and spacing of format/formatstring are those of a default year
# layout (three 20-character months, 6 spaces apart).
def formatstring(cols, colwidth=20, spacing=6):
    return (' ' * spacing).join([col.center(colwidth) for col in cols])


def format(cols, colwidth=20, spacing=6):
    line = formatstring(cols, colwidth, spacing)
    print(line)
)PY";
}

}  // namespace basilisk::stdlib
