for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, "is prime")
for i in range(10):
    if i % 2:
        continue
    if i > 6:
        break
    print("even", i)
for x in []:
    print("never")
else:
    print("else on empty loop")
def find(items, target):
    for i, v in enumerate(items):
        if v == target:
            print("found at", i)
            break
    else:
        print("not found")
find([1, 2, 3], 2)
find([1, 2, 3], 9)
