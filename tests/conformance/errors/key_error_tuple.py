d = {(1, 2): "pair"}
print(d[1, 2])
print(d[3, 4])
