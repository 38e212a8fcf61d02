d = {"a": 1, "b": 2}
print(d["a"], d.get("a"), d.get("z"), d.get("z", 0), len(d), "a" in d, 1 in d)
print(d.setdefault("c", 3), d.setdefault("a", 100), d)
print(d.pop("b"), d.pop("zz", "dflt"), d)
d.update({"x": 9}, y=8)
d.update([("p", 7)])
print(d)
print(d.popitem(), d)
e = d.copy()
e["a"] = "changed"
print(d, e)
e.clear()
print(e, len(e))
try:
    d.pop("nope")
except KeyError as ex:
    print("KeyError:", ex)
try:
    {}.popitem()
except KeyError as ex:
    print("KeyError:", ex)
try:
    d["missing"]
except KeyError as ex:
    print("KeyError:", ex)
