it = iter([1, 2])
print(next(it), next(it), next(it, "default"))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e), e.args)
def g():
    yield 1
    return 99
gen = g()
next(gen)
try:
    next(gen)
except StopIteration as e:
    print("value", e.value)
def bad():
    yield 1
    raise StopIteration("oops")
try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e)
