# Dict traffic on str keys: 300,000 get/set pairs over 5,000 keys.
def main():
    keys = ["key" + str(i) for i in range(5000)]
    d = {}
    n = len(keys)
    for i in range(300_000):
        k = keys[i % n]
        d[k] = d.get(k, 0) + i
    total = 0
    for k in d:
        total += d[k]
    return len(d), total, d["key42"]


print(main())
