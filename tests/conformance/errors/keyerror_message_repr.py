d = {"a": 1}
print(d.get("it's"))
print(d["it's"])
