# A wildcard before other cases makes them unreachable: a SyntaxError before anything runs.
print("never printed")
match 1:
    case _:
        pass
    case 2:
        pass
