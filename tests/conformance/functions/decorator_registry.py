registry = {}
def register(name=None):
    def deco(fn):
        registry[name or fn.__name__] = fn
        return fn
    return deco
@register()
def alpha():
    return "A"
@register("b")
def beta():
    return "B"
print(sorted(registry), registry["alpha"](), registry["b"]())
def count_calls(fn):
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper
@count_calls
def work(x):
    return x * 2
for i in range(4):
    work(i)
print(work.calls)
