print(sorted([3, 1, 2]), sorted("bca"), sorted((5, -1)), sorted({3: "a", 1: "b"}), sorted([]))
print(sorted([3, 1, 2], reverse=True), sorted(["aa", "b", "ccc"], key=len, reverse=True))
print(sorted([-5, 3, -1, 2], key=abs), sorted(["B", "a", "C"], key=str.lower))
people = [{"n": "x", "a": 30}, {"n": "y", "a": 25}, {"n": "z", "a": 30}]
print([p["n"] for p in sorted(people, key=lambda p: p["a"])])
print([p["n"] for p in sorted(people, key=lambda p: (-p["a"], p["n"]))])
orig = [2, 1]
s = sorted(orig)
print(orig, s, s is orig)
try:
    sorted([1, "x"])
except TypeError as e:
    print("TypeError:", e)
