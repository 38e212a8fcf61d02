print(abs(-5), abs(5), abs(-2.5), abs(0), abs(-0.0), abs(-(2 ** 80)), abs(False))
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(17.5, 5), divmod(-17.5, 5), divmod(2 ** 70, 3))
print(round(3.14159, 2), round(-2.5), round(0.5), round(1.5), round(2.675, 2), round(5), round(1234, -2))
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    abs("x")
except TypeError as e:
    print("TypeError:", e)
