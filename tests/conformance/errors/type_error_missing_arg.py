def f(x):
    return x
print(f(x=1))
f()
