// itertools: CPython 3.11's functions (and 3.12's batched), lazy. Each public function
// checks its arguments and calls iter() at once, as CPython's C types do, then hands the work to
// a generator, so a key function or predicate that calls the host pauses like any other frame.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view itertools_source() {
    return R"PY(
__all__ = ['accumulate', 'batched', 'chain', 'combinations', 'combinations_with_replacement',
           'compress', 'count', 'cycle', 'dropwhile', 'filterfalse', 'groupby', 'islice',
           'pairwise', 'permutations', 'product', 'repeat', 'starmap', 'takewhile', 'tee',
           'zip_longest']

# Each public function checks its arguments and calls iter() at once, as CPython's C types do,
# then hands the work to a generator (lazy, and pausable inside callbacks).

_marker = object()


def _index(v):
    if isinstance(v, int):
        return v
    try:
        m = type(v).__index__
    except AttributeError:
        raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer") from None
    return m(v)


def _is_number(v):
    return isinstance(v, (int, float))


class count:
    __slots__ = ('_n', '_step')

    def __init__(self, start=0, step=1, *extra):
        if extra:
            raise TypeError(f'count() takes at most 2 arguments ({2 + len(extra)} given)')
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        self._n = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return f'count({self._n!r})'
        return f'count({self._n!r}, {step!r})'


class repeat:
    __slots__ = ('_obj', '_times')

    def __init__(self, object=_marker, times=_marker, *extra):
        if extra:
            raise TypeError(f'repeat() takes at most 2 arguments ({2 + len(extra)} given)')
        if object is _marker:
            raise TypeError("repeat() missing required argument 'object' (pos 1)")
        self._obj = object
        if times is _marker:
            self._times = None
        else:
            times = _index(times)
            self._times = times if times > 0 else 0

    def __iter__(self):
        return self

    def __next__(self):
        t = self._times
        if t is None:
            return self._obj
        if t <= 0:
            raise StopIteration
        self._times = t - 1
        return self._obj

    def __length_hint__(self):
        if self._times is None:
            raise TypeError('len() of unsized object')
        return self._times

    def __repr__(self):
        if self._times is None:
            return f'repeat({self._obj!r})'
        return f'repeat({self._obj!r}, {self._times})'


def _cycle(it):
    saved = []
    for element in it:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        for element in saved:
            yield element


def cycle(*args):
    if len(args) != 1:
        raise TypeError(f'cycle expected 1 argument, got {len(args)}')
    iterable, = args
    return _cycle(iter(iterable))


def _accumulate(it, func, initial):
    total = initial
    if initial is _marker:
        for total in it:
            break
        else:
            return
    yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


def accumulate(iterable=_marker, func=None, *extra, initial=None):
    if extra:
        raise TypeError(f'accumulate() takes at most 2 positional arguments '
                        f'({2 + len(extra)} given)')
    if iterable is _marker:
        raise TypeError("accumulate() missing required argument 'iterable' (pos 1)")
    return _accumulate(iter(iterable), func, _marker if initial is None else initial)


def _chain(iterables):
    for it in iterables:
        yield from it


def chain(*iterables):
    return _chain(iterables)


def _from_iterable(iterable, /):
    return _chain(iter(iterable))


chain.from_iterable = _from_iterable


def _compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def compress(data=_marker, selectors=_marker, *extra):
    if extra:
        raise TypeError(f'compress() takes at most 2 arguments ({2 + len(extra)} given)')
    if data is _marker:
        raise TypeError("compress() missing required argument 'data' (pos 1)")
    if selectors is _marker:
        raise TypeError("compress() missing required argument 'selectors' (pos 2)")
    return _compress(iter(data), iter(selectors))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    yield from it


def dropwhile(*args):
    if len(args) != 2:
        raise TypeError(f'dropwhile expected 2 arguments, got {len(args)}')
    predicate, iterable = args
    return _dropwhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            break


def takewhile(*args):
    if len(args) != 2:
        raise TypeError(f'takewhile expected 2 arguments, got {len(args)}')
    predicate, iterable = args
    return _takewhile(predicate, iter(iterable))


