print(int(1e308))
x = 1e308 * 10
print(x)
print(int(x))
