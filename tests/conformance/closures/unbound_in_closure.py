def outer():
    def inner():
        return value
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    value = 42
    return inner()
print(outer())
def f():
    x = 1
    def g():
        print(x)
        return x
    x = 2
    return g()
print(f())
