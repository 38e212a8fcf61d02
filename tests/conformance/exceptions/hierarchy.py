checks = [
    (ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError), (KeyError, LookupError),
    (IndexError, LookupError), (LookupError, Exception), (UnicodeDecodeError, ValueError),
    (RecursionError, RuntimeError), (NotImplementedError, RuntimeError), (UnboundLocalError, NameError),
    (StopIteration, Exception), (Exception, BaseException), (KeyboardInterrupt, Exception),
    (ModuleNotFoundError, ImportError), (FileNotFoundError, OSError), (AssertionError, Exception),
    (TypeError, ValueError), (bool, int),
]
for a, b in checks:
    print(a.__name__, b.__name__, issubclass(a, b))
try:
    [][1]
except LookupError as e:
    print("LookupError caught", type(e).__name__)
try:
    1 / 0
except ArithmeticError as e:
    print("ArithmeticError caught", type(e).__name__)
