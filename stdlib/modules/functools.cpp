// functools: reduce, partial, lru_cache/cache, wraps, total_ordering, cmp_to_key,
// cached_property, singledispatch. lru_cache's wrapper is a closure (it binds as a method like
// any function) whose dict order is the recency order.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view functools_source() {
    return R"PY(
__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial', 'partialmethod', 'singledispatch', 'singledispatchmethod',
           'cached_property']

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)

_initial_missing = object()


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            setattr(wrapper, attr, value)
    for attr in updated:
        getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


# ---------------------------------------------------------------- total_ordering

def _gt_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return not r and self != other

def _le_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return r or self == other

def _ge_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return not r

def _ge_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return not r or self == other

def _lt_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return r and self != other

def _gt_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return not r

def _lt_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return not r and self != other

def _ge_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return r or self == other

def _le_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return not r

def _le_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return not r or self == other

def _gt_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return r and self != other

def _lt_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return not r

_convert = {
    '__lt__': [('__gt__', _gt_from_lt), ('__le__', _le_from_lt), ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le), ('__lt__', _lt_from_le), ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt), ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge), ('__gt__', _gt_from_ge), ('__lt__', _lt_from_ge)],
}


def total_ordering(cls):
    # The ordering methods the class (or a base other than object) defines itself.
    roots = {op for op in _convert
             if any(op in vars(k) and vars(k)[op] is not None for k in cls.__mro__
                    if k.__module__ != 'builtins')}
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            def method(self, other, _f=opfunc):
                return _f(self, other)
            method.__name__ = opname
            method.__qualname__ = f'{cls.__qualname__}.{opname}'
            setattr(cls, opname, method)
    return cls


# ---------------------------------------------------------------- cmp_to_key

def cmp_to_key(mycmp):
    class K(object):
        __slots__ = ['obj']

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None
    K.__name__ = K.__qualname__ = 'KeyWrapper'
    return K


# ---------------------------------------------------------------- reduce

def reduce(function, sequence, initial=_initial_missing):
    try:
        it = iter(sequence)
    except TypeError:
        raise TypeError(f"reduce() arg 2 must support iteration") from None
    if initial is _initial_missing:
        for value in it:
            break
        else:
            raise TypeError('reduce() of empty iterable with no initial value')
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


# ---------------------------------------------------------------- partial

class partial:
    def __new__(cls, func=_initial_missing, /, *args, **keywords):
        if func is _initial_missing:
            raise TypeError("type 'partial' takes at least one argument")
        if not callable(func):
            raise TypeError('the first argument must be callable')
        if isinstance(func, partial) and type(func) is partial:
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self = super(partial, cls).__new__(cls)
        self.func = func
        self.args = args
        self.keywords = keywords
        return self

    def __call__(self, /, *args, **keywords):
        if self.keywords:
            keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        qualname = type(self).__qualname__
        args = [repr(self.func)]
        args.extend(repr(x) for x in self.args)
        args.extend(f'{k}={v!r}' for (k, v) in self.keywords.items())
        if type(self).__module__ == 'functools':
            return f'functools.{qualname}({", ".join(args)})'
        return f'{qualname}({", ".join(args)})'

    def __reduce__(self):
        return type(self), (self.func,), (self.func, self.args, self.keywords or None, None)


class partialmethod:
    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError(f'{func!r} is not callable or a descriptor')
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return partial(self.func, obj, *self.args, **self.keywords)


# ---------------------------------------------------------------- lru_cache

_CacheInfo = None


def _cache_info_type():
    global _CacheInfo
    if _CacheInfo is None:
        from collections import namedtuple
        _CacheInfo = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'])
        _CacheInfo.__module__ = 'functools'
    return _CacheInfo


_kwd_mark = object()
_fasttypes = (int, str)


def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key += (_kwd_mark,)
        for item in kwds.items():
            key += item
    if typed:
        key += tuple([type(v) for v in args])
        if kwds:
            key += tuple([type(v) for v in kwds.values()])
    elif len(key) == 1 and type(key[0]) in _fasttypes:
        return key[0]
    return key


def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function, maxsize = maxsize, 128
        return _lru_wrapper(user_function, maxsize, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_wrapper(user_function, maxsize, typed)

    return decorating_function


def _lru_wrapper(user_function, maxsize, typed):
    # A closure (not an object with __call__) so that it binds as a method like a function.
    cache = {}
    stats = [0, 0]          # hits, misses
    missing = _kwd_mark

    if maxsize == 0:
        def wrapper(*args, **kwds):
            stats[1] += 1
            return user_function(*args, **kwds)
    elif maxsize is None:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, missing)
            if result is not missing:
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            cache[key] = result
            return result
    else:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, missing)
            if result is not missing:
                stats[0] += 1
                # Most recently used last: the dict's order is the recency order.
                del cache[key]
                cache[key] = result
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            if key in cache:
                pass
            elif len(cache) >= maxsize:
                del cache[next(iter(cache))]
                cache[key] = result
            else:
                cache[key] = result
            return result

    def cache_info():
        return _cache_info_type()(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        cache.clear()
        stats[0] = stats[1] = 0

    def cache_parameters():
        return {'maxsize': maxsize, 'typed': typed}

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = cache_parameters
    update_wrapper(wrapper, user_function)
    return wrapper


def cache(user_function, /):
    return lru_cache(maxsize=None)(user_function)


# ---------------------------------------------------------------- cached_property

_NOT_FOUND = object()


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                'Cannot assign the same cached_property to two different names '
                f'({self.attrname!r} and {name!r}).')

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError('Cannot use cached_property instance without calling __set_name__ on it.')
        try:
            cache = instance.__dict__
        except AttributeError:
            msg = (f"No '__dict__' attribute on {type(instance).__name__!r} "
                   f'instance to cache {self.attrname!r} property.')
            raise TypeError(msg) from None
        val = cache.get(self.attrname, _NOT_FOUND)
        if val is _NOT_FOUND:
            val = self.func(instance)
            cache[self.attrname] = val
        return val


# ---------------------------------------------------------------- singledispatch

def _find_impl(cls, registry):
    for k in cls.__mro__:
        if k in registry:
            return registry[k]
    return registry[object]


def singledispatch(func):
    registry = {}
    dispatch_cache = {}

    def dispatch(cls):
        try:
            return dispatch_cache[cls]
        except KeyError:
            pass
        impl = _find_impl(cls, registry)
        dispatch_cache[cls] = impl
        return impl

    def _is_valid_dispatch_type(cls):
        return isinstance(cls, type)

    def register(cls, func=None):
        if _is_valid_dispatch_type(cls):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(f'Invalid first argument to `register()`. {cls!r} is not a class.')
            ann = getattr(cls, '__annotations__', {})
            if not ann:
                raise TypeError(
                    f'Invalid first argument to `register()`: {cls!r}. '
                    'Use either `@register(some_class)` or plain `@register` '
                    'on an annotated function.')
            func = cls
            argname, cls = next(iter(ann.items()))
            if not _is_valid_dispatch_type(cls):
                raise TypeError(f'Invalid annotation for {argname!r}. {cls!r} is not a class.')
        registry[cls] = func
        dispatch_cache.clear()
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    registry[object] = func
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    wrapper._clear_cache = dispatch_cache.clear
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError(f'{func!r} is not callable or a descriptor')
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(args[0].__class__)
            return method.__get__(obj, cls)(*args, **kwargs)
        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method
)PY";
}

}  // namespace basilisk::stdlib
