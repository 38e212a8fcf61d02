# timedelta: normalisation, float rounding (halves to even), operators and their errors.
from datetime import timedelta


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


print(timedelta(1, 2, 3, 4, 5, 6, 7))
print(repr(timedelta(days=-1, seconds=86399, microseconds=999999)))
print(repr(timedelta(seconds=-86400 * 3 - 1)), str(timedelta(seconds=-86400 * 3 - 1)))
print(str(timedelta(days=-1)), str(timedelta(days=2, microseconds=1)), str(timedelta(days=-5, hours=3)))
print(repr(timedelta(True, False)), repr(timedelta(weeks=0.5)), repr(timedelta(minutes=-0.25)))
for us in (0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.4999, 3.5000001):
    print("us", us, repr(timedelta(microseconds=us)))
for ms in (0.0005, 0.0015, 0.0025, -0.0025, 1.0000005):
    print("ms", ms, repr(timedelta(milliseconds=ms)))
print(repr(timedelta(seconds=1e-7)), repr(timedelta(days=1e-11)), repr(timedelta(hours=1 / 3)))
print(repr(timedelta(days=0.5, hours=0.5, minutes=0.5, seconds=0.5, milliseconds=0.5, microseconds=0.5)))
print(repr(timedelta(microseconds=10**15)), repr(timedelta(seconds=-10**12)))
a = timedelta(days=3, hours=4, microseconds=7)
b = timedelta(hours=-5, seconds=13)
for name, f in [("a+b", lambda: a + b), ("a-b", lambda: a - b), ("b-a", lambda: b - a),
                ("a*3", lambda: a * 3), ("-2*b", lambda: -2 * b), ("a*0.3", lambda: a * 0.3),
                ("0.7*b", lambda: 0.7 * b), ("a*-1.25", lambda: a * -1.25), ("a/7", lambda: a / 7),
                ("b/7", lambda: b / 7), ("a/0.3", lambda: a / 0.3), ("a/-4.5", lambda: a / -4.5),
                ("a/b", lambda: a / b), ("a//b", lambda: a // b), ("a%b", lambda: a % b),
                ("b%a", lambda: b % a), ("divmod(a,b)", lambda: divmod(a, b)), ("divmod(b,a)", lambda: divmod(b, a)),
                ("a//3", lambda: a // 3), ("b//3", lambda: b // 3), ("b//-3", lambda: b // -3),
                ("abs(b)", lambda: abs(b)), ("-b", lambda: -b), ("+b", lambda: +b),
                ("a*True", lambda: a * True), ("a/True", lambda: a / True),
                ("us(5)*0.5", lambda: timedelta(microseconds=5) * 0.5),
                ("us(7)*0.5", lambda: timedelta(microseconds=7) * 0.5),
                ("us(-7)*0.5", lambda: timedelta(microseconds=-7) * 0.5),
                ("us(3)/2", lambda: timedelta(microseconds=3) / 2),
                ("us(-3)/2", lambda: timedelta(microseconds=-3) / 2),
                ("us(1)/3", lambda: timedelta(microseconds=1) / 3),
                ("us(2)/3", lambda: timedelta(microseconds=2) / 3),
                ("us(9)/4.0", lambda: timedelta(microseconds=9) / 4.0),
                ("max*0.5", lambda: timedelta.max * 0.5), ("min//2", lambda: timedelta.min // 2),
                ("max+res", lambda: timedelta.max + timedelta.resolution),
                ("min-res", lambda: timedelta.min - timedelta.resolution), ("-min", lambda: -timedelta.min),
                ("a*nan", lambda: a * float("nan")), ("a/inf", lambda: a / float("inf")),
                ("a*'x'", lambda: a * "x"), ("a/'x'", lambda: a / "x"), ("a//1.5", lambda: a // 1.5),
                ("a%3", lambda: a % 3), ("divmod(a,3)", lambda: divmod(a, 3)), ("3/a", lambda: 3 / a),
                ("a+1", lambda: a + 1), ("1+a", lambda: 1 + a), ("a-None", lambda: a - None),
                ("a<None", lambda: a < None), ("a>=0", lambda: a >= 0), ("a//0", lambda: a // 0),
                ("a//td0", lambda: a // timedelta(0)), ("a%td0", lambda: a % timedelta(0)),
                ("a/0", lambda: a / 0), ("a/0.0", lambda: a / 0.0), ("a/td0", lambda: a / timedelta(0))]:
    show(name, f)
print(a.total_seconds(), b.total_seconds(), timedelta.max.total_seconds(), timedelta.min.total_seconds())
print(timedelta(microseconds=1).total_seconds(), timedelta(days=-1, microseconds=1).total_seconds())
print(a == a * 1, a != b, a < b, a <= a, b > a, b >= b, a == "a", a != None, timedelta(0) == 0)
print(hash(timedelta(seconds=60)) == hash(timedelta(minutes=1)), bool(timedelta(microseconds=-1)))
print({timedelta(1): "x"}[timedelta(hours=24)], timedelta(1) in [timedelta(seconds=86400)])
print(timedelta.max, repr(timedelta.resolution), type(timedelta.max).__name__)
print(timedelta(1).days, timedelta(-1, 5).seconds, timedelta(microseconds=-1).microseconds)
for bad in [lambda: timedelta(days=-1000000000), lambda: timedelta(days=999999999, hours=24),
            lambda: timedelta(weeks=10**12), lambda: timedelta(days=10**30), lambda: timedelta(1e20),
            lambda: timedelta(minutes=None), lambda: timedelta(hours="1"),
            lambda: timedelta(weeks=[]), lambda: timedelta(milliseconds=b""), 
            lambda: timedelta(days=float("-inf")),
            lambda: timedelta.max * 2, lambda: timedelta.min * 1.5, lambda: timedelta(1) / 1e-300]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
try:
    timedelta(1).days = 5
except AttributeError as e:
    print("AttributeError")


class Span(timedelta):
    def half(self):
        return self / 2


s = Span(hours=3)
print(repr(s), str(s), s.half(), type(s + s).__name__, type(-s).__name__, type(s * 2).__name__, s == timedelta(hours=3))
print(type(abs(s)).__name__, isinstance(s, timedelta), repr(Span(0)))
