line_items = [
    {"desc": "Consulting (hours)", "qty": 12.5, "unit": 150.00, "tax": 0.20},
    {"desc": "Software license", "qty": 3, "unit": 299.99, "tax": 0.20},
    {"desc": "Travel", "qty": 1, "unit": 412.37, "tax": 0.0},
    {"desc": "Training seats", "qty": 4, "unit": 89.50, "tax": 0.05},
]
DISCOUNT_THRESHOLD, DISCOUNT = 2500, 0.05
def money(x):
    return f"{x:>12,.2f}"
subtotal = tax_total = 0.0
print(f"{'Description':<22}{'Qty':>6}{'Unit':>10}{'Net':>12}{'Tax':>10}")
for it in line_items:
    net = round(it["qty"] * it["unit"], 2)
    tax = round(net * it["tax"], 2)
    subtotal += net
    tax_total += tax
    qty = f"{it['qty']:g}"
    print(f"{it['desc']:<22}{qty:>6}{it['unit']:>10.2f}{money(net)}{tax:>10.2f}")
discount = round(subtotal * DISCOUNT, 2) if subtotal > DISCOUNT_THRESHOLD else 0.0
total = round(subtotal - discount + tax_total, 2)
print("-" * 60)
print(f"{'Subtotal':<48}{money(subtotal)}")
print(f"{'Discount':<48}{money(-discount)}")
print(f"{'Tax':<48}{money(tax_total)}")
print(f"{'TOTAL DUE':<48}{money(total)}")
print(round(subtotal, 2), round(tax_total, 2), total)
