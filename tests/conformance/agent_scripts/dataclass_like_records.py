class Record:
    fields = ()
    def __init__(self, *args, **kwargs):
        if len(args) > len(self.fields):
            raise TypeError(f"{type(self).__name__} takes {len(self.fields)} fields")
        values = dict(zip(self.fields, args))
        for k, v in kwargs.items():
            if k not in self.fields:
                raise TypeError(f"unknown field {k!r}")
            if k in values:
                raise TypeError(f"duplicate field {k!r}")
            values[k] = v
        missing = [f for f in self.fields if f not in values]
        if missing:
            raise TypeError(f"missing fields: {', '.join(missing)}")
        for k in self.fields:
            setattr(self, k, values[k])
    def astuple(self):
        return tuple(getattr(self, f) for f in self.fields)
    def asdict(self):
        return {f: getattr(self, f) for f in self.fields}
    def __eq__(self, other):
        return type(self) is type(other) and self.astuple() == other.astuple()
    def __repr__(self):
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.fields)
        return f"{type(self).__name__}({inner})"
class Point(Record):
    fields = ("x", "y")
class Person(Record):
    fields = ("name", "age", "email")
p = Point(1, y=2)
print(p, p.astuple(), p.asdict(), p == Point(1, 2), p == Point(2, 1))
people = [Person("Ann", 31, "a@x.io"), Person(name="Bo", age=25, email=None), Person("Cy", email="c@y.io", age=40)]
for person in sorted(people, key=lambda r: r.age):
    print(person)
for bad in [lambda: Point(1), lambda: Point(1, 2, 3), lambda: Point(1, x=2), lambda: Point(1, 2, z=0)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print([p.asdict() for p in people if p.email])
