# The integer functions of math on small and big ints, and logarithms of big ints.
import math
state = 99
def rnd():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return state
print([math.factorial(n) % 1000000007 for n in range(0, 400)])
print(math.factorial(1000) % 10**30, math.factorial(3000).bit_length())
for n in range(0, 40):
    print(n, [math.comb(n, k) for k in range(0, n + 2)], [math.perm(n, k) for k in range(0, n + 2)])
big = [rnd() * rnd() * rnd() + rnd() for _ in range(200)]
print([math.gcd(a, b) for a, b in zip(big, big[1:])][:50])
print([math.gcd(a * 123456789, b * 123456789, c * 987654321) for a, b, c in zip(big, big[1:], big[2:])][:30])
print([math.lcm(a % 10**12, b % 10**9) for a, b in zip(big, big[1:])][:30])
print([math.isqrt(a) for a in big][:40], [math.isqrt(a * a) == a for a in big].count(True))
print(math.comb(10**30, 5), math.perm(10**30, 3), math.comb(1000, 500) % 10**20, math.perm(500, 250) % 10**20)
print(math.comb(2**70, 2**70 - 3), math.gcd(-2**100, 2**64), math.lcm(2**100, -3**50), math.isqrt(10**400 + 12345))
print([math.log(a) for a in big[:20]], [math.log2(a) for a in big[:20]], [math.log10(a) for a in big[:20]])
print([math.log(a ** 25) for a in big[:40]], [math.log2(a ** 30 + 1) for a in big[:30]], [math.log10(a ** 40 - 1) for a in big[:30]])
print([math.log(a ** 20, b ** 3) for a, b in zip(big[:30], big[1:31])])
print([math.sqrt(a) for a in big[:30]], [math.floor(a / 7) for a in big[:10]], math.floor(2 ** 80 + 0.0), math.ceil(-2.0 ** 70))
