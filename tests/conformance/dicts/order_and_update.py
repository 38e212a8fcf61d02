d = {}
d["z"] = 1
d["a"] = 2
d["m"] = 3
print(d, list(d))
d["z"] = 100
print(d)
del d["a"]
d["a"] = 4
print(d)
print({**d, "z": 0}, {"z": 0, **d})
print(dict(sorted(d.items())), dict(sorted(d.items(), key=lambda kv: kv[1])))
first = next(iter(d))
print(first)
