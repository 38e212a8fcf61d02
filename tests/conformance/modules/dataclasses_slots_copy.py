import dataclasses, copy
@dataclasses.dataclass(slots=True)
class P:
    x: int
    y: int = 5
    z: list = dataclasses.field(default_factory=list)
p = P(1)
print(p, P.__slots__)
try: p.w = 1
except AttributeError as e: print('AE', e)
print(copy.deepcopy(p), dataclasses.asdict(p), dataclasses.replace(p, y=9))
@dataclasses.dataclass(slots=True, frozen=True)
class F:
    a: int = 0
f = F(3); print(f, hash(f) == hash(F(3)))
try: f.a = 2
except dataclasses.FrozenInstanceError as e: print('FIE', e)
print(copy.copy(f))
