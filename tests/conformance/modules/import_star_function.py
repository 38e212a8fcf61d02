print("compiled")


def f():
    from keyword import *
