from dataclasses import dataclass, field, KW_ONLY, InitVar
from typing import Optional, ClassVar
@dataclass
class Cfg:
    name: str
    retries: int = 3
    tags: list = field(default_factory=list)
    hidden: int = field(init=False, default=0)
    k: ClassVar[int] = 1
    scale: InitVar[float] = 1.0
    note: "Optional[str]" = None
    _: KW_ONLY
    flag: bool = False
    def __post_init__(self, scale): pass
print(Cfg.__init__.__annotations__)
@dataclass(kw_only=True)
class K:
    a: int
    b: str = ""
print(K.__init__.__annotations__)
@dataclass
class Sub(Cfg):
    extra: dict = field(default_factory=dict, kw_only=True)
print(Sub.__init__.__annotations__)
@dataclass
class Empty: pass
print(Empty.__init__.__annotations__)
@dataclass(init=False)
class NoInit:
    a: int
print(NoInit.__init__ is object.__init__)
