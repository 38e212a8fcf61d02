print(pow(2, 8), pow(2, -1), pow(2.5, 2), pow(-2, 2))
print(pow(3, 200, 13), pow(123456789, 987654321, 1000000007), pow(2, -1, 5), pow(38, -1, 97))
try:
    pow(2, 3, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print("TypeError:", e)
