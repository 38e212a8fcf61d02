def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
for n in (0, 1, 5, 10, 20, 21, 25, 30, 50):
    print(n, fact(n))
print(len(str(fact(100))))
print(fact(100) // fact(98))
print(sum(int(d) for d in str(fact(50))))
