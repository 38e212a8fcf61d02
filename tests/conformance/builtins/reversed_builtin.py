print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(4))), list(reversed((1, 2))))
print(list(reversed({"a": 1, "b": 2})), "".join(reversed("hello")))
r = reversed([1, 2, 3])
print(next(r), list(r))
try:
    reversed({1, 2})
except TypeError as e:
    print("TypeError:", e)
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        return "abc"[i]
print(list(reversed(Seq())))
