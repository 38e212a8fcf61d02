rows = [
    {"sku": "A-1", "desc": "Widget", "qty": 12, "price": 3.5},
    {"sku": "B-22", "desc": "Gadget, large", "qty": 1, "price": 129.99},
    {"sku": "C-333", "desc": "Thingamajig", "qty": 250, "price": 0.07},
]
cols = [("sku", "<", 6), ("desc", "<", 15), ("qty", ">", 5), ("price", ">", 10)]
print(" ".join("{:{}{}}".format(name.upper(), align, w) for name, align, w in cols))
print(" ".join("-" * w for _, _, w in cols))
for r in rows:
    cells = []
    for name, align, w in cols:
        v = r[name]
        s = "{:.2f}".format(v) if isinstance(v, float) else str(v)
        cells.append("{:{}{}}".format(s, align, w))
    print(" ".join(cells))
total = sum(r["qty"] * r["price"] for r in rows)
print("{:>39}".format("TOTAL {:,.2f}".format(total)))
