width, prec = 10, 3
value = 3.14159265
print(f"[{value:{width}.{prec}f}]")
print(f"[{value:>{width}}]")
for w in (4, 6, 8):
    print(f"[{'ab':^{w}}]")
align = "<"
fill = "."
print(f"[{'x':{fill}{align}{width}}]")
rows = [("apple", 1.5), ("kiwi", 12.25), ("watermelon", 3.0)]
w = max(len(r[0]) for r in rows)
for name, price in rows:
    print(f"{name:<{w}} | {price:>{width}.{2}f}")
print(f"{'total':>{w}} | {sum(p for _, p in rows):>{width},.2f}")
