CSV = """region,product,units,unit_price
North,Widget,10,2.50
South,Widget,4,2.50
North,Gadget,3,19.99
East,Gizmo,,5.00
South,Gadget,7,19.99
West,Widget,abc,2.50
North,Gizmo,12,5.00"""

header, *rows = CSV.strip().split("\n")
cols = header.split(",")
records, bad = [], []
for lineno, row in enumerate(rows, start=2):
    rec = dict(zip(cols, row.split(",")))
    try:
        rec["units"] = int(rec["units"])
        rec["unit_price"] = float(rec["unit_price"])
    except ValueError as e:
        bad.append(f"line {lineno}: {e}")
        continue
    rec["revenue"] = rec["units"] * rec["unit_price"]
    records.append(rec)

pivot = {}
for r in records:
    pivot.setdefault(r["region"], {}).setdefault(r["product"], 0.0)
    pivot[r["region"]][r["product"]] += r["revenue"]
products = sorted({r["product"] for r in records})
print("region".ljust(8) + "".join(p.rjust(10) for p in products) + "total".rjust(10))
for region in sorted(pivot):
    row = pivot[region]
    cells = "".join(f"{row.get(p, 0):10.2f}" for p in products)
    print(region.ljust(8) + cells + f"{sum(row.values()):10.2f}")
print("-" * (8 + 10 * (len(products) + 1)))
print("bad rows:")
for b in bad:
    print(" ", b)
