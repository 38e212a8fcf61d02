"""Stand-ins for values that have no Python twin outside the sandbox."""


class Opaque:
    """A value of the sandbox with no host form (a function, a generator, an instance of a class
    the code defined): it comes out as its ``repr()``. Equal and hashed by that text."""

    __slots__ = ("repr",)

    def __init__(self, text):
        object.__setattr__(self, "repr", text)

    def __setattr__(self, name, value):
        raise AttributeError("Opaque values are immutable")

    def __repr__(self):
        return self.repr

    def __eq__(self, other):
        return isinstance(other, Opaque) and other.repr == self.repr

    def __hash__(self):
        return hash(("basilisk.Opaque", self.repr))
