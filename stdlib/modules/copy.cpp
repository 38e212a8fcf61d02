// copy: shallow and deep copies, written in Python. Builtin containers are copied directly;
// every other object goes through one reduce-shaped recipe (a class's own __reduce_ex__ /
// __reduce__, or one derived from its builtin base and __dict__, since Basilisk's builtins carry
// no reduce protocol), applied by a single routine that honours __setstate__, list items and
// dict pairs. The memo also pins originals so their ids cannot be reused during a copy.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view copy_source() {
    return R"PY(
# Shallow and deep copying.
#
# Design: builtin containers are copied directly (they are by far the common
# case). Every other object is turned into a "recipe" -- the same five-part
# shape a __reduce__ method returns: (factory, args, state, items, pairs) --
# and one routine (_cook) builds the copy from it. Classes that define
# __reduce_ex__/__reduce__ supply their own recipe; for everything else
# _recipe_for() derives one from the object's builtin base and its __dict__,
# because Basilisk's builtin types carry no reduce/getstate protocol of their
# own. User hooks (__copy__, __deepcopy__, __reduce__, __setstate__, ...) are
# called from plain Python so a host call inside one still pauses the VM.

__all__ = ['Error', 'copy', 'deepcopy']


class Error(Exception):
    pass


error = Error


def _a_function():
    pass


class _HasMethod:
    def method(self):
        pass


# Types whose values are never duplicated, by either kind of copy. Bound
# methods are included because Basilisk cannot rebind one to a copied self.
_KEEP_DEEP = frozenset([
    type(None), bool, int, float, str, bytes, range, type, property,
    type(Ellipsis), type(NotImplemented), type(len), type(_a_function),
    type(_HasMethod().method),
])
# A shallow copy of an immutable container is the container itself.
_KEEP_SHALLOW = _KEEP_DEEP | frozenset([tuple, frozenset, slice])

del _a_function, _HasMethod

_ABSENT = object()


def copy(x):
    """Return a shallow copy of x."""
    kind = type(x)
    if kind in _KEEP_SHALLOW:
        return x
    if kind is list or kind is dict or kind is set:
        return x.copy()
    if kind is bytearray:
        return bytearray(x)
    if isinstance(x, type):
        return x
    own = getattr(kind, '__copy__', None)
    if own is not None:
        return own(x)
    return _cook(x, _recipe_for(x, kind), None)


def deepcopy(x, memo=None, _nil=None):
    """Return a deep copy of x.

    memo maps id(original) -> copy for everything copied so far in this
    operation; passing one in lets callers share or pre-seed it."""
    if memo is None:
        memo = {}
    else:
        seen = memo.get(id(x), _ABSENT)
        if seen is not _ABSENT:
            return seen
    kind = type(x)
    if kind in _KEEP_DEEP:
        return x
    if kind is list:
        twin = []
        memo[id(x)] = twin  # registered first so cycles find it
        for item in x:
            if type(item) in _KEEP_DEEP:
                twin.append(item)
            else:
                twin.append(deepcopy(item, memo))
    elif kind is dict:
        twin = {}
        memo[id(x)] = twin
        for k, v in x.items():
            twin[deepcopy(k, memo)] = v if type(v) in _KEEP_DEEP else deepcopy(v, memo)
    elif kind is tuple:
        twin = _deep_tuple(x, memo)
        if twin is x:
            return x
    elif kind is set or kind is frozenset:
        twin = kind([deepcopy(item, memo) for item in x])
    elif kind is bytearray:
        twin = bytearray(x)
    elif kind is slice:
        twin = slice(deepcopy(x.start, memo), deepcopy(x.stop, memo), deepcopy(x.step, memo))
    elif isinstance(x, type):
        return x
    else:
        own = getattr(x, '__deepcopy__', None)
        if own is not None:
            twin = own(memo)
        else:
            twin = _cook(x, _recipe_for(x, kind), memo)
    if twin is not x:
        memo[id(x)] = twin
        _hold(x, memo)
    return twin


