x = [0]
while True:
    x[:0] = x
