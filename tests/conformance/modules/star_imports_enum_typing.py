from typing import *
from enum import *
from contextlib import *
from abc import *

class Color(Enum):
    RED = auto()

class Base(ABC):
    @abstractmethod
    def run(self) -> Optional[int]: ...

with suppress(KeyError):
    {}["x"]
print(Color.RED, List[int], Base.__abstractmethods__ == frozenset({"run"}), cast(str, 1), TYPE_CHECKING)
print(IntEnum.__name__, StrEnum.__name__, Flag.__name__, unique(Color) is Color, property is not None)
