items = [1, 2, 3]
print(items[2])
print(items[3])
