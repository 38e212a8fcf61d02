# date: ordinals, weekdays, ISO calendar, construction errors, comparisons, subclasses.
from datetime import date, datetime, timedelta, MINYEAR, MAXYEAR


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


# Round trips across the calendar (leap centuries, year ends, the extremes).
total = 0
for n in list(range(1, 800)) + list(range(36400, 37000)) + list(range(146000, 146200)) + list(range(730000, 731200, 7)) + list(range(3651900, 3652060)):
    d = date.fromordinal(n)
    assert d.toordinal() == n, n
    assert date(d.year, d.month, d.day) == d
    total += d.year * 10000 + d.month * 100 + d.day + d.weekday() + d.isoweekday()
print("ordinal checksum", total)
for y in (1, 4, 100, 200, 400, 1600, 1700, 1900, 2000, 2023, 2024, 2100, 9999):
    print(y, date(y, 1, 1).toordinal(), date(y, 12, 31).toordinal(), date(y, 3, 1).toordinal() - date(y, 2, 28).toordinal())
for y in range(2000, 2032):
    print(y, date(y, 1, 1).isocalendar(), date(y, 12, 28).isocalendar(), date(y, 12, 31).isocalendar(), date(y, 1, 1).weekday())
print(date(1, 1, 1).isocalendar(), date(9999, 12, 31).isocalendar(), date.min.weekday(), date.max.isoweekday())
ic = date(2024, 6, 15).isocalendar()
print(ic, ic.year, ic.week, ic.weekday, ic[0], ic[-1], list(ic), ic == (2024, 24, 6), len(ic))
for args in [(2004, 53, 7), (2009, 53, 1), (2015, 53, 4), (2020, 1, 1), (1, 1, 1), (9999, 52, 5), (2024, 52, 7)]:
    show("fromisocalendar%r" % (args,), lambda: date.fromisocalendar(*args))
for args in [(2023, 53, 1), (2024, 0, 1), (2024, 1, 8), (10000, 1, 1), (9999, 52, 6), (2024, "1", 1)]:
    show("fromisocalendar%r" % (args,), lambda: date.fromisocalendar(*args))
print(date(year=2024, month=2, day=29), date(2024, day=1, month=12), date(True, True, True))
for args in [(2023, 2, 29), (2024, 4, 31), (2024, 0, 1), (2024, 1, 32), (-1, 1, 1), (2**31, 1, 1),
             (2**63, 1, 1), (2024, 1.5, 1), (2024, 1, None), (None, 1, 1), (2024, 1, "1")]:
    show("date%r" % (args,), lambda: date(*args))
for n in (0, -5, 3652060, 2**31, 1.0, "1"):
    show("fromordinal(%r)" % (n,), lambda: date.fromordinal(n))
d = date(2024, 2, 29)
print(d.replace(year=2028), d.replace(month=3, day=31))
show("replace(year=2023)", lambda: d.replace(year=2023))
show("replace(month=13)", lambda: d.replace(month=13))
print(d + timedelta(days=366), timedelta(days=-60) + d, d - timedelta(days=60), d - timedelta(hours=23), d + timedelta(hours=47))
print(repr(d - date(2000, 1, 1)), repr(date(2000, 1, 1) - d), repr(d - d))
show("d+d", lambda: d + d)
show("d-1", lambda: d - 1)
show("d*2", lambda: d * 2)
show("min-1us", lambda: date.min - timedelta(microseconds=1))
show("max+86399s", lambda: date.max + timedelta(seconds=86399))
print(d == date(2024, 2, 29), d != date(2024, 2, 29), d < date(2024, 3, 1), d >= date(2024, 3, 1), d == 20240229, d != "x")
show("d<='x'", lambda: d <= "x")
show("d>dt", lambda: d > datetime(2024, 1, 1))
print(d == datetime(2024, 2, 29), datetime(2024, 2, 29) == d, d != datetime(2024, 2, 29))
print(len({date(2024, 1, 1), date(2024, 1, 1), date(2024, 1, 2)}), hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)))
print(d.timetuple(), d.timetuple().tm_wday, d.timetuple().tm_isdst)
print(d.ctime(), date(2024, 10, 5).ctime(), date(1, 1, 1).ctime())
print(d.isoformat(), date(5, 6, 7).isoformat(), str(date(999, 12, 1)), format(d, ""), "{:%A %d %B %Y}".format(d))
print(date.fromtimestamp(0), date.fromtimestamp(-1), date.fromtimestamp(951782400.9), date.fromtimestamp(-86400.5))
show("fromtimestamp(1e12)", lambda: date.fromtimestamp(1e12))
show("fromtimestamp(nan)", lambda: date.fromtimestamp(float("nan")))
show("fromtimestamp(None)", lambda: date.fromtimestamp(None))
print(date.resolution, date.min, date.max, MINYEAR, MAXYEAR, date.max.year)
print(d.__reduce__()[0])
try:
    d.year = 5
except AttributeError:
    print("AttributeError")


class Birthday(date):
    def __new__(cls, year, month, day, who="?"):
        self = super().__new__(cls, year, month, day)
        self.who = who
        return self

    def __repr__(self):
        return "Birthday(%s, %s)" % (self.isoformat(), self.who)


b = Birthday(1990, 5, 17, "ann")
print(b, repr(b), b.who, b.weekday(), type(b - timedelta(1)).__name__, repr(b - date(1990, 1, 1)))
print(b == date(1990, 5, 17), hasattr(b.replace(year=1991), "who"), type(b.replace(year=1991)).__name__, type(Birthday.fromordinal(5)).__name__)
print(type(Birthday.fromisocalendar(2020, 1, 1)).__name__, type(Birthday.fromisoformat("2020-01-05")).__name__)
