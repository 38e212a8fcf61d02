from datetime import datetime, timedelta, timezone, tzinfo, time, UTC

utc = timezone.utc
print(repr(utc), str(utc), utc is UTC, timezone(timedelta(0)) is utc)
for tz in [timezone(timedelta(hours=5, minutes=30)), timezone(timedelta(hours=-8), "PST"),
           timezone(timedelta(seconds=-3601)), timezone(timedelta(seconds=61, microseconds=5)),
           timezone.min, timezone.max, timezone(timedelta(0), "Z")]:
    print(repr(tz), str(tz), tz.utcoffset(None), tz.tzname(None), tz.dst(None))
ist = timezone(timedelta(hours=5, minutes=30))
a = datetime(2024, 3, 10, 12, 0, tzinfo=ist)
print(a, repr(a), a.utcoffset(), a.tzname(), a.dst())
b = a.astimezone(utc)
print(b, a == b, hash(a) == hash(b), a - b, b.astimezone(ist))
print(a.astimezone(timezone(timedelta(hours=-7))), a.isoformat(timespec="seconds"))
print(a.timestamp(), a.astimezone(), a.astimezone(utc).replace(tzinfo=None))
naive = datetime(2024, 3, 10, 12, 0)
print(naive == a, naive != a)
for f in [lambda: naive < a, lambda: naive - a, lambda: a - naive,
          lambda: timezone(timedelta(hours=24)), lambda: timezone(5),
          lambda: timezone(timedelta(1), 5), lambda: datetime(2024, 1, 1, tzinfo=5),
          lambda: time(1) < time(1, tzinfo=utc), lambda: datetime(9999, 12, 31, 23, tzinfo=utc) + timedelta(hours=1),
          lambda: datetime(1, 1, 1) - timedelta(1), lambda: utc.utcoffset(5)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(time(1, tzinfo=utc) == time(1), time(3, tzinfo=ist) < time(1, tzinfo=utc))


class Fixed(tzinfo):
    def __init__(self, minutes, name):
        self.off = timedelta(minutes=minutes)
        self.name = name

    def utcoffset(self, dt):
        return self.off

    def tzname(self, dt):
        return self.name

    def dst(self, dt):
        return timedelta(0)

    def __repr__(self):
        return "Fixed(%r)" % self.name


f = Fixed(-300, "EST")
x = datetime(2024, 6, 1, 9, 30, tzinfo=f)
print(x, repr(x), x.tzname(), x.utcoffset(), x.astimezone(utc), utc.fromutc(datetime(2024, 1, 1, tzinfo=utc)))
print(datetime(2024, 6, 1, 14, 30, tzinfo=utc).astimezone(f), x.strftime("%H:%M %Z %z"))
try:
    tzinfo().utcoffset(None)
except NotImplementedError as e:
    print("NotImplementedError", e)
