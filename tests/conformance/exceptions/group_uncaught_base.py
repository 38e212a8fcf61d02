# An uncaught BaseExceptionGroup raised while handling another exception.
try:
    1 / 0
except ZeroDivisionError as z:
    raise BaseExceptionGroup("top", [z, KeyboardInterrupt()])
