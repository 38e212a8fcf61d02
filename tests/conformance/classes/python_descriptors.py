class Upper:
    def __set_name__(self, owner, name):
        self.name = '_' + name
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return getattr(obj, self.name, '').upper()
    def __set__(self, obj, value):
        setattr(obj, self.name, value)
    def __delete__(self, obj):
        print('deleting', self.name)

class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __get__(self, obj, owner=None):
        if obj is None:
            return 'class access'
        value = self.fn(obj)
        obj.__dict__[self.fn.__name__] = value
        return value

class Person:
    name = Upper()
    def __init__(self, name):
        self.name = name
    @Lazy
    def greeting(self):
        print('computing')
        return 'hello ' + self.name

p = Person('ada')
print(p.name, p._name, type(Person.name).__name__)
p.name = 'bob'
print(p.name, vars(p))
del p.name
print(p.greeting, p.greeting, Person.greeting)

class Frozen:
    def __init__(self):
        object.__setattr__(self, 'x', 1)
    def __setattr__(self, name, value):
        raise AttributeError(f'cannot set {name}')
    def __delattr__(self, name):
        raise AttributeError(f'cannot delete {name}')
f = Frozen()
for action in (lambda: setattr(f, 'x', 2), lambda: delattr(f, 'x')):
    try:
        action()
    except AttributeError as e:
        print('AttributeError:', e)
print(f.x)
