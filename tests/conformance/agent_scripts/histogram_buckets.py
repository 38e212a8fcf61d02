latencies = [12, 45, 7, 230, 88, 19, 150, 33, 61, 5, 999, 72, 41, 18, 260, 95, 14, 39, 120, 55]
buckets = [(0, 25), (25, 50), (50, 100), (100, 250), (250, None)]
counts = []
for lo, hi in buckets:
    n = sum(1 for v in latencies if v >= lo and (hi is None or v < hi))
    label = f"{lo}-{hi}ms" if hi is not None else f"{lo}ms+"
    counts.append((label, n))
width = max(len(l) for l, _ in counts)
for label, n in counts:
    print(f"{label:>{width}} | {'█' * n}{' ' if n else ''}{n}")
s = sorted(latencies)
def pct(p):
    k = (len(s) - 1) * p
    f = int(k)
    c = min(f + 1, len(s) - 1)
    return s[f] + (s[c] - s[f]) * (k - f)
for p in (0.5, 0.9, 0.95, 0.99):
    print(f"p{int(p * 100)}: {pct(p):.1f}ms")
print("mean:", sum(s) / len(s), "outliers:", [v for v in s if v > 3 * (sum(s) / len(s))])
