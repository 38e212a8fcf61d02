# calendar.HTMLCalendar: day cells, week rows, headers, month and year tables, withyear, the
# year table's width, and a subclass replacing the CSS class attributes.
import calendar


def t(f):
    try:
        print('OK', repr(f()))
    except Exception as e:
        print('ERR', type(e).__name__, e)


h = calendar.HTMLCalendar()
print(h.formatmonth(2024, 2))
print(h.formatmonth(2024, 2, withyear=False))
print(calendar.HTMLCalendar(calendar.SUNDAY).formatmonth(2023, 12))
print(repr(h.formatday(0, 3)), repr(h.formatday(5, 3)), repr(h.formatday(31, 6)))
print(repr(h.formatweek([(0, 5), (1, 6)])))
print(repr(h.formatweekday(3)), repr(h.formatweekheader()))
print(repr(h.formatmonthname(2024, 3)), repr(h.formatmonthname(2024, 3, False)),
      repr(h.formatmonthname(2024, 3, withyear=False)), repr(h.formatmonthname(2024, 0)))
t(lambda: h.formatmonth(2024, 13))
t(lambda: h.formatmonthname(2024, 13))
t(lambda: h.formatmonth(2024, 0))
print(h.formatyear(2024))
print(calendar.HTMLCalendar(6).formatyear(2025, width=5))
for width in (-2, 0, 1, 2, 4, 12, 13):
    text = h.formatyear(2026, width)
    print(width, len(text), text.count('<tr><td>'), text[:140].replace('\n', '|'), text[-40:].replace('\n', '|'))
print(repr(h.formatyear(0, 6)[:200]), len(h.formatyear(10000)))
print(calendar.HTMLCalendar.cssclasses, calendar.HTMLCalendar.cssclasses_weekday_head,
      calendar.HTMLCalendar.cssclasses_weekday_head is calendar.HTMLCalendar.cssclasses,
      calendar.HTMLCalendar.cssclass_noday, calendar.HTMLCalendar.cssclass_month_head,
      calendar.HTMLCalendar.cssclass_month, calendar.HTMLCalendar.cssclass_year_head,
      calendar.HTMLCalendar.cssclass_year)


class Styled(calendar.HTMLCalendar):
    cssclasses = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'weekend']
    cssclasses_weekday_head = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7']
    cssclass_noday = 'blank'
    cssclass_month_head = 'mhead'
    cssclass_month = 'mtable'
    cssclass_year_head = 'yhead'
    cssclass_year = 'ytable'

    def formatday(self, day, weekday):
        # Link every real day; blanks keep the base class's cell.
        if day:
            return '<td class="%s"><a href="#d%d">%d</a></td>' % (self.cssclasses[weekday], day, day)
        return super().formatday(day, weekday)


s = Styled(2)
print(s.formatmonth(2024, 7))
print(s.formatyear(2024, 4)[:900])
print(repr(s.formatweekheader()), repr(s.formatmonthname(2024, 1)))

# formatyearpage: a whole XHTML document, as bytes in the chosen encoding.
page = h.formatyearpage(2024)
print(type(page).__name__, page[:420].decode(), page[-40:])
print(calendar.HTMLCalendar(6).formatyearpage(2023, 4, css=None, encoding='ascii')[:380])
print(h.formatyearpage(2025, width=2, css='style/cal.css', encoding='latin-1')[200:330])


class Starred(calendar.HTMLCalendar):
    def formatday(self, day, weekday):
        return '<td>%s</td>' % ('\u2605' if day == 1 else day)


print(Starred().formatyearpage(2024, 6, encoding='ascii')[1000:1300])
print(Starred().formatyearpage(2024, 6)[1000:1300])
t(lambda: h.formatyearpage(2024, encoding='nope'))
