done, total = 37, 120
pct = done / total
bar = "#" * int(pct * 20)
print(f"[{bar:<20}] {pct:6.1%} ({done}/{total})")
for done in (0, 60, 120):
    pct = done / total
    print(f"[{'#' * int(pct * 20):<20}] {pct:>7.2%}")
print(f"{0.999:.0%}", f"{0.005:.1%}", f"{1/3:.3%}")
