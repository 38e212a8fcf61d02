# timezone: fixed offsets, names, reprs, equality, hashing and constructor errors.
from datetime import datetime, timedelta, timezone, tzinfo, time, UTC


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


for off in [timedelta(0), timedelta(hours=1), timedelta(hours=-1), timedelta(minutes=-30), timedelta(hours=23, minutes=59),
            timedelta(seconds=1), timedelta(seconds=-1), timedelta(microseconds=1), timedelta(microseconds=-1),
            timedelta(hours=5, seconds=30, microseconds=250), timedelta(hours=-23, minutes=-59, seconds=-59, microseconds=-999999)]:
    tz = timezone(off)
    print(repr(tz), str(tz), tz.tzname(None), tz.utcoffset(None), tz.dst(None), tz == timezone(off, "n"), hash(tz) == hash(off))
    d = datetime(2024, 1, 1, 12, tzinfo=tz)
    print("  ", d, d.isoformat(timespec="minutes"), d.strftime("%z|%Z|%:z" if False else "%z|%Z"), d.astimezone(UTC))
print(repr(timezone(timedelta(hours=3), "Moscow")), str(timezone(timedelta(hours=3), "Moscow")), repr(timezone(timedelta(0), "")))
print(repr(timezone(offset=timedelta(hours=1), name="X")), timezone(timedelta(0)) is UTC, timezone(timedelta(0), "UTC") is UTC, repr(timezone(timedelta(0), "UTC")))
print(timezone.utc == timezone(timedelta(0), "zulu"), timezone.min, timezone.max, repr(timezone.min), timezone.min.utcoffset(None))
print(timezone(timedelta(hours=1)) != timezone(timedelta(hours=2)), timezone.utc == UTC, timezone.utc == 0, timezone.utc != "UTC")
print(len({timezone(timedelta(hours=1)), timezone(timedelta(hours=1), "A"), UTC}))
print(UTC.utcoffset(datetime(2024, 1, 1)), UTC.tzname(datetime(2024, 1, 1)), UTC.dst(datetime(2024, 1, 1)), isinstance(UTC, tzinfo))
for f in [lambda: timezone(timedelta(hours=24)), lambda: timezone(timedelta(hours=-24)), lambda: timezone(-timedelta(hours=24, microseconds=1)),
          lambda: timezone(3600), lambda: timezone(timedelta(1), None), lambda: timezone(timedelta(hours=1), b"x"),
          lambda: timezone(None), lambda: UTC.tzname(5), lambda: UTC.dst("x"), lambda: UTC.utcoffset(time(1)),
          lambda: timezone(timedelta(hours=1)) < timezone(timedelta(hours=2)), lambda: timezone(timedelta(hours=1)).fromutc(datetime(2024, 1, 1, tzinfo=UTC))]:
    show("err", f)
_h1 = timezone(timedelta(hours=1))
print(_h1.fromutc(datetime(2024, 1, 1, 23, tzinfo=_h1)))
print(datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=1), "A")) == datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=1), "B")))
print(datetime(2024, 1, 1, 1, tzinfo=timezone(timedelta(hours=1))) == datetime(2024, 1, 1, tzinfo=UTC))
print(datetime(2024, 1, 1, tzinfo=UTC).tzname(), datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=-3, minutes=-30))).tzname())
