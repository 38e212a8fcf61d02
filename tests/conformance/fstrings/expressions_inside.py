items = [3, 1, 2]
d = {"a": 1, "b": 2}
print(f"{sorted(items)}", f"{len(items) * 10}", f"{sum(items) / len(items):.3f}")
print(f"{', '.join(str(i) for i in items)}", f"{d['a'] + d['b']}", f"{[k for k in d]}")
print(f"{'yes' if items else 'no'}", f"{max(items, key=lambda v: -v)}", f"{items[-1]:03d}")
x = 5
print(f"{x > 3}", f"{x ** 2:,}", f"{(x := 9)}", x)
print(f"{'a' * 3}{'-' * 2}", f"{dict(a=1)}")
