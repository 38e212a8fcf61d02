import datetime
from datetime import date, time, timedelta

calls = [lambda: date(0, 1, 1), lambda: date(10000, 1, 1), lambda: date(2024, 13, 1), lambda: date(2023, 2, 29),
         lambda: date(2024, 1, 0), lambda: date(2024.0, 1, 1), lambda: date("2024", 1, 1), lambda: date(10**20, 1, 1),
         lambda: time(24), lambda: time(0, 60), lambda: time(0, 0, 60), lambda: time(0, 0, 0, 10**6),
         lambda: time(fold=2), lambda: datetime.datetime(2024, 1, 1, 24), lambda: date.max + timedelta(1),
         lambda: date.min - timedelta(1), lambda: date.fromordinal(0), lambda: date.fromordinal(3652060),
         lambda: datetime.datetime.max + timedelta(microseconds=1), lambda: date(2024, 1, 1) + 1,
         lambda: date(2024, 1, 1) < 1, lambda: date(2024, 1, 1) < datetime.datetime(2024, 1, 1),
         lambda: datetime.datetime(2024, 1, 1) < date(2024, 1, 1), lambda: date(2024, 1, 2) - datetime.datetime(2024, 1, 1),
         lambda: datetime.datetime(2024, 1, 1) - date(2024, 1, 1), lambda: date.fromisocalendar(2024, 53, 1),
         lambda: date.fromisocalendar(2024, 1, 0), lambda: date.fromisocalendar(0, 1, 1),
         lambda: datetime.datetime.fromtimestamp(1e20), lambda: datetime.datetime.fromtimestamp(float("nan")),
         lambda: datetime.datetime.fromtimestamp("x"), lambda: datetime.datetime.utcfromtimestamp(-62135596801),
         lambda: date(2024, 1, 1).strftime(5), lambda: datetime.datetime.combine(1, 2),
         lambda: datetime.datetime(2024, 1, 1).astimezone(5), lambda: date(2024, 1, 1).year_x,
         lambda: datetime.datetime(2024, 1, 1).isoformat(timespec="x"),
         lambda: datetime.datetime.fromtimestamp(-62135596800), lambda: datetime.datetime(1, 1, 1).astimezone(),
         lambda: datetime.datetime(9999, 12, 31, fold=1).timestamp(), lambda: datetime.datetime(9999, 12, 31).timestamp(),
         lambda: timedelta(1) / 0.0, lambda: timedelta(1) % timedelta(0), lambda: timedelta(1) / timedelta(0),
         lambda: divmod(timedelta(1), timedelta(0)), lambda: date(), lambda: date(2024), lambda: datetime.datetime(2024, 1),
         lambda: date(year=2024, day=1), lambda: datetime.timezone(), lambda: date(-2**40, 1, 1), lambda: timedelta(1) * float("inf")]
for c in calls:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
print(date.fromtimestamp(86400 * 365.5), datetime.datetime.fromtimestamp(-1.5, datetime.timezone.utc))
print(datetime.datetime.utcfromtimestamp(0.0000005), datetime.datetime.utcfromtimestamp(0.0000015), datetime.datetime.utcfromtimestamp(-0.0000005))


class MyDate(date):
    def hello(self):
        return "hi " + str(self.year)


m = MyDate(2024, 5, 6)
print(repr(m), m.hello(), type(m + timedelta(1)).__name__, type(m.replace(day=1)).__name__, MyDate.fromisoformat("2024-01-01").hello())


class MyDT(datetime.datetime):
    pass


print(repr(MyDT(2024, 1, 1, 5)), type(MyDT(2024, 1, 1) + timedelta(1)).__name__, repr(MyDT.fromisoformat("2024-01-01")))
