sales = [
    {"region": "north", "rep": "ann", "amount": 1200.50, "month": "2024-01"},
    {"region": "south", "rep": "bob", "amount": 830.00, "month": "2024-01"},
    {"region": "north", "rep": "cyd", "amount": 455.25, "month": "2024-02"},
    {"region": "east", "rep": "dee", "amount": 2210.75, "month": "2024-01"},
    {"region": "south", "rep": "bob", "amount": 1190.10, "month": "2024-02"},
    {"region": "north", "rep": "ann", "amount": 310.00, "month": "2024-02"},
    {"region": "east", "rep": "eli", "amount": 99.99, "month": "2024-02"},
]
by_region = {}
for s in sales:
    by_region.setdefault(s["region"], []).append(s)
print(f"{'Region':<8} {'Count':>5} {'Total':>10} {'Avg':>9}")
for region in sorted(by_region):
    rows = by_region[region]
    total = sum(r["amount"] for r in rows)
    print(f"{region:<8} {len(rows):>5} {total:>10,.2f} {total / len(rows):>9.2f}")
by_rep = {}
for s in sales:
    by_rep[s["rep"]] = by_rep.get(s["rep"], 0) + s["amount"]
top = sorted(by_rep.items(), key=lambda kv: kv[1], reverse=True)[:3]
print("Top reps:")
for rank, (rep, amt) in enumerate(top, 1):
    print(f"  {rank}. {rep.title():<5} ${amt:,.2f}")
monthly = {}
for s in sales:
    monthly[s["month"]] = round(monthly.get(s["month"], 0) + s["amount"], 2)
print(monthly)
grand = sum(s["amount"] for s in sales)
print(f"Grand total: {grand:,.2f}")
