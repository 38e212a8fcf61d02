d = {"a": 1, "b": 2}
try:
    for k in d:
        d["c"] = 3
except RuntimeError as e:
    print("RuntimeError:", e)
d = {"a": 1, "b": 2, "c": 3}
for k in list(d):
    if d[k] % 2:
        del d[k]
print(d)
d = {"a": 1, "b": 2}
for k in d:
    d[k] = d[k] * 10
print(d)
