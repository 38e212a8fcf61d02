# except* needs a type.
print("never")
try:
    pass
except*:
    pass
