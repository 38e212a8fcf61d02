items = [("Consulting", 12.5, 95.0), ("Hosting (annual)", 1, 240.0), ("Domain", 2, 12.99), ("Support plan", 3, 49.5)]
TAX = 0.0825
width = 44
print(f"{'INVOICE #2024-017':^{width}}")
print("=" * width)
print(f"{'Item':<20}{'Qty':>6}{'Price':>8}{'Total':>10}")
subtotal = 0
for name, qty, price in items:
    line = qty * price
    subtotal += line
    qty_s = f"{qty:g}"
    print(f"{name[:19]:<20}{qty_s:>6}{price:>8.2f}{line:>10.2f}")
print("-" * width)
tax = subtotal * TAX
for label, val in [("Subtotal", subtotal), (f"Tax ({TAX:.2%})", tax), ("TOTAL", subtotal + tax)]:
    print(f"{label:>34}{val:>10,.2f}")
print(f"{'Due in 30 days':-^{width}}")
print(f"{subtotal!r} {int(subtotal)!s:>8} {subtotal:e} {subtotal:.3g} {round(subtotal + tax, 2)}")
print(f"{255:#x} {255:#o} {255:#b} {1234567:_} {0.5:>+8.1%}")
