CSV = """id,name,department,salary,start_date
1,Alice Smith,Engineering,125000,2019-03-15
2,Bob Jones,Marketing,85000,2020-07-01
3, Carol White ,Engineering,142000,2017-11-20
4,Dan Brown,Sales,,2021-01-10
5,Eve Black,Marketing,91000,2018-05-30
6,Frank Green,Engineering,99000,2022-09-12
"""
lines = CSV.strip().split("\n")
header = lines[0].split(",")
records = []
for ln in lines[1:]:
    values = [v.strip() for v in ln.split(",")]
    rec = dict(zip(header, values))
    rec["id"] = int(rec["id"])
    rec["salary"] = int(rec["salary"]) if rec["salary"] else None
    rec["year"] = int(rec["start_date"][:4])
    records.append(rec)
print(header)
print(records[2])
missing = [r["name"] for r in records if r["salary"] is None]
print("missing salary:", missing)
depts = {}
for r in records:
    if r["salary"] is not None:
        depts.setdefault(r["department"], []).append(r["salary"])
for d, sals in sorted(depts.items(), key=lambda kv: -sum(kv[1]) / len(kv[1])):
    print(f"{d:<12} n={len(sals)} avg={sum(sals) / len(sals):>10,.1f} max={max(sals):,}")
senior = sorted((r for r in records if r["year"] < 2020), key=lambda r: r["start_date"])
print("senior:", [r["name"].split()[0] for r in senior])
out = ["id|name|dept"] + [f"{r['id']}|{r['name'].upper()}|{r['department'][:3]}" for r in records]
print("\n".join(out))
