data = [{"name": "a", "tags": ["x", "y"]}, {"name": "b", "tags": []}, {"name": "c", "tags": ["y"]}]
print([d["name"] for d in data if "y" in d["tags"]])
print([(d["name"], t) for d in data for t in d["tags"]])
print({t for d in data for t in d["tags"]} == {"x", "y"})
matrix = [[1, -2, 3], [-4, 5, -6]]
print([[abs(v) for v in row] for row in matrix])
print([v for row in matrix for v in row if v > 0])
print([[v if v > 0 else 0 for v in row] for row in matrix])
