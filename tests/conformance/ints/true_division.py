print(1 / 2, 3 / 4, 10 / 3, -10 / 3, 2 / -3, 0 / 5)
print(10 ** 20 / 10 ** 10, 2 ** 100 / 2 ** 99)
print(7 / 7, type(7 / 7).__name__, 1 / 8, 1 / 1024)
print(123456789 / 1000, 22 / 7)
try:
    print(1 / 0)
except ZeroDivisionError as e:
    print("err:", e)
try:
    print(1 // 0)
except ZeroDivisionError as e:
    print("err:", e)
try:
    print(1 % 0)
except ZeroDivisionError as e:
    print("err:", e)
try:
    print(1.0 / 0)
except ZeroDivisionError as e:
    print("err:", e)
