// copy: copy and deepcopy (memo for shared and cyclic structures, __copy__/__deepcopy__,
// __reduce_ex__/__getstate__/__setstate__ where a class defines them).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view copy_source() {
    return R"PY(
__all__ = ['Error', 'copy', 'deepcopy']


class Error(Exception):
    pass


error = Error

# Immutable values and code objects: copied by reference, as CPython's copy module does.
_atomic = (type(None), int, float, bool, str, bytes, type, range, type(len), type(Ellipsis),
           type(NotImplemented), slice)


def _is_atomic(x):
    cls = type(x)
    if cls in _atomic:
        return True
    return isinstance(x, type) or callable(x) and _is_plain_function(x)


def _is_plain_function(x):
    # Functions, built-in functions and classes are copied by reference, as CPython's.
    name = type(x).__name__
    return name in ('function', 'builtin_function_or_method', 'method')


def copy(x):
    cls = type(x)
    if _is_atomic(x):
        return x
    if cls is list:
        return x[:]
    if cls is dict:
        return x.copy()
    if cls is set:
        return x.copy()
    if cls is tuple or cls is frozenset:
        return x
    if cls is bytearray:
        return bytearray(x)
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    return _reconstruct(x, None)


def _instance_state(x):
    try:
        return x.__dict__
    except AttributeError:
        return None


def _reconstruct(x, memo):
    # A copy of an instance of a user class: a new object of the same class (its __init__ not
    # run) with the attributes copied, and the items of a list/dict/set/tuple base.
    cls = type(x)
    for k in cls.__mro__:
        if k.__module__ == 'builtins':
            break
        if '__reduce_ex__' in vars(k):
            return _from_reduce(x, x.__reduce_ex__(4), memo)
        if '__reduce__' in vars(k):
            return _from_reduce(x, x.__reduce__(), memo)
    deep = memo is not None
    if isinstance(x, tuple):
        items = tuple(deepcopy(v, memo) for v in x) if deep else tuple(x)
        y = tuple.__new__(cls, items)
        if deep:
            memo[id(x)] = y
    elif isinstance(x, (list, dict, set)):
        base = list if isinstance(x, list) else dict if isinstance(x, dict) else set
        y = base.__new__(cls)
        if deep:
            memo[id(x)] = y
        if base is list:
            for v in x:
                list.append(y, deepcopy(v, memo) if deep else v)
        elif base is dict:
            for k, v in dict.items(x):
                dict.__setitem__(y, deepcopy(k, memo) if deep else k, deepcopy(v, memo) if deep else v)
        else:
            for v in x:
                set.add(y, deepcopy(v, memo) if deep else v)
    elif isinstance(x, (int, float)):
        # An int or float subclass instance: its class's __new__ given the plain value (what
        # CPython's copyreg.__newobj__ does with __getnewargs__); the attributes follow below.
        y = cls.__new__(cls, float.__float__(x) if isinstance(x, float) else int.__int__(x))
        if deep:
            memo[id(x)] = y
    elif isinstance(x, BaseException):
        y = cls.__new__(cls, *x.args)
        y.args = x.args
        if deep:
            memo[id(x)] = y
    else:
        y = object.__new__(cls)
        if deep:
            memo[id(x)] = y
    state = getattr(x, '__getstate__', None)
    if state is not None and '__getstate__' in _defined(cls):
        state = state()
    else:
        state = _instance_state(x)
    if state:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(y, '__setstate__', None)
        if setstate is not None:
            setstate(state)
        else:
            y.__dict__.update(state)
    return y


def _defined(cls):
    names = set()
    for k in cls.__mro__:
        if k.__module__ != 'builtins':
            names.update(vars(k))
    return names


def _from_reduce(x, rv, memo):
    if isinstance(rv, str):
        return x
    deep = memo is not None
    func, args = rv[0], rv[1]
    state = rv[2] if len(rv) > 2 else None
    listiter = rv[3] if len(rv) > 3 else None
    dictiter = rv[4] if len(rv) > 4 else None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, '__setstate__'):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                y.__dict__.update(state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        for item in listiter:
            y.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for key, value in dictiter:
            y[deepcopy(key, memo) if deep else key] = deepcopy(value, memo) if deep else value
    return y


def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if _is_atomic(x):
        return x
    if cls is list:
        y = []
        memo[d] = y
        append = y.append
        for a in x:
            append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        # A tuple whose items all copy to themselves is its own copy.
        try:
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, y):
            if k is not j:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is set or cls is frozenset:
        y = cls(deepcopy(a, memo) for a in x)
    elif cls is bytearray:
        y = bytearray(x)
    else:
        copier = getattr(x, '__deepcopy__', None)
        if copier is not None and not isinstance(x, type):
            y = copier(memo)
        else:
            y = _reconstruct(x, memo)
    if y is not x:
        memo[d] = y
        # Keep x alive while the memo lives (CPython's _keep_alive).
        memo.setdefault(id(memo), []).append(x)
    return y
)PY";
}

}  // namespace basilisk::stdlib
