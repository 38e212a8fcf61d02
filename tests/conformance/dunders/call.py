class Multiplier:
    def __init__(self, k):
        self.k = k
        self.calls = 0
    def __call__(self, x, *rest, scale=1):
        self.calls += 1
        return (x * self.k + sum(rest)) * scale
m = Multiplier(3)
print(m(2), m(2, 1, 1), m(1, scale=10), m.calls, callable(m), callable(Multiplier))
print(list(map(m, [1, 2, 3])), sorted([3, 1, 2], key=Multiplier(-1)))
class NotCallable:
    pass
try:
    NotCallable()()
except TypeError as e:
    print("TypeError:", e)
