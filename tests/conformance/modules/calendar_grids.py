# calendar.Calendar's iterators and grids: the firstweekday property, the itermonth* family
# (including the neighbouring months' days and years outside datetime's range), the month and
# year grids with their width, and the errors for bad months and unrepresentable dates.
import calendar


def t(f):
    try:
        print('OK', repr(f()))
    except Exception as e:
        print('ERR', type(e).__name__, e)


cal = calendar.Calendar()
print(cal.firstweekday, cal.getfirstweekday(), list(cal.iterweekdays()))
for v in (6, 9, -1, 13):
    c2 = calendar.Calendar(v)
    print(v, c2.firstweekday, c2.getfirstweekday(), list(c2.iterweekdays()))
cal.firstweekday = 3
print(cal.firstweekday, list(cal.iterweekdays()))
cal.setfirstweekday(6)
print(cal.getfirstweekday(), cal.monthdayscalendar(2024, 6))
cal.firstweekday = 0
t(lambda: calendar.Calendar('a').firstweekday)
print(calendar.Calendar(firstweekday=2).firstweekday, calendar.TextCalendar(5).firstweekday,
      calendar.HTMLCalendar(4).firstweekday)

for fwd in (0, 2, 6):
    c3 = calendar.Calendar(fwd)
    for y, m in ((2024, 2), (2021, 2), (2023, 12), (2024, 1), (2015, 2)):
        print(fwd, y, m, list(c3.itermonthdays(y, m)))
        print(list(c3.itermonthdays2(y, m)))
        print(list(c3.itermonthdays3(y, m)))
        print(list(c3.itermonthdays4(y, m))[:8])
        print([d.isoformat() for d in c3.itermonthdates(y, m)])
print(cal.monthdayscalendar(2024, 3))
print(cal.monthdays2calendar(2024, 3))
print(cal.monthdatescalendar(2024, 3)[0])
print(type(cal.monthdays2calendar(2024, 3)[0][0]).__name__, type(cal.monthdayscalendar(2024, 3)[0]).__name__)
print([type(g).__name__ for g in (cal.iterweekdays(), cal.itermonthdates(2024, 1),
                                  cal.itermonthdays(2024, 1), cal.itermonthdays2(2024, 1),
                                  cal.itermonthdays3(2024, 1), cal.itermonthdays4(2024, 1))])

# Day grids work for any year; dates stop at datetime's limits.
sun = calendar.Calendar(6)
print(list(sun.itermonthdays3(1, 1))[:3], list(sun.itermonthdays4(1, 1))[:3])
print(list(cal.itermonthdays3(9999, 12))[-3:], list(cal.itermonthdays4(9999, 12))[-3:])
print(list(cal.itermonthdays2(10000, 1))[:3], cal.monthdayscalendar(0, 2))
print(len(list(cal.itermonthdates(1, 1))), sun.monthdayscalendar(1, 1)[0])
t(lambda: list(sun.itermonthdates(1, 1)))
t(lambda: list(cal.itermonthdates(9999, 12)))
t(lambda: cal.monthdatescalendar(9999, 12))
t(lambda: cal.yeardatescalendar(9999))
t(lambda: cal.monthdatescalendar(10000, 1))
it = cal.itermonthdates(9999, 12)
got = []
try:
    for d in it:
        got.append(d)
except ValueError as e:
    print('stopped after', len(got), got[-1], e)

for meth in ('itermonthdays', 'itermonthdays2', 'itermonthdays3', 'itermonthdays4', 'itermonthdates'):
    t(lambda: list(getattr(cal, meth)(2024, 13)))
    t(lambda: list(getattr(cal, meth)(2024, 0)))
for meth in ('monthdayscalendar', 'monthdays2calendar', 'monthdatescalendar'):
    t(lambda: getattr(cal, meth)(2024, -3))

for width in (1, 2, 3, 4, 5, 7, 12, 13, -1):
    rows = cal.yeardayscalendar(2025, width)
    print(width, len(rows), [len(r) for r in rows], rows[0][0][0] if rows else None)
print(cal.yeardays2calendar(2024, width=12)[0][1][:2])
print(cal.yeardayscalendar(2024)[3][2])
print([[len(mon) for mon in row] for row in cal.yeardatescalendar(2024, 4)])
print(cal.yeardatescalendar(2024, 6)[1][5][-1][-1])
t(lambda: cal.yeardayscalendar(2024, 0))
print(calendar.Calendar(6).yeardayscalendar(10000, 6)[0][0][0])
