print(int(), int(0), int("7"), int(-0.0), int(2.9999), int(-2.5))
print(int("  \t12\n"), int("-  5".replace(" ", "")))
print(int("1" * 30))
print(int(1e20))
print(int(float("1e10")), int(1e15), int(123.456e2))
class Num:
    def __int__(self):
        return 99
    def __index__(self):
        return 7
print(int(Num()), [0, 1, 2, 3, 4, 5, 6, 7, 8][Num()], hex(Num()))
print(isinstance(5, int), isinstance(5.0, int), isinstance(True, int))
