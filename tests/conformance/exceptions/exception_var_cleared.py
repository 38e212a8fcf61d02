e = "before"
try:
    raise ValueError("x")
except ValueError as e:
    print("inside", e)
try:
    print(e)
except NameError as ne:
    print("NameError:", ne)
err = None
try:
    1 / 0
except ZeroDivisionError as exc:
    err = exc
print(type(err).__name__, err)
