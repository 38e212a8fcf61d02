import statistics as st
from statistics import StatisticsError
from fractions import Fraction as F

floats = [0.1, 0.2, 0.3, 1e-3, 2.5, 1e10, -3.75, 0.1]
ints = [1, 2, 3, 4, 4, 5, 10, 7]
mixed = [1, 2.5, 3, 0.1, 7]
fracs = [F(1, 3), F(2, 7), F(5, 2)]
big = [10 ** 30, 3, 10 ** 25 + 7]
tiny = [5e-324, 1e-300, 2.2250738585072014e-308]
data_sets = [floats, ints, mixed, fracs, big, tiny, [1.5], [2, 2], (0.1, 0.2, 0.7), range(1, 12), [True, False, True]]

for d in data_sets:
    print("==", d)
    for name in ["mean", "fmean", "median", "median_low", "median_high", "median_grouped", "mode",
                 "multimode", "variance", "pvariance", "stdev", "pstdev", "harmonic_mean", "geometric_mean", "quantiles"]:
        try:
            r = getattr(st, name)(d)
            print(name, repr(r), type(r).__name__)
        except (StatisticsError, TypeError, ValueError) as e:
            print(name, type(e).__name__, e)

print(st.mean(iter([1, 2, 3.5])), st.variance(x / 10 for x in range(10)), st.stdev(iter([1.5, 2.5, 2.5, 2.75, 3.25, 4.75])))
print(st.variance([1, 2, 3, 4], 2.5), st.pvariance([1, 2, 3, 4], 2.5), st.stdev([1.0, 2.0, 3.0], 2.0), st.pstdev([F(1, 2), F(3, 2)]))
print(st.mean([F(1, 2), 0.5]), st.mean([1, F(1, 2)]), st.variance([F(1, 2), F(3, 4), 1]))
print(st.fmean([1, 2, 3], weights=[3, 2, 1]), st.harmonic_mean([40, 60], weights=[5, 30]), st.median_grouped([52, 52, 53, 54], interval=2))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=10), st.quantiles([1.5, 2.5, 10, 20], n=3, method="inclusive"))
print(st.mode(["a", "b", "b", "c"]), st.multimode("aabbbbccddddeeffffgg"), st.multimode([]), st.median(["a", "c", "b"]))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), st.correlation(x, x[::-1]), st.correlation(x, y))
print(st.linear_regression(x, [2 * v + 1 for v in x]), st.linear_regression(x, y, proportional=True))
lr = st.linear_regression([1.0, 2.0, 4.0], [3.0, 5.5, 9.0])
print(lr.slope, lr.intercept, lr)
nan = float("nan")
inf = float("inf")
print(st.mean([1.0, nan]), st.mean([1.0, inf]), st.variance([1.0, inf, 2.0]), st.fmean([inf, 1]))
errors = [
    lambda: st.mean([]), lambda: st.fmean([]), lambda: st.median([]), lambda: st.mode([]),
    lambda: st.variance([1]), lambda: st.stdev([1]), lambda: st.pvariance([]), lambda: st.pstdev([]),
    lambda: st.harmonic_mean([]), lambda: st.harmonic_mean([-1, 2]), lambda: st.geometric_mean([]),
    lambda: st.geometric_mean([-1, 2]), lambda: st.quantiles([1], n=4), lambda: st.quantiles([1, 2], n=0),
    lambda: st.quantiles([1, 2], method="x"), lambda: st.covariance([1], [2]), lambda: st.covariance([1, 2], [1]),
    lambda: st.correlation([1, 1], [1, 2]), lambda: st.linear_regression([1, 1], [1, 2]),
    lambda: st.mean(["a", "b"]), lambda: st.mean([F(1, 2), 1.5, "x"]), lambda: st.median_grouped([1, 2], interval="x"),
    lambda: st.fmean([1, 2], weights=[1]), lambda: st.mean(5), lambda: st.harmonic_mean(["x"]),
    lambda: st.harmonic_mean([1, 2], weights=[1, -1]), lambda: st.mean([F(1, 2), 0.5, None]),
]
for f in errors:
    try:
        print(repr(f()))
    except (StatisticsError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(issubclass(StatisticsError, ValueError))
import random
random.seed(7)
data = [random.random() * 100 for _ in range(2000)]
print(st.mean(data), st.stdev(data), st.pvariance(data), st.median(data), st.geometric_mean(data))
print(st.mean([random.randint(-10 ** 6, 10 ** 6) for _ in range(999)]))
nd = st.NormalDist(100, 15)
print(nd, nd.cdf(130), nd.inv_cdf(0.9), nd.pdf(100), nd.overlap(st.NormalDist(110, 10)), nd.quantiles(4))
print(st.NormalDist.from_samples([1.0, 2.0, 4.0]), nd + 5, nd * 2, nd.zscore(85))
# Ranges (their sums in closed form here), empty, negative steps, big bounds.
for r in [range(10), range(-7, 50, 3), range(100, -1, -9), range(5, 5), range(10 ** 15, 10 ** 15 + 10 ** 6, 7), range(10 ** 6)]:
    for fn in [st.mean, st.variance, st.pstdev, st.stdev, st.fmean, st.median]:
        try:
            print(fn.__name__, repr(fn(r)))
        except StatisticsError as e:
            print(fn.__name__, "StatisticsError", e)
print(st.mean(range(10 ** 20, 10 ** 20 + 5)), st.pvariance(range(10 ** 20, 10 ** 20 + 5)))
# Powers of two at the ends of the exponent range, and results past float's range.
edge = [2.0 ** 1023, -2.0 ** 1000, 2.0 ** -1074, 1.5 * 2.0 ** 1000, 2.0 ** 970]
for fn in [st.mean, st.fmean, st.median, st.pvariance, st.variance, st.stdev]:
    for d in [edge, [2.0 ** 1023, 2.0 ** 1023], [2.0 ** -1074] * 3 + [0.0, -0.0], [-2.0 ** 1023, 1e308]]:
        try:
            print(fn.__name__, repr(fn(d)))
        except (StatisticsError, OverflowError) as e:
            print(fn.__name__, type(e).__name__, e)
