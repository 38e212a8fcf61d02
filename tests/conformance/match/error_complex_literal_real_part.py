# A complex literal pattern needs an imaginary right-hand side (`1 + 2` is not a pattern).
print("never printed")
match 3:
    case 1 + 2:
        pass
