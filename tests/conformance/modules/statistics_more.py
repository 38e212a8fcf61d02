# statistics: quantiles, covariance, correlation, linear_regression and NormalDist in depth.
import statistics as st
from statistics import NormalDist, StatisticsError
from fractions import Fraction as F


def r(x):
    return "<iterator>" if hasattr(x, "__next__") else repr(x)


def show(label, thunk):
    try:
        r = thunk()
        print(label, repr(r), type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)


for d in [[1, 2], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [F(1, 2), F(3, 2), F(7, 4)], [2.5, 1.5, 9.0], range(20), [5, 5, 5, 5],
          iter([3, 1, 2]), [1, 100]]:
    for n in [1, 2, 3, 4, 10]:
        for method in ["exclusive", "inclusive"]:
            show("quantiles %s n=%d %s" % (r(d), n, method), lambda: st.quantiles(d, n=n, method=method))
for bad in [lambda: st.quantiles([1], n=4), lambda: st.quantiles([], n=4), lambda: st.quantiles([1, 2], n=0),
            lambda: st.quantiles([1, 2], n=-1), lambda: st.quantiles([1, 2], method="median"), lambda: st.quantiles([1, 2], 4),
            lambda: st.quantiles([1, 2], n=2.5), lambda: st.quantiles(["a", "b"], n=2)]:
    show("quantiles error", bad)

x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
pairs = [(x, y), (x, x), (x, x[::-1]), ([1.5, 2.5, 3.5], [10, 20, 31]), ([F(1, 2), F(3, 2), 2], [1, 2, 4]),
         ([1, 2], [3, 3]), ([2, 2], [1, 5]), ([1], [2]), ([1, 2], [1]), ([], []), ((1, 2, 3), (2, 4, 7)),
         (range(5), range(0, 10, 2)), ([1e10, 1e10 + 1, 1e10 + 2], [1, 2, 3]), (["a", "b"], [1, 2])]
for a, b in pairs:
    show("covariance %r %r" % (a, b), lambda: st.covariance(a, b))
    show("correlation %r %r" % (a, b), lambda: st.correlation(a, b))
    show("linear_regression %r %r" % (a, b), lambda: st.linear_regression(a, b))
    show("proportional %r %r" % (a, b), lambda: st.linear_regression(a, b, proportional=True))
show("covariance iter", lambda: st.covariance(iter([1, 2]), [1, 2]))
show("proportional zero", lambda: st.linear_regression([0, 0], [1, 2], proportional=True))
lr = st.linear_regression([1, 2, 3], [2, 4, 6.5])
print(lr, type(lr).__name__, lr.slope, lr.intercept, lr[0], lr._fields, tuple(lr), lr == (lr.slope, lr.intercept))

# NormalDist.
nd = NormalDist(100, 15)
print(nd, repr(nd), nd.mean, nd.median, nd.mode, nd.stdev, nd.variance)
print(NormalDist(), NormalDist(1), NormalDist(mu=2, sigma=3), NormalDist(F(1, 2), True))
for xv in [70, 85, 100, 115.5, 160, F(1, 2)]:
    print(xv, nd.pdf(xv), nd.cdf(xv), nd.zscore(xv))
for p in [1e-300, 1e-10, 0.001, 0.02425, 0.1, 0.4, 0.5, 0.6, 0.975, 0.99999, 1 - 1e-12]:
    print(p, nd.inv_cdf(p), NormalDist().inv_cdf(p))
print(nd.quantiles(), nd.quantiles(10), nd.quantiles(1), nd.quantiles(n=3))
for other in [NormalDist(110, 10), NormalDist(100, 15), NormalDist(160, 15), NormalDist(0, 1), NormalDist(100, 30), NormalDist(-5, 0.1)]:
    print(other, nd.overlap(other), other.overlap(nd))
ops = [lambda: nd + 5, lambda: 5 + nd, lambda: nd - 5, lambda: 5 - nd, lambda: nd * 2, lambda: 2 * nd, lambda: nd * -2,
       lambda: nd / 4, lambda: nd / -4, lambda: -nd, lambda: +nd, lambda: nd + NormalDist(10, 20), lambda: nd - NormalDist(10, 20),
       lambda: nd * nd, lambda: nd / nd, lambda: nd + "x", lambda: nd / 0, lambda: 2 / nd, lambda: nd * F(1, 2), lambda: nd + F(1, 2)]
for op in ops:
    show("op", op)
print(nd == NormalDist(100, 15), nd == NormalDist(100.0, 15.0), nd != NormalDist(100, 16), nd == 100, nd == (100, 15))
print(hash(nd) == hash(NormalDist(100.0, 15.0)), len({nd, NormalDist(100, 15), NormalDist(1, 1)}))
zero = NormalDist(3, 0)
for op in [lambda: zero.pdf(3), lambda: zero.cdf(3), lambda: zero.inv_cdf(0.5), lambda: zero.zscore(3),
           lambda: zero.overlap(nd), lambda: nd.overlap(zero), lambda: nd.overlap(5), lambda: nd.inv_cdf(0),
           lambda: nd.inv_cdf(1), lambda: nd.inv_cdf(-0.5), lambda: NormalDist(0, -1), lambda: NormalDist("x"),
           lambda: NormalDist(0, "x"), lambda: nd.quantiles(0), lambda: NormalDist.from_samples([]),
           lambda: NormalDist.from_samples("ab"), lambda: nd.samples(3, seed=1), lambda: nd.samples(0),
           lambda: NormalDist(1, 2).samples(4, seed="abc"), lambda: nd.mean + 1, lambda: zero + zero, lambda: zero * 0]:
    show("nd", op)
try:
    nd.mean = 5
except AttributeError as e:
    print("AttributeError")
print(isinstance(StatisticsError("x"), ValueError), StatisticsError.__mro__[1].__name__, sorted(st.__all__))
