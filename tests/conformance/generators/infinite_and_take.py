def naturals():
    n = 0
    while True:
        yield n
        n += 1
def take(n, it):
    out = []
    for x in it:
        if len(out) >= n:
            break
        out.append(x)
    return out
print(take(5, naturals()))
def evens():
    for n in naturals():
        if n % 2 == 0:
            yield n
print(take(5, evens()))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(take(15, fib()))
squares = (x * x for x in naturals())
print(next(squares), next(squares), next(squares))
