# datetime and time: construction, fold, arithmetic, comparisons (naive/aware), timestamps, hashing.
from datetime import date, datetime, time, timedelta, timezone, tzinfo


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


utc = timezone.utc
plus2 = timezone(timedelta(hours=2))
minus5 = timezone(timedelta(hours=-5), "EST")
x = datetime(2024, 12, 31, 23, 59, 59, 999999)
print(x + timedelta(microseconds=1), x - timedelta(days=365), x + timedelta(days=-0.5), timedelta(hours=1) + x)
print(repr(x - datetime(2000, 1, 1)), repr(datetime(2000, 1, 1) - x), repr(x - x))
print(datetime(2024, 2, 28, 12) + timedelta(days=1, hours=12), datetime(2023, 3, 1) - timedelta(seconds=1))
for args, kw in [((2024, 1, 1, 1, 2, 3, 4), {}), ((2024, 1, 1), {"fold": 1}), ((2024, 1, 1), {"tzinfo": utc, "fold": 1}),
                 ((2024, 1, 1, 0, 0, 0, 0, plus2), {}), ((2024,), {"month": 5, "day": 6, "minute": 7})]:
    show("datetime%r%r" % (args, kw), lambda: datetime(*args, **kw))
for args, kw in [((2024, 1, 1, 24), {}), ((2024, 1, 1, 0, 60), {}), ((2024, 1, 1, 0, 0, 60), {}),
                 ((2024, 1, 1, 0, 0, 0, -1), {}), ((2024, 1, 1), {"fold": -1}), ((2024, 1, 1), {"tzinfo": "utc"}),
                 ((2024, 1, 1, 1.0), {}), ((2024, 1, 1, "1"), {}), ((2024, 1, 1, 0, 0, 0, 2**40), {})]:
    show("datetime%r%r" % (args, kw), lambda: datetime(*args, **kw))
f1 = datetime(2024, 11, 3, 1, 30, fold=1)
f0 = f1.replace(fold=0)
print(repr(f1), f1.fold, f0.fold, f1 == f0, hash(f1) == hash(f0), repr(f1.time()), repr(f1.timetz()), repr(f1.replace(hour=5)))
print(repr(time(1, fold=1)), time(1, fold=1) == time(1), hash(time(1, fold=1)) == hash(time(1)), repr(time(1, fold=1).replace(minute=2)))
print(repr(datetime.combine(date(2024, 1, 1), time(5, fold=1))), repr(datetime.combine(date(2024, 1, 1), time(5, tzinfo=utc), tzinfo=None)))
show("combine(dt, t)", lambda: datetime.combine(datetime(2024, 1, 1, 5), time(6)))
show("combine(d, 'x')", lambda: datetime.combine(date(2024, 1, 1), "x"))
show("combine(d, t, tzinfo=1)", lambda: datetime.combine(date(2024, 1, 1), time(1), tzinfo=1))
a = datetime(2024, 6, 1, 12, tzinfo=plus2)
b = datetime(2024, 6, 1, 5, tzinfo=minus5)
n = datetime(2024, 6, 1, 10)
print(a == b, a < b, a - b, b - a, a == n, n == a, a != n, hash(a) == hash(a.astimezone(utc)))
print(sorted([b, a, a.astimezone(utc)]), max(a, b).tzname())
for name, f in [("a<n", lambda: a < n), ("n>=a", lambda: n >= a), ("a-n", lambda: a - n), ("n-a", lambda: n - a),
                ("a<date", lambda: a < date(2024, 1, 1)), ("a==date", lambda: a == date(2024, 6, 1)),
                ("a+a", lambda: a + a), ("a-1", lambda: a - 1), ("1-a", lambda: 1 - a), ("td-a", lambda: timedelta(1) - a),
                ("a>'x'", lambda: a > "x"), ("a==None", lambda: a == None),
                ("time naive<aware", lambda: time(1) < time(1, tzinfo=utc)),
                ("time aware==naive", lambda: time(1, tzinfo=utc) == time(1)),
                ("time+td", lambda: time(1) + timedelta(1)), ("time-time", lambda: time(2) - time(1)),
                ("time<'x'", lambda: time(1) < "x"), ("time==1", lambda: time(1) == 1)]:
    show(name, f)
print(time(12, tzinfo=plus2) == time(10, tzinfo=utc), time(12, tzinfo=plus2) < time(10, 1, tzinfo=utc),
      hash(time(12, tzinfo=plus2)) == hash(time(10, tzinfo=utc)), time(23, 59) > time(0))
print(time(1, 2, 3, 4, tzinfo=minus5).isoformat(), time(1, 2, 3, 4, tzinfo=minus5).utcoffset(), time(1, tzinfo=minus5).tzname(), time(1).dst())
print(repr(time(1, 2, 3, 4, tzinfo=minus5)), repr(time(0, 0, 1, fold=1, tzinfo=utc)), str(time(7, 8, 9, 10)))
for spec in ("auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"):
    print(spec, time(1, 2, 3, 456789).isoformat(spec), datetime(2024, 1, 2, 3, 4, 5, tzinfo=minus5).isoformat("T", spec))
show("time isoformat bad", lambda: time(1).isoformat("nano"))
show("time isoformat 5", lambda: time(1).isoformat(5))
show("dt isoformat sep", lambda: x.isoformat("ab"))
show("dt isoformat sep int", lambda: x.isoformat(1))
print(x.isoformat("\u00e9"), x.isoformat(" "), format(x, ""), format(time(1, 2), ""), "{:%H|%M}".format(time(1, 2)))
for ts in (0, 1, -1, 0.5, -0.5, 1.25, -1.25, 1e-7, 1700000000.123456, 1700000000.9999996, -0.0000005, 2**31, -2**31, 253402200000):
    print("ts", ts, datetime.utcfromtimestamp(ts), datetime.fromtimestamp(ts, utc), datetime.fromtimestamp(ts, plus2).isoformat())
