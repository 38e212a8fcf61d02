def memoize(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper
calls = 0
@memoize
def slow_square(n):
    global calls
    calls += 1
    return n * n
print([slow_square(i % 3) for i in range(9)], calls, sorted(slow_square.cache.items()))
@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90))
