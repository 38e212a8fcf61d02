def inner():
    yield 1
    yield 2
    return "inner-result"
def outer():
    result = yield from inner()
    print("inner returned", result)
    yield 3
    return "outer-done"
print(list(outer()))
def chain(*its):
    for it in its:
        yield from it
print(list(chain([1, 2], "ab", range(3))))
def delegate():
    r = yield from outer()
    yield r
print(list(delegate()))
def tree(n):
    if n:
        yield from tree(n - 1)
        yield n
        yield from tree(n - 1)
print(list(tree(3)))
