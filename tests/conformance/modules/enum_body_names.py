# An enum body refuses a name bound twice where a member is involved (EnumType.__prepare__),
# and leaves ordinary redefinitions (methods, dunders) alone.
import enum


def attempt(label, build):
    try:
        cls = build()
        print(label, 'ok', list(cls))
    except Exception as e:
        print(label, type(e).__name__, e)


def twice():
    class C(enum.Enum):
        RED = 1
        RED = 2
    return C


def member_then_method():
    class C(enum.Enum):
        RED = 1
        def RED(self): pass
    return C


def method_twice():
    class C(enum.Enum):
        def f(self): return 1
        def f(self): return 2
        X = 1
    return C


def auto_after_value():
    class C(enum.Enum):
        A = 1
        A = enum.auto()
    return C


def flag_twice():
    class C(enum.IntFlag):
        A = 1
        B = 2
        A = 4
    return C


def aliases_fine():
    class C(enum.Enum):
        SQUARE = 1
        CIRCLE = 2
        ALIAS = 1
    return C


def autos():
    class C(enum.Enum):
        A = enum.auto()
        B = enum.auto()
    return C


def nonmember_twice():
    class C(enum.Enum):
        A = 1
        x = enum.nonmember(1)
        x = enum.nonmember(2)
    return C


def string_values():
    class C(enum.StrEnum):
        A = 'a'
        B = 'b'
    return C


for label, build in [('twice', twice), ('member_then_method', member_then_method),
                     ('method_twice', method_twice), ('auto_after_value', auto_after_value),
                     ('flag_twice', flag_twice), ('aliases_fine', aliases_fine), ('autos', autos),
                     ('nonmember_twice', nonmember_twice), ('string_values', string_values)]:
    attempt(label, build)
print(method_twice().X.f())
