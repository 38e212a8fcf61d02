class TypedList(list):
    def __init__(self, kind, items=()):
        super().__init__()
        self.kind = kind
        for x in items:
            self.append(x)

    def append(self, x):
        if not isinstance(x, self.kind):
            raise TypeError(f"expected {self.kind.__name__}, got {type(x).__name__}")
        super().append(x)

    def __setitem__(self, i, x):
        if not isinstance(x, self.kind):
            raise TypeError(f"expected {self.kind.__name__}, got {type(x).__name__}")
        super().__setitem__(i, x)


nums = TypedList(int, [3, 1, 2])
print(nums, nums.kind.__name__, len(nums))
for bad in ["x", 2.5]:
    try:
        nums.append(bad)
    except TypeError as e:
        print("TypeError:", e)
nums[0] = 10
try:
    nums[1] = "no"
except TypeError as e:
    print("TypeError:", e)
nums.sort()
print(nums, nums[::-1], nums * 2, [n + 1 for n in nums], nums.copy(), type(nums.copy()).__name__)
nums += [7]
print(nums, type(nums).__name__, nums.index(7), nums == [2, 3, 10, 7])


class Matrix(list):
    @classmethod
    def zeros(cls, n, m):
        return cls([0] * m for _ in range(n))

    def __str__(self):
        return "\n".join(" ".join(map(str, row)) for row in self)


z = Matrix.zeros(2, 3)
z[1][2] = 5
print(z)
print(repr(z), len(z), type(z).__name__)


class Queue(list):
    def __len__(self):
        return super().__len__() * 1

    def __bool__(self):
        return len(self) > 0

    def __contains__(self, x):
        return super().__contains__(x)

    def __iter__(self):
        for x in super().__iter__():
            yield x


q = Queue([1, 2])
print(bool(q), bool(Queue()), 2 in q, 5 in q, list(q), [x for x in q], len(q))
