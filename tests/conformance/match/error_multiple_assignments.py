# A name may be captured only once per pattern.
print("never printed")
match [1, 2]:
    case [a, a]:
        pass
