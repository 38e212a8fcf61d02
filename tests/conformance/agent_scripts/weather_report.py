readings = {
    "London": [12.1, 13.4, 11.8, 9.9, 14.2],
    "Paris": [15.0, 16.2, 17.8, 14.1, 15.5],
    "Oslo": [-2.5, -1.0, 0.4, -3.8, -0.2],
    "Cairo": [28.9, 30.1, 31.5, 29.7, 32.0],
}
def summarize(temps):
    return {"min": min(temps), "max": max(temps), "avg": sum(temps) / len(temps), "range": max(temps) - min(temps)}
summary = {city: summarize(t) for city, t in readings.items()}
print(f"{'City':<8}|{'Min':>7}|{'Max':>7}|{'Avg':>7}|{'Range':>7}")
print("-" * 8 + ("+" + "-" * 7) * 4)
for city, s in sorted(summary.items(), key=lambda kv: kv[1]["avg"], reverse=True):
    print(f"{city:<8}|{s['min']:>7.1f}|{s['max']:>7.1f}|{s['avg']:>7.2f}|{s['range']:>7.1f}")
warmest = max(summary, key=lambda c: summary[c]["max"])
coldest = min(summary, key=lambda c: summary[c]["min"])
print(f"Warmest peak: {warmest} ({summary[warmest]['max']}°C)")
print(f"Coldest low: {coldest} ({summary[coldest]['min']}°C)")
freezing = {c: sum(1 for t in temps if t < 0) for c, temps in readings.items()}
print("Freezing days:", {c: n for c, n in freezing.items() if n})
def to_f(c):
    return round(c * 9 / 5 + 32, 1)
print("Paris in F:", [to_f(t) for t in readings["Paris"]])
