nums = [4, 9, 16, 25, 30]
roots = [r for n in nums if (r := int(n ** 0.5)) ** 2 == n]
print(roots, r)
totals = []
running = 0
print([running := running + n for n in nums], running)
def expensive(x):
    print("computing", x)
    return x * 10
print([y for x in range(3) if (y := expensive(x)) > 5])
