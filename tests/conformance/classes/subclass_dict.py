class CountingDict(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sets = 0

    def __missing__(self, key):
        return 0

    def __setitem__(self, key, value):
        self.sets += 1
        super().__setitem__(key, value)


c = CountingDict(a=1)
for w in "the cat and the hat".split():
    c[w] = c[w] + 1
print(c, c.sets, len(c), "the" in c, "dog" in c, c["dog"])
print(type(c).__name__, isinstance(c, dict), isinstance(c, CountingDict), type(c) is dict)
print(sorted(c.items()), list(c.keys())[:2], c.get("zzz"), c.get("cat"))
print(c == {"a": 1, "the": 2, "cat": 1, "and": 1, "hat": 1}, dict(c) == c)


class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)

    def __setattr__(self, name, value):
        self[name] = value


cfg = AttrDict(host="localhost", port=8080)
cfg.debug = True
print(cfg.host, cfg.port, cfg.debug, cfg)
try:
    cfg.missing
except AttributeError as e:
    print("AttributeError", e)


class DefaultList(dict):
    def __missing__(self, key):
        value = self[key] = []
        return value


groups = DefaultList()
for name, team in [("ann", "red"), ("bob", "blue"), ("cy", "red")]:
    groups[team].append(name)
print(groups, repr(groups))


class LowerDict(dict):
    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())


ld = LowerDict({"x": 1})
print(ld["X"], "X" in ld, "y" in ld, ld.get("X"))
try:
    ld["Q"]
except KeyError as e:
    print("KeyError", e)


class Registry(dict):
    def __repr__(self):
        return f"Registry({len(self)} items)"

    def register(self, name):
        def deco(fn):
            self[name] = fn
            return fn
        return deco


reg = Registry()


@reg.register("double")
def double(x):
    return x * 2


print(reg, str(reg), f"{reg}", reg["double"](21))
print([k for k in reg], list(reg.values())[0].__name__)
