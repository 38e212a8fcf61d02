values = [1, 2, 3]
assert len(values) == 3
print("first assert passed")
assert sum(values) == 7
