class CountingDict(dict):
    def __missing__(self, key):
        self[key] = 0
        return 0
cd = CountingDict()
for c in "hello":
    cd[c] += 1
print(cd, cd["zz"], len(cd), isinstance(cd, dict))
print(cd.get("never"), "never" in cd)
tree = {}
for path in ["a/b/c", "a/b/d", "a/e", "f"]:
    node = tree
    for part in path.split("/"):
        node = node.setdefault(part, {})
print(tree)
