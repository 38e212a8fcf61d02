from enum import Enum, auto
from dataclasses import dataclass, field
import copy
class State(Enum):
    PENDING = auto()
    DONE = auto()
    def is_final(self):
        return self is State.DONE
@dataclass
class Task:
    name: str
    state: State = State.PENDING
t = Task("a")
print(t, t.state.is_final(), copy.deepcopy(t).state is State.PENDING)
def describe(s):
    match s:
        case State.PENDING:
            return "waiting"
        case State.DONE:
            return "finished"
print(describe(State.DONE), describe(State.PENDING))
print({s.name: s.value for s in State}, State.DONE.value, f"{State.DONE.name.lower()}")
print(sorted(State, key=lambda s: s.name), State["DONE"] in State, len(State.__members__))
from typing import Optional, Dict, List
def process(items: List[Dict[str, int]], limit: Optional[int] = None) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for it in items[:limit]:
        out.update(it)
    return out
print(process([{"a": 1}, {"b": 2}], 1), process.__annotations__["limit"])
from contextlib import contextmanager
@contextmanager
def timer(label):
    yield label
    print("done", label)
with timer("x") as l:
    print(l)
from abc import ABC, abstractmethod
class Tool(ABC):
    name: str = "tool"
    @abstractmethod
    def run(self, x): ...
class Echo(Tool):
    def run(self, x): return x
print(Echo().run(3), Echo.name)
