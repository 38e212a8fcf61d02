# calendar's module-level functions: leap years, weekdays, month ranges, timegm, the shared
# first weekday, the name tables, the constants and the error classes with their messages.
import calendar


def t(f):
    try:
        print('OK', repr(f()))
    except Exception as e:
        print('ERR', type(e).__name__, e)


print([calendar.isleap(y) for y in (1600, 1700, 1900, 1996, 2000, 2023, 2024, 2100, 0, -4, -100)])
print(calendar.leapdays(2000, 2024), calendar.leapdays(1900, 2000), calendar.leapdays(2024, 2000),
      calendar.leapdays(-100, 100), calendar.leapdays(2001, 2001), calendar.leapdays(1, 10000))
print([calendar.weekday(2024, m, 1) for m in range(1, 13)])
print(calendar.weekday(1970, 1, 1), calendar.weekday(1, 1, 1), calendar.weekday(9999, 12, 31),
      calendar.weekday(2000, 2, 29))
# Years datetime cannot hold still get a weekday (the 400-year cycle repeats).
print(calendar.weekday(0, 1, 1), calendar.weekday(-1, 3, 1), calendar.weekday(10000, 1, 1),
      calendar.weekday(12345, 6, 7), calendar.weekday(10000, 2, 29))
t(lambda: calendar.weekday(2024, 13, 1))
t(lambda: calendar.weekday(2024, 2, 30))
t(lambda: calendar.weekday(2023, 2, 29))
t(lambda: calendar.weekday(2024, 1, 0))
t(lambda: calendar.weekday(2024.0, 1, 1))
print([calendar.monthrange(2024, m) for m in range(1, 13)])
print(calendar.monthrange(1900, 2), calendar.monthrange(2000, 2), calendar.monthrange(0, 2),
      calendar.monthrange(10000, 1), calendar.monthrange(-7, 12), calendar.monthrange(9999, 12))
t(lambda: calendar.monthrange(2024, 13))
t(lambda: calendar.monthrange(2024, 0))
t(lambda: calendar.monthrange(2024, -1))
t(lambda: calendar.monthrange(2024, 2.0))
print(calendar.monthcalendar(2024, 2))
print(calendar.monthcalendar(2021, 2), calendar.monthcalendar(10000, 1)[0])
t(lambda: calendar.monthcalendar(2024, 13))

for tt in [(2024, 1, 1, 0, 0, 0), (1970, 1, 1, 0, 0, 0), (1969, 12, 31, 23, 59, 59),
           (2024, 2, 30, 12, 0, 0), (2024, 1, 40, 25, 61, 61), (2024, 3, 0, 0, 0, 0),
           (2000, 3, 1, 1, 2, 3, 4, 5, 6), (9999, 12, 31, 23, 59, 59), (1, 1, 1, 0, 0, 0),
           [2024, 6, 15, 8, 30, 0], (2024, 1, 1, 0, 0, 0.25), (2024, 1, 1, -1, 0, 0)]:
    t(lambda: calendar.timegm(tt))
t(lambda: calendar.timegm((2024, 13, 1, 0, 0, 0)))
t(lambda: calendar.timegm((10000, 1, 1, 0, 0, 0)))
t(lambda: calendar.timegm((0, 1, 1, 0, 0, 0)))
t(lambda: calendar.timegm((2024, 1, 1)))
t(lambda: calendar.timegm((2024, 1, 1, 0, 0, 'a')))

# The module-wide first weekday drives month(), monthcalendar() and weekheader().
print(calendar.firstweekday())
for v in (6, 3, 0):
    calendar.setfirstweekday(v)
    print(calendar.firstweekday(), calendar.weekheader(2), calendar.monthcalendar(2024, 3)[0])
for v in (7, -1, 10, 'x'):
    t(lambda: calendar.setfirstweekday(v))
print(calendar.firstweekday())

for table in (calendar.month_name, calendar.month_abbr, calendar.day_name, calendar.day_abbr):
    print(len(table), list(table), repr(table[0]), table[-1], table[1:3], table[::-3])
    print('May' in table, 'Mon' in table, 'Monday' in table, [n for n in table if n.startswith('J')])
    t(lambda: table[13])
    t(lambda: table['x'])
    t(lambda: table[1.0])
print(calendar.month_name[calendar.February], calendar.day_name[calendar.SUNDAY])
print(dict(zip(calendar.month_abbr[1:], range(1, 13)))['Sep'])

print(calendar.MONDAY, calendar.TUESDAY, calendar.WEDNESDAY, calendar.THURSDAY, calendar.FRIDAY,
      calendar.SATURDAY, calendar.SUNDAY, type(calendar.MONDAY).__name__)
print(calendar.EPOCH, calendar.January, calendar.February, calendar.mdays, calendar.error)
print(issubclass(calendar.IllegalMonthError, ValueError), issubclass(calendar.IllegalWeekdayError, ValueError))
e = calendar.IllegalMonthError(13)
print(str(e), e.args, e.month, repr(e))
e = calendar.IllegalWeekdayError(9)
print(str(e), e.args, e.weekday, repr(e))
print(str(calendar.IllegalMonthError('x')), str(calendar.IllegalWeekdayError('y')))
try:
    calendar.monthrange(2024, 14)
except ValueError as err:
    print('caught as ValueError:', type(err).__name__, err)
try:
    calendar.setfirstweekday(8)
except calendar.error as err:
    print('caught as calendar.error:', type(err).__name__, err)
print(sorted(n for n in calendar.__all__ if not n.startswith('Locale')))
