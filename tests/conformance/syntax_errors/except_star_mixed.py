# except and except* cannot be mixed on one try.
print("never")
try:
    pass
except* ValueError:
    pass
except TypeError:
    pass
