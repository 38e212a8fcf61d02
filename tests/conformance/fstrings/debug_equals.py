x = 10
name = "bob"
items = [1, 2]
print(f"{x=}")
print(f"{x = }")
print(f"{name=}")
print(f"{name=!s}")
print(f"{x * 2=}")
print(f"{items[0]=}, {len(items)=}")
print(f"{x=:5d}|")
print(f"{3.14159=:.2f}")
