import time

t = time.gmtime(1700000000)
print(t)
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst, t[0], t[:3], len(t), list(t)[-1])
print(time.gmtime(0), time.gmtime(-86400 * 366), time.gmtime(1e9 + 0.9).tm_sec)
print(time.strftime("%Y-%m-%d %H:%M:%S", t), time.strftime("%a, %d %b %Y %H:%M:%S +0000", t), time.strftime("%j %U %W %c", t))
print(time.strftime("%Y", (2024, 1, 2, 3, 4, 5, 1, 2, 0)), time.asctime(t), time.asctime((2024, 1, 2, 3, 4, 5, 1, 2, 0)))
print(time.mktime((2024, 1, 2, 3, 4, 5, 1, 2, 0)) - time.mktime((2024, 1, 1, 3, 4, 5, 0, 1, 0)))
print(time.strptime("2024-03-05 10:20", "%Y-%m-%d %H:%M"))
print(time.strptime("Tue Mar  5 10:20:30 2024"))
print(time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0)), time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0)) == (2024, 1, 2, 3, 4, 5, 1, 2, 0))
print(type(time.gmtime(0)).__name__, time.timezone, time.altzone, time.daylight)
for f in [lambda: time.sleep(-1), lambda: time.sleep("1"), lambda: time.struct_time((1, 2)),
          lambda: time.strftime("%Y", (2024, 13, 1, 0, 0, 0, 0, 1, 0)), lambda: time.gmtime("x"),
          lambda: time.strptime("x", "%Y"), lambda: time.strptime(1, "%Y")]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(time.strftime("%Z %z", time.gmtime(5)), time.gmtime(5).tm_zone, time.gmtime(5).tm_gmtoff)
