d = {"one": 1, "two": 2, "three": 3}
ks = d.keys()
vs = d.values()
its = d.items()
print(ks, vs, its)
print(list(ks), list(vs), list(its), len(ks))
d["four"] = 4
print(list(ks), list(vs))
print("two" in ks, 2 in vs, ("one", 1) in its, ("one", 2) in its)
print(sorted(ks), sorted(vs, reverse=True))
print(ks & {"one", "zzz"}, sorted(ks | {"five"}), sorted(ks - {"one"}))
for k, v in d.items():
    print(k, "->", v)
print(list(reversed(d)), list(reversed(d.values())))
