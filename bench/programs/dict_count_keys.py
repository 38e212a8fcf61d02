# Dict counting over built keys: 300,000 keys made as 'k' + str(i % 5000), each counted with
# d[k] = d.get(k, 0) + i (a fresh str object per lookup, equal to a stored key).
def main():
    d = {}
    for i in range(300_000):
        k = 'k' + str(i % 5000)
        d[k] = d.get(k, 0) + i
    total = 0
    for k in d:
        total += d[k]
    return len(d), total, d["k42"]


print(main())
