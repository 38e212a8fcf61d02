class Foo:
    def __init__(self):
        self.a = 1
f = Foo()
print(f.a)
print(f.bar)
