# except* refuses exception group types and non-exception classes at run time (TypeError).
def attempt(make_type):
    try:
        try:
            raise ValueError("v")
        except* make_type():
            print("not here")
    except TypeError as e:
        print("TypeError:", e, "| context:", repr(e.__context__))

attempt(lambda: ExceptionGroup)
attempt(lambda: BaseExceptionGroup)
attempt(lambda: (ValueError, ExceptionGroup))
attempt(lambda: int)
attempt(lambda: (ValueError, 3))

class MyGroup(ExceptionGroup):
    pass
attempt(lambda: MyGroup)

# Not checked when the body raises nothing.
try:
    pass
except* ExceptionGroup:
    pass
print("no exception, no check")

# The last line: uncaught.
try:
    raise ValueError("v")
except* ExceptionGroup:
    pass
