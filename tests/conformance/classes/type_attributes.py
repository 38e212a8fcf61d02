# Data attributes of classes and built-in types: __base__, __bases__, __mro__, __name__, __qualname__, __module__, __doc__.
class A:
    "doc of A"
    x = 1
class B(A):
    class Inner:
        pass
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print('B.__base__', end=' -> ')
show(lambda: B.__base__)
print('B.__bases__', end=' -> ')
show(lambda: B.__bases__)
print('B.__mro__', end=' -> ')
show(lambda: B.__mro__)
print('B.__name__', end=' -> ')
show(lambda: B.__name__)
print('B.Inner.__qualname__', end=' -> ')
show(lambda: B.Inner.__qualname__)
print('B.__module__', end=' -> ')
show(lambda: B.__module__)
print('A.__doc__', end=' -> ')
show(lambda: A.__doc__)
print('B.__doc__', end=' -> ')
show(lambda: B.__doc__)
print('int.__name__', end=' -> ')
show(lambda: int.__name__)
print('bool.__base__', end=' -> ')
show(lambda: bool.__base__)
print('int.__mro__', end=' -> ')
show(lambda: int.__mro__)
print('bool.__mro__', end=' -> ')
show(lambda: bool.__mro__)
print('Exception.__mro__', end=' -> ')
show(lambda: Exception.__mro__)
print('object.__base__', end=' -> ')
show(lambda: object.__base__)
print('A.__base__', end=' -> ')
show(lambda: A.__base__)
print('KeyError.__bases__', end=' -> ')
show(lambda: KeyError.__bases__)
print('int.__qualname__', end=' -> ')
show(lambda: int.__qualname__)
print('int.__module__', end=' -> ')
show(lambda: int.__module__)
print('type(A).__name__', end=' -> ')
show(lambda: type(A).__name__)
print('A().__class__.__name__', end=' -> ')
show(lambda: A().__class__.__name__)
print('(lambda: 0).__module__', end=' -> ')
show(lambda: (lambda: 0).__module__)
class D:
    pass
class C(A, D):
    pass
print(C.__base__, C.__bases__, [k.__name__ for k in C.__mro__])
print(KeyError.__base__, LookupError.__base__, BaseException.__base__, object.__base__, bool.__base__, type(True).__base__)
