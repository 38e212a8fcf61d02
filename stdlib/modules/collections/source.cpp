// collections, written in Python so that every callback into the program (a default_factory,
// a __missing__, an element's __hash__/__eq__, a generator being counted) runs on the VM's own
// frames and can pause at a host call. Design:
// - namedtuple builds a tuple subclass with type(): one read-only property per field and a
//   __new__ with fast paths for all-positional, trailing-default and keyword calls; anything
//   unusual goes to _bind, which also gives dataclasses its signature-style TypeErrors.
// - Counter, defaultdict and OrderedDict are dict subclasses (dict already keeps insertion
//   order; OrderedDict adds reordering and order-sensitive equality). Counter's tally of a
//   plain list/tuple is native (_count_list in count.cpp); other iterables count in Python.
// - deque is a plain list plus a start offset, giving amortised O(1) at both ends.
// - ChainMap and UserDict share small live key/item/value views; UserList and UserString get
//   their plain delegating methods attached from tables instead of spelled out one by one.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view collections_source() {
    return R"PY(
__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList', 'UserString',
           'defaultdict', 'deque', 'namedtuple']

# An empty __path__ makes this a package, so `import collections.abc` finds its submodule.
__path__ = []

from keyword import iskeyword as _is_kw
import itertools as _it

# The ids of the containers whose repr is being built, to show a recursive one as ... .
_odict_repr_running = set()

_mk_tuple = tuple.__new__
_dict_set = dict.__setitem__
_dict_get = dict.get
_dict_pop = dict.pop


# ======================================================================== call binding
# Generated-looking signatures (namedtuple's __new__, dataclasses' __init__) are plain
# *args/**kwargs functions here; _bind gives them the TypeErrors a real signature would.

def _plural(count, word):
    return f'{count} {word}' if count == 1 else f'{count} {word}s'


def _quote_names(names):
    # "'a'", "'a' and 'b'", "'a', 'b', and 'c'"
    shown = [repr(n) for n in names]
    if len(shown) < 3:
        return ' and '.join(shown)
    return ', '.join(shown[:-1]) + ', and ' + shown[-1]


def _too_many(fname, params, defaults, npos, kwargs, nself, kwonly):
    top = len(params) + nself
    low = top - sum(1 for name in params if name in defaults)
    if low == top:
        takes = _plural(top, 'positional argument')
    else:
        takes = f'from {low} to {top} positional arguments'
    got = npos + nself
    nkw = sum(1 for key in kwargs if key in kwonly)
    if nkw:
        extra = _plural(got, 'positional argument') + ' (and ' + \
            _plural(nkw, 'keyword-only argument') + ')'
        return TypeError(f'{fname}() takes {takes} but {extra} were given')
    verb = 'was' if got == 1 else 'were'
    return TypeError(f'{fname}() takes {takes} but {got} {verb} given')


def _bind(fname, params, defaults, args, kwargs, nself=1, kwonly=(), kwdefaults=None):
    # -> {name: value} for the names the call supplied. `params` are positional-or-keyword
    # (those in the `defaults` dict may be left out), `kwonly` keyword-only (optional when in
    # `kwdefaults`); `nself` is added to the counts quoted in messages, for self or cls.
    if len(args) > len(params):
        raise _too_many(fname, params, defaults, len(args), kwargs, nself, kwonly)
    out = {}
    for name, value in zip(params, args):
        out[name] = value
    for key, value in kwargs.items():
        if key in out:
            raise TypeError(f"{fname}() got multiple values for argument '{key}'")
        if key not in params and key not in kwonly:
            raise TypeError(f"{fname}() got an unexpected keyword argument '{key}'")
        out[key] = value
    lacking = [name for name in params if name not in out and name not in defaults]
    if lacking:
        raise TypeError(f'{fname}() missing {_plural(len(lacking), "required positional argument")}'
                        f': {_quote_names(lacking)}')
    kw_ok = kwdefaults or ()
    lacking = [name for name in kwonly if name not in out and name not in kw_ok]
    if lacking:
        raise TypeError(f'{fname}() missing {_plural(len(lacking), "required keyword-only argument")}'
                        f': {_quote_names(lacking)}')
    return out


# ======================================================================== namedtuple

def _field_accessor(pos):
    # A read-only property per field; the messages are the ones CPython's accessor gives.
    def read(self):
        return self[pos]

    def write(self, value):
        raise AttributeError("can't set attribute")

    def erase(self):
        raise AttributeError("can't delete attribute")
    return property(read, write, erase, f'Alias for field number {pos}')


