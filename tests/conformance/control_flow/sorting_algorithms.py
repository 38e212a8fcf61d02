def bubble(xs):
    xs = list(xs)
    for i in range(len(xs)):
        swapped = False
        for j in range(len(xs) - 1 - i):
            if xs[j] > xs[j + 1]:
                xs[j], xs[j + 1] = xs[j + 1], xs[j]
                swapped = True
        if not swapped:
            break
    return xs
def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) // 2
    a, b = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i]); i += 1
        else:
            out.append(b[j]); j += 1
    return out + a[i:] + b[j:]
def quick(xs):
    if len(xs) <= 1:
        return xs
    p = xs[0]
    return quick([x for x in xs[1:] if x < p]) + [p] + quick([x for x in xs[1:] if x >= p])
data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0]
print(bubble(data), merge_sort(data), quick(data), sorted(data) == merge_sort(data))
