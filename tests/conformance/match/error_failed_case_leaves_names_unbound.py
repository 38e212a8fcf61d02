# Names are bound only when the whole pattern matched: a failed case binds nothing (a guard that
# fails still leaves its pattern's names bound).
match (1, 2):
    case (a, 3):
        pass
    case (b, c) if c > 5:
        pass
    case _:
        pass
print("b and c after a failed guard:", b, c)
print(a)