def _check_names(typename, fields, renamed):
    for name in (typename,) + fields:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')
        if _is_kw(name):
            raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')
    taken = set()
    for name in fields:
        if name[0] == '_' and not renamed:
            raise ValueError(f'Field names cannot start with an underscore: {name!r}')
        if name in taken:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        taken.add(name)


def _renamed(fields):
    # rename=True: each unusable name (bad identifier, keyword, leading underscore, repeat)
    # becomes '_' + its position.
    out = []
    taken = set()
    for pos, name in enumerate(fields):
        if name in taken or name[:1] == '_' or _is_kw(name) or not name.isidentifier():
            out.append(f'_{pos}')
        else:
            out.append(name)
        taken.add(name)
    return out


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        fields = field_names.replace(',', ' ').split()
    else:
        fields = [str(f) for f in field_names]
    if rename:
        fields = _renamed(fields)
    fields = tuple(fields)
    typename = str(typename)
    _check_names(typename, fields, rename)

    width = len(fields)
    tail = ()
    if defaults is not None:
        tail = tuple(defaults)
        if len(tail) > width:
            raise TypeError('Got more default values than field names')
    field_defaults = dict(zip(fields[width - len(tail):], tail))
    fewest = width - len(tail)
    ctor_name = typename + '.__new__'

    def __new__(_cls, *args, **kwargs):
        given = len(args)
        if not kwargs:
            if given == width:
                return _mk_tuple(_cls, args)
            if fewest <= given < width:
                return _mk_tuple(_cls, args + tail[given - fewest:])
        elif given < width:
            # Keywords fill the fields after the positional ones; any surprise (unknown or
            # repeated name, a required field left out) falls through to _bind's message.
            values = list(args)
            taken = 0
            for name in fields[given:]:
                if name in kwargs:
                    values.append(kwargs[name])
                    taken += 1
                elif name in field_defaults:
                    values.append(field_defaults[name])
                else:
                    break
            if taken == len(kwargs) and len(values) == width:
                return _mk_tuple(_cls, values)
        got = _bind(ctor_name, fields, field_defaults, args, kwargs)
        return _mk_tuple(_cls, [got[f] if f in got else field_defaults[f] for f in fields])

    if tail:
        __new__.__defaults__ = tail

    def _make(cls, iterable):
        made = _mk_tuple(cls, iterable)
        if len(made) != width:
            raise TypeError(f'Expected {width} arguments, got {len(made)}')
        return made

    def _replace(self, /, **kwds):
        values = list(self)
        for pos, name in enumerate(fields):
            if name in kwds:
                values[pos] = kwds.pop(name)
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return self._make(values)

    def __repr__(self):
        parts = [f'{name}={value!r}' for name, value in zip(fields, self)]
        return f'{self.__class__.__name__}({", ".join(parts)})'

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    body = {
        '__doc__': f'{typename}({", ".join(fields)})',
        '__slots__': (),
        '_fields': fields,
        '_field_defaults': field_defaults,
        '__match_args__': fields,
        '__new__': staticmethod(__new__),
        '_make': classmethod(_make),
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
    }
    for pos, name in enumerate(fields):
        body[name] = _field_accessor(pos)
    cls = type(typename, (tuple,), body)
    # There is no caller frame to read the module from; a namedtuple is almost always made
    # by the program itself.
    cls.__module__ = '__main__' if module is None else module
    return cls


# ======================================================================== Counter

def _positive_only(counter):
    for key in [k for k, n in counter.items() if not n > 0]:
        del counter[key]
    return counter


def _count_into(counter, iterable):
    # The native tally handles the common case (plain list or tuple of str/int/tuple keys
    # into a dict-behaved Counter); anything else counts one element at a time here, so an
    # element's __hash__/__eq__ or a generator runs as ordinary Python frames.
    if _count_list(counter, iterable):
        return
    look = counter.get
    for item in iterable:
        counter[item] = look(item, 0) + 1


def _count_of(pair):
    return pair[1]


