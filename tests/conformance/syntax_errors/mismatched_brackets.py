data = {"a": [1, 2)}
print(data)
