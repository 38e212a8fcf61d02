items = [3, "1", 2]
print(len(items))
print(sorted(items))
