def apply(fn, *args):
    return fn(*args)
print(apply(max, 3, 9, 2), apply(len, "abc"), apply(str.upper, "x"))
funcs = [abs, str, lambda x: x * 2, float]
print([f(-3) for f in funcs])
def make_multiplier(n):
    def mul(x):
        return x * n
    return mul
double, triple = make_multiplier(2), make_multiplier(3)
print(double(5), triple(5), make_multiplier(10)(7))
print(callable(double), callable(5), callable(len), callable(int))
dispatch = {"sum": sum, "max": max, "min": min}
print({k: f([3, 1, 2]) for k, f in dispatch.items()})
