def gen():
    print("start")
    yield 1
    print("after 1")
    yield 2
    print("after 2")
g = gen()
print("created")
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration:
    print("stopped")
print(list(gen()))