for bad in (253402300800, -62135596801, 1e18, float("inf"), float("-inf"), "1", None):
    show("fromtimestamp(%r)" % (bad,), lambda: datetime.fromtimestamp(bad))
show("fromtimestamp(0, 5)", lambda: datetime.fromtimestamp(0, 5))
print(datetime(1970, 1, 1).timestamp(), datetime(2024, 5, 6, 7, 8, 9, 10).timestamp(), datetime(1, 1, 2).timestamp(), datetime(1900, 1, 1, 0, 0, 0, 1).timestamp())
print(a.timestamp(), b.timestamp(), datetime(1, 1, 1, tzinfo=utc).timestamp(), datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=utc).timestamp())
print(datetime.fromtimestamp(datetime(2024, 5, 6, 7, 8, 9, 10).timestamp()), datetime(2024, 1, 1).astimezone(), repr(datetime(2024, 1, 1).astimezone().tzinfo))
print(a.astimezone(), a.astimezone(minus5), a.astimezone(plus2) is a, repr(b.astimezone(utc)), b.astimezone(utc).tzname())
print(a.utctimetuple(), b.timetuple(), n.utctimetuple(), n.timetuple().tm_isdst, a.timetuple().tm_isdst)
print(a.ctime(), n.date(), n.time(), a.timetz(), a.date() == date(2024, 6, 1), a.toordinal(), a.weekday(), a.isoweekday(), a.isocalendar())
print(datetime.fromordinal(738000), repr(datetime.fromordinal(1)), datetime.fromisocalendar(2024, 10, 3))
print(a.replace(tzinfo=None), a.replace(tzinfo=utc), repr(a.replace(microsecond=5, fold=1)))
show("replace(tzinfo=5)", lambda: a.replace(tzinfo=5))
show("replace(hour=25)", lambda: a.replace(hour=25))
show("replace(fold=2)", lambda: a.replace(fold=2))
print(datetime.min, datetime.max, repr(datetime.min), repr(datetime.max), datetime.resolution, time.min, time.max)
print(len({datetime(2024, 1, 1), datetime(2024, 1, 1, 0), datetime(2024, 1, 1, tzinfo=utc)}), datetime(2024, 1, 1) in {datetime(2024, 1, 1): 1})
print(x.__reduce__()[0], time(1).__reduce__()[0], bool(time()), bool(datetime.min))


class Weird(tzinfo):
    def __init__(self, off, dst=None, name=None):
        self.off, self.d, self.name = off, dst, name

    def utcoffset(self, dt):
        return self.off

    def dst(self, dt):
        return self.d

    def tzname(self, dt):
        return self.name

    def __repr__(self):
        return "Weird(%r)" % (self.off,)


for tz in [Weird(timedelta(hours=25)), Weird(5), Weird(timedelta(hours=-24)), Weird(timedelta(seconds=1, microseconds=1)),
           Weird(None), Weird(timedelta(hours=1), timedelta(hours=30)), Weird(timedelta(hours=1), None, 5),
           Weird(timedelta(hours=1), "x", "NAME")]:
    d = datetime(2024, 1, 1, 12, tzinfo=tz)
    for name, f in [("utcoffset", d.utcoffset), ("dst", d.dst), ("tzname", d.tzname), ("str", lambda: str(d)),
                    ("astimezone", lambda: d.astimezone(utc)), ("hash", lambda: hash(d) == hash(d)), ("timetuple", lambda: d.timetuple().tm_isdst),
                    ("time.utcoffset", lambda: d.timetz().utcoffset()), ("sub", lambda: d - datetime(2024, 1, 1, tzinfo=utc))]:
        show(name, f)
show("fromutc naive", lambda: Weird(timedelta(0)).fromutc(datetime(2024, 1, 1)))
w = Weird(timedelta(hours=1), timedelta(0))
show("fromutc", lambda: w.fromutc(datetime(2024, 1, 1, tzinfo=w)))
show("fromutc None dst", lambda: Weird(timedelta(hours=1)).fromutc(datetime(2024, 1, 1, tzinfo=Weird(timedelta(hours=1)))))
w2 = Weird(timedelta(hours=1))
show("fromutc dst None", lambda: w2.fromutc(datetime(2024, 1, 1, tzinfo=w2)))
w3 = Weird(None)
show("fromutc off None", lambda: w3.fromutc(datetime(2024, 1, 1, tzinfo=w3)))
show("fromutc date", lambda: w.fromutc(date(2024, 1, 1)))
show("utc.fromutc other", lambda: utc.fromutc(datetime(2024, 1, 1, tzinfo=plus2)))
show("utc.fromutc naive", lambda: utc.fromutc(datetime(2024, 1, 1)))
show("utc.fromutc 1", lambda: utc.fromutc(1))
show("tzinfo().tzname", lambda: tzinfo().tzname(None))
show("tzinfo().dst", lambda: tzinfo().dst(None))
show("aware base tzinfo", lambda: datetime(2024, 1, 1, tzinfo=tzinfo()).utcoffset())
show("dt isoformat timespec 5", lambda: x.isoformat("T", 5))
show("dt isoformat timespec kw", lambda: x.isoformat(timespec=None))
show("time isoformat kw", lambda: time(1).isoformat(timespec=b"x"))
