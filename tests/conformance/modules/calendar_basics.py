# calendar: CPython's module (monthrange, names, text calendars, timegm).
import calendar
from datetime import date
print(calendar.monthrange(2024, 2), calendar.monthrange(2023, 2), calendar.monthrange(2100, 2))
print(calendar.isleap(2000), calendar.isleap(1900), calendar.leapdays(1900, 2024))
print(calendar.month_name[1:4], list(calendar.day_name), calendar.month_abbr[12], calendar.day_abbr[6], repr(calendar.month_name[0]))
print(calendar.weekday(2024, 7, 4), calendar.MONDAY, calendar.SUNDAY, calendar.timegm((2024, 1, 1, 0, 0, 0)))
print(calendar.monthcalendar(2024, 2))
print(calendar.month(2024, 3))
print(calendar.TextCalendar(calendar.SUNDAY).formatmonth(2025, 1))
print(list(calendar.Calendar().itermonthdates(2024, 2))[:3])
print(calendar.Calendar(firstweekday=6).monthdayscalendar(2024, 6)[0])
print(list(calendar.Calendar().itermonthdays2(2024, 1))[:5])
for bad in (13, 0):
    try:
        calendar.monthrange(2024, bad)
    except calendar.IllegalMonthError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
print(calendar.calendar(2024)[:300])
print(calendar.weekheader(3), calendar.firstweekday())
print(calendar.HTMLCalendar().formatmonth(2024, 1)[:160])
def last_business_day(y, m):
    d = calendar.monthrange(y, m)[1]
    while calendar.weekday(y, m, d) >= 5:
        d -= 1
    return date(y, m, d)
print([last_business_day(2024, m) for m in (3, 6, 8)])
def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))
print([add_months(date(2024, 1, 31), k) for k in range(4)])
