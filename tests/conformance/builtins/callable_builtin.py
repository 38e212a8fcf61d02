class C:
    def __call__(self):
        return 1
class D:
    pass
def f():
    pass
print(callable(f), callable(lambda: 0), callable(print), callable(C), callable(C()), callable(D()), callable(None), callable("s"), callable(str.upper), callable([].append))
