class N:
    def __init__(self, v):
        self.v = v
    def __neg__(self):
        return N(-self.v)
    def __pos__(self):
        return N(abs(self.v))
    def __invert__(self):
        return N(~self.v)
    def __int__(self):
        return int(self.v)
    def __float__(self):
        return float(self.v)
    def __index__(self):
        return int(self.v)
    def __repr__(self):
        return f"N({self.v})"
    def __floordiv__(self, o):
        return N(self.v // o)
    def __mod__(self, o):
        return N(self.v % o)
    def __pow__(self, o):
        return N(self.v ** o)
    def __truediv__(self, o):
        return N(self.v / o)
    def __rtruediv__(self, o):
        return N(o / self.v)
n = N(-7)
print(-n, +n, ~n, int(n), float(n), n // 2, n % 3, n ** 2, n / 2, 14 / N(7))
print(bin(N(5)), hex(N(255)), [10, 20, 30][N(1)], range(10)[N(3)])
