a = [0]
for i in range(40):
    a = [a, a]
x = repr(a)
