def shout(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper() + "!"
    return wrapper
def repeat(n):
    def deco(fn):
        def wrapper(*args):
            return " ".join(fn(*args) for _ in range(n))
        return wrapper
    return deco
@shout
def hello(name):
    return "hello " + name
@repeat(3)
def word(w):
    return w
@shout
@repeat(2)
def both(w):
    return w
print(hello("ann"), word("hey"), both("yo"))
calls = []
def logged(fn):
    def inner(*a):
        calls.append((fn.__name__, a))
        return fn(*a)
    inner.__name__ = fn.__name__
    return inner
@logged
def add(a, b):
    return a + b
print(add(1, 2), add(3, 4), calls, add.__name__)
