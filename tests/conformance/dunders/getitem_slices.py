class Seq:
    def __init__(self, data):
        self.data = list(data)
    def __getitem__(self, idx):
        if isinstance(idx, slice):
            print("slice", idx.start, idx.stop, idx.step)
            return Seq(self.data[idx])
        return self.data[idx]
    def __len__(self):
        return len(self.data)
    def __repr__(self):
        return f"Seq({self.data})"
s = Seq("abcdefg")
print(s[0], s[-1], s[1:4], s[::2], s[::-1], s[:])
print(list(s), "c" in s, len(s))
try:
    s[100]
except IndexError as e:
    print("IndexError:", e)
class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError
        return i * i
print(list(Squares()), 9 in Squares())
