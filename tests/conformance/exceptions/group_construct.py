# BaseExceptionGroup / ExceptionGroup construction: the class chosen, and CPython's errors.
for args in [(), ("m",), (1, [ValueError()]), ("m", 5), ("m", []), ("m", [1]),
             ("m", [ValueError(), 2]), ("m", "ab"), ("m", {1: 2})]:
    try:
        BaseExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except TypeError as e:
    print(e)
try:
    ExceptionGroup("m", [ValueError()], extra=1)
except TypeError as e:
    print(e)

class Mine(ExceptionGroup):
    pass

class Base(BaseExceptionGroup):
    pass

try:
    Mine("m", [KeyboardInterrupt()])
except TypeError as e:
    print(e)
print(type(BaseExceptionGroup("m", [ValueError(1)])).__name__)
print(type(BaseExceptionGroup("m", [KeyboardInterrupt()])).__name__)
print(type(BaseExceptionGroup("m", [ValueError(1), SystemExit(2)])).__name__)
print(type(Base("m", [ValueError()])).__name__, type(Base("m", [KeyboardInterrupt()])).__name__)
print(type(Mine("m", (ValueError(),))).__name__)
print(ExceptionGroup.__mro__)
print(ExceptionGroup.__bases__, BaseExceptionGroup.__bases__)
print(issubclass(ExceptionGroup, Exception), issubclass(BaseExceptionGroup, Exception))
print(Mine.__mro__)
