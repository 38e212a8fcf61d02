// operator: the whole module in Python. Each function performs its one operation with the
// operator itself (so a dunder it reaches runs on the VM's frames); in-place forms return the
// rebound result; itemgetter/attrgetter keep a single target unwrapped for the sort-key case;
// the __add__-style aliases are bound in a loop at import.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view operator_source() {
    return R"PY(
__all__ = ['abs', 'add', 'and_', 'attrgetter', 'call', 'concat', 'contains', 'countOf',
           'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt', 'iadd', 'iand',
           'iconcat', 'ifloordiv', 'ilshift', 'imatmul', 'imod', 'imul',
           'index', 'indexOf', 'inv', 'invert', 'ior', 'ipow', 'irshift',
           'is_', 'is_not', 'isub', 'itemgetter', 'itruediv', 'ixor', 'le',
           'length_hint', 'lshift', 'lt', 'matmul', 'methodcaller', 'mod',
           'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow', 'rshift',
           'setitem', 'sub', 'truediv', 'truth', 'xor']

# Each function performs its one operation with the operator itself, so the operands'
# dunders run on the VM's frames exactly as the written-out expression would.

_builtin_abs = abs


# ---------------------------------------------------------------- comparisons and truth

def lt(a, b): return a < b
def le(a, b): return a <= b
def eq(a, b): return a == b
def ne(a, b): return a != b
def ge(a, b): return a >= b
def gt(a, b): return a > b
def not_(a): return not a
def truth(a): return bool(a)
def is_(a, b): return a is b
def is_not(a, b): return a is not b


# ---------------------------------------------------------------- arithmetic and bits

def abs(a): return _builtin_abs(a)
def add(a, b): return a + b
def sub(a, b): return a - b
def mul(a, b): return a * b
def matmul(a, b): return a @ b
def truediv(a, b): return a / b
def floordiv(a, b): return a // b
def mod(a, b): return a % b
def pow(a, b): return a ** b
def neg(a): return -a
def pos(a): return +a
def inv(a): return ~a
def lshift(a, b): return a << b
def rshift(a, b): return a >> b
def and_(a, b): return a & b
def or_(a, b): return a | b
def xor(a, b): return a ^ b

invert = inv


def _int_like_error(thing):
    return TypeError(f"'{type(thing).__name__}' object cannot be interpreted as an integer")


def index(a):
    hook = getattr(type(a), '__index__', None)
    if hook is None:
        raise _int_like_error(a)
    return hook(a)


# ---------------------------------------------------------------- sequences and containers

def _require_sequence(a):
    if not hasattr(a, '__getitem__'):
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")


def concat(a, b):
    _require_sequence(a)
    return a + b


def contains(a, b): return b in a
def getitem(a, b): return a[b]
def setitem(a, b, c): a[b] = c
def delitem(a, b): del a[b]


def countOf(a, b):
    # Identity first, then equality (so a NaN finds itself).
    return sum(1 for item in a if item is b or item == b)


def indexOf(a, b):
    pos = 0
    for item in a:
        if item is b or item == b:
            return pos
        pos += 1
    raise ValueError('sequence.index(x): x not in sequence')


def length_hint(obj, default=0):
    if not isinstance(default, int):
        raise _int_like_error(default)
    try:
        return len(obj)
    except TypeError:
        pass
    hint = getattr(type(obj), '__length_hint__', None)
    if hint is None:
        return default
    guess = hint(obj)
    if guess is NotImplemented:
        return default
    if not isinstance(guess, int):
        raise TypeError(f"__length_hint__ must be an integer, not {type(guess).__name__}")
    if guess < 0:
        raise ValueError("__length_hint__() should return >= 0")
    return guess


def call(obj, /, *args, **kwargs): return obj(*args, **kwargs)


# ---------------------------------------------------------------- in-place forms
# `a op= b` rebinds only the local name: the caller gets the result back, the same object
# when the type mutates in place (list +=, set |=), a new one otherwise.

def iadd(a, b):
    a += b
    return a


def isub(a, b):
    a -= b
    return a


def imul(a, b):
    a *= b
    return a


def imatmul(a, b):
    a @= b
    return a


