# __match_args__ must be a tuple.
class P:
    __match_args__ = ["x"]

    def __init__(self):
        self.x = 1


match P():
    case P(1):
        pass
