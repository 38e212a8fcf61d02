# make_dataclass: fields as names, (name, type) and (name, type, default/field), a namespace,
# bases, and the options passed through to dataclass().
from dataclasses import make_dataclass, field, fields, asdict, FrozenInstanceError

Point = make_dataclass('Point', [('x', int), ('y', int, 0)])
p = Point(3)
print(p, Point(1, 2) == Point(1, 2), asdict(p))
print(Point.__name__, Point.__qualname__, Point.__module__, [f.name for f in fields(Point)])

Tagged = make_dataclass('Tagged', ['name', ('tags', list, field(default_factory=list))],
                        namespace={'describe': lambda self: f'{self.name}: {len(self.tags)} tags'})
t = Tagged('a')
t.tags.append('x')
print(t, t.describe(), Tagged('b').tags)


class Base:
    kind = 'base'

    def hello(self):
        return f'hello from {self.kind}'


Child = make_dataclass('Child', [('v', float)], bases=(Base,), frozen=True, order=True)
c = Child(1.5)
print(c, c.hello(), Child.__mro__[1] is Base, c < Child(2.0))
try:
    c.v = 3
except FrozenInstanceError as e:
    print('frozen:', e)

for bad in ([('a', int), ('a', str)], ['not valid'], [('x', int, 1, 2)]):
    try:
        make_dataclass('Bad', bad)
    except TypeError as e:
        print('TypeError:', e)
