# except and except* cannot be mixed on one try (plain first).
print("never")
try:
    pass
except TypeError:
    pass
except* ValueError:
    pass
