# len() and str() as the interpreter calls them most: plain containers, subclasses with their own
# __len__/__str__, bools and big ints, names shadowed locally and globally, errors.
class L(list):
    def __len__(self):
        return 99


class T(str):
    def __len__(self):
        return -1 + 8


class D(dict):
    pass


print(len("h\u00e9llo"), len([1, 2]), len((1,)), len({1: 2}), len(L([1])), len(D(a=1)), len(set()))
print(len(T("abc")), len(T("")))
print(str(5), str(-12), str(True), str(10**20), str(2.5), str("s"))
print([str(i) + "!" for i in range(-2, 3)], "k" + str(12345))
try:
    len(5)
except TypeError as e:
    print("TypeError:", e)
try:
    len()
except TypeError as e:
    print("TypeError:", e)


def shadowed():
    len = lambda x: "mine"
    str = lambda x: "also mine"
    return len([1]), str(3)


print(shadowed())
total = 0
for w in ["a", "bb", "ccc"] * 1000:
    total += len(w) + len(str(len(w)))
print(total)