def itruediv(a, b):
    a /= b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def imod(a, b):
    a %= b
    return a


def ipow(a, b):
    a **= b
    return a


def ilshift(a, b):
    a <<= b
    return a


def irshift(a, b):
    a >>= b
    return a


def iand(a, b):
    a &= b
    return a


def ior(a, b):
    a |= b
    return a


def ixor(a, b):
    a ^= b
    return a


def iconcat(a, b):
    _require_sequence(a)
    a += b
    return a


# ---------------------------------------------------------------- callable getters
# Single-target getters keep the target unwrapped so the common sort-key use costs one
# subscript or getattr per call.

def _arity_error(kind, given):
    return TypeError(f"{kind} expected 1 argument, got {given}")


class itemgetter:
    __slots__ = ('_key', '_keys')

    def __init__(self, *items):
        if not items:
            raise _arity_error('itemgetter', 0)
        self._key = items[0]
        self._keys = items if len(items) > 1 else None

    def __call__(self, obj, /):
        many = self._keys
        if many is None:
            return obj[self._key]
        return tuple([obj[k] for k in many])

    def __repr__(self):
        shown = (self._key,) if self._keys is None else self._keys
        return 'operator.itemgetter(%s)' % ', '.join([repr(k) for k in shown])

    def __reduce__(self):
        return type(self), ((self._key,) if self._keys is None else self._keys)


def _walk(obj, path):
    for part in path:
        obj = getattr(obj, part)
    return obj


class attrgetter:
    __slots__ = ('_names', '_paths')

    def __init__(self, *attrs):
        if not attrs:
            raise _arity_error('attrgetter', 0)
        for one in attrs:
            if type(one) is not str and not isinstance(one, str):
                raise TypeError('attribute name must be a string')
        self._names = attrs
        # A dotted name becomes the tuple of its parts; a plain one stays a string.
        self._paths = tuple([tuple(n.split('.')) if '.' in n else n for n in attrs])

    def __call__(self, obj, /):
        paths = self._paths
        if len(paths) == 1:
            only = paths[0]
            return getattr(obj, only) if only.__class__ is str else _walk(obj, only)
        return tuple([getattr(obj, p) if p.__class__ is str else _walk(obj, p) for p in paths])

    def __repr__(self):
        return 'operator.attrgetter(%s)' % ', '.join([repr(n) for n in self._names])

    def __reduce__(self):
        return type(self), self._names


class methodcaller:
    __slots__ = ('_method', '_pos', '_kw')

    def __init__(*args, **kwargs):
        if len(args) < 2:
            raise TypeError("methodcaller needs at least one argument, the method name")
        self, method = args[0], args[1]
        if type(method) is not str and not isinstance(method, str):
            raise TypeError('method name must be a string')
        self._method = method
        self._pos = args[2:]
        self._kw = kwargs

    def __call__(self, obj, /):
        return getattr(obj, self._method)(*self._pos, **self._kw)

    def __repr__(self):
        shown = [repr(self._method)]
        shown += [repr(a) for a in self._pos]
        shown += ['%s=%r' % item for item in self._kw.items()]
        return 'operator.methodcaller(%s)' % ', '.join(shown)

    def __reduce__(self):
        if self._kw:
            # Keyword arguments travel inside a partial of the class.
            from functools import partial
            return partial(type(self), self._method, **self._kw), self._pos
        return type(self), (self._method,) + self._pos


# ---------------------------------------------------------------- dunder aliases
# operator.__add__ is operator.add, and so on (trailing underscores dropped: __and__ for and_).

def _alias_dunders(space):
    names = ('lt le eq ne ge gt not_ abs add and_ call floordiv index inv invert lshift mod '
             'mul matmul neg or_ pos pow rshift sub truediv xor concat contains delitem '
             'getitem setitem iadd iand iconcat ifloordiv ilshift imod imul imatmul ior ipow '
             'irshift isub itruediv ixor')
    for name in names.split():
        space['__' + name.rstrip('_') + '__'] = space[name]


_alias_dunders(globals())
del _alias_dunders
)PY";
}

}  // namespace basilisk::stdlib
