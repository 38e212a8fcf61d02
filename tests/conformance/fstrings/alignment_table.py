data = [("Alice", 34, 72000.5), ("Bob", 5, 123.0), ("Christopher", 101, 9999999.999)]
header = f"{'Name':<12}{'Age':>5}{'Salary':>15}"
print(header)
print("-" * len(header))
for name, age, sal in data:
    print(f"{name:<12}{age:>5}{sal:>15,.2f}")
print(f"{'':-^32}")
print(f"|{'centered':^30}|")
print(f"|{'left':<30}|")
print(f"|{'right':>30}|")
