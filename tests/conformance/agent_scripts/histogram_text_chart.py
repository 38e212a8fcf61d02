latencies = [12, 45, 33, 120, 87, 15, 9, 250, 64, 48, 31, 77, 18, 305, 52, 41, 29, 95, 110, 23]
buckets = [(0, 25), (25, 50), (50, 100), (100, 200), (200, 1000)]
counts = {b: 0 for b in buckets}
for ms in latencies:
    for lo, hi in buckets:
        if lo <= ms < hi:
            counts[(lo, hi)] += 1
            break
scale = max(counts.values())
for (lo, hi), n in counts.items():
    bar = "█" * round(n / scale * 20)
    print(f"{lo:>4}-{hi:<5}|{bar:<20}| {n:>2} ({n / len(latencies):.0%})")
srt = sorted(latencies)


def pct(p):
    k = (len(srt) - 1) * p / 100
    f = int(k)
    c = min(f + 1, len(srt) - 1)
    return srt[f] + (srt[c] - srt[f]) * (k - f)


print(" ".join(f"p{p}={pct(p):.1f}" for p in (50, 90, 95, 99)))
print(f"min={min(latencies)} max={max(latencies)} mean={sum(latencies) / len(latencies):.2f}")
slow = [i for i, ms in enumerate(latencies) if ms > 100]
print("slow idx:", slow, "streak:", max(len(s) for s in "".join("x" if m > 40 else "." for m in latencies).split(".")))
