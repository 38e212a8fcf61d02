// functools: reduce, partial, partialmethod, lru_cache/cache, wraps/update_wrapper,
// total_ordering, cmp_to_key, cached_property, singledispatch, singledispatchmethod, all plain
// Python so callbacks run as ordinary frames (a host call inside one pauses). lru_cache's
// wrapper is a closure (it binds as a method like any function); its memo dict's insertion
// order is the recency order and positional-only calls key on the args tuple itself.
// total_ordering derives the three missing comparisons from the root by complement, mirror
// and same-direction rules. singledispatch walks the MRO, then registered ABCs, then object.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view functools_source() {
    return R"PY(
__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial', 'partialmethod', 'singledispatch', 'singledispatchmethod',
           'cached_property']

# Everything here is plain Python: callbacks (the wrapped function, a comparison, a dispatch
# target) are called from ordinary frames, so a host call made inside them pauses normally.

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)

_ABSENT = object()     # "no value" where None is a legitimate value


# ---------------------------------------------------------------- wrapping

def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for name in assigned:
        value = getattr(wrapped, name, _ABSENT)
        if value is not _ABSENT:
            setattr(wrapper, name, value)
    for name in updated:
        getattr(wrapper, name).update(getattr(wrapped, name, {}))
    # Set last: a __wrapped__ copied over from wrapped's __dict__ must not win.
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


# ---------------------------------------------------------------- total_ordering
#
# From one root comparison R the other three follow:
#   the complement (lt<->ge, le<->gt) is `not R`;
#   the mirror (lt<->gt, le<->ge) is `not R and a != b` for a strict R, `not R or a == b` else;
#   the same-direction partner (lt<->le, gt<->ge) is `R or a == b` for a strict R,
#   `R and a != b` else.
# A root answering NotImplemented passes it through untouched.

_COMPLEMENT = {'__lt__': '__ge__', '__le__': '__gt__', '__gt__': '__le__', '__ge__': '__lt__'}
_MIRROR = {'__lt__': '__gt__', '__le__': '__ge__', '__gt__': '__lt__', '__ge__': '__le__'}
_PARTNER = {'__lt__': '__le__', '__le__': '__lt__', '__gt__': '__ge__', '__ge__': '__gt__'}
# When several are defined the root is the first of these that the class has.
_ROOT_PREFERENCE = ('__lt__', '__le__', '__gt__', '__ge__')


def _derived_ops(root):
    strict = root in ('__lt__', '__gt__')

    def complement(self, other):
        r = getattr(type(self), root)(self, other)
        if r is NotImplemented:
            return r
        return not r

    if strict:
        def mirror(self, other):
            r = getattr(type(self), root)(self, other)
            if r is NotImplemented:
                return r
            return not r and self != other

        def partner(self, other):
            r = getattr(type(self), root)(self, other)
            if r is NotImplemented:
                return r
            return r or self == other
    else:
        def mirror(self, other):
            r = getattr(type(self), root)(self, other)
            if r is NotImplemented:
                return r
            return not r or self == other

        def partner(self, other):
            r = getattr(type(self), root)(self, other)
            if r is NotImplemented:
                return r
            return r and self != other

    return ((_COMPLEMENT[root], complement), (_MIRROR[root], mirror),
            (_PARTNER[root], partner))


def total_ordering(cls):
    # An operation counts as defined unless it is still object's own slot.
    have = [op for op in _ROOT_PREFERENCE
            if getattr(cls, op, None) is not getattr(object, op, None)]
    if not have:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = have[0]
    for name, fn in _derived_ops(root):
        if name not in have:
            fn.__name__ = name
            fn.__qualname__ = cls.__qualname__ + '.' + name
            setattr(cls, name, fn)
    return cls


# ---------------------------------------------------------------- cmp_to_key

