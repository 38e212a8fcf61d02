class A: pass
class B(A): pass
class C(B): pass
class X: pass
print(issubclass(C, A), issubclass(A, C), issubclass(B, B), issubclass(X, A), issubclass(C, (X, B)))
print(issubclass(bool, int), issubclass(int, float), issubclass(KeyError, LookupError), issubclass(A, object))
try:
    issubclass(C(), A)
except TypeError as e:
    print("TypeError:", e)
