print({1: 2} == {1: 2.0}, {"a": [1]} == {"a": [1]}, {} == dict())
print(repr({"k": "v", 2: [None, True], (1, 2): {"n": 1.5}}))
print(str({"quote": "it's"}), {"e": "é"}, {None: None})
d = {}
d["self"] = d
print(d)
l = [1]
l.append(l)
print(l)
