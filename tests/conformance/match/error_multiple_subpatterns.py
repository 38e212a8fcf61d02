# A positional sub-pattern (through __match_args__) and a keyword one for the same attribute.
class Point:
    __match_args__ = ("x", "y")

    def __init__(self):
        self.x = 1
        self.y = 2


match Point():
    case Point(1, x=1):
        pass
