# The self-matching built-in types accept exactly one positional sub-pattern.
match 5:
    case int(a, b):
        pass
