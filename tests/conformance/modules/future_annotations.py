"""Module docstring first is allowed before the future import."""
from __future__ import annotations
import __future__
from dataclasses import dataclass, fields
from typing import Optional, get_type_hints


def f(a: int, b: Optional[Node] = None, *args: str, c: 'Node', **kw: dict[str, int]) -> Node | None:
    return None


class Node:
    value: int
    next: Optional[Node] = None
    label: "str"

    def link(self, other: Node) -> Node:
        return other


@dataclass
class Point:
    x: float
    y: float = 0.0
    tags: list[str] | None = None


print(f.__annotations__)
print(Node.__annotations__, Node.link.__annotations__)
print([(fl.name, fl.type) for fl in fields(Point)], Point(1.5))
print(get_type_hints(Node))
print(get_type_hints(Node.link))
print(annotations, __future__.annotations.compiler_flag, __future__.all_feature_names[-1])
x: Undefined[Name] = 5
print(x)
