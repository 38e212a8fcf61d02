def counter():
    i = 0
    while i < 3:
        yield i
        i += 1
g = counter()
print(list(g), list(g))
g2 = counter()
print(next(g2))
for v in g2:
    print("loop", v)
def with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
for x in with_finally():
    print(x)
gf = with_finally()
print(next(gf))
gf.close()
print("closed")
