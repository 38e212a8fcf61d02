class S(str):
    def __len__(self):
        return 99
    def __getitem__(self, i):
        return "item"
    def __contains__(self, x):
        return True
    def __eq__(self, other):
        return True
    __hash__ = str.__hash__
    def __add__(self, other):
        return "added"
    def __iter__(self):
        return iter(["x"])
    def __bool__(self):
        return False
s = S("ab")
print(len(s), s[0], "zz" in s, s == "q", s + "c", list(s), bool(s), hash(s) == hash("ab"), s.upper())
class I(int):
    def __len__(self):
        return 3
    def __bool__(self):
        return True
    def __index__(self):
        return 1
i = I(0)
print(len(i), bool(i), [5, 6][i], i + 1, -i, i == 0)
