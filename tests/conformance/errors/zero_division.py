def ratio(a, b):
    return a / b
print(ratio(1, 4))
print(ratio(3, 0))
print("unreachable")
