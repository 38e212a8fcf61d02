vals = [0, 0.0, "", b"", [], (), {}, set(), frozenset(), None, True, range(0), slice(1), len, (x for x in []), map(str, []), zip(), enumerate([]), {}.keys(), {}.values(), {}.items()]
print([type(v).__name__ for v in vals])
class Custom: pass
print(type(Custom()).__name__, type(Custom).__name__, Custom().__class__.__name__, type(int).__name__)
print(type(ValueError("x")).__name__, type(lambda: 0).__name__)
