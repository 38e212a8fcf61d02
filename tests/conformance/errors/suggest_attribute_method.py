# A misspelt method of a built-in type.
items = [1, 2, 3]
items.append(4)
print(items)
items.apend(5)