def _filterfalse(predicate, it):
    if predicate is None:
        for x in it:
            if not x:
                yield x
    else:
        for x in it:
            if not predicate(x):
                yield x


def filterfalse(*args):
    if len(args) != 2:
        raise TypeError(f'filterfalse expected 2 arguments, got {len(args)}')
    function, iterable = args
    return _filterfalse(function, iter(iterable))


def _starmap(function, it):
    for args in it:
        if type(args) is not tuple:
            # Each item is made a tuple first, so a non-iterable fails as tuple() would.
            args = tuple(args)
        yield function(*args)


def starmap(*args):
    if len(args) != 2:
        raise TypeError(f'starmap expected 2 arguments, got {len(args)}')
    function, iterable = args
    return _starmap(function, iter(iterable))


def _pairwise(it):
    for a in it:
        break
    else:
        return
    for b in it:
        yield a, b
        a = b


def pairwise(*args):
    if len(args) != 1:
        raise TypeError(f'pairwise expected 1 argument, got {len(args)}')
    iterable, = args
    return _pairwise(iter(iterable))


def _islice_arg(v, what):
    if v is None:
        return None
    try:
        v = _index(v)
    except TypeError:
        v = -1
    if v < 0:
        raise ValueError(what)
    return v


def _islice(it, start, stop, step):
    # CPython's order: skip to the next wanted index, then stop if past `stop`, then take one.
    cnt = 0
    nxt = start
    while True:
        while cnt < nxt:
            for _ in it:
                break
            else:
                return
            cnt += 1
        if stop is not None and cnt >= stop:
            return
        for item in it:
            break
        else:
            return
        cnt += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield item


def islice(*args):
    if len(args) < 2:
        raise TypeError(f'islice expected at least 2 arguments, got {len(args)}')
    iterable, *args = args
    n = len(args)
    if n == 0:
        raise TypeError('islice expected at least 2 arguments, got 1')
    if n > 3:
        raise TypeError(f'islice expected at most 4 arguments, got {n + 1}')
    if n == 1:
        start, stop, step = None, args[0], None
    else:
        start, stop = args[0], args[1]
        step = args[2] if n == 3 else None
    stop = _islice_arg(stop, 'Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    start = _islice_arg(start, 'Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if step is not None:
        try:
            step = _index(step)
        except TypeError:
            step = -1
        if step < 1:
            raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice(iter(iterable), start or 0, stop, step or 1)


def _zip_longest(its, fillvalue):
    active = len(its)
    if not active:
        return
    its = list(its)
    while True:
        values = []
        for i, it in enumerate(its):
            if it is None:
                values.append(fillvalue)
                continue
            try:
                value = next(it)
            except StopIteration:
                active -= 1
                if not active:
                    return
                its[i] = None
                value = fillvalue
            values.append(value)
        yield tuple(values)


def zip_longest(*iterables, **options):
    fillvalue = options.pop('fillvalue', None) if options else None
    if options:
        raise TypeError('zip_longest() got an unexpected keyword argument')
    return _zip_longest([iter(it) for it in iterables], fillvalue)


def _product(pools):
    result = [()]
    for pool in pools:
        result = [x + (y,) for x in result for y in pool]
    for prod in result:
        yield prod


def _product_lazy(pools):
    n = len(pools)
    for pool in pools:
        if not pool:
            return
    indices = [0] * n
    yield tuple([pool[0] for pool in pools])
    while True:
        i = n - 1
        while i >= 0:
            indices[i] += 1
            if indices[i] < len(pools[i]):
                break
            indices[i] = 0
            i -= 1
        else:
            return
        yield tuple([pools[j][indices[j]] for j in range(n)])


def product(*iterables, repeat=1):
    repeat = _index(repeat)
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in iterables] * repeat
    return _product_lazy(pools)


