# TypedDict and NamedTuple: class syntax, functional forms, inheritance, errors.
import typing
from typing import TypedDict, NamedTuple, Required, NotRequired, List, Optional, Any, Generic, TypeVar

class Movie(TypedDict):
    title: str
    year: int

class Extended(Movie, total=False):
    rating: float
    tags: List[str]

class Mixed(TypedDict, total=False):
    must: Required[int]
    maybe: str
    never: NotRequired[bool]

class Strict(TypedDict):
    a: int
    b: NotRequired[str]

m = Movie(title="Dune", year=2021)
e = Extended(title="x", year=1, rating=9.5)
print(m, type(m), type(e), m == {"title": "Dune", "year": 2021}, Movie(), Movie({"title": "t"}))
print(Movie.__annotations__, Extended.__annotations__)
print(sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__)
print(sorted(Extended.__required_keys__), sorted(Extended.__optional_keys__), Extended.__total__)
print(sorted(Mixed.__required_keys__), sorted(Mixed.__optional_keys__))
print(sorted(Strict.__required_keys__), sorted(Strict.__optional_keys__), Strict.__total__)
print(typing.is_typeddict(Movie), typing.is_typeddict(dict), typing.is_typeddict(m), Movie.__name__, Movie.__module__)
print(Movie.__mro__ if False else "", Movie.__bases__ if False else "", issubclass(type(m), dict))
Point = TypedDict("Point", {"x": int, "y": int})
Opt = TypedDict("Opt", {"a": int, "b-c": str}, total=False)
print(Point(x=1, y=2), Point.__annotations__, sorted(Point.__required_keys__), Point.__name__)
print(Opt.__total__, sorted(Opt.__optional_keys__), Opt(**{"b-c": "s"}))
print(typing.get_type_hints(Mixed), typing.get_type_hints(Mixed, include_extras=True))
for bad in (lambda: isinstance(m, Movie), lambda: issubclass(dict, Movie)):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
try:
    class Wrong(Movie, int):
        pass
except TypeError as e:
    print("TypeError:", e)
data: Movie = {"title": "a", "year": 1}
data["year"] += 1
print(data, list(data), data.get("rating", "n/a"))

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: float = 0.0
    def describe(self) -> str:
        return f"{self.name}@{self.dept}"
    @property
    def rich(self):
        return self.salary > 100
    @classmethod
    def make(cls, name):
        return cls(name)

e1 = Employee("ann")
e2 = Employee("bob", "ops", 200.0)
print(e1, e2, e1.describe(), e2.rich, Employee.make("cy"), e2._asdict(), e1 < e2)
print(Employee._fields, Employee._field_defaults, Employee.__annotations__, e2[1], len(e2))
print(e1._replace(dept="x"), Employee._make(["d", "e", 1.0]), tuple(e2), isinstance(e1, tuple))
print(Employee.__name__, Employee.__bases__, type(e1).__name__, e1 == ("ann", "eng", 0.0))
n, d, s = e2
print(n, d, s, hash(e1) == hash(("ann", "eng", 0.0)), Employee.__module__)
Point2 = NamedTuple("Point2", [("x", int), ("y", int)])
Point3 = NamedTuple("Point3", x=int, y=float)
print(Point2(1, 2), Point2.__annotations__, Point3(1, 2.5), Point3._fields, Point3.__annotations__)
class Sub(Employee):
    def extra(self):
        return 1
print(Sub("z"), Sub("z").extra(), Sub._fields)
try:
    class BadOrder(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    class BadOver(NamedTuple):
        a: int
        def _asdict(self):
            return {}
except AttributeError as e:
    print("AttributeError:", e)
try:
    Employee()
except TypeError as e:
    print("TypeError:", e)
try:
    e1.name = "x"
except AttributeError as e:
    print("AttributeError:", e)
class Empty(NamedTuple):
    pass
print(Empty(), Empty._fields)
