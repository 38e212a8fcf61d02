# statistics over 100,000 floats: mean, stdev and pvariance (CPython sums them exactly through
# fractions; basilisk's exact sums are native), median and fmean.
import random
import statistics

random.seed(12345)
data = [random.random() * 1000.0 - 250.0 for _ in range(100000)]
out = []
for _ in range(3):
    out.append(statistics.mean(data))
    out.append(statistics.stdev(data))
    out.append(statistics.pvariance(data))
out.append(statistics.median(data))
out.append(statistics.fmean(data))
print(out)
