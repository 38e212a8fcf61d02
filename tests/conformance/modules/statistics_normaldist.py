# NormalDist: seeded samples draw from random's Mersenne Twister as CPython's do; arithmetic, equality, errors.
from statistics import NormalDist
import statistics
nd = NormalDist(10, 2)
print(nd.samples(3, seed=42), nd.mean, nd.stdev, nd.variance, nd.median, nd.mode)
print(NormalDist(1, 0.5) == NormalDist(1, 0.5), hash(NormalDist(1, 0.5)) == hash(NormalDist(1, 0.5)), repr(NormalDist(2, 3) - 1), 2 * NormalDist(1, 1))
try:
    NormalDist(0, -1)
except statistics.StatisticsError as e:
    print(e)
print(statistics.correlation([1, 2, 3], [3, 2, 1.5]), statistics.covariance([1.5, 2, 3], [3, 2, 1]))
