# Keys that are only known at run time and turn out equal: ValueError.
class K:
    A = "a"
    B = "a"


match {"a": 1, "b": 2}:
    case {K.A: 1, K.B: 1}:
        pass
