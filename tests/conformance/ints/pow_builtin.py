print(pow(2, 10), pow(2, -2), pow(-2, 3), pow(2, 0), pow(0, 0))
print(pow(3, 4, 5), pow(2, 100, 1000000007), pow(7, 0, 13), pow(-3, 3, 7))
print(pow(3, -1, 7), pow(5, -2, 13))
print(pow(2.0, 3), pow(4, 0.5), pow(2, 3.0))
print(2 ** -3, (-8) ** 2, 0 ** 5, 10 ** -2)
print(pow(10, 20), pow(2, 200) % 97)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
