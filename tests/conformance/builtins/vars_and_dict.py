class Record:
    kind = "rec"

    def __init__(self, **fields):
        for k, v in fields.items():
            setattr(self, k, v)


r = Record(id=7, name="ana")
print(vars(r), r.__dict__, sorted(vars(r)), vars(r) is r.__dict__)
r.__dict__["extra"] = True
print(r.extra, vars(r))


class Tagged(list):
    def __init__(self, items, tag):
        super().__init__(items)
        self.tag = tag


t = Tagged([1, 2], "x")
print(vars(t), t, t.tag)


def fn():
    pass


fn.calls = 3
print(vars(fn), fn.__dict__)
print({k: v for k, v in vars(Record).items() if not k.startswith("__")})
for bad in [5, "s", [1]]:
    try:
        vars(bad)
    except TypeError as e:
        print("TypeError:", e)
snapshot = dict(vars(r))
r.id = 8
print(snapshot["id"], r.id)
