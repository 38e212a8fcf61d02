value = 42
print(value)
print(value[0])
