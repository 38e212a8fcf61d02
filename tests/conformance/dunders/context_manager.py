class Resource:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None, exc)
        return self.suppress
with Resource("a") as r:
    print("using", r.name)
with Resource("b", suppress=True):
    raise ValueError("swallowed")
print("after b")
try:
    with Resource("c"):
        raise KeyError("propagates")
except KeyError as e:
    print("caught", e)
with Resource("outer") as o, Resource("inner") as i:
    print("both", o.name, i.name)
def f():
    with Resource("ret"):
        return "returned"
print(f())
for n in range(3):
    with Resource(f"loop{n}"):
        if n == 1:
            continue
        print("body", n)
