def risky():
    raise PermissionError("access denied")
try:
    risky()
except PermissionError:
    print("logging the error")
    raise
