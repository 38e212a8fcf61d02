# An uncaught error from __set_name__: CPython's RuntimeError is the last line.
class Exploding:
    def __set_name__(self, owner, name):
        raise KeyError(name)


class Host:
    value = Exploding()

print("not reached")
