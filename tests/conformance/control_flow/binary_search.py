def bsearch(xs, target):
    lo, hi = 0, len(xs) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid, steps
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
xs = list(range(0, 200, 3))
for t in [0, 3, 99, 100, 198, 197, -1]:
    print(t, bsearch(xs, t))
