l = []
for i in range(20):
    l.append('a' * (60 << 20))
