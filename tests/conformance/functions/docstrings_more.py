def documented(x):
    """Return x doubled.

    Longer description here.
    """
    return x * 2


def undocumented():
    return 1


def not_first():
    x = 1
    "not a docstring"
    return x


print(repr(documented.__doc__))
print(undocumented.__doc__, not_first.__doc__)
print(documented.__doc__.splitlines()[0])
lam = lambda: 0
print(lam.__doc__)


def deco(fn):
    def wrapper(*a):
        return fn(*a)
    wrapper.__doc__ = fn.__doc__
    wrapper.__name__ = fn.__name__
    return wrapper


@deco
def greet(name):
    "Say hello."
    return "hi " + name


print(greet.__name__, greet.__doc__, greet("bo"))


class K:
    def method(self):
        """A method."""
        return 1


print(K.method.__doc__, K().method.__doc__)
