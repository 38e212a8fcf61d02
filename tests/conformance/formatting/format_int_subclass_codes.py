# A bad format spec for an int subclass names the subclass, as for bool.
class Count(int):
    pass


for v in [Count(5), True, 7]:
    for spec in ["q", "abc", ".2d", "z", ",_d", "%", "x", ">4"]:
        try:
            print(repr(format(v, spec)))
        except ValueError as e:
            print("ValueError:", e)
