from dataclasses import dataclass, field
from typing import Optional, get_type_hints, List, Dict, Union

@dataclass
class TreeNode:
    value: int
    children: List["TreeNode"] = field(default_factory=list)
    parent: Optional["TreeNode"] = None

class Base:
    link: Optional["Base"] = None

class Child(Base):
    sib: Union["Child", "Base", None] = None
    kids: List["Child"] = []
    table: Dict[str, "Base"] = {}

print(get_type_hints(TreeNode))
print(get_type_hints(Child))
print(get_type_hints(Base))
print(TreeNode.__annotations__)
