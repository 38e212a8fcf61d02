print("a" "b")
print(1 2)