def _deep_tuple(x, memo):
    parts = [deepcopy(item, memo) for item in x]
    # If an item led back to x, the recursion already made (and memoised) x's copy.
    made = memo.get(id(x), _ABSENT)
    if made is not _ABSENT:
        return made
    i = 0
    for item in x:
        if parts[i] is not item:
            return tuple(parts)
        i += 1
    return x  # nothing inside changed, so the tuple can be shared


def _hold(x, memo):
    # The memo is keyed by id(); keep each original alive for as long as the
    # memo is, so a temporary's id cannot be recycled mid-copy. The list sits
    # under the memo's own id, where no copied object can collide with it.
    keep = memo.get(id(memo))
    if keep is None:
        memo[id(memo)] = [x]
    else:
        keep.append(x)


def _native_base(kind):
    for klass in kind.__mro__:
        if klass.__module__ == 'builtins':
            return klass
    return object


def _recipe_for(x, kind):
    # A class-supplied recipe wins, with __reduce_ex__ preferred as in CPython.
    maker = getattr(x, '__reduce_ex__', None)
    if maker is not None:
        return maker(4)
    maker = getattr(x, '__reduce__', None)
    if maker is not None:
        return maker()
    base = _native_base(kind)
    if issubclass(base, BaseException):
        return (kind, x.args, _state_of(x, kind))
    if base is kind and kind is not object:
        # A builtin type copy() has no rule for (generators, iterators, ...).
        raise TypeError("cannot pickle '%s' object" % kind.__name__)
    state = _state_of(x, kind)
    if base is list:
        return (kind.__new__, (kind,), state, iter(x), None)
    if base is dict:
        return (kind.__new__, (kind,), state, None, iter(x.items()))
    if base is set or base is frozenset:
        return (kind, (list(x),), state)
    custom = getattr(x, '__getnewargs__', None)
    if custom is not None:
        return (kind.__new__, (kind,) + tuple(custom()), state)
    if base is object:
        return (kind.__new__, (kind,), state)
    # Remaining immutable bases (int, float, str, bytes, tuple, bytearray...):
    # the new object is built around the plain base value.
    return (kind.__new__, (kind, base(x)), state)


def _state_of(x, kind):
    fetch = getattr(x, '__getstate__', None)
    if fetch is not None:
        return fetch()
    attrs = getattr(x, '__dict__', None)
    slotted = _slot_values(x)
    if slotted:
        return (attrs if attrs else None, slotted)
    return attrs if attrs else None


def _slot_values(x):
    # The values held in the slots every class of the MRO declares, as CPython's
    # default __getstate__ reports them next to the instance dict.
    values = {}
    for klass in type(x).__mro__:
        declared = getattr(klass, '__dict__', {}).get('__slots__', ())
        for name in ((declared,) if isinstance(declared, str) else declared):
            if name in ('__dict__', '__weakref__') or name in values:
                continue
            try:
                values[name] = getattr(x, name)
            except AttributeError:
                pass
    return values


def _cook(x, recipe, memo):
    if isinstance(recipe, str):
        return x  # a global name: the object stands for itself
    deep = memo is not None
    factory, args = recipe[0], recipe[1]
    count = len(recipe)
    state = recipe[2] if count > 2 else None
    items = recipe[3] if count > 3 else None
    pairs = recipe[4] if count > 4 else None
    if deep and args:
        args = deepcopy(args, memo)
    made = factory(*args)
    if deep:
        memo[id(x)] = made
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        restore = getattr(made, '__setstate__', None)
        if restore is not None:
            restore(state)
        else:
            _install(made, state)
    if items is not None:
        for item in items:
            made.append(deepcopy(item, memo) if deep else item)
    if pairs is not None:
        for k, v in pairs:
            if deep:
                k = deepcopy(k, memo)
                v = deepcopy(v, memo)
            made[k] = v
    return made


def _install(obj, state):
    # State is either an attribute dict, or a (dict-or-None, slot-values) pair.
    slots = None
    if type(state) is tuple and len(state) == 2:
        state, slots = state
    if state:
        obj.__dict__.update(state)
    if slots:
        for name in slots:
            setattr(obj, name, slots[name])
)PY";
}

}  // namespace basilisk::stdlib
