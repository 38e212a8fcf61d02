deals = [
    {"id": 1, "owner": "ana", "stage": "won", "amount": 12000.0, "region": "EU"},
    {"id": 2, "owner": "ben", "stage": "lost", "amount": 5000.0, "region": "US"},
    {"id": 3, "owner": "ana", "stage": "open", "amount": 7300.5, "region": "US"},
    {"id": 4, "owner": "cho", "stage": "won", "amount": 22000.0, "region": "APAC"},
    {"id": 5, "owner": "ben", "stage": "won", "amount": 3100.25, "region": "EU"},
    {"id": 6, "owner": "cho", "stage": "open", "amount": 18000.0, "region": "EU"},
]
by_owner = {}
for d in deals:
    stats = by_owner.setdefault(d["owner"], {"won": 0.0, "open": 0.0, "lost": 0.0, "n": 0})
    stats[d["stage"]] += d["amount"]
    stats["n"] += 1
print(f"{'owner':<6}|{'won':>10}|{'open':>10}|{'rate':>6}")
for owner, s in sorted(by_owner.items(), key=lambda kv: -kv[1]["won"]):
    closed = s["won"] + s["lost"]
    rate = s["won"] / closed if closed else 0.0
    print(f"{owner:<6}|{s['won']:>10,.2f}|{s['open']:>10,.2f}|{rate:>6.0%}")
regions = sorted({d["region"] for d in deals})
print("regions:", ", ".join(regions))
pipeline = sum(d["amount"] for d in deals if d["stage"] == "open")
print(f"open pipeline: ${pipeline:,.2f} across {sum(1 for d in deals if d['stage'] == 'open')} deals")
top = max(deals, key=lambda d: d["amount"])
print("largest:", top["id"], top["owner"], f"{top['amount']:.1f}")
won_by_region = {r: round(sum(d["amount"] for d in deals if d["region"] == r and d["stage"] == "won"), 2) for r in regions}
print(won_by_region)
