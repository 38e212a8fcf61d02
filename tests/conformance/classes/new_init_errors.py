# object.__new__ and object.__init__ reject extra arguments unless the other one is overridden,
# with CPython's exact messages.

def attempt(text, call):
    try:
        r = call()
        print(text, "->", type(r).__name__)
    except TypeError as e:
        print(text, "-> TypeError:", e)


class Plain:
    pass


class InitOnly:
    def __init__(self, *args, **kw):
        self.args = args


class NewOnly:
    def __new__(cls, *args, **kw):
        return object.__new__(cls)


class NewPassesArgs:
    def __new__(cls, *args, **kw):
        return super().__new__(cls, *args, **kw)


class BothPassArgs:
    def __new__(cls, *args):
        return super().__new__(cls, *args)

    def __init__(self, *args):
        super().__init__(*args)


class InitPassesArgs:
    def __init__(self, *args):
        super().__init__(*args)


class Outer:
    class Inner:
        pass


attempt("Plain()", lambda: Plain())
attempt("Plain(1)", lambda: Plain(1))
attempt("Plain(k=1)", lambda: Plain(k=1))
attempt("Outer.Inner(1)", lambda: Outer.Inner(1))
attempt("InitOnly(1, k=2)", lambda: InitOnly(1, k=2))
attempt("NewOnly(1, k=2)", lambda: NewOnly(1, k=2))
attempt("NewPassesArgs()", lambda: NewPassesArgs())
attempt("NewPassesArgs(1)", lambda: NewPassesArgs(1))
attempt("NewPassesArgs(k=1)", lambda: NewPassesArgs(k=1))
attempt("BothPassArgs()", lambda: BothPassArgs())
attempt("BothPassArgs(1)", lambda: BothPassArgs(1))
attempt("InitPassesArgs()", lambda: InitPassesArgs())
attempt("InitPassesArgs(1)", lambda: InitPassesArgs(1))

# object.__new__ called directly.
attempt("object.__new__(Plain)", lambda: object.__new__(Plain))
attempt("object.__new__(Plain, 1)", lambda: object.__new__(Plain, 1))
attempt("object.__new__(InitOnly, 1)", lambda: object.__new__(InitOnly, 1))
attempt("object.__new__(NewOnly, 1)", lambda: object.__new__(NewOnly, 1))
attempt("object.__new__()", lambda: object.__new__())
attempt("object.__new__(1)", lambda: object.__new__(1))
attempt("object.__new__(int)", lambda: object.__new__(int))
attempt("object.__new__(object)", lambda: object.__new__(object))


class MyError(Exception):
    pass


class MyList(list):
    pass


class NewError(MyError):
    def __new__(cls, *args):
        return super().__new__(cls, *args)


attempt("object.__new__(MyError)", lambda: object.__new__(MyError))
attempt("object.__new__(NewError)", lambda: object.__new__(NewError))
attempt("object.__new__(MyList)", lambda: object.__new__(MyList))

# object.__init__ called directly.
attempt("object.__init__(Plain())", lambda: object.__init__(Plain()))
attempt("object.__init__(Plain(), 1)", lambda: object.__init__(Plain(), 1))
attempt("object.__init__(InitOnly(), 1)", lambda: object.__init__(InitOnly(), 1))
attempt("object.__init__(NewOnly(), 1)", lambda: object.__init__(NewOnly(), 1))

# An instance made by object.__new__ has not been initialized.
inst = object.__new__(InitOnly)
print(hasattr(inst, "args"))
InitOnly.__init__(inst, 7)
print(inst.args)
