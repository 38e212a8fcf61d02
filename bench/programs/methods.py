# Method calls: attribute lookup through the class, bound-method calls, instance attribute stores.
class Counter:
    def __init__(self, step):
        self.count = 0
        self.step = step

    def bump(self, k):
        self.count += self.step * k
        return self.count

    def value(self):
        return self.count


def main():
    c = Counter(3)
    acc = 0
    for i in range(500_000):
        c.bump(i % 5)
        acc += c.value() % 11
    return c.value(), acc


print(main())