def _counter_operand(method):
    # Counter's binary operators and comparisons accept only another Counter.
    def gated(self, other):
        if isinstance(other, Counter):
            return method(self, other)
        return NotImplemented
    gated.__name__ = method.__name__
    return gated


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(dict.values(self))

    def most_common(self, n=None):
        # A stable sort keeps first-seen order among equal counts.
        ranked = sorted(self.items(), key=_count_of, reverse=True)
        if n is None:
            return ranked
        if n >= len(ranked):
            # Compared the way CPython's heapq.nlargest does first: a non-number n fails on '>='.
            return ranked[:n]
        if n <= 0:
            return []
        if n == 1:
            return ranked[:1]
        if type(n) is not int:
            from operator import index
            n = index(n)
        return ranked[:n]

    def elements(self):
        for item, times in self.items():
            for _ in range(times):
                yield item

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict) or hasattr(iterable, 'keys'):
                if self:
                    look = self.get
                    for key in iterable.keys():
                        self[key] = iterable[key] + look(key, 0)
                else:
                    # Fresh counter: copying the mapping wholesale is both right and quickest.
                    dict.update(self, iterable)
            else:
                _count_into(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            look = self.get
            if isinstance(iterable, dict) or hasattr(iterable, 'keys'):
                for key in iterable.keys():
                    self[key] = look(key, 0) - iterable[key]
            else:
                for key in iterable:
                    self[key] = look(key, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return type(self)(self)

    def __reduce__(self):
        return type(self), (dict(self),)

    def __delitem__(self, elem):
        # Deleting a missing element is not an error for a multiset.
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        name = self.__class__.__name__
        if not self:
            return name + '()'
        try:
            shown = dict(self.most_common())
        except TypeError:
            # Counts that cannot be ordered are shown in insertion order.
            shown = dict(self)
        return f'{name}({shown!r})'

    # Comparisons treat a missing key as a zero count, so Counter(a=1) == Counter(a=1, b=0).
    def _all_pairs(self, other, test):
        for side in (self, other):
            for key in side:
                if not test(self[key], other[key]):
                    return False
        return True

    @_counter_operand
    def __eq__(self, other):
        return self._all_pairs(other, _same)

    @_counter_operand
    def __ne__(self, other):
        return not self._all_pairs(other, _same)

    @_counter_operand
    def __le__(self, other):
        return self._all_pairs(other, _at_most)

    @_counter_operand
    def __lt__(self, other):
        return self._all_pairs(other, _at_most) and not self._all_pairs(other, _same)

    @_counter_operand
    def __ge__(self, other):
        return self._all_pairs(other, _at_least)

    @_counter_operand
    def __gt__(self, other):
        return self._all_pairs(other, _at_least) and not self._all_pairs(other, _same)

    # Binary multiset operators build a plain Counter holding only positive results; keys
    # come out in self's order, then other's new keys.
    def _combine(self, other, op, other_too):
        out = Counter()
        for key, n in self.items():
            m = op(n, other[key])
            if m > 0:
                out[key] = m
        if other_too:
            for key, n in other.items():
                if key not in self:
                    m = op(0, n)
                    if m > 0:
                        out[key] = m
        return out

    @_counter_operand
    def __add__(self, other):
        return self._combine(other, _plus, True)

    @_counter_operand
    def __sub__(self, other):
        return self._combine(other, _minus, True)

    @_counter_operand
    def __or__(self, other):
        return self._combine(other, max, True)

    @_counter_operand
    def __and__(self, other):
        return self._combine(other, min, False)

    def __pos__(self):
        out = Counter()
        for key, n in self.items():
            if n > 0:
                out[key] = n
        return out

    def __neg__(self):
        out = Counter()
        for key, n in self.items():
            if n < 0:
                out[key] = 0 - n
        return out

    # In-place forms update self, then drop everything that is not positive.
    def __iadd__(self, other):
        for key, n in other.items():
            self[key] += n
        return _positive_only(self)

    def __isub__(self, other):
        for key, n in other.items():
            self[key] -= n
        return _positive_only(self)

    def __ior__(self, other):
        for key, n in other.items():
            if n > self[key]:
                self[key] = n
        return _positive_only(self)

    def __iand__(self, other):
        for key, n in self.items():
            m = other[key]
            if m < n:
                self[key] = m
        return _positive_only(self)


def _same(a, b):
    return a == b


def _at_most(a, b):
    return a <= b


def _at_least(a, b):
    return a >= b


def _plus(a, b):
    return a + b


def _minus(a, b):
    return a - b


# ======================================================================== defaultdict

def _dict_operand(method):
    # The | operators of the dict subclasses accept only dicts.
    def gated(self, other):
        if isinstance(other, dict):
            return method(self, other)
        return NotImplemented
    gated.__name__ = method.__name__
    return gated


class defaultdict(dict):
    def __init__(self, default_factory=None, /, *args, **kwargs):
        if not (default_factory is None or callable(default_factory)):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        dict.update(self, *args, **kwargs)

    def __missing__(self, key):
        make = self.default_factory
        if make is None:
            raise KeyError(key)
        made = make()
        self[key] = made
        return made

    def __repr__(self):
        key = id(self)
        if key in _odict_repr_running:
            # Inside its own repr: the dict part is cut short, as CPython's.
            return f'{self.__class__.__name__}({self.default_factory!r}, {{...}})'
        _odict_repr_running.add(key)
        try:
            body = ', '.join([f'{k!r}: {v!r}' for k, v in dict.items(self)])
        finally:
            _odict_repr_running.discard(key)
        return f'{self.__class__.__name__}({self.default_factory!r}, {{{body}}})'

    def copy(self):
        return self.__class__(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        return self.__class__, (self.default_factory,), None, None, iter(self.items())

    @_dict_operand
    def __or__(self, other):
        merged = self.copy()
        merged.update(other)
        return merged

    @_dict_operand
    def __ror__(self, other):
        merged = self.__class__(self.default_factory, other)
        merged.update(self)
        return merged

    def __ior__(self, other):
        self.update(other)
        return self


# ======================================================================== OrderedDict
# dict keeps insertion order already; OrderedDict adds the reordering methods and
# order-sensitive equality between two OrderedDicts.



class _OdictView:
    # OrderedDict's keys()/values()/items(): the dict's own views, under CPython's odict_* names.
    __slots__ = ('_mapping', '_view')
    _kind = ''

    def __init__(self, mapping, view):
        self._mapping = mapping
        self._view = view

    def __iter__(self):
        return iter(self._view)

    def __reversed__(self):
        return reversed(self._view)

    def __len__(self):
        return len(self._view)

    def __contains__(self, item):
        return item in self._view

    def __repr__(self):
        return f'{self._kind}({list(self._view)!r})'

    @property
    def mapping(self):
        return self._view.mapping


class _OdictSetView(_OdictView):
    __slots__ = ()

    def __eq__(self, other):
        return self._view == (other._view if isinstance(other, _OdictView) else other)

    def __ne__(self, other):
        return not self.__eq__(other)

    __hash__ = None

    def __and__(self, other):
        return self._view & (other._view if isinstance(other, _OdictView) else other)

    def __or__(self, other):
        return self._view | (other._view if isinstance(other, _OdictView) else other)

    def __sub__(self, other):
        return self._view - (other._view if isinstance(other, _OdictView) else other)

    def __xor__(self, other):
        return self._view ^ (other._view if isinstance(other, _OdictView) else other)

    def __rand__(self, other):
        return other & set(self._view)

    def __ror__(self, other):
        return other | set(self._view)

    def __rsub__(self, other):
        return other - set(self._view)

    def __rxor__(self, other):
        return other ^ set(self._view)

    def __le__(self, other):
        return self._view <= (other._view if isinstance(other, _OdictView) else other)

    def __lt__(self, other):
        return self._view < (other._view if isinstance(other, _OdictView) else other)

    def __ge__(self, other):
        return self._view >= (other._view if isinstance(other, _OdictView) else other)

    def __gt__(self, other):
        return self._view > (other._view if isinstance(other, _OdictView) else other)

    def isdisjoint(self, other):
        return self._view.isdisjoint(other)


class _OdictKeys(_OdictSetView):
    __slots__ = ()
    _kind = 'odict_keys'


class _OdictItems(_OdictSetView):
    __slots__ = ()
    _kind = 'odict_items'


class _OdictValues(_OdictView):
    __slots__ = ()
    _kind = 'odict_values'


_OdictKeys.__name__ = _OdictKeys.__qualname__ = 'odict_keys'
_OdictItems.__name__ = _OdictItems.__qualname__ = 'odict_items'
_OdictValues.__name__ = _OdictValues.__qualname__ = 'odict_values'


class OrderedDict(dict):
    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            key = next(reversed(dict.keys(self)))
        else:
            key = next(iter(dict.keys(self)))
        return key, _dict_pop(self, key)

    def move_to_end(self, key, last=True):
        value = _dict_pop(self, key)
        if last:
            _dict_set(self, key, value)
            return
        rest = list(dict.items(self))
        dict.clear(self)
        _dict_set(self, key, value)
        for k, v in rest:
            _dict_set(self, k, v)

    def __repr__(self):
        name = self.__class__.__name__
        if not self:
            return name + '()'
        key = id(self)
        if key in _odict_repr_running:
            return '...'
        _odict_repr_running.add(key)
        try:
            return f'{name}({list(dict.items(self))!r})'
        finally:
            _odict_repr_running.discard(key)

    def keys(self):
        return _OdictKeys(self, dict.keys(self))

    def values(self):
        return _OdictValues(self, dict.values(self))

    def items(self):
        return _OdictItems(self, dict.items(self))

    def __eq__(self, other):
        same = dict.__eq__(self, other)
        if same is True and isinstance(other, OrderedDict):
            for a, b in zip(self, other):
                if a != b:
                    return False
        return same

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    __hash__ = None

    def copy(self):
        return self.__class__(self)

    def __reversed__(self):
        return reversed(dict.keys(self))

    def __reduce__(self):
        return self.__class__, (), None, None, iter(dict.items(self))

    @_dict_operand
    def __or__(self, other):
        merged = self.__class__(self)
        merged.update(other)
        return merged

    @_dict_operand
    def __ror__(self, other):
        merged = self.__class__(other)
        merged.update(self)
        return merged

    def __ior__(self, other):
        self.update(other)
        return self


# ======================================================================== deque

def _checked_maxlen(maxlen):
    if maxlen is None:
        return None
    if not isinstance(maxlen, int):
        raise TypeError('an integer is required')
    if maxlen < 0:
        raise ValueError('maxlen must be non-negative')
    return maxlen


class deque:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    # Items live in self._buf[self._lo:]. popleft advances _lo and only now and then cuts the
    # dead prefix off; appendleft writes into that prefix, growing it in blocks when it runs
    # out. Both ends are therefore amortised O(1) on top of a plain list.

    def __init__(self, iterable=(), maxlen=None):
        self._cap = _checked_maxlen(maxlen)
        self._buf = []
        self._lo = 0
        if iterable != ():
            self.extend(iterable)

    @property
    def maxlen(self):
        return self._cap

    def _live(self):
        return self._buf[self._lo:]

    def _flatten(self):
        if self._lo:
            del self._buf[:self._lo]
            self._lo = 0

    def __len__(self):
        return len(self._buf) - self._lo

    def __bool__(self):
        return len(self._buf) != self._lo

    def append(self, x, /):
        buf = self._buf
        buf.append(x)
        cap = self._cap
        if cap is not None and len(buf) - self._lo > cap:
            self.popleft()

    def appendleft(self, x, /):
        lo = self._lo
        if not lo:
            room = len(self._buf) + 8
            self._buf[:0] = [None] * room
            lo = room
        lo -= 1
        self._buf[lo] = x
        self._lo = lo
        cap = self._cap
        if cap is not None and len(self._buf) - lo > cap:
            self._buf.pop()

    def pop(self):
        buf = self._buf
        if len(buf) == self._lo:
            raise IndexError('pop from an empty deque')
        x = buf.pop()
        if len(buf) == self._lo:
            self.clear()
        return x

    def popleft(self):
        buf = self._buf
        lo = self._lo
        size = len(buf)
        if size == lo:
            raise IndexError('pop from an empty deque')
        x = buf[lo]
        lo += 1
        if lo == size:
            self._buf = []
            self._lo = 0
        elif lo > 63 and lo + lo >= size:
            # Over half the list is dead: drop it once, so the cost stays amortised.
            del buf[:lo]
            self._lo = 0
        else:
            buf[lo - 1] = None
            self._lo = lo
        return x

    def extend(self, iterable, /):
        if iterable is self:
            iterable = self._live()
        cap = self._cap
        if cap is None:
            self._buf.extend(iterable)
        elif cap == 0:
            for _ in iterable:
                pass
        else:
            push = self.append
            for x in iterable:
                push(x)

    def extendleft(self, iterable, /):
        if iterable is self:
            iterable = self._live()
        push = self.appendleft
        for x in iterable:
            push(x)

    def clear(self):
        self._buf = []
        self._lo = 0

    def copy(self):
        return self.__class__(self, self._cap)

    __copy__ = copy

    def count(self, x, /):
        return self._live().count(x)

    def index(self, x, start=0, stop=None, /):
        live = self._live()
        try:
            return live.index(x, start, len(live) if stop is None else stop)
        except ValueError:
            raise ValueError(f'{x!r} is not in deque') from None

    def insert(self, i, x, /):
        if self._cap is not None and len(self) >= self._cap:
            raise IndexError('deque already at its maximum size')
        self._flatten()
        self._buf.insert(i, x)

    def remove(self, value, /):
        try:
            at = self._buf.index(value, self._lo)
        except ValueError:
            raise ValueError(f'{value!r} is not in deque') from None
        del self._buf[at]

    def reverse(self):
        self._flatten()
        self._buf.reverse()

    def rotate(self, n=1, /):
        size = len(self)
        if size < 2:
            return
        n %= size
        if n:
            live = self._live()
            self._buf = live[size - n:] + live[:size - n]
            self._lo = 0

    def _slot(self, i):
        if not isinstance(i, int):
            raise TypeError(f'sequence index must be integer, not {type(i).__name__!r}')
        size = len(self._buf) - self._lo
        j = i + size if i < 0 else i
        if j < 0 or j >= size:
            raise IndexError('deque index out of range')
        return self._lo + j

    def __getitem__(self, i):
        return self._buf[self._slot(i)]

    def __setitem__(self, i, x):
        self._buf[self._slot(i)] = x

    def __delitem__(self, i):
        del self._buf[self._slot(i)]

    def __contains__(self, x):
        try:
            self._buf.index(x, self._lo)
        except ValueError:
            return False
        return True

    def __iter__(self):
        return iter(self._live())

    def __reversed__(self):
        return reversed(self._live())

    def __repr__(self):
        key = id(self)
        if key in _odict_repr_running:
            return '[...]'
        _odict_repr_running.add(key)
        try:
            body = f'{self.__class__.__name__}({self._live()!r}'
        finally:
            _odict_repr_running.discard(key)
        if self._cap is None:
            return body + ')'
        return f'{body}, maxlen={self._cap})'

    # Comparisons are list comparisons of the live items, deque against deque only.
    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() == other._live()

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() != other._live()

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() < other._live()

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() <= other._live()

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() > other._live()

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() >= other._live()

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        joined = self.copy()
        joined.extend(other)
        return joined

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        out = self.__class__((), self._cap)
        out.extend(self._live() * n)
        return out

    __rmul__ = __mul__

    def __imul__(self, n):
        live = self._live()
        self.clear()
        self.extend(live * n)
        return self

    def __reduce__(self):
        return self.__class__, (self._live(), self._cap)


# ======================================================================== mapping views
# Views over a Python-level mapping (ChainMap, UserDict): live, sized, iterable, with the
# set operators on keys and items. collections.abc registers them as its view types.

class _View:
    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f'{self._label}({self._mapping!r})'


class _SetLikeView(_View):
    __slots__ = ()

    def __eq__(self, other):
        return set(self) == set(other) if isinstance(other, (set, frozenset, _SetLikeView)) \
            else NotImplemented

    def __and__(self, other):
        return set(self) & set(other)

    def __or__(self, other):
        return set(self) | set(other)

    def __sub__(self, other):
        return set(self) - set(other)

    def __xor__(self, other):
        return set(self) ^ set(other)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__

    def __rsub__(self, other):
        return set(other) - set(self)

    def isdisjoint(self, other):
        for x in other:
            if x in self:
                return False
        return True


class _KeysView(_SetLikeView):
    __slots__ = ()
    _label = 'KeysView'

    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping


class _ItemsView(_SetLikeView):
    __slots__ = ()
    _label = 'ItemsView'

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield key, m[key]

    def __contains__(self, pair):
        key, value = pair
        m = self._mapping
        if key not in m:
            return False
        got = m[key]
        return got is value or got == value


class _ValuesView(_View):
    __slots__ = ()
    _label = 'ValuesView'

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]

    def __contains__(self, value):
        for got in self:
            if got is value or got == value:
                return True
        return False


_NO_DEFAULT = object()


def _as_plain_dict(other):
    # What a Mapping's __eq__ compares against: None when `other` is no mapping at all.
    if isinstance(other, dict):
        return other
    if isinstance(other, UserDict):
        return other.data
    if hasattr(other, 'keys') and hasattr(other, '__getitem__'):
        return {key: other[key] for key in other.keys()}
    return None


def _dict_data(other):
    if isinstance(other, UserDict):
        return other.data
    return other if isinstance(other, dict) else None


def _merge_into(target, other, kwds):
    # MutableMapping.update's semantics on top of target's own __setitem__.
    if hasattr(other, 'keys'):
        for key in other.keys():
            target[key] = other[key]
    else:
        for key, value in other:
            target[key] = value
    for key, value in kwds.items():
        target[key] = value


# ======================================================================== ChainMap

class ChainMap:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    # Lookups go through self.maps front to back; writes and deletions touch maps[0] only.

    def __init__(self, *maps):
        self.maps = list(maps) if maps else [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for m in self.maps:
            if key in m:
                return m[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def __len__(self):
        return len(self._key_order())

    def _key_order(self):
        # Keys in the order a dict merged from the last map to the first would have.
        seen = {}
        for m in self.maps[::-1]:
            for key in m:
                seen[key] = None
        return seen

    def __iter__(self):
        return iter(self._key_order())

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __bool__(self):
        for m in self.maps:
            if m:
                return True
        return False

    def __repr__(self):
        key = id(self)
        if key in _odict_repr_running:
            return '...'
        _odict_repr_running.add(key)
        try:
            return f'{self.__class__.__name__}({", ".join([repr(m) for m in self.maps])})'
        finally:
            _odict_repr_running.discard(key)

    @classmethod
    def fromkeys(cls, iterable, *args):
        seed = dict.fromkeys(iterable, *args)
        return cls(seed)

    def copy(self):
        # Shallow: only the first (writable) map is duplicated.
        first, *rest = self.maps
        return type(self)(first.copy(), *rest)

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        rest = self.maps[1:]
        return type(self)(*rest)

    def __setitem__(self, key, value):
        first = self.maps[0]
        first[key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            first = self.maps[0]
            return first.popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            first = self.maps[0]
            return first.pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def keys(self):
        return _KeysView(self)

    def items(self):
        return _ItemsView(self)

    def values(self):
        return _ValuesView(self)

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default

    def update(self, other=(), /, **kwds):
        _merge_into(self, other, kwds)

    def __eq__(self, other):
        other = _as_plain_dict(other)
        if other is None:
            return NotImplemented
        return dict(self.items()) == other

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        merged = self.copy()
        merged.maps[0].update(other)
        return merged

    def __ror__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        combined = dict(other)
        combined.update(self._flat())
        return type(self)(combined)

    def _flat(self):
        return {key: self[key] for key in self}

    def __ior__(self, other):
        first = self.maps[0]
        first.update(other)
        return self


# ======================================================================== UserDict

class UserDict:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    # A dict kept in self.data; subclasses override the item methods and the rest of the
    # mapping API goes through them.

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        data = self.data
        if key in data:
            return data[key]
        if hasattr(self.__class__, '__missing__'):
            return type(self).__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __eq__(self, other):
        other = _as_plain_dict(other)
        if other is None:
            return NotImplemented
        return self.data == other

    def __or__(self, other):
        plain = _dict_data(other)
        return NotImplemented if plain is None else self.__class__(self.data | plain)

    def __ror__(self, other):
        plain = _dict_data(other)
        return NotImplemented if plain is None else self.__class__(plain | self.data)

    def __ior__(self, other):
        self.data |= other.data if isinstance(other, UserDict) else other
        return self

    def __copy__(self):
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.data = self.data.copy()
        return twin

    def copy(self):
        if type(self) is not UserDict:
            return self.__copy__()
        return UserDict(dict(self.data))

    def keys(self):
        return _KeysView(self)

    def items(self):
        return _ItemsView(self)

    def values(self):
        return _ValuesView(self)

    # get/pop/setdefault go through self[key] as 3.11's Mapping mixins do, so a subclass's
    # __missing__ answers them too.
    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def pop(self, key, default=_NO_DEFAULT):
        try:
            value = self[key]
        except KeyError:
            if default is _NO_DEFAULT:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        for key in self:
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def clear(self):
        self.data.clear()

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    def update(self, other=(), /, **kwds):
        _merge_into(self, other, kwds)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made


# ======================================================================== UserList

def _unwrap(other):
    return other.data if isinstance(other, UserList) else other


class UserList:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    # A list kept in self.data. Operations that make a new sequence return self's class;
    # the plain list methods are attached below and act on self.data directly.

    def __init__(self, initlist=None):
        if initlist is None:
            self.data = []
        elif isinstance(initlist, UserList):
            self.data = initlist.data[:]
        else:
            self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    __hash__ = None

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        got = self.data[i]
        return self.__class__(got) if isinstance(i, slice) else got

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        return self.__class__(self.data + _as_list(other))

    def __radd__(self, other):
        return self.__class__(_as_list(other) + self.data)

    def __iadd__(self, other):
        self.data += _as_list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.data = self.data[:]
        return twin

    def copy(self):
        return self.__class__(self)

    def extend(self, other):
        self.data.extend(_unwrap(other))


def _as_list(other):
    other = _unwrap(other)
    return other if isinstance(other, list) else list(other)


# Comparisons see through a UserList operand; list's own slots are not all reachable as
# list.__lt__ etc., so these go through the operators.
_LIST_OPERATORS = {
    '__eq__': lambda a, b: a == _unwrap(b), '__lt__': lambda a, b: a < _unwrap(b),
    '__le__': lambda a, b: a <= _unwrap(b), '__gt__': lambda a, b: a > _unwrap(b),
    '__ge__': lambda a, b: a >= _unwrap(b),
    '__contains__': lambda a, x: x in a, '__iter__': iter, '__reversed__': reversed,
}


def _list_delegate(name):
    direct = _LIST_OPERATORS.get(name) or getattr(list, name)

    def method(self, *args, **kwargs):
        return direct(self.data, *args, **kwargs)
    method.__name__ = name
    return method


for _name in ('__eq__', '__lt__', '__le__', '__gt__', '__ge__', '__contains__', '__iter__',
              '__reversed__', 'append', 'insert', 'pop', 'remove', 'clear', 'count', 'index',
              'reverse', 'sort'):
    setattr(UserList, _name, _list_delegate(_name))


# ======================================================================== UserString

def _text(x):
    return x.data if isinstance(x, UserString) else x


class UserString:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    # A str kept in self.data. The str methods are attached below in two groups: those that
    # produce one new string give it back wrapped in self's class, the others (find, split,
    # startswith, ...) return str's own result. UserString arguments are unwrapped first.

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data
        else:
            self.data = str(seq)

    def _wrap(self, text):
        return self.__class__(text)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data,)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self._wrap(self.data[index])

    def __iter__(self):
        # One wrapped character at a time, as indexing gives them.
        for ch in self.data:
            yield self._wrap(ch)

    def __contains__(self, char):
        return _text(char) in self.data

    def __add__(self, other):
        other = _text(other)
        return self._wrap(self.data + (other if isinstance(other, str) else str(other)))

    def __radd__(self, other):
        other = _text(other)
        return self._wrap((other if isinstance(other, str) else str(other)) + self.data)

    def __rmod__(self, template):
        return self._wrap(str(template) % self.data)

    maketrans = str.maketrans


# str's operator slots are not all reachable as str.__lt__ etc., so those go through operators.
_STR_OPERATORS = {
    '__eq__': lambda a, b: a == b, '__lt__': lambda a, b: a < b, '__le__': lambda a, b: a <= b,
    '__gt__': lambda a, b: a > b, '__ge__': lambda a, b: a >= b, '__mul__': lambda a, n: a * n,
    '__rmul__': lambda a, n: n * a, '__mod__': lambda a, args: a % args,
}


def _str_passthrough(name):
    unbound = _STR_OPERATORS.get(name) or getattr(str, name)

    def method(self, *args, **kwargs):
        return unbound(self.data, *[_text(a) for a in args], **kwargs)
    method.__name__ = name
    return method


def _str_wrapping(name):
    unbound = _STR_OPERATORS.get(name) or getattr(str, name)

    def method(self, *args, **kwargs):
        return self._wrap(unbound(self.data, *[_text(a) for a in args], **kwargs))
    method.__name__ = name
    return method


for _name in ('__eq__', '__lt__', '__le__', '__gt__', '__ge__', 'count', 'encode', 'endswith',
              'find', 'format', 'format_map', 'index', 'isalnum', 'isalpha', 'isascii',
              'isdecimal', 'isdigit', 'isidentifier', 'islower', 'isnumeric', 'isprintable',
              'isspace', 'istitle', 'isupper', 'join', 'partition', 'rfind', 'rindex',
              'rpartition', 'rsplit', 'split', 'splitlines', 'startswith'):
    setattr(UserString, _name, _str_passthrough(_name))
for _name in ('__mul__', '__rmul__', '__mod__', 'capitalize', 'casefold', 'center',
              'expandtabs', 'ljust', 'lower', 'lstrip', 'removeprefix', 'removesuffix',
              'replace', 'rjust', 'rstrip', 'strip', 'swapcase', 'title', 'translate', 'upper',
              'zfill'):
    setattr(UserString, _name, _str_wrapping(_name))
del _name
)PY";
}

}  // namespace basilisk::stdlib
