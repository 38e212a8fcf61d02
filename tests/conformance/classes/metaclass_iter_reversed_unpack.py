# reversed() and unpacking honour __reversed__/__iter__/__len__/__getitem__ of the metaclass,
# as list() does; the class's own (instance) methods of those names are not used.
import enum


class Meta(type):
    def __iter__(cls):
        return iter(cls.items)

    def __reversed__(cls):
        return iter(cls.items[::-1])


class C(metaclass=Meta):
    items = [1, 2, 3]

    def __iter__(self):
        return iter("instance")


print(list(C))
a, b, c = C
print(a, b, c)
first, *rest = C
print(first, rest)
print(list(reversed(C)))
try:
    a, b = C
except ValueError as e:
    print("ValueError:", e)
for x in C:
    print("for", x)
print([x * 2 for x in C])


class SeqMeta(type):
    def __len__(cls):
        return 3

    def __getitem__(cls, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10


class S(metaclass=SeqMeta):
    def __reversed__(self):
        return iter("instance")


print(list(reversed(S)))


class Plain:
    def __iter__(self):
        return iter([1, 2])

    def __reversed__(self):
        return iter([2, 1])


try:
    reversed(Plain)
except TypeError as e:
    print("TypeError:", e)
try:
    a, b = Plain
except TypeError as e:
    print("TypeError:", e)
print(list(reversed(Plain())))
a, b = Plain()
print(a, b)


class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


r, g, bl = Color
print(r, g, bl)
print(list(reversed(Color)))
first, *others = Color
print(first, others)


class Flag2(enum.Flag):
    A = 1
    B = 2


a, b = Flag2
print(a, b, list(reversed(Flag2)))
