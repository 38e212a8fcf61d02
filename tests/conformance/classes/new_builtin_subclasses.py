# __new__ in subclasses of list, dict and set (super().__new__ gives an empty instance that
# __init__ fills), and __new__ assigned to or deleted from a class after it was made.

class Tagged(list):
    def __new__(cls, *args):
        inst = super().__new__(cls, *args)
        inst.tag = "new"
        print("empty in __new__:", list(inst))
        return inst


t = Tagged([1, 2])
print(t, t.tag, type(t).__name__, len(t))


class Counter(dict):
    def __new__(cls, *args, **kw):
        self = super().__new__(cls)
        self.created = True
        return self

    def total(self):
        return sum(self.values())


c = Counter(a=1, b=2)
print(c, c.created, c.total(), isinstance(c, dict))


class Bag(set):
    def __new__(cls, *args):
        return super().__new__(cls)


print(sorted(Bag([3, 1, 3])), type(Bag()).__name__)
print(type(list.__new__(Tagged)).__name__, list.__new__(Tagged, [5]))
print(dict.__new__(Counter), type(set.__new__(Bag)).__name__)
for call in (lambda: list.__new__(Counter), lambda: dict.__new__(Bag)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


# __new__ set on the class later is used from then on; deleting it restores object's.
class Late:
    pass


print(type(Late()).__name__)


def late_new(cls, *args):
    print("late __new__", args)
    return object.__new__(cls)


Late.__new__ = late_new
print(type(Late()).__name__)
Late.__new__ = staticmethod(lambda cls, *a: "replaced")
print(Late(1, 2))
del Late.__new__
print(type(Late()).__name__)


# A subclass made after its base got a __new__ uses it too.
class Base:
    pass


class Sub(Base):
    pass


Sub()
Base.__new__ = staticmethod(lambda cls: "from Base.__new__ for " + cls.__name__)
print(Sub(), Base())
