x = 'a'
for i in range(60):
    x = ''.join([x, x])