def _r_arg(r):
    r = _index(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return r


def _permutations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple([pool[i] for i in indices[:r]])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple([pool[i] for i in indices[:r]])
                break
        else:
            return


def permutations(iterable=_marker, r=None, *extra):
    if extra:
        raise TypeError(f'permutations() takes at most 2 arguments ({2 + len(extra)} given)')
    if iterable is _marker:
        raise TypeError("permutations() missing required argument 'iterable' (pos 1)")
    pool = tuple(iterable)
    if r is not None and not isinstance(r, int):
        raise TypeError('Expected int as r')
    r = len(pool) if r is None else _r_arg(r)
    return _permutations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple([pool[i] for i in indices])
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple([pool[i] for i in indices])


def combinations(iterable=_marker, r=_marker, *extra):
    if extra:
        raise TypeError(f'combinations() takes at most 2 arguments ({2 + len(extra)} given)')
    if iterable is _marker:
        raise TypeError("combinations() missing required argument 'iterable' (pos 1)")
    if r is _marker:
        raise TypeError("combinations() missing required argument 'r' (pos 2)")
    pool = tuple(iterable)
    return _combinations(pool, _r_arg(r))


def _combinations_with_replacement(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple([pool[i] for i in indices])
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple([pool[i] for i in indices])


def combinations_with_replacement(iterable=_marker, r=_marker, *extra):
    if extra:
        raise TypeError(f'combinations_with_replacement() takes at most 2 arguments '
                        f'({2 + len(extra)} given)')
    if iterable is _marker:
        raise TypeError("combinations_with_replacement() missing required argument 'iterable' (pos 1)")
    if r is _marker:
        raise TypeError("combinations_with_replacement() missing required argument 'r' (pos 2)")
    pool = tuple(iterable)
    return _combinations_with_replacement(pool, _r_arg(r))


def _groupby(it, keyfunc):
    # A generator (not a class with __next__) so that a key function calling the host pauses.
    # cur: the last item fetched, its key, the token of the live group, whether `it` is done.
    cur = [_marker, None, None, False]

    def step():
        for value in it:
            cur[1] = value
            cur[0] = value if keyfunc is None else keyfunc(value)
            return True
        cur[3] = True
        return False

    def grouper(tgtkey, token):
        # Ends once the outer iterator moved on (its token is no longer the live one).
        while cur[2] is token:
            yield cur[1]
            if not step() or not (cur[0] == tgtkey):
                return

    if not step():
        return
    while True:
        tgtkey = cur[0]
        token = object()
        cur[2] = token
        yield tgtkey, grouper(tgtkey, token)
        cur[2] = None
        if cur[3]:
            return
        while cur[0] == tgtkey:
            if not step():
                return


def groupby(iterable=_marker, key=None, *extra):
    if extra:
        raise TypeError(f'groupby() takes at most 2 arguments ({2 + len(extra)} given)')
    if iterable is _marker:
        raise TypeError("groupby() missing required argument 'iterable' (pos 1)")
    return _groupby(iter(iterable), key)


def tee(*args):
    if not args:
        raise TypeError('tee expected at least 1 argument, got 0')
    if len(args) > 2:
        raise TypeError(f'tee expected at most 2 arguments, got {len(args)}')
    iterable, n = args if len(args) == 2 else (args[0], 2)
    n = _index(n)
    if n < 0:
        raise ValueError('n must be >= 0')
    if n == 0:
        return ()
    it = iter(iterable)
    # A shared singly linked list of [value, next] cells: each copy walks it at its own pace.
    head = [None, None]

    def follow(link):
        while True:
            if link[1] is None:
                try:
                    value = next(it)
                except StopIteration:
                    return
                link[0] = value
                link[1] = [None, None]
            value = link[0]
            link = link[1]
            yield value

    return tuple([follow(head) for _ in range(n)])


def _batched(it, n):
    while True:
        batch = tuple(islice(it, n))
        if not batch:
            return
        yield batch


def batched(iterable, n):
    n = _index(n)
    if n < 1:
        raise ValueError('n must be at least one')
    return _batched(iter(iterable), n)
)PY";
}

}  // namespace basilisk::stdlib
