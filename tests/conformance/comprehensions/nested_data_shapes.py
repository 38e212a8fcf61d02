orders = [
    {"id": 1, "lines": [{"sku": "a", "qty": 2}, {"sku": "b", "qty": 1}]},
    {"id": 2, "lines": []},
    {"id": 3, "lines": [{"sku": "a", "qty": 5}]},
]
print([l["sku"] for o in orders for l in o["lines"]])
print({o["id"]: sum(l["qty"] for l in o["lines"]) for o in orders})
print({l["sku"] for o in orders for l in o["lines"] if l["qty"] > 1})
print([(o["id"], len(o["lines"])) for o in orders if o["lines"]])
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(grid, [row[i] for i, row in enumerate(grid)], [[grid[r][c] for r in range(3)] for c in range(3)])
print([x if x % 2 else -x for x in range(6)], [y for x in range(4) if x for y in range(x) if y != 1])
pairs = [(a, b) for a in "xy" for b in (1, 2)]
print(pairs, dict(pairs), {b: a for a, b in pairs})
words = ["apple", "bob", "kayak", "tree"]
print({w: w == w[::-1] for w in words}, [w.upper() for w in words if len(w) > 3 and w[0] in "ak"])
total = sum(l["qty"] for o in orders for l in o["lines"])
print(total, max((l["qty"], o["id"]) for o in orders for l in o["lines"]))
print(sorted({len(w) for w in words}), list({w[0]: w for w in words}.values()))
print([i for i, w in enumerate(words) if "e" in w], [[c for c in w if c in "aeiou"] for w in words])
