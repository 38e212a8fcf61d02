# __match_args__ must hold strings.
class Odd:
    __match_args__ = ("a", 2)
    a = 1


match Odd():
    case Odd(1, 2):
        pass
