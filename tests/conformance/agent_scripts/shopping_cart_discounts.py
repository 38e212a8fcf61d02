from_catalog = {"apple": 0.5, "bread": 2.25, "cheese": 7.8, "wine": 15.0, "soap": 3.1}
cart = {"apple": 12, "bread": 2, "cheese": 1, "wine": 3, "gum": 4}


def bulk(item, qty, price):
    return price * qty * (0.1 if qty >= 10 else 0)


def three_for_two(item, qty, price):
    return (qty // 3) * price if item == "wine" else 0


rules = [("bulk 10%", bulk), ("3 for 2", three_for_two)]
lines, unknown = [], []
for item, qty in cart.items():
    price = from_catalog.get(item)
    if price is None:
        unknown.append(item)
        continue
    discounts = [(name, round(fn(item, qty, price), 2)) for name, fn in rules]
    discounts = [(n, d) for n, d in discounts if d]
    gross = qty * price
    lines.append((item, qty, gross, discounts))
total = 0
for item, qty, gross, discounts in lines:
    net = gross - sum(d for _, d in discounts)
    total += net
    extra = "; ".join(f"{n} -{d:.2f}" for n, d in discounts)
    print(f"{item:<7}{qty:>3} x {from_catalog[item]:5.2f} = {gross:6.2f} -> {net:6.2f} {extra}".rstrip())
coupon = "SAVE5"
if total > 50 and coupon.startswith("SAVE"):
    off = int(coupon[4:])
    total -= off
    print(f"coupon {coupon}: -{off}")
print(f"TOTAL {total:.2f}", "unknown:", unknown)
savings = sum(d for *_, ds in lines for _, d in ds)
print(f"saved {savings:.2f}", max(lines, key=lambda l: l[2])[0])
