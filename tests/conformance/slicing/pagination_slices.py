items = [f"item{i}" for i in range(1, 24)]
page_size = 5
pages = (len(items) + page_size - 1) // page_size
for p in range(pages):
    chunk = items[p * page_size:(p + 1) * page_size]
    print(f"page {p + 1}/{pages}: {chunk}")
print(items[-page_size:])
print([items[i:i + 10] for i in range(0, len(items), 10)][-1])
def window(xs, n):
    return [xs[i:i + n] for i in range(len(xs) - n + 1)]
print(window([1, 2, 3, 4, 5], 3))
print([sum(w) / len(w) for w in window([10, 20, 30, 40], 2)])
