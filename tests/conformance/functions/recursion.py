def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(10), fact(30))
def fib(n, memo={}):
    if n in memo:
        return memo[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
print(fib(80))
def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append(a + c)
        hanoi(n - 1, b, a, c, moves)
    return moves
print(hanoi(3), len(hanoi(10)))
def flatten(x):
    if not isinstance(x, list):
        return [x]
    out = []
    for v in x:
        out.extend(flatten(v))
    return out
print(flatten([1, [2, [3, [4, [5]]]], 6]))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
