# AttributeError suggestions: candidates are dir(obj); e.name and e.obj are set.
class Foo:
    def __init__(self):
        self.value = 1
    def compute(self):
        return self.value * 2

f = Foo()
try:
    f.valeu
except AttributeError as e:
    print(str(e))
    print(e.name, e.obj is f)
print(f.compute())
print(f.valeu)
