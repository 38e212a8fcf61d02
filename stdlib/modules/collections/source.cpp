// collections: Counter, defaultdict, OrderedDict, deque, namedtuple, ChainMap and the
// User* wrappers, written in Python so that callbacks into the program (a default_factory, a
// __missing__, an element's __eq__) run on the VM's own frames and pause at host calls. Counter,
// defaultdict and OrderedDict subclass dict and namedtuple classes subclass tuple, as in CPython;
// deque is a list with a moving head. The tally loop of Counter is native (count.cpp).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view collections_source() {
    return R"PY(
__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList', 'UserString',
           'defaultdict', 'deque', 'namedtuple']

__path__ = []   # a package: collections.abc is its submodule
from keyword import iskeyword as _iskeyword
import itertools as _itertools


def _itemgetter1(pair):
    return pair[1]


# ---------------------------------------------------------------- argument binding

def _and_list(names):
    # CPython's "'a', 'b', and 'c'" listing of missing arguments.
    quoted = [repr(n) for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return f'{quoted[0]} and {quoted[1]}'
    return ', '.join(quoted[:-1]) + ', and ' + quoted[-1]


def _bind(fname, params, defaults, args, kwargs, nself=1, kwonly=(), kwdefaults=None):
    # Binds a call's args/kwargs to `params` (positional-or-keyword, defaults in `defaults`, a
    # dict) and `kwonly`, with the TypeError messages CPython gives a function of that
    # signature called `fname`; `nself` counts self/cls in the "takes N" message.
    n = len(params)
    nargs = len(args)
    if nargs > n:
        nreq = sum(1 for p in params if p not in defaults)
        given = nargs + nself
        if nreq == n:
            takes = f'{n + nself} positional argument' + ('' if n + nself == 1 else 's')
        else:
            takes = f'from {nreq + nself} to {n + nself} positional arguments'
        kwgiven = sum(1 for k in kwargs if k in kwonly)
        extra = ''
        if kwgiven:
            extra = f' positional argument{"" if given == 1 else "s"} (and {kwgiven} keyword-only argument{"" if kwgiven == 1 else "s"})'
            raise TypeError(f'{fname}() takes {takes} but {given}{extra} were given')
        raise TypeError(f'{fname}() takes {takes} but {given} {"was" if given == 1 else "were"} given')
    bound = dict(zip(params, args))
    for k in kwargs:
        if k in bound:
            raise TypeError(f"{fname}() got multiple values for argument '{k}'")
        if k not in params and k not in kwonly:
            raise TypeError(f"{fname}() got an unexpected keyword argument '{k}'")
        bound[k] = kwargs[k]
    missing = [p for p in params if p not in bound and p not in defaults]
    if missing:
        raise TypeError(f'{fname}() missing {len(missing)} required positional argument'
                        f'{"" if len(missing) == 1 else "s"}: {_and_list(missing)}')
    kwdefaults = kwdefaults or {}
    missing = [p for p in kwonly if p not in bound and p not in kwdefaults]
    if missing:
        raise TypeError(f'{fname}() missing {len(missing)} required keyword-only argument'
                        f'{"" if len(missing) == 1 else "s"}: {_and_list(missing)}')
    return bound


# ---------------------------------------------------------------- Counter

class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        # sorted() is stable: equal counts keep first-insertion order, as CPython's.
        items = sorted(self.items(), key=_itemgetter1, reverse=True)
        if n is None:
            return items
        return items[:n] if n > 0 else []

    def elements(self):
        return _itertools.chain.from_iterable(_itertools.starmap(_itertools.repeat, self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError('Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, _Mapping_types) or hasattr(iterable, 'keys'):
                if self:
                    self_get = self.get
                    for elem in iterable.keys():
                        self[elem] = iterable[elem] + self_get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            self_get = self.get
            if isinstance(iterable, _Mapping_types) or hasattr(iterable, 'keys'):
                for elem in iterable.keys():
                    self[elem] = self_get(elem, 0) - iterable[elem]
            else:
                for elem in iterable:
                    self[elem] = self_get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


_Mapping_types = (dict,)


def _count_elements(mapping, iterable):
    # The native tally (_count_list, filled in by the host part) takes plain lists, tuples and
    # strings into a Counter whose item methods are the dict's own; anything else counts here.
    if _count_list(mapping, iterable):
        return
    get = mapping.get
    for elem in iterable:
        mapping[elem] = get(elem, 0) + 1


# ---------------------------------------------------------------- defaultdict

class defaultdict(dict):
    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        dict.update(self, *args, **kwargs)

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        if factory is None:
            frepr = 'None'
        elif isinstance(factory, type):
            frepr = repr(factory)
        else:
            frepr = repr(factory)
        return f'{self.__class__.__name__}({frepr}, {dict.__repr__(self)})'

    def copy(self):
        return self.__class__(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        return self.__class__, (self.default_factory,), None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


# ---------------------------------------------------------------- OrderedDict

class OrderedDict(dict):
    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        key = next(reversed(self.keys())) if last else next(iter(self.keys()))
        value = dict.pop(self, key)
        return key, value

    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
            return
        rest = list(self.items())
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        return f'{self.__class__.__name__}({list(self.items())!r})'

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and all(a == b for a, b in zip(self, other))
        return dict.__eq__(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    __hash__ = None

    def copy(self):
        return self.__class__(self)

    def __reversed__(self):
        return reversed(self.keys())

    def __reduce__(self):
        return self.__class__, (), None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


# ---------------------------------------------------------------- namedtuple

def _tuplegetter_set(self, value):
    raise AttributeError("can't set attribute")


def _tuplegetter_del(self):
    raise AttributeError("can't delete attribute")


def _tuplegetter(index):
    # CPython's _collections._tuplegetter: read-only, with its messages and doc.
    def get(self):
        return self[index]
    return property(get, _tuplegetter_set, _tuplegetter_del, 'Alias for field number %d' % index)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or _iskeyword(name) or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
        if _iskeyword(name):
            raise ValueError('Type names and field names cannot be a '
                             f'keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))

    field_names = tuple(field_names)
    num_fields = len(field_names)
    fname = f'{typename}.__new__'

    def __new__(_cls, *args, **kwargs):
        if not kwargs and len(args) == num_fields:
            return _tuple_new(_cls, args)
        bound = _bind(fname, field_names, field_defaults, args, kwargs)
        return _tuple_new(_cls, [bound[f] if f in bound else field_defaults[f] for f in field_names])

    @classmethod
    def _make(cls, iterable):
        result = _tuple_new(cls, tuple(iterable))
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name) if name in kwds else value
                             for name, value in zip(field_names, self)])
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result

    def __repr__(self):
        return self.__class__.__name__ + '(' + ', '.join(
            [f'{name}={value!r}' for name, value in zip(field_names, self)]) + ')'

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    # A class statement renamed afterwards (type() with three arguments is not available).
    class result(tuple):
        __slots__ = ()

    ns = {
        '__doc__': f'{typename}({", ".join(field_names)})',
        '_fields': field_names,
        '_field_defaults': field_defaults,
        '__new__': staticmethod(__new__),
        '_make': _make,
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': field_names,
    }
    for index, name in enumerate(field_names):
        ns[name] = _tuplegetter(index)
    for key, value in ns.items():
        setattr(result, key, value)
    result.__name__ = typename
    result.__qualname__ = typename
    # CPython takes the caller's module; a namedtuple is nearly always made by the program.
    result.__module__ = '__main__' if module is None else module
    if defaults:
        __new__.__defaults__ = defaults
    return result


_tuple_new = tuple.__new__


# ---------------------------------------------------------------- ChainMap

class ChainMap:
    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(dict.fromkeys(mapping))
        return iter(d)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def keys(self):
        return list(self).__iter__() if False else _ChainKeys(self)

    def items(self):
        return [(k, self[k]) for k in self]

    def values(self):
        return [self[k] for k in self]

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwds):
        if hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def __eq__(self, other):
        if isinstance(other, ChainMap):
            other = dict(other.items())
        return dict(self.items()) == other

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ior__(self, other):
        self.maps[0].update(other)
        return self


class _ChainKeys:
    def __init__(self, cm):
        self._cm = cm

    def __iter__(self):
        return iter(self._cm)

    def __len__(self):
        return len(self._cm)

    def __contains__(self, key):
        return key in self._cm

    def __repr__(self):
        return f'KeysView({self._cm!r})'


# ---------------------------------------------------------------- UserDict / UserList / UserString

class UserDict:
    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, '__missing__'):
            return self.__class__.__missing__(self, key)
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
        if isinstance(other, UserDict):
            return self.data == other.data
        return self.data == other

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def copy(self):
        return self.__class__(self.data)

    def keys(self):
        return self.data.keys()

    def items(self):
        return self.data.items()

    def values(self):
        return self.data.values()

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def pop(self, key, *args):
        return self.data.pop(key, *args)

    def popitem(self):
        return self.data.popitem()

    def clear(self):
        self.data.clear()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwds):
        if hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList:
    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, other):
        return self.data < self.__cast(other)

    def __le__(self, other):
        return self.data <= self.__cast(other)

    def __eq__(self, other):
        return self.data == self.__cast(other)

    def __gt__(self, other):
        return self.data > self.__cast(other)

    def __ge__(self, other):
        return self.data >= self.__cast(other)

    def __cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __iter__(self):
        return iter(self.data)

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, type(self.data)):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, type(self.data)):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, type(self.data)):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString:
    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __eq__(self, string):
        if isinstance(string, UserString):
            return self.data == string.data
        return self.data == string

    def __hash__(self):
        return hash(self.data)

    def __contains__(self, char):
        if isinstance(char, UserString):
            char = char.data
        return char in self.data

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        if isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __getattr__(self, name):
        attr = getattr(self.data, name)
        if callable(attr):
            def method(*args, **kwargs):
                r = attr(*args, **kwargs)
                return self.__class__(r) if isinstance(r, str) else r
            return method
        return attr


