# An unguarded capture pattern that is not the last case is a SyntaxError.
print("never printed")
match 1:
    case value:
        pass
    case 2:
        pass
