# Which operations build a subclass instance through its own __new__ (and with which arguments).
from datetime import *
class D(date):
    def __new__(cls, *a, **k):
        print("D.__new__", a, k)
        return super().__new__(cls, *a, **k)
    def __init__(self, *a, **k):
        print("D.__init__", a)
class DT(datetime):
    def __new__(cls, *a, **k):
        print("DT.__new__", a, k)
        return super().__new__(cls, *a, **k)
class TD(timedelta):
    def __new__(cls, *a, **k):
        print("TD.__new__", a, k)
        return super().__new__(cls, *a, **k)
class T(time):
    def __new__(cls, *a, **k):
        print("T.__new__", a, k)
        return super().__new__(cls, *a, **k)
d = D(2020, 1, 1)
for name, f in [("replace", lambda: d.replace(day=2)), ("add", lambda: d + timedelta(1)), ("sub", lambda: d - timedelta(1)),
   ("fromordinal", lambda: D.fromordinal(5)), ("fromiso", lambda: D.fromisoformat("2020-01-01")), ("fromisocal", lambda: D.fromisocalendar(2020,1,1)),
   ("fromts", lambda: D.fromtimestamp(0)), ]:
    print(name); r = f(); print(type(r).__name__)
x = DT(2020, 1, 1, tzinfo=timezone.utc)
for name, f in [("replace", lambda: x.replace(day=2)), ("add", lambda: x + timedelta(1)), ("sub", lambda: x - timedelta(1)),
   ("fromordinal", lambda: DT.fromordinal(5)), ("fromiso", lambda: DT.fromisoformat("2020-01-01")),
   ("fromts", lambda: DT.fromtimestamp(0)), ("fromts tz", lambda: DT.fromtimestamp(0, timezone.utc)), ("utcfromts", lambda: DT.utcfromtimestamp(0)),
   ("combine", lambda: DT.combine(date(2020,1,1), time(1))), ("astimezone", lambda: x.astimezone(timezone(timedelta(hours=1)))),
   ("astimezone same", lambda: x.astimezone(timezone.utc)), ("strptime", lambda: DT.strptime("2020", "%Y")), ("date()", lambda: x.date()),
   ("fromutc", lambda: timezone.utc.fromutc(x)), ("fromisocal", lambda: DT.fromisocalendar(2020,1,1))]:
    print(name); r = f(); print(type(r).__name__)
t = TD(1)
for name, f in [("add", lambda: t + t), ("neg", lambda: -t), ("pos", lambda: +t), ("abs", lambda: abs(t)), ("mul", lambda: t*2)]:
    print(name); r = f(); print(type(r).__name__)
tt = T(1, 2)
for name, f in [("replace", lambda: tt.replace(hour=3)), ("fromiso", lambda: T.fromisoformat("01:02"))]:
    print(name); r = f(); print(type(r).__name__)
