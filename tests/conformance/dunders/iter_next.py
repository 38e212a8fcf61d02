class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        return CountdownIter(self.start)
class CountdownIter:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
c = Countdown(4)
print(list(c), list(c), sum(c), max(c), sorted(c))
for v in Countdown(2):
    print("v", v)
a, b, c2 = Countdown(3)
print(a, b, c2, 3 in Countdown(5), 9 in Countdown(5))
class GenIter:
    def __init__(self, data):
        self.data = data
    def __iter__(self):
        for d in self.data:
            yield d * 2
print(list(GenIter([1, 2, 3])), dict(zip(GenIter("ab"), Countdown(2))))