def cmp_to_key(mycmp):
    cmp = mycmp

    class KeyWrapper:
        __slots__ = ('obj',)
        __hash__ = None

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return cmp(self.obj, other.obj) < 0

        def __le__(self, other):
            return cmp(self.obj, other.obj) <= 0

        def __gt__(self, other):
            return cmp(self.obj, other.obj) > 0

        def __ge__(self, other):
            return cmp(self.obj, other.obj) >= 0

        def __eq__(self, other):
            return cmp(self.obj, other.obj) == 0

    KeyWrapper.__qualname__ = 'KeyWrapper'
    KeyWrapper.__module__ = 'functools'
    return KeyWrapper


# ---------------------------------------------------------------- reduce

def reduce(function, sequence, initial=_ABSENT, /):
    try:
        items = iter(sequence)
    except TypeError:
        raise TypeError("reduce() arg 2 must support iteration") from None
    acc = initial
    if acc is _ABSENT:
        acc = next(items, _ABSENT)
        if acc is _ABSENT:
            raise TypeError("reduce() of empty iterable with no initial value")
    for item in items:
        acc = function(acc, item)
    return acc


# ---------------------------------------------------------------- partial

def _call_repr(head, func, args, keywords):
    parts = [repr(func)]
    for a in args:
        parts.append(repr(a))
    for k, v in keywords.items():
        parts.append(f"{k}={v!r}")
    return head + "(" + ", ".join(parts) + ")"


def _class_label(obj):
    kind = type(obj)
    if kind.__module__ == 'functools':
        return 'functools.' + kind.__qualname__
    return kind.__qualname__


def _abstract_flag(thing):
    return getattr(thing, "__isabstractmethod__", False)


def _require_method_target(func):
    # partialmethod and singledispatchmethod accept callables and descriptors alike.
    if callable(func) or hasattr(func, "__get__"):
        return
    raise TypeError(f"{func!r} is not callable or a descriptor")


class partial:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias

    def __new__(cls, func=_ABSENT, /, *args, **keywords):
        if func is _ABSENT:
            raise TypeError("type 'partial' takes at least one argument")
        if not callable(func):
            raise TypeError("the first argument must be callable")
        # A partial of a partial collapses into one (subclasses included, as long as they
        # kept partial's own __call__).
        if isinstance(func, partial) and type(func).__call__ is partial.__call__:
            args = func.args + args
            if func.keywords:
                keywords = dict(func.keywords, **keywords)
            func = func.func
        inst = object.__new__(cls)
        inst.func = func
        inst.args = args
        inst.keywords = keywords
        return inst

    def __call__(self, /, *more, **kw):
        if self.keywords:
            kw = {**self.keywords, **kw}
        return self.func(*self.args, *more, **kw)

    def __repr__(self):
        return _call_repr(_class_label(self), self.func, self.args, self.keywords)

    def __reduce__(self):
        extra = {k: v for k, v in self.__dict__.items()
                 if k not in ('func', 'args', 'keywords')}
        return (type(self), (self.func,),
                (self.func, self.args, self.keywords or None, extra or None))

    def __setstate__(self, state):
        if not isinstance(state, tuple) or len(state) != 4:
            raise TypeError("argument to __setstate__ must be a tuple")
        func, args, kwds, extra = state
        if not callable(func) or not isinstance(args, tuple) or (
                kwds is not None and not isinstance(kwds, dict)):
            raise TypeError("invalid partial state")
        if extra:
            self.__dict__.update(extra)
        self.func = func
        self.args = tuple(args)
        self.keywords = dict(kwds) if kwds else {}


