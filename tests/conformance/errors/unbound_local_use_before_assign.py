def f(flag):
    if flag:
        result = "set"
    return result
print(f(True))
print(f(False))
