seen = {}
key = ["a", "b"]
print("inserting")
seen[key] = 1
