def find(items, key):
    for item in items:
        if item == key:
            return item
result = find(["a", "b"], "z")
print(result)
result.upper()
