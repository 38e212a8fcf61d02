class Evens:
    def __iter__(self):
        print("iterating")
        return iter([0, 2, 4, 6])
print(4 in Evens(), 5 in Evens())
class Range2:
    def __init__(self, n):
        self.n = n
    def __contains__(self, x):
        print("contains", x)
        return 0 <= x < self.n
print(3 in Range2(5), 7 not in Range2(5))
try:
    1 in 5
except TypeError as e:
    print("TypeError:", e)
