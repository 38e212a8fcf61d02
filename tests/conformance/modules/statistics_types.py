# statistics: result types and exact values for ints, bools, floats, Fractions and mixtures;
# int and float subclasses; the xbar/mu arguments; the error cases of every function.
import statistics as st
from fractions import Fraction as F


def r(x):
    return "<iterator>" if hasattr(x, "__next__") else repr(x)


def show(label, thunk):
    try:
        r = thunk()
        print(label, repr(r), type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)


class MyFloat(float):
    pass


class MyInt(int):
    pass


class MyFrac(F):
    pass


inf, nan = float("inf"), float("nan")
datasets = {
    "ints": [1, 3], "ints3": [1, 2, 4], "bools": [True, False, True], "intbool": [1, True, 5],
    "fracs": [F(1, 2), F(1, 3), F(1, 7)], "int+frac": [1, F(1, 2)], "float+frac": [0.5, F(1, 3), 2],
    "float+int": [1, 2.5, 4], "myfloat": [MyFloat(1.5), 2.5], "myfloat+frac": [MyFloat(1.5), F(1, 2)],
    "myint": [MyInt(2), 4], "myint odd": [MyInt(1), 2], "myint+float": [MyInt(3), 0.5], "myfrac": [MyFrac(1, 2), 1],
    "myfrac+frac": [F(1, 4), MyFrac(1, 2)], "tuple": (0.1, 0.2, 0.4), "gen": None, "inf": [1.0, inf, 2.0],
    "nan": [1.0, nan], "inf-inf": [inf, -inf], "frac+inf": [F(1, 2), inf], "big": [10 ** 40, 1, 3],
    "negzero": [-0.0, -0.0], "range": range(0, 10, 3), "one": [7], "str": ["a", "b"], "none": [1, None],
    "mixed bad": [F(1, 2), 1.5, "x"],
}
for name, d in datasets.items():
    for fn in [st.mean, st.fmean, st.variance, st.pvariance, st.stdev, st.pstdev, st.median, st.median_low,
               st.median_high, st.harmonic_mean, st.geometric_mean]:
        data = (x / 4 for x in range(1, 6)) if d is None else d
        show("%s %s" % (fn.__name__, name), lambda: fn(data))
for name, d, c in [("ints", [1, 2, 4], 2), ("ints frac c", [1, 2, 4], F(7, 3)), ("floats", [1.5, 2.5, 4.0], 2.5),
                   ("fracs", [F(1, 2), F(3, 2)], F(1)), ("ints float c", [1, 2, 4], 2.0), ("fracs float c", [F(1, 2), F(3, 2)], 1.0),
                   ("ints wrong c", [1, 2, 4], 100), ("gen", None, 1)]:
    for fn in [st.variance, st.pvariance, st.stdev, st.pstdev]:
        data = (x / 4 for x in range(1, 6)) if d is None else d
        show("%s %s" % (fn.__name__, name), lambda: fn(data, c))
show("NormalDist inf", lambda: st.NormalDist.from_samples([1.0, inf]))
show("from_samples ints", lambda: st.NormalDist.from_samples([1, 2, 4]))
show("from_samples fracs", lambda: st.NormalDist.from_samples([F(1, 2), F(3, 2), 2]))
show("from_samples one", lambda: st.NormalDist.from_samples([1]))

# harmonic_mean details.
for d, w in [([1, 2], None), ([F(1, 2), F(1, 3)], None), ([0, 5], None), ([5, 0], None), ([0, -1], None),
             ([-1, 0], None), ([2.5, 0.5], None), ([1, 2, 4], [1, 2, 0]), ([1, 2], [0, 0]), ([1, 2], [F(1, 2), 1]),
             ([F(3)], None), ([3.5], None), ([-3], None), (["x"], None), ([2], [3]), ([1, 2], [1]), (iter([1, 2, 4]), iter([3, 1, 1])),
             ([1, nan], None), ([1, inf], None), ([1, 2], [1.5, 0.5]), ([1, "x"], None), ([1, 2], [-1, 2]), ([True, 2], None)]:
    show("harmonic %s %s" % (r(d), r(w)), lambda: st.harmonic_mean(d, w))
# fmean and geometric_mean details.
for d, w in [([1, 2, 3], None), ([F(1, 3), F(2, 3)], None), (iter([1, 2]), None), ([], None), (iter([]), None), ([], []),
             ([1, 2], [1, 1]), (iter([1, 2, 3]), [1, 2, 3]), (iter([1, 2, 3]), [1, 2]), ([1, 2], iter([0.5, 0.5])),
             ([1, 2], [1, -1]), (["a"], None), ([1, 2], [1, 2, 3]), ([inf, 1], None), ([1e308, 1e308], None)]:
    show("fmean %s %s" % (r(d), r(w)), lambda: st.fmean(d, w))
for d in [[1, 2, 4], [F(1, 2), 2], [0, 1], [-1, 1], [], [2.5], iter([4, 9]), [1e300, 1e300]]:
    show("geometric %s" % r(d), lambda: st.geometric_mean(d))
# medians of odd and even lengths, strings, mixed.
for d in [[3, 1, 2], [4, 1, 3, 2], [F(1, 2), F(1, 3)], [1, F(1, 2)], [1.5, 2], ["b", "a", "c", "d"], [(1, 2), (0, 5)], iter([5, 3, 1])]:
    for fn in [st.median, st.median_low, st.median_high]:
        show("%s %s" % (fn.__name__, r(d)), lambda: fn(d))
for args in [([1],), ([F(1, 2)],), ([1, 3],), ([F(1, 2), F(3, 2)], F(1, 2)), ([1, 2, 2, 3], 2), (["a"],), ([1, 2], "x"),
             ([1, 2], None), ([1.5, 2.5, 2.5],), ([b"a", b"b"],), ([3, 5], 1), ([], 1), ([1, 2, 3, 4, 4, 4, 5], 0.5)]:
    show("median_grouped %r" % (args,), lambda: st.median_grouped(*args))
# mode and multimode.
for d in [[1, 1, 2], [1, 2, 2, 1], "abracadabra", [], iter([3, 3, 4]), [1.0, 1, True], [nan, nan], [(1,), (1,), (2,)], [[1], [1]]]:
    show("mode %s" % r(d), lambda: st.mode(d))
    show("multimode %s" % r(d), lambda: st.multimode(d))
