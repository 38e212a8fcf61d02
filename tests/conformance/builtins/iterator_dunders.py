# The built-in iterators' __next__ and __iter__ are methods, as next() and iter() use them.
it = iter([1, 2])
print(it.__next__(), next(it), iter(it) is it, it.__iter__() is it)
try:
    it.__next__()
except StopIteration as e:
    print("stop", repr(e))
r = iter(range(3))
print(r.__next__(), type(r).__name__, list(r))
for x in [iter("ab"), iter((1,)), iter({1: 2}), iter({5}), enumerate("x"), zip("a", "b"), map(str, [1]),
          filter(None, [0, 3]), reversed([1, 2]), iter({1: 2}.values()), iter({1: 2}.items()), iter(b"a"),
          iter(int, 1)]:
    print(type(x).__name__, x.__next__(), x.__iter__() is x)
g = (v * 2 for v in range(3))
print(g.__next__(), g.__iter__() is g, list(g))
step = iter("xyz").__next__
print(step(), step(), step())

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: type(iter([])).__next__(5))
show(lambda: iter([]).__next__(1))
show(lambda: iter(()).__next__())
show(lambda: type(iter(range(1))).__iter__("s"))
# Slot wrappers and method descriptors word their argument errors differently.
show(lambda: [].__len__(1))
show(lambda: [].__eq__())
show(lambda: [].__eq__(1, 2))
show(lambda: [].__len__(x=1))
