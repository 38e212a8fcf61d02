n = 10
steps = []
while n > 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps.append(n)
print(steps)
i = 0
while True:
    i += 1
    if i == 3:
        continue
    if i > 5:
        break
    print("i =", i)
count = 0
while count < 3:
    count += 1
else:
    print("while-else ran, count", count)
k = 0
while k < 10:
    k += 1
    if k == 4:
        break
else:
    print("never printed")
print("k", k)
