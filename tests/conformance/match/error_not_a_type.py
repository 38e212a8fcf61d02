# A class pattern whose name is not a class is a TypeError when the case is tried.
class Config:
    make = len


match [1]:
    case [2]:
        pass
    case Config.make():
        pass
