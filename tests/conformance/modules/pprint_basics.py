# pprint: CPython's module (dicts sorted, wrapping at width, depth, compact, the collections
# types, dataclasses, long str/bytes split), and str/bytes/frozenset found by class.
from pprint import pprint, pformat, pp
import pprint as pp_mod
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field
data = {"users": [{"name": "alice", "roles": ["admin", "dev"], "active": True, "score": 98.5},
                  {"name": "bob", "roles": [], "active": False, "score": None}],
        "meta": {"count": 2, "generated": "2024-01-01T00:00:00", "tags": {3, 1, 2}},
        "zeta": tuple(range(30)), "alpha": "a" * 100}
pprint(data)
pprint(data, width=40, depth=2)
print(pformat(data, indent=4, compact=True)[:300])
pp(data, width=60)
pprint({"b": 1, "a": 2}, sort_dicts=False)
pprint(list(range(50)), compact=True)
pprint([list(range(10))] * 3, width=30)
pprint(OrderedDict([("z", 1), ("a", [1] * 30)]))
pprint(defaultdict(list, {"k": list(range(25))}))
pprint(Counter("abracadabra" * 5))
pprint(deque(range(40), maxlen=50))
@dataclass
class Cfg:
    name: str
    opts: dict = field(default_factory=dict)
    items: list = field(default_factory=list)
pprint(Cfg("service", {"retries": 3, "timeout": 30.5, "endpoints": ["a" * 20, "b" * 20, "c" * 20]}, list(range(20))))
pprint("a long string " * 10, width=40)
pprint(b"bytes " * 20, width=40)
print(pp_mod.saferepr({"a": [1, 2]}), pp_mod.isreadable([1, 2]), pp_mod.isrecursive([1]))
r = [1, 2]; r.append(r); print(pp_mod.isrecursive(r), pp_mod.isreadable(r))
p = pp_mod.PrettyPrinter(indent=2, width=30)
p.pprint({"key": ["value"] * 6})
print(p.pformat((1, 2)))
pprint(set(range(30)))
pprint(frozenset(range(40)))
pprint(["text " * 30, b"x" * 90, bytearray(b"y" * 70)])
pprint({})
pprint([[]])
pprint({"nested": {"deeper": {"deepest": {"bottom": list(range(15))}}}}, width=50)
