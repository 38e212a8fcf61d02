scores = {
    "ana": [88, 92, 79, 95],
    "ben": [72, 65, 80],
    "cho": [95, 98, 100, 97],
    "dev": [],
    "eli": [55, 61, 58, 70],
}


def letter(avg):
    for cutoff, grade in [(90, "A"), (80, "B"), (70, "C"), (60, "D")]:
        if avg >= cutoff:
            return grade
    return "F"


def median(xs):
    s = sorted(xs)
    n = len(s)
    if n == 0:
        raise ValueError("median of empty list")
    mid = n // 2
    return s[mid] if n % 2 else (s[mid - 1] + s[mid]) / 2


report = []
for name, xs in scores.items():
    try:
        avg = sum(xs) / len(xs)
    except ZeroDivisionError:
        report.append((name, None, "-", None))
        continue
    report.append((name, round(avg, 2), letter(avg), median(xs)))
for name, avg, g, med in sorted(report, key=lambda r: (r[1] is None, -(r[1] or 0))):
    avg_s = f"{avg:6.2f}" if avg is not None else "   n/a"
    print(f"{name:<4}{avg_s} {g} median={med}")
dist = {}
for _, _, g, _ in report:
    dist[g] = dist.get(g, 0) + 1
print(dict(sorted(dist.items())))
all_scores = [x for xs in scores.values() for x in xs]
mean = sum(all_scores) / len(all_scores)
var = sum((x - mean) ** 2 for x in all_scores) / len(all_scores)
print(f"n={len(all_scores)} mean={mean:.3f} sd={var ** 0.5:.3f} median={median(all_scores)}")
print([n for n, xs in scores.items() if xs and min(xs) >= 70], any(100 in xs for xs in scores.values()))
