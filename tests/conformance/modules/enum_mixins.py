from dataclasses import dataclass, field
from typing import ClassVar, List, Optional
from enum import Enum
@dataclass
class Item:
    name: str
    tags: List[str] = field(default_factory=list)
    count: ClassVar[int] = 0
    parent: Optional["Item"] = None
print(Item("a"), Item.count)
class Status(str, Enum):
    OK = "ok"
    ERR = "err"
import json
print(json.dumps({"s": Status.OK}), json.dumps([Status.ERR]))
print(f"status={Status.OK}", "%s" % Status.OK, Status.OK.value, Status("ok").name)
d = {Status.OK: 1}
print(d["ok"], d[Status.OK], sorted([Status.ERR, Status.OK]))
from enum import IntEnum
class P(IntEnum):
    LOW = 1
    HIGH = 3
print(max(P), P.HIGH > P.LOW, sum(P), P.LOW | 2, json.dumps({"p": P.HIGH}))
print(Status.OK.upper(), Status.OK.replace("o", "0"), str(Status.OK), repr(Status.OK))