class partialmethod:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias

    def __init__(self, func, /, *args, **keywords):
        _require_method_target(func)
        if isinstance(func, partialmethod):
            func, args, keywords = func.func, func.args + args, dict(func.keywords, **keywords)
        self.func = func
        self.args = args
        self.keywords = keywords

    def __repr__(self):
        return _call_repr(_class_label(self), self.func, self.args, self.keywords)

    def _unbound(self):
        # Looked up on the class through a plain function: the instance (or class) comes in
        # as the first argument when called.
        target, fixed, fixed_kw = self.func, self.args, self.keywords

        def _method(owner, /, *more, **kw):
            if fixed_kw:
                kw = dict(fixed_kw, **kw)
            return target(owner, *fixed, *more, **kw)
        _method.__isabstractmethod__ = _abstract_flag(target)
        _method._partialmethod = self
        return _method

    def __get__(self, obj, cls=None):
        binder = getattr(self.func, "__get__", None)
        if binder is not None:
            bound = binder(obj, cls)
            if bound is not self.func:
                # A bound method, a classmethod bound to its class, a staticmethod's function.
                result = partial(bound, *self.args, **self.keywords)
                owner = getattr(bound, "__self__", _ABSENT)
                if owner is not _ABSENT:
                    result.__self__ = owner
                return result
        return self._unbound().__get__(obj, cls)

    __isabstractmethod__ = property(lambda self: _abstract_flag(self.func))


# ---------------------------------------------------------------- lru_cache / cache
#
# The wrapper is a closure, not an object with __call__, so that it binds as a method like
# any function. The memo dict's insertion order is the recency order (oldest first): a hit
# pops and re-inserts its entry, a miss on a full bounded cache drops the first entry.

_info_type = None


def _cache_info(hits, misses, maxsize, currsize):
    global _info_type
    if _info_type is None:
        from collections import namedtuple
        _info_type = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'])
        _info_type.__module__ = 'functools'
    return _info_type(hits, misses, maxsize, currsize)


_KW = object()      # separates positional from keyword parts of a key


def _full_key(args, kwds, typed):
    # Positional-only calls without typed= use the args tuple itself (the fast path inlines
    # that); keyword order is significant, as f(a=1, b=2) and f(b=2, a=1) are distinct calls.
    key = args
    if kwds:
        key = (*args, _KW, *kwds.items())
    if typed:
        key = (*key, *[type(a) for a in args], *[type(v) for v in kwds.values()])
    return key


def _memoize(fn, maxsize, typed):
    memo = {}
    hits = misses = 0

    if maxsize == 0:
        def wrapper(*a, **kw):
            nonlocal misses
            misses += 1
            return fn(*a, **kw)

    elif maxsize is None:
        def wrapper(*a, **kw):
            nonlocal hits, misses
            key = _full_key(a, kw, typed) if typed or kw else a
            found = memo.get(key, _ABSENT)
            if found is not _ABSENT:
                hits += 1
                return found
            misses += 1
            found = fn(*a, **kw)
            memo[key] = found
            return found

    else:
        def wrapper(*a, **kw):
            nonlocal hits, misses
            key = _full_key(a, kw, typed) if typed or kw else a
            found = memo.pop(key, _ABSENT)
            if found is not _ABSENT:
                memo[key] = found          # now the most recent
                hits += 1
                return found
            misses += 1
            found = fn(*a, **kw)
            # A recursive call may have stored this key already: leave that entry be.
            if key not in memo:
                if len(memo) >= maxsize:
                    del memo[next(iter(memo))]
                memo[key] = found
            return found

    def cache_info():
        return _cache_info(hits, misses, maxsize, len(memo))

    def cache_clear():
        nonlocal hits, misses
        memo.clear()
        hits = misses = 0

    def cache_parameters():
        return {'maxsize': maxsize, 'typed': typed}

    for extra in (cache_info, cache_clear, cache_parameters):
        setattr(wrapper, extra.__name__, extra)
    return update_wrapper(wrapper, fn)


def lru_cache(maxsize=128, typed=False):
    if maxsize is None or isinstance(maxsize, int):
        size = None if maxsize is None else max(maxsize, 0)
    elif callable(maxsize) and isinstance(typed, bool):
        # Bare @lru_cache: the function arrived in maxsize's place.
        return _memoize(maxsize, 128, typed)
    else:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(fn):
        return _memoize(fn, size, typed)
    return decorating_function


def cache(user_function, /):
    return _memoize(user_function, None, False)


# ---------------------------------------------------------------- cached_property

