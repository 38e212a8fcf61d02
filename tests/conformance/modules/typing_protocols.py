from typing import Protocol, runtime_checkable, SupportsInt, TypeVar, Generic
class Greeter(Protocol):
    def greet(self) -> str: ...
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
@runtime_checkable
class HasName(Protocol):
    name: str
class Door:
    def close(self):
        print("closed")
class Person:
    def __init__(self):
        self.name = "ann"
class Impl(Greeter):
    def greet(self):
        return "hi"
print(isinstance(Door(), Closer), isinstance(1, Closer), issubclass(Door, Closer), Impl().greet())
print(isinstance(Person(), HasName), isinstance(Door(), HasName), isinstance(Impl(), Impl))
for obj in (Door(), Impl()):
    try:
        isinstance(obj, Greeter)
    except TypeError as e:
        print("TypeError:", e)
try:
    runtime_checkable(Door)
except TypeError as e:
    print("TypeError:", str(e).split(",")[0])
T = TypeVar("T")
@runtime_checkable
class Box(Protocol[T]):
    def get(self) -> T: ...
class IntBox:
    def get(self):
        return 1
print(isinstance(IntBox(), Box), Box.__parameters__)
