name = "x"
print(f"{name")
