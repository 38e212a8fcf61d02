pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (1, 7), (-1, 7), (6, 3), (-6, 3)]
for a, b in pairs:
    print(a, b, a // b, a % b, divmod(a, b))
print((-(10 ** 20)) // 7, (-(10 ** 20)) % 7)
print((10 ** 20) // -7, (10 ** 20) % -7)
for a, b in pairs:
    q, r = divmod(a, b)
    assert q * b + r == a
print("identity holds")
