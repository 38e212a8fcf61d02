def pos(a, b, /, c, *, d):
    return a, b, c, d
print(pos(1, 2, 3, d=4), pos(1, 2, c=3, d=4))
try:
    pos(1, b=2, c=3, d=4)
except TypeError as e:
    print("TypeError:", e)
def kw_collide(a, /, **kw):
    return a, kw
print(kw_collide(1, a=2))
def defaults(x, y=10, /):
    return x + y
print(defaults(1), defaults(1, 2))
