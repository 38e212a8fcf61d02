n = 9876543210
print(sum(int(c) for c in str(n)))
print([int(c) for c in str(n)][::-1])
def digits(x):
    out = []
    while x:
        x, d = divmod(x, 10)
        out.append(d)
    return out[::-1] or [0]
print(digits(0), digits(7), digits(1234567))
print(int("".join(str(d) for d in digits(2 ** 64))))
def collatz(x):
    steps = 0
    while x != 1:
        x = x // 2 if x % 2 == 0 else 3 * x + 1
        steps += 1
    return steps
print([collatz(i) for i in range(1, 15)])
print(collatz(27))
