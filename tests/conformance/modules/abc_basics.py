from abc import ABC, ABCMeta, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f"{type(self).__name__} with area {self.area()}"

class Square(Shape):
    def __init__(self, side):
        self.side = side
    def area(self):
        return self.side ** 2
    def perimeter(self):
        return 4 * self.side

class Half(Shape):
    def area(self):
        return 1

for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
s = Square(3)
print(s.describe(), s.perimeter(), isinstance(s, Shape), issubclass(Square, ABC), type(Shape).__name__)
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__), Square.__abstractmethods__)

class Base(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self):
        ...
    @classmethod
    @abstractmethod
    def make(cls):
        ...

class Impl(Base):
    @property
    def name(self):
        return "impl"
    @classmethod
    def make(cls):
        return cls()

print(Impl.make().name)
try:
    Base()
except TypeError as e:
    print("TypeError:", e)

class Sized(ABC):
    @abstractmethod
    def __len__(self): ...

Sized.register(list)
print(issubclass(list, Sized), isinstance([1], Sized), isinstance("x", Sized))

class Plain(ABC):
    pass
print(type(Plain()).__name__)
