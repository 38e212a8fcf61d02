# More positional sub-patterns than __match_args__ names.
class Point:
    __match_args__ = ("x", "y")
    x = y = z = 0


match Point():
    case Point(a, b):
        print("two are fine", a, b)
match 5:
    case int(n):
        print("one is fine for int", n)
match Point():
    case Point(a, b, c):
        pass
