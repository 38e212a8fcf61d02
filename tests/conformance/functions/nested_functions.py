def outer(x):
    def middle(y):
        def inner(z):
            return x + y + z
        return inner
    return middle
print(outer(1)(2)(3))
def counter_factory():
    def helper(v):
        return v * 2
    results = []
    for i in range(3):
        results.append(helper(i))
    return results
print(counter_factory())
def recursive_inner(n):
    def go(k):
        return [] if k == 0 else [k] + go(k - 1)
    return go(n)
print(recursive_inner(5))
