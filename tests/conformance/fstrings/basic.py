name, n, pi = "Ada", 42, 3.14159265
print(f"Hello {name}!", f"{n}", f"{n + 1}", f"{name.upper()}", f"{[1, 2][0]}", f"{ {'a': 1}['a'] }")
print(f"{name!r}", f"{name!s}", f"{'quote'!r}", f"{pi}", f"{n * 2}")
print(f"{{literal}}", f"{{{n}}}", f"a{'b'}c", f"{'nested ' + f'{n}'}")
print(f"{n:5}|{n:<5}|{n:^5}|{n:>5}|", f"{name:>8}|{name:<8}|{name:^8}|{name:*^9}|")
print(f"{pi:.2f} {pi:.0f} {pi:8.3f}| {pi:<8.1f}| {-pi:+.2f} {pi:+.2f} {pi: .2f}")
x = 7
print(f"{x}{x}", f"{x if x > 5 else 0}", f"{(lambda v: v * 2)(x)}", f"{x:{'>'}{5}}")
