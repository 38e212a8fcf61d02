a = []
for i in range(10**6):
    a = [a]
a
