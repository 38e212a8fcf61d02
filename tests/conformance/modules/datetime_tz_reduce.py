import copy, datetime as d
class MyTZ(d.tzinfo):
    def __init__(self, h=1): self.h = h
    def utcoffset(self, dt): return d.timedelta(hours=self.h)
    def tzname(self, dt): return "MY"
    def dst(self, dt): return d.timedelta(0)
t = copy.deepcopy(MyTZ(3))
print(t.h, type(t).__name__, copy.deepcopy(d.timezone(d.timedelta(hours=2), "X")), copy.copy(d.timezone.utc) is d.timezone.utc)
print(d.timezone.utc.__reduce__(), d.timezone(d.timedelta(hours=1), "A").__reduce__())
