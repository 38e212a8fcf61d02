"""The main module's docstring."""
# The main module names itself and carries its docstring, as CPython's does; classes record the
# module that defines them.
print(__name__, repr(__doc__))


class Record:
    pass


print(Record.__module__, Record, repr(Record()).split(" ")[0])


def main():
    return "ran main()"


if __name__ == "__main__":
    print(main())

import math
print(math.__name__)
