# list[int], dict[str, T], type[C]: types.GenericAlias (PEP 585).
from typing import TypeVar, List, get_args, get_origin, get_type_hints, Optional

T = TypeVar('T')
K = TypeVar('K')


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


GA = type(list[int])
print(GA, GA.__name__, GA.__module__)

# repr of aliases of every shape
for alias in (list[int], dict[str, list[int]], tuple[int, ...], tuple[()], set[str], frozenset[bytes],
              type[int], dict[str, int | None], list[list[list[float]]], enumerate[str], list['Node'],
              list[None], list[...], tuple[int, str, float]):
    print(alias, type(alias) is GA)

# the parts
a = dict[str, list[T]]
print(a.__origin__, a.__args__, a.__parameters__, a.__unpacked__)
print(list[int].__origin__ is list, list[int].__args__, list[int].__parameters__)
print(get_origin(dict[str, int]), get_args(dict[str, int]), get_args(list[int]))

# calling it calls the origin
print(list[int]([1, 2]), dict[str, int](a=1), tuple[int, ...]((3, 4)), set[str]())
show('bad call', lambda: list[int](1))
print(callable(list[int]))

# other attributes come from the origin
print(list[int].__name__, list[int].__qualname__, list[int].__module__)
print(list[int].append is list.append)
print(list[int].__class__)
show('missing attr', lambda: list[int].nope)

# isinstance / issubclass refuse it
show('isinstance', lambda: isinstance([], list[int]))
show('issubclass', lambda: issubclass(list, list[int]))
show('in tuple', lambda: isinstance([], (int, list[int])))
show('tuple hit first', lambda: isinstance(1, (int, list[int])))
show('in union', lambda: isinstance([], int | list[int]))
show('union hit first', lambda: isinstance(1, int | list[int]))
show('alias as arg 1', lambda: issubclass(list[int], list))
show('isinstance of an alias', lambda: isinstance(list[int], type))

# equality and hashing
print(list[int] == list[int], list[int] != list[int], list[int] == list[str], list[int] == list)
print(hash(list[int]) == hash(list[int]), {list[int]: 'x'}[list[int]], len({list[int], list[int], list[str]}))
print(dict[str, int] == dict[str, int], tuple[int, ...] == tuple[int, ...])
show('order', lambda: list[int] < list[int])
print(List[int] == list[int])

# unions
print(list[int] | None, int | list[int], list[int] | dict[str, int])
print(type(list[int] | None))
print(list[int] | list[int], (int | list[int]) == (list[int] | int))
print((int | list[int]).__args__)
print(hash(int | list[int]) == hash(list[int] | int))
show('alias | str', lambda: list[int] | 'str')
print(list[int] | List[int])
print(Optional[list[int]])

# type variables
print(list[T], list[T][int], dict[K, T][str, bytes], dict[str, T][int])
print(dict[T, list[T]][int])
print(list[T][None], list[T]['int'])
print(list[List[T]].__parameters__, list[List[T]][int], List[list[T]][int])
print(tuple[T, ...][int], list[T, T], list[T, T].__parameters__)
show('not generic', lambda: list[int][str])
show('too many', lambda: list[T][int, str])
show('too few', lambda: dict[K, T][int])

# subscription of built-in types
show('int[str]', lambda: int[str])
show('str[int]', lambda: str[int])


class Plain:
    pass


show('Plain[int]', lambda: Plain[int])


class MyList(list):
    pass


print(MyList[int], MyList[int]([1, 2]), type(MyList[int]([1])).__name__)
print(list.__class_getitem__(int), MyList.__class_getitem__(str))


class Box:
    __class_getitem__ = classmethod(GA)

    def __init__(self, v=0):
        self.v = v


b = Box[int](5)
print(Box[int], b.v, b.__orig_class__)


class Custom:
    def __class_getitem__(cls, item):
        return f"Custom of {item!r}"


print(Custom[int], Custom[int, str])

# as a base class
class Ints(list[int]):
    pass


print(Ints.__bases__, Ints.__orig_bases__, Ints([1, 2]), Ints.__mro__)
print(list[int].__mro_entries__((list[int],)))

# types.GenericAlias itself
print(GA(list, int), GA(list, (int, str)), GA(dict, (str, int)) == dict[str, int])
show('GA arity', lambda: GA(list))
print(list[int].__reduce__())

# annotations keep the alias
def f(xs: list[int], m: dict[str, list[int]] | None = None) -> tuple[int, ...]:
    return tuple(xs)


print(f.__annotations__)
print(get_type_hints(f))


class Record:
    names: list[str]
    table: dict[str, 'Record']


print(get_type_hints(Record))
print(str(list[int]), f"{dict[str, int]}", '%s' % (set[int],))
print('__origin__' in dir(list[int]), 'append' in dir(list[int]))

# copying goes through __reduce_ex__; the alias has no __copy__ of its own
import copy
print(list[int].__reduce_ex__(2), copy.copy(list[int]), copy.deepcopy(dict[str, list[int]]) == dict[str, list[int]])
show('__copy__', lambda: list[int].__copy__)
l = []
a = list[l]
l.append(a)
print(a)
show('unhashable argument', lambda: hash(a))
print(type[int] == type[int], type(type[int]).__name__)


# __class_getitem__ that is not a function: called as it is found
class ByLen:
    __class_getitem__ = len


class NotCallable:
    __class_getitem__ = 5


class Static:
    @staticmethod
    def __class_getitem__(x):
        return ('static', x)


print(ByLen['abc'], Static[1])
show('len of int', lambda: ByLen[3])
show('not callable', lambda: NotCallable[3])

# unions holding aliases have type variables too
print((list[T] | None).__parameters__, (int | str).__parameters__, list[list[T] | None].__parameters__)
print((list[T] | None)[int], (list[T] | dict[str, T])[bytes], list[list[T] | None][int], (list[T] | list[int])[int])
show('union not generic', lambda: (int | str)[int])
show('union too many', lambda: (list[T] | None)[int, str])
