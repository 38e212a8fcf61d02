# calendar's text output: month()/prmonth(), calendar()/prcal() with the w, l, c, m column
# parameters, the TextCalendar building blocks, weekheader/week/format/formatstring, and a
# subclass overriding formatday.
import calendar


def t(f):
    try:
        print('OK', repr(f()))
    except Exception as e:
        print('ERR', type(e).__name__, e)


print(calendar.month(2024, 2), end='')
calendar.prmonth(2023, 10)
calendar.prmonth(2026, 11, 3, 2)
for w in (-1, 0, 1, 2, 3, 5, 9):
    for l in (0, 1, 2):
        print(repr(calendar.month(2025, 6, w, l)))
print(repr(calendar.month(1, 1)), repr(calendar.month(9999, 12)))
print(repr(calendar.month(0, 1)), repr(calendar.month(10000, 12)))
t(lambda: calendar.month(2024, 13))
t(lambda: calendar.month(2024, 0))

print(calendar.calendar(2024))
calendar.prcal(2023, m=4)
print(calendar.calendar(2025, 3, 2, 4, 2))
print(repr(calendar.calendar(2024, 1, 0, 1, 1)))
print(repr(calendar.calendar(2024, 2, 1, 6, 5)))
print(repr(calendar.calendar(2024, 2, 1, 6, -1)))
print(repr(calendar.calendar(2024, 9, 1, 2, 2)[:400]))
t(lambda: calendar.calendar(2024, m=0))
print(repr(calendar.calendar(0, m=12)[:300]))

tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.firstweekday, tc.formatmonth(2024, 9), end='')
tc.prmonth(2024, 9, w=4, l=1)
tc.pryear(2021, w=2, l=1, c=3, m=6)
week = tc.monthdays2calendar(2024, 9)[0]
print(repr(tc.formatweek(week, 2)), repr(tc.formatweek(week, 4)))
tc.prweek(week, 3)
print('|')
for w in (-1, 0, 1, 2, 3, 4, 8, 9, 10, 12):
    print(w, repr(tc.formatweekheader(w)), repr(tc.formatweekday(2, w)))
for day in (0, 1, 9, 10, 31, 123):
    print(repr(tc.formatday(day, 0, 1)), repr(tc.formatday(day, 0, 2)), repr(tc.formatday(day, 6, 5)))
print(repr(tc.formatmonthname(2024, 3, 20)), repr(tc.formatmonthname(2024, 3, 20, False)),
      repr(tc.formatmonthname(2024, 3, 3)), repr(tc.formatmonthname(2024, 0, 12)),
      repr(tc.formatmonthname(-5, 12, 16, withyear=True)))
t(lambda: tc.formatmonthname(2024, 13, 20))

print(repr(calendar.weekheader(1)), repr(calendar.weekheader(3)), repr(calendar.weekheader(9)))
print(repr(calendar.week([(0, 0), (5, 1), (31, 6)], 3)))
calendar.prweek([(1, 0), (2, 1)], 3)
print('|')
print(repr(calendar.formatstring(['a', 'bb', 'ccc'])), repr(calendar.formatstring(['x', 'y'], 4, 1)),
      repr(calendar.formatstring([], 3, 3)), repr(calendar.formatstring(['x', 'y'], 3, -2)),
      repr(calendar.formatstring(['toolong'], 3)))
calendar.format(['left', 'right'])
calendar.format(['p', 'q', 'r'], 5, 1)


class Starred(calendar.TextCalendar):
    # Mark weekend days; every layout built on formatday picks it up.
    def formatday(self, day, weekday, width):
        text = super().formatday(day, weekday, width)
        if day and weekday >= 5:
            text = text[:-1] + '*' if text.endswith(' ') else text + '*'
        return text


s = Starred()
print(s.formatmonth(2024, 5, w=3))
print(s.formatyear(2024, w=3, m=2)[:700])
