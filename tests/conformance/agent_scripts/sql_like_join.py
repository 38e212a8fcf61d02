customers = [
    {"cid": 1, "name": "Acme", "tier": "gold"},
    {"cid": 2, "name": "Globex", "tier": "silver"},
    {"cid": 3, "name": "Initech", "tier": "gold"},
    {"cid": 4, "name": "Hooli", "tier": "bronze"},
]
orders = [
    {"oid": 10, "cid": 1, "total": 250.0}, {"oid": 11, "cid": 2, "total": 80.5},
    {"oid": 12, "cid": 1, "total": 19.99}, {"oid": 13, "cid": 3, "total": 1200.0},
    {"oid": 14, "cid": 9, "total": 5.0},
]
by_cid = {c["cid"]: c for c in customers}
inner = [{**o, "name": by_cid[o["cid"]]["name"]} for o in orders if o["cid"] in by_cid]
print("inner:", [(r["oid"], r["name"]) for r in inner])
orphans = [o["oid"] for o in orders if o["cid"] not in by_cid]
print("orphans:", orphans)
left = {}
for c in customers:
    left[c["name"]] = [o["total"] for o in orders if o["cid"] == c["cid"]]
print("left:", left)
agg = sorted(
    ((name, len(ts), round(sum(ts), 2), round(sum(ts) / len(ts), 2) if ts else None) for name, ts in left.items()),
    key=lambda r: r[2],
    reverse=True,
)
print(f"{'name':<8}{'n':>3}{'sum':>10}{'avg':>10}")
for name, n, s, avg in agg:
    print(f"{name:<8}{n:>3}{s:>10.2f}{'-' if avg is None else format(avg, '.2f'):>10}")
tiers = {}
for r in inner:
    t = by_cid[r["cid"]]["tier"]
    tiers[t] = tiers.get(t, 0) + r["total"]
print(tiers, sorted(tiers, key=tiers.get))
