# Allocation churn: short-lived lists, dicts and tuples (exercises the allocator and the GC).
def main():
    total = 0
    for i in range(200_000):
        row = [i, i + 1, i + 2]
        rec = {"a": i, "b": row, "c": (i, -i)}
        total += len(rec["b"]) + rec["c"][0] % 3 + row[2]
    return total


print(main())
