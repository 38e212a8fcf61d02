def level1():
    x = "L1"
    def level2():
        nonlocal x
        x = "L2"
        def level3():
            nonlocal x
            x = x + "+L3"
        level3()
        return x
    r = level2()
    return r, x
print(level1())
def shadow():
    v = 1
    def inner():
        v = 2
        return v
    inner()
    return v
print(shadow())
