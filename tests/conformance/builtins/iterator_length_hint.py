# The built-in sequence, dict and set iterators answer __length_hint__ (operator.length_hint):
# the items left, 0 once exhausted or once their dict/set changed size.
import operator
from operator import length_hint


def trace(it, steps=None):
    out = [length_hint(it)]
    for _ in it:
        out.append(it.__length_hint__())
    return out


print(trace(iter([1, 2, 3])))
print(trace(reversed([1, 2, 3])))
print(trace(iter((1, 2))))
print(trace(iter("abc")), trace(iter("héllo→")), trace(iter("")))
print(trace(reversed("héllo")), trace(reversed((1, 2, 3))))
print(trace(iter(b"xyz")), trace(iter(bytearray(b"ab"))))
print(trace(iter(range(5))), trace(iter(range(10, 0, -3))), trace(reversed(range(4))))
big = iter(range(2**64, 2**64 + 3))
print(length_hint(big), next(big), length_hint(big))
print(iter(range(2**70)).__length_hint__())
d = {"a": 1, "b": 2, "c": 3}
print(trace(iter(d)), trace(iter(d.values())), trace(iter(d.items())), trace(reversed(d)))
s = {1, 2, 3, 4}
print(trace(iter(s)), trace(iter(frozenset("ab"))))

it = iter(d)
next(it)
d["z"] = 26
print(length_hint(it))
it = iter(s)
s.add(99)
print(length_hint(it))
del d["a"]
it = iter(d)
print(length_hint(it))

lst = [1, 2, 3, 4]
it = iter(lst)
next(it)
lst.append(5)
print(length_hint(it))
lst.clear()
print(length_hint(it))
rit = reversed(lst + [1, 2])
print(length_hint(rit))


class Seq:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i


seq = Seq(4)
r = reversed(seq)
print(length_hint(r), next(r), length_hint(r))
seq.n = 1
print(length_hint(r))

print(length_hint(iter([]), 7), length_hint(map(str, [1, 2]), 7), length_hint(x for x in "ab"))
print(length_hint([1, 2]), operator.length_hint({1: 2}, 9))
try:
    iter([]).__length_hint__(1)
except TypeError as e:
    print("TypeError:", e)
print(hasattr(iter([]), "__length_hint__"), hasattr(enumerate([]), "__length_hint__"))
