# A class's __delattr__ runs before properties and the instance dict; object.__delattr__ and
# super().__delattr__ do the plain deletion without calling the hook again.


class Logged:
    @property
    def x(self):
        return 1

    @x.deleter
    def x(self):
        print("x deleter")

    def __delattr__(self, name):
        print("hook", name)
        if name == "keep":
            return
        super().__delattr__(name)


o = Logged()
o.a = 1
o.keep = 2
del o.x
del o.a
del o.keep
print(hasattr(o, "a"), o.keep)
object.__delattr__(o, "keep")
print(hasattr(o, "keep"))
for target in ("missing", 5):
    try:
        object.__delattr__(o, target)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)


class Quiet:
    def __delattr__(self, name):
        print("quiet", name)


q = Quiet()
q.v = 1
del q.v
print(q.v)
object.__delattr__(q, "v")
print(hasattr(q, "v"))
