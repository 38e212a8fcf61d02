big = list(range(100000))
print(len(big), sum(big), big[-1], big[50000])
big.reverse()
print(big[:3], big[-3:])
sq = [x * x for x in range(1000)]
print(sum(sq), max(sq), sq[999])
total = 0
for i in range(0, len(big), 1000):
    total += big[i]
print(total)
s = sorted(big[:1000])
print(s[:5], s[-1])
