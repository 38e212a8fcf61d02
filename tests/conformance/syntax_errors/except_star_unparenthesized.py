# multiple types need parentheses in except* too.
print("never")
try:
    pass
except* ValueError, TypeError:
    pass
