log = []


def source(n):
    for i in range(n):
        log.append(f"gen {i}")
        yield i


evens = filter(lambda x: x % 2 == 0, source(10))
squares = map(lambda x: x * x, evens)
print(log)
print(next(squares), log)
first3 = []
for s in squares:
    first3.append(s)
    if len(first3) == 2:
        break
print(first3, log[-1])
print(list(zip(map(str, range(3)), filter(None, [0, 5, 0, 6, 7]))))
it = iter([3, 1, 2])
print(sorted(it), list(it))
rev = reversed([1, 2, 3])
print(next(rev), list(rev), list(rev))
print(list(enumerate(map(len, ["a", "bb"]), 1)), dict(zip("ab", map(ord, "ab"))))
print(any(map(lambda x: x > 2, [1, 2, 3])), all(filter(None, [1, 0, 2])), sum(map(int, "1234")))
print(max(map(len, "a bbb cc".split())), min(filter(lambda w: w, ["", "z", "y"])))
print(list(map(lambda p: p[0] * p[1], zip([1, 2, 3], [4, 5, 6]))), ",".join(map(str, reversed(range(4)))))
