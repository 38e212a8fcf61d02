import typing
for name in sorted(typing.__all__):
    obj = getattr(typing, name)
    r = repr(obj)
    if " at 0x" in r:
        r = r.split(" at 0x")[0]
    print(name, r)
from typing import Annotated, Optional, List
from dataclasses import dataclass, fields
@dataclass
class Rec:
    a: Optional[List[str]] = None
    b: Annotated[int, "x"] = 0
print([(f.name, f.type) for f in fields(Rec)])
try:
    Annotated[int]
except TypeError as e:
    print("TypeError:", e)
try:
    Annotated()
except TypeError as e:
    print("TypeError:", e)
