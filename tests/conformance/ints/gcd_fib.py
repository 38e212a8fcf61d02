def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)
print(gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(-12, 8), gcd(2 ** 40, 6 ** 20))
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print([fib(i) for i in range(15)])
print(fib(100), fib(200))
def is_prime(n):
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True
print([p for p in range(60) if is_prime(p)])
print(is_prime(2 ** 31 - 1))
