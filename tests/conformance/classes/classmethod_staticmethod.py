class Date:
    count = 0
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
        Date.count += 1
    @classmethod
    def from_string(cls, s):
        y, m, d = (int(p) for p in s.split("-"))
        return cls(y, m, d)
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def __repr__(self):
        return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"
class MyDate(Date):
    pass
print(Date.from_string("2024-02-29"), MyDate.from_string("1999-12-31"))
print(Date.is_leap(2000), Date.is_leap(1900), Date(2020, 1, 1).is_leap(2024))
print(Date.count)
@classmethod
def not_in_class(cls):
    return cls
print(type(not_in_class).__name__)
