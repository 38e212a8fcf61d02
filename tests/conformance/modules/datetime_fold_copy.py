# Fold-dependent zones (PEP 495 equality), argument conversion order, copies keeping fold, local astimezone.
from datetime import *
import copy
class Flip(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=-4) if dt.fold else timedelta(hours=-5)
    def dst(self, dt):
        return timedelta(0)
    def tzname(self, dt):
        return "F%d" % dt.fold
    def __repr__(self):
        return "Flip()"
f = Flip()
a = datetime(2024, 11, 3, 1, 30, tzinfo=f)
b = a.astimezone(timezone.utc)
print(a == b, a != b, b == a, a.replace(fold=1) == b - timedelta(hours=1), hash(a) == hash(a.replace(fold=1)))
print(a.replace(fold=1).utcoffset(), a.replace(fold=1).tzname(), a.replace(fold=1).astimezone(timezone.utc), (b - a), a.timetuple())
class I:
    def __index__(self):
        return 7
print(datetime(2024, I(), I(), I(), I(), I(), I()), date(True, 2, 3), time(I()))
for bad in [lambda: datetime(2024, 13, 1, 2**40), lambda: date(2024, 2, 30), lambda: datetime(2024, 1, 1, -1), lambda: time(1, 2, 3, 4, fold=True), lambda: time(hour=1.5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
x = datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=timezone(timedelta(hours=1), "A"), fold=1)
print(repr(copy.copy(x)), repr(copy.deepcopy(x)), repr(copy.deepcopy(timedelta(1, 2, 3))), repr(copy.deepcopy(time(1, tzinfo=timezone.utc))))
print(repr(copy.deepcopy(date(2024, 5, 6))), copy.deepcopy(timezone.utc) is timezone.utc)
print(timedelta(hours=1) == timedelta(hours=1) * 1.0, timedelta(0) in {timedelta(0): 1})
print(repr(datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone()), repr(datetime(2024, 1, 1).astimezone(timezone.utc)))
print(datetime(2024, 1, 1, 12).timestamp(), datetime(2024, 1, 1, 12, fold=1).timestamp())
