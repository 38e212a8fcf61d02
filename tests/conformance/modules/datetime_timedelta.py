from datetime import timedelta

cases = [timedelta(), timedelta(1), timedelta(days=1, seconds=3600), timedelta(seconds=-1),
         timedelta(microseconds=-1), timedelta(weeks=2, hours=-3), timedelta(days=-2, microseconds=5),
         timedelta(minutes=90), timedelta(milliseconds=1500), timedelta(days=1.5), timedelta(seconds=0.5),
         timedelta(microseconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=-0.5),
         timedelta(hours=1.1), timedelta(days=0.1, seconds=0.3, microseconds=0.9),
         timedelta(days=999999999), timedelta(seconds=86399.9999995)]
for c in cases:
    print(repr(c), str(c), c.days, c.seconds, c.microseconds, c.total_seconds())
a = timedelta(hours=5, minutes=3)
b = timedelta(minutes=7)
print(a + b, a - b, b - a, -a, +a, abs(-a), a * 2, 2 * a, a * 1.5, a * 0.1)
print(a / b, a // b, a % b, divmod(a, b), a / 3, a // 7, a / 2.5)
print(timedelta(microseconds=5) / 2, timedelta(microseconds=7) / 2, timedelta(microseconds=-5) / 2)
print(timedelta(seconds=1) * (1 / 3), timedelta(days=1) / timedelta(hours=1))
print(a > b, a == timedelta(seconds=18180), a != b, a == 5, bool(timedelta()), bool(b))
print(timedelta.min, timedelta.max, timedelta.resolution)
print(repr(timedelta.min), repr(timedelta.max))
print(hash(timedelta(1)) == hash(timedelta(hours=24)))
print(sorted([timedelta(3), timedelta(-1), timedelta(seconds=5)]))
print(sum([timedelta(1), timedelta(2)], timedelta()))
for bad in [lambda: timedelta(days=1000000000), lambda: timedelta(1) * 10**9,
            lambda: timedelta("1"), lambda: timedelta(1) + 1, lambda: timedelta(1) < 1,
            lambda: timedelta(1) / 0, lambda: timedelta(1) // 0, lambda: timedelta(seconds=float("nan")),
            lambda: timedelta(days=float("inf")), lambda: 1 - timedelta(1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
