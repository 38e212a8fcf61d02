# Int fields inside longer f-strings (BUILD_STRING formats small ints itself) next to every other
# kind of field: negative, zero, big, bool, float, nested specs made of several parts, conversions.
w = 6
for i in [0, 7, -7, 2**47 - 1, -(2**47), 2**47, -(2**63), 10**30]:
    print(f"[{i}|{i!r}|{i!s}|{i!a}|{i:>{w}}|{i:{'>'}{w}d}|{i:_}|{-i}]")
print(f"{True}{False}{None}{1.5}{'s'}{b'b'}{[1, 2]}{(3,)}")
parts = [f"item-{i}:{i * 3}" for i in range(5)]
print(parts, "".join(f"{n}" for n in range(12)))
print(f"{w}", f"{w}{w}", f"x{w}", f"{w}y", f"{{{w}}}")