class cached_property:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__
        self.__module__ = getattr(func, '__module__', None)

    def __set_name__(self, owner, name):
        known = self.attrname
        if known is None:
            self.attrname = name
        elif known != name:
            raise TypeError(
                "Cannot assign the same cached_property to two different names "
                f"({known!r} and {name!r})."
            )

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname
        if name is None:
            raise TypeError(
                "Cannot use cached_property instance without calling __set_name__ on it.")
        store = getattr(instance, '__dict__', _ABSENT)
        if store is _ABSENT:
            raise TypeError(
                f"No '__dict__' attribute on {type(instance).__name__!r} "
                f"instance to cache {name!r} property."
            ) from None
        # Normally the instance dict shadows this (non-data) descriptor once filled, so this
        # only runs on the first access.
        value = store.get(name, _ABSENT)
        if value is _ABSENT:
            value = self.func(instance)
            store[name] = value
        return value


# ---------------------------------------------------------------- singledispatch

def _annotation_target(func):
    # The class a plain @register reads from the first annotated parameter.
    fn = getattr(func, '__func__', func)
    notes = getattr(fn, '__annotations__', None) or {}
    notes = {k: v for k, v in notes.items() if k != 'return'}
    if not notes:
        return None, None
    param, target = next(iter(notes.items()))
    if type(target) is str:
        # A string (postponed) annotation: typing knows how to resolve it.
        import typing
        target = typing.get_type_hints(fn)[param]
    return param, target


def _dispatch_classes(target):
    # A class, or a union of classes (int | str, typing.Union[int, str]); else None.
    if isinstance(target, type):
        return (target,)
    members = getattr(target, '__args__', None)
    if not members or not all(isinstance(m, type) for m in members):
        return None
    if type(target).__name__ == 'UnionType' or \
            repr(getattr(target, '__origin__', None)) == 'typing.Union':
        return tuple(members)
    return None


def _pick(cls, impls):
    for k in cls.__mro__:
        if k in impls and k is not object:
            return impls[k]
    # Nothing concrete: registered ABCs the class satisfies, before object's fallback.
    for k, impl in impls.items():
        if k is not object and issubclass(cls, k):
            return impl
    return impls[object]


def singledispatch(func):
    impls = {object: func}
    resolved = {}

    def dispatch(cls):
        impl = resolved.get(cls)
        if impl is None:
            impl = resolved[cls] = _pick(cls, impls)
        return impl

    def register(cls, func=None):
        kinds = _dispatch_classes(cls)
        if kinds is not None:
            if func is None:
                return lambda impl: register(cls, impl)
        else:
            if func is not None:
                raise TypeError(
                    f"Invalid first argument to `register()`. "
                    f"{cls!r} is not a class or union type."
                )
            param, target = _annotation_target(cls)
            if param is None:
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    f"Use either `@register(some_class)` or plain `@register` "
                    f"on an annotated function."
                )
            func = cls
            kinds = _dispatch_classes(target)
            if kinds is None:
                raise TypeError(
                    f"Invalid annotation for {param!r}. {target!r} is not a class."
                )
        for k in kinds:
            impls[k] = func
        resolved.clear()
        return func

    label = getattr(func, '__name__', 'singledispatch function')

    def wrapper(*a, **kw):
        if not a:
            raise TypeError(f'{label} requires at least 1 positional argument')
        return dispatch(a[0].__class__)(*a, **kw)

    wrapper.__dict__.update(register=register, dispatch=dispatch, registry=impls,
                            _clear_cache=resolved.clear)
    return update_wrapper(wrapper, func)


class singledispatchmethod:

    def __init__(self, func):
        _require_method_target(func)
        self.func = func
        self.dispatcher = singledispatch(func)

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        pick = self.dispatcher.dispatch

        def _method(*a, **kw):
            return pick(a[0].__class__).__get__(obj, cls)(*a, **kw)

        _method.__isabstractmethod__ = _abstract_flag(self.func)
        _method.register = self.register
        return update_wrapper(_method, self.func)

    __isabstractmethod__ = property(lambda self: _abstract_flag(self.func))
)PY";
}

}  // namespace basilisk::stdlib
