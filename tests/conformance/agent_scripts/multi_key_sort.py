employees = [
    ("Ng", "Engineering", 3, 120000), ("Ortiz", "Sales", 5, 90000), ("Patel", "Engineering", 5, 135000),
    ("Quinn", "Sales", 2, 70000), ("Ross", "Engineering", 3, 118000), ("Shah", "Support", 1, 50000),
    ("Tan", "Support", 4, 61000), ("Uddin", "Sales", 5, 95000),
]
by_dept_then_salary = sorted(employees, key=lambda e: (e[1], -e[3]))
for name, dept, level, sal in by_dept_then_salary:
    print(f"{dept:<12}{name:<7}L{level} {sal:>8,}")
print()
by_level_desc_name = sorted(employees, key=lambda e: e[0])
by_level_desc_name.sort(key=lambda e: e[2], reverse=True)
print([f"{e[0]}:{e[2]}" for e in by_level_desc_name])
top_per_dept = {}
for e in employees:
    cur = top_per_dept.get(e[1])
    if cur is None or e[3] > cur[3]:
        top_per_dept[e[1]] = e
print({d: e[0] for d, e in sorted(top_per_dept.items())})
top3 = sorted(employees, key=lambda e: e[3], reverse=True)[:3]
print("top3:", [e[0] for e in top3])
median_sorted = sorted(e[3] for e in employees)
mid = len(median_sorted) // 2
print("median:", (median_sorted[mid - 1] + median_sorted[mid]) / 2)
