# return may not leave an except* clause, even through a finally or a with.
print("never")
def f():
    try:
        pass
    except* ValueError:
        try:
            pass
        finally:
            return 1
