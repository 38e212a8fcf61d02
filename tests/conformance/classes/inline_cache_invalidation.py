# Attribute and global lookups at one place in the code must see every change made elsewhere.
class A:
    kind = "a"

    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v


class B:
    kind = "b"

    def __init__(self, v):
        self.w = 0
        self.v = v

    def get(self):
        return -self.v


def read(o):
    return o.v, o.kind, o.get()


def write(o, x):
    o.v = x


objs = [A(1), B(2), A(3), B(4)]
for _ in range(3):
    for o in objs:
        write(o, o.v + 1)
        print(read(o), end=" ")
    print()

# A class attribute changes, a method is replaced, an instance shadows a method.
a = A(10)
print(read(a))
A.kind = "A!"
print(read(a))
A.get = lambda self: self.v * 100
print(read(a))
a.get = lambda: "shadow"
print(read(a))
del a.get
print(read(a))
del A.kind
try:
    read(a)
except AttributeError as e:
    print("AttributeError:", e)
A.kind = "back"
print(read(a))

# A property and a __setattr__ added to the class after the sites were used.
A.v = property(lambda self: "prop", lambda self, x: print("set via property", x))
print(read(a))
write(a, 5)
del A.v
print(read(a))


def setattr_hook(self, name, value):
    print("setattr", name, value)
    object.__setattr__(self, name, value)


A.__setattr__ = setattr_hook
write(a, 7)
print(read(a))
del A.__setattr__
write(a, 8)
print(read(a))

# Instance dicts with different key orders and deleted keys at the same site.
class P:
    pass


def getx(o):
    return o.x


ps = []
for i in range(4):
    p = P()
    if i % 2:
        p.y = i
    p.x = i * 10
    ps.append(p)
print([getx(p) for p in ps])
del ps[1].x
try:
    getx(ps[1])
except AttributeError as e:
    print("AttributeError:", e)
ps[1].x = "again"
print([getx(p) for p in ps])

# Classes made again and again (a dead class's slot may be reused by a new one).
def make(n):
    class C:
        def val(self):
            return n
    return C()


print([make(i).val() for i in range(5)])

# Globals: rebound, deleted (falling back to the builtin), defined late.
def use_len(x):
    return len(x)


print(use_len("abc"))
len = lambda x: "mine"
print(use_len("abc"))
del len
print(use_len("abcd"))


def late():
    return later_name


try:
    late()
except NameError as e:
    print("NameError:", e)
later_name = "now defined"
print(late())
globals_value = 1


def bump():
    global globals_value
    globals_value += 1
    return globals_value


print([bump() for _ in range(3)])

# Inherited methods and class values through a subclass; base changed later.
class Base:
    tag = "base"

    def who(self):
        return "base"


class Sub(Base):
    pass


s = Sub()
print(s.tag, s.who())
Base.tag = "changed"
Base.who = lambda self: "new base"
print(s.tag, s.who())
Sub.who = lambda self: "sub"
print(s.tag, s.who())
