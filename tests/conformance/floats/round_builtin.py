for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 4.5, 5.5]:
    print(v, round(v), type(round(v)).__name__)
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2), round(3.14159, 3))
print(round(1234.5678, -1), round(1234.5678, -2), round(1250, -2), round(1350, -2), round(-1250, -2))
print(round(15, -1), round(25, -1), round(35, -1), round(5, -1), round(-15, -1))
print(round(7), round(7, 0), round(7, 2), round(7.0, 0), round(-0.4), round(-0.6))
print(round(1e20), round(123.456, 1), round(123.456, 0), round(0.1 + 0.2, 10))
print(round(2.5e-300, 300), round(1 / 3, 5), round(2 / 3, 15))
print(round(10 ** 20 + 5, -1), round(-(10 ** 20) - 5, -1))