# ---------------------------------------------------------------- deque

def _maxlen_arg(maxlen):
    if maxlen is None:
        return None
    if not isinstance(maxlen, int):
        raise TypeError('an integer is required')
    if maxlen < 0:
        raise ValueError('maxlen must be non-negative')
    return maxlen


class deque:
    # The live items are _items[_head:]: popleft moves _head forward (compacting now and then)
    # and appendleft fills the slack before it, so both ends are amortised O(1).

    def __init__(self, iterable=(), maxlen=None):
        self._maxlen = _maxlen_arg(maxlen)
        self._items = []
        self._head = 0
        if iterable != ():
            self.extend(iterable)

    @property
    def maxlen(self):
        return self._maxlen

    def _compact(self):
        if self._head:
            del self._items[:self._head]
            self._head = 0

    def __len__(self):
        return len(self._items) - self._head

    def __bool__(self):
        return len(self._items) > self._head

    def append(self, x, /):
        items = self._items
        items.append(x)
        m = self._maxlen
        if m is not None and len(items) - self._head > m:
            self.popleft()

    def appendleft(self, x, /):
        head = self._head
        if head:
            head -= 1
            self._items[head] = x
            self._head = head
        else:
            pad = len(self._items) + 8
            self._items[0:0] = [None] * pad
            self._head = pad - 1
            self._items[pad - 1] = x
        m = self._maxlen
        if m is not None and len(self._items) - self._head > m:
            self._items.pop()

    def pop(self):
        if len(self._items) == self._head:
            raise IndexError('pop from an empty deque')
        x = self._items.pop()
        if len(self._items) == self._head:
            self._items = []
            self._head = 0
        return x

    def popleft(self):
        items = self._items
        head = self._head
        if len(items) == head:
            raise IndexError('pop from an empty deque')
        x = items[head]
        items[head] = None
        head += 1
        if head == len(items):
            self._items = []
            self._head = 0
        elif head >= 64 and head * 2 >= len(items):
            del items[:head]
            self._head = 0
        else:
            self._head = head
        return x

    def extend(self, iterable, /):
        if iterable is self:
            iterable = list(iterable)
        m = self._maxlen
        if m is None:
            self._items.extend(iterable)
            return
        if m == 0:
            for _ in iterable:
                pass
            return
        append = self.append
        for x in iterable:
            append(x)

    def extendleft(self, iterable, /):
        if iterable is self:
            iterable = list(iterable)
        appendleft = self.appendleft
        for x in iterable:
            appendleft(x)

    def clear(self):
        self._items = []
        self._head = 0

    def copy(self):
        return self.__class__(self, self._maxlen)

    __copy__ = copy

    def count(self, x, /):
        return self._items[self._head:].count(x)

    def index(self, x, start=0, stop=None, /):
        live = self._items[self._head:]
        n = len(live)
        if stop is None:
            stop = n
        try:
            return live.index(x, start, stop)
        except ValueError:
            raise ValueError(f'{x!r} is not in deque') from None

    def insert(self, i, x, /):
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        self._compact()
        self._items.insert(i, x)

    def remove(self, value, /):
        try:
            i = self._items.index(value, self._head)
        except ValueError:
            raise ValueError(f'{value!r} is not in deque') from None
        del self._items[i]

    def reverse(self):
        self._compact()
        self._items.reverse()

    def rotate(self, n=1, /):
        size = len(self)
        if size <= 1:
            return
        self._compact()
        n %= size
        if n:
            items = self._items
            items[:] = items[-n:] + items[:-n]

    def _index(self, i):
        if not isinstance(i, int):
            raise TypeError(f'sequence index must be integer, not {type(i).__name__!r}')
        n = len(self._items) - self._head
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('deque index out of range')
        return self._head + i

    def __getitem__(self, i):
        return self._items[self._index(i)]

    def __setitem__(self, i, x):
        self._items[self._index(i)] = x

    def __delitem__(self, i):
        j = self._index(i)
        del self._items[j]

    def __contains__(self, x):
        try:
            self._items.index(x, self._head)
        except ValueError:
            return False
        return True

    def __iter__(self):
        return iter(self._items[self._head:])

    def __reversed__(self):
        return reversed(self._items[self._head:])

    def __repr__(self):
        name = self.__class__.__name__
        if self._maxlen is None:
            return f'{name}({self._items[self._head:]!r})'
        return f'{name}({self._items[self._head:]!r}, maxlen={self._maxlen})'

    def _cmp_items(self, other):
        if not isinstance(other, deque):
            return None
        return other._items[other._head:]

    def __eq__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items[self._head:] == o

    def __ne__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items[self._head:] != o

    def __lt__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items[self._head:] < o

    def __le__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items[self._head:] <= o

    def __gt__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items[self._head:] > o

    def __ge__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items[self._head:] >= o

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        result = self.copy()
        result.extend(other)
        return result

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        result = self.__class__((), self._maxlen)
        result.extend(self._items[self._head:] * n)
        return result

    __rmul__ = __mul__

    def __imul__(self, n):
        live = self._items[self._head:]
        self.clear()
        self.extend(live * n)
        return self

    def __reduce__(self):
        return self.__class__, (list(self), self._maxlen)

    def __class_getitem__(cls, item):
        return cls
)PY";
}

}  // namespace basilisk::stdlib
