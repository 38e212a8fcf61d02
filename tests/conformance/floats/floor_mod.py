pairs = [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2), (5.0, 0.1), (1.0, 0.3), (-0.0, 1.0), (0.0, -1.0), (1e20, 3.0)]
for a, b in pairs:
    print(a, b, a // b, a % b, divmod(a, b))
print(-1e-20 % 1.0, 1e-20 % -1.0)
print(7 // 2.0, -7 // 2.0, 7 % -2.5, -7 % 2.5)
try:
    print(1.0 // 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(1.0 % 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
