# Duplicate literal keys in a mapping pattern are a SyntaxError (1 == True).
print("never printed")
match {}:
    case {1: _, True: _}:
        pass
