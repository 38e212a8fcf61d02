# Deleting a variable a closure captured: reading it in the outer and in the inner function.
def outer():
    x = 1
    def inner():
        return x
    print(inner())
    del x
    try:
        print(x)
    except NameError as e:
        print(type(e).__name__, e)
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    x = 2
    print(inner(), x)
outer()

def outer2():
    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    y = 5
    return inner()
print(outer2())

def outer3():
    z = 1
    def inner():
        nonlocal z
        del z
    inner()
    try:
        print(z)
    except NameError as e:
        print(type(e).__name__, isinstance(e, UnboundLocalError), e)
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
outer3()

def outer4():
    w = 1
    def inner():
        return w
    del w
    try:
        del w
    except NameError as e:
        print(type(e).__name__, e)
outer4()

def outer5():
    v = 0
    def mid():
        def inner():
            return v
        return inner
    del v
    try:
        mid()()
    except NameError as e:
        print(type(e).__name__, e)
outer5()
