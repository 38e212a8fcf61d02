# A guard that yields suspends the generator with the subject's copy on the value stack.
def g(items):
    for it in items:
        match it:
            case [x, y] if (yield x):
                print("guard true", x, y)
            case [x, *_] if (yield -x):
                print("second guard", x)
            case other:
                print("other", other)
    return "finished"


gen = g([[1, 2], [3], 4, [5]])
print(next(gen))
print(gen.send(True))
print(gen.send(False))
try:
    gen.send(1)
except StopIteration as e:
    print("done", e.value)
