n = 5
print(n.real)
n.foo()
