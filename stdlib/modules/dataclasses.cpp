// dataclasses, written for Basilisk. Without exec nothing is generated as source: decorating
// a class reads its annotations once into Field records and tuples of names, and the methods
// it adds are closures over those tuples. The generated __init__ takes *args/**kwargs: a call
// of the common exact positional shape stores its arguments directly; any other shape is
// resolved once into a cached recipe (positional, keyword, factory or default per field), and
// a call that cannot bind is handed to collections._bind for the TypeError a real def gets.
// Stores go through the native _store_fields (dataclasses_native.cpp) unless a Python
// __setattr__ or a data descriptor must see them. __post_init__ and default factories are
// called from Python frames, so host calls inside them pause as anywhere else.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view dataclasses_source() {
    return R"PY(
__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY',
           'MISSING', 'fields', 'asdict', 'astuple', 'make_dataclass', 'replace',
           'is_dataclass']

# Basilisk has no exec, so nothing here generates source text. Each generated method is a
# closure over tuples of field names computed once when the class is decorated. __init__ takes
# *args/**kwargs, fills the fields optimistically, and only when a call is wrong hands it to
# collections._bind, whose TypeError messages are the ones a real def of that signature gets.
# The field stores go through the native _store_fields (dataclasses_native.cpp) whenever no
# Python code (a __setattr__ or a data descriptor) has to see them.

from collections import _bind
import copy as _copy
import keyword as _keyword


class FrozenInstanceError(AttributeError):
    pass


# ---------------------------------------------------------------- markers

# The class names show in reprs (<dataclasses._MISSING_TYPE object at ...>), so they are public.
class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _FactoryMark:
    # Stands for a default_factory default in the generated __doc__ signature.
    def __repr__(self):
        return '<factory>'


_FACTORY_MARK = _FactoryMark()


class _Kind:
    # What an annotated name is: a real field, a ClassVar, or an InitVar. Field's repr prints
    # it bare (`_field_type=_FIELD`).
    __slots__ = ('label',)

    def __init__(self, label):
        self.label = label

    def __repr__(self):
        return self.label


_REAL = _Kind('_FIELD')
_CLASSVAR = _Kind('_FIELD_CLASSVAR')
_INITVAR = _Kind('_FIELD_INITVAR')


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        shown = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return f'dataclasses.InitVar[{shown}]'

    def __class_getitem__(cls, type):
        return cls(type)


# ---------------------------------------------------------------- Field

class mappingproxy:
    # types.MappingProxyType views plain dicts only; this stands in for it over any other
    # mapping given as Field.metadata: same repr, same type name in errors, no item assignment.
    __slots__ = ('_m',)

    def __init__(self, mapping):
        if not hasattr(mapping, 'keys') or not hasattr(mapping, '__getitem__') \
                or isinstance(mapping, (list, tuple)):
            raise TypeError(f"mappingproxy() argument must be a mapping, "
                            f"not {type(mapping).__name__}")
        object.__setattr__(self, '_m', mapping)

    def __setattr__(self, name, value):
        raise AttributeError(f"'mappingproxy' object has no attribute '{name}'")

    def __getitem__(self, key):
        return self._m[key]

    def __iter__(self):
        return iter(self._m)

    def __len__(self):
        return len(self._m)

    def __contains__(self, key):
        return key in self._m

    def __reversed__(self):
        return reversed(self._m)

    def get(self, key, default=None):
        return self._m.get(key, default)

    def keys(self):
        return self._m.keys()

    def values(self):
        return self._m.values()

    def items(self):
        return self._m.items()

    def copy(self):
        return self._m.copy()

    def __eq__(self, other):
        return self._m == other

    def __or__(self, other):
        if isinstance(other, mappingproxy):
            other = other._m
        return self._m | other

    def __ror__(self, other):
        return other | self._m

    def __repr__(self):
        return f'mappingproxy({self._m!r})'

    def __str__(self):
        return str(self._m)

    __hash__ = None


class _Namespace:
    pass


_MappingProxyType = type(_Namespace.__dict__)   # types.MappingProxyType
del _Namespace


def _metadata_view(mapping):
    # What CPython's Field.metadata is: types.MappingProxyType(mapping).
    if type(mapping) is dict:
        return _MappingProxyType(mapping)
    return mappingproxy(mapping)


_EMPTY_METADATA = _metadata_view({})


class Field:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    __slots__ = ('name', 'type', 'default', 'default_factory', 'init', 'repr',
                 'hash', 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = self.type = self._field_type = None
        self.default, self.default_factory = default, default_factory
        self.init, self.repr, self.hash, self.compare = init, repr, hash, compare
        self.kw_only = kw_only
        # A read-only live view of the mapping given, as CPython's mappingproxy.
        self.metadata = _EMPTY_METADATA if metadata is None else _metadata_view(metadata)

    def __repr__(self):
        shown = [f'{attr}={getattr(self, attr)!r}' for attr in _FIELD_REPR_ORDER]
        shown.append(f'_field_type={self._field_type}')
        return 'Field(' + ','.join(shown) + ')'

    def __set_name__(self, owner, name):
        # A default that wants to know its name (a descriptor) is told, as if it had been
        # assigned in the class body itself.
        hook = getattr(type(self.default), '__set_name__', None)
        if hook:
            hook(self.default, owner, name)


_FIELD_REPR_ORDER = ('name', 'type', 'default', 'default_factory', 'init', 'repr', 'hash',
                     'compare', 'metadata', 'kw_only')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    if not (default is MISSING or default_factory is MISSING):
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')
    _shown = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init, self.repr, self.eq = init, repr, eq
        self.order, self.unsafe_hash, self.frozen = order, unsafe_hash, frozen

    def __repr__(self):
        return '_DataclassParams(' + ','.join(
            f'{attr}={getattr(self, attr)!r}' for attr in self._shown) + ')'


# ---------------------------------------------------------------- reading the class body

def _head_name(text):
    # 'typing.ClassVar[int]' -> 'typing.ClassVar': the dotted name a string annotation starts with.
    cut = text.find('[')
    return (text if cut < 0 else text[:cut]).replace(' ', '')


def _kind_of(annotation):
    if isinstance(annotation, str):
        head = _head_name(annotation)
        if head in ('ClassVar', 'typing.ClassVar'):
            return _CLASSVAR
        if head in ('InitVar', 'dataclasses.InitVar'):
            return _INITVAR
        return _REAL
    if annotation is InitVar or type(annotation) is InitVar:
        return _INITVAR
    origin = getattr(annotation, '__origin__', annotation)
    for candidate in (annotation, origin):
        if getattr(candidate, '_name', None) == 'ClassVar':
            return _CLASSVAR
    return _REAL


def _marks_kw_only(annotation):
    if isinstance(annotation, str):
        return _head_name(annotation) in ('KW_ONLY', 'dataclasses.KW_ONLY')
    return annotation is KW_ONLY


_NO_NAMESPACE = {}


def _namespace(klass):
    # Basilisk's builtin types have no __dict__; what they define is never looked at here.
    return getattr(klass, '__dict__', _NO_NAMESPACE)


def _field_for(cls, name, annotation, kw_only_default):
    found = getattr(cls, name, MISSING)
    f = found if isinstance(found, Field) else field(default=found)
    f.name = name
    f.type = annotation
    kind = f._field_type = _kind_of(annotation)
    if kind is _REAL:
        if f.kw_only is MISSING:
            f.kw_only = kw_only_default
        if f.default is not MISSING and f.default.__class__.__hash__ is None:
            raise ValueError(f'mutable default {type(f.default)} for field '
                             f'{name} is not allowed: use default_factory')
        return f
    if _has_factory(f):
        raise TypeError(f'field {name} cannot have a default factory')
    if kind is _INITVAR:
        if f.kw_only is MISSING:
            f.kw_only = kw_only_default
    elif f.kw_only is not MISSING:
        raise TypeError(f'field {name} is a ClassVar but specifies kw_only')
    return f


def _gather(cls, kw_only):
    """All fields by name (inherited ones first, in base order) and the frozenness of the
    dataclass bases: (fields, any_base_frozen, any_base_thawed)."""
    collected = {}
    some_frozen = some_thawed = False
    for base in reversed(cls.__mro__[1:]):
        inherited = getattr(base, '__dataclass_fields__', None)
        if inherited is None:
            continue
        collected.update((f.name, f) for f in inherited.values())
        if base.__dataclass_params__.frozen:
            some_frozen = True
        else:
            some_thawed = True
    body = cls.__dict__
    annotations = body.get('__annotations__', {})
    marker_seen = False
    own = []
    for name, annotation in annotations.items():
        if _marks_kw_only(annotation):
            if marker_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            marker_seen = kw_only = True
            continue
        own.append(_field_for(cls, name, annotation, kw_only))
    for f in own:
        name = f.name
        collected[name] = f
        # A field() object in the body gives way to its plain default (or to nothing).
        if isinstance(getattr(cls, name, None), Field):
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
    for name, value in body.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    return collected, some_frozen, some_thawed


# ---------------------------------------------------------------- generated methods

def _install(cls, name, fn):
    """Adds fn as cls.<name> unless the class body defined one; True when it was already there."""
    if name in cls.__dict__:
        return True
    try:
        fn.__qualname__ = f'{cls.__qualname__}.{name}'
    except AttributeError:
        pass
    setattr(cls, name, fn)
    return False


def _has_factory(f):
    return f.default_factory is not MISSING


def _has_default(f):
    return f.default is not MISSING or _has_factory(f)


def _setter_free(cls, names):
    # True when no class on the MRO has a data descriptor named like a field: then a store
    # may bypass attribute lookup entirely.
    for klass in cls.__mro__:
        namespace = _namespace(klass)
        for name in names:
            found = namespace.get(name)
            if found is not None and hasattr(type(found), '__set__'):
                return False
    return True


# Sources of a generated __init__'s values (see recipe_for).
_TAKE_POSITIONAL, _TAKE_KEYWORD, _CALL_FACTORY, _USE_DEFAULT = range(4)


def _init_for(cls, init_fields, positional, keyword_only, frozen, post_init):
    seen_default = False
    for f in positional:
        if _has_default(f):
            seen_default = True
        elif seen_default:
            raise TypeError(f'non-default argument {f.name!r} follows default argument')

    label = f'{cls.__qualname__}.__init__'
    pos_names = tuple(f.name for f in positional)
    kw_names = tuple(f.name for f in keyword_only)
    pos_defaults = {f.name: None for f in positional if _has_default(f)}
    kw_defaults = {f.name: None for f in keyword_only if _has_default(f)}
    accepted = frozenset(pos_names + kw_names)
    required = tuple(n for n in pos_names + kw_names
                     if n not in pos_defaults and n not in kw_defaults)
    n_pos = len(pos_names)

    def complain(args, kwargs):
        # Only reached for a call that cannot bind: _bind raises the right TypeError.
        _bind(label, pos_names, pos_defaults, args, kwargs, 1, kw_names, kw_defaults)
        raise TypeError(f'{label}() got an invalid set of arguments')

    # One step per value the body computes, in field order: (name, default, factory). The
    # values of InitVars go to __post_init__; the others are stored.
    steps = []
    stored, passed = [], []
    for f in init_fields:
        if f.init:
            steps.append((f.name, f.default, f.default_factory))
        elif _has_factory(f):
            steps.append((f.name, MISSING, f.default_factory))
        else:
            continue    # init=False with a plain default: the class attribute serves reads
        (passed if f._field_type is _INITVAR else stored).append(len(steps) - 1)
    steps = tuple(steps)
    store_names = tuple(steps[i][0] for i in stored)
    split = len(passed) > 0
    stored, passed = tuple(stored), tuple(passed)
    # Positional arguments are exactly the stored values when every step is a real init field.
    direct = (not split and len(steps) == n_pos and not kw_names)
    raw_store = _setter_free(cls, store_names)
    via_setattr = not frozen
    fallback_set = setattr if via_setattr else object.__setattr__

    def store(obj, values):
        if not (raw_store and _store_fields(obj, store_names, values, via_setattr)):
            for name, value in zip(store_names, values):
                fallback_set(obj, name, value)

    # Where each value of a call comes from depends only on the call's shape: how many
    # positional arguments and which keywords, in order. Code repeats a handful of shapes, so
    # each is checked and resolved once into a recipe of (source, operand) pairs.
    recipes = {}
    arg_index = {name: i for i, name in enumerate(pos_names)}

    def recipe_for(args, kwargs):
        nargs = len(args)
        if nargs > n_pos:
            complain(args, kwargs)
        given = set(pos_names[:nargs])
        for name in kwargs:
            if name in given or name not in accepted:
                complain(args, kwargs)
            given.add(name)
        for name in required:
            if name not in given:
                complain(args, kwargs)
        recipe = []
        for name, default, factory in steps:
            if name in kwargs:
                recipe.append((_TAKE_KEYWORD, name))
            elif name in given:
                recipe.append((_TAKE_POSITIONAL, arg_index[name]))
            elif factory is not MISSING:
                recipe.append((_CALL_FACTORY, factory))
            else:
                recipe.append((_USE_DEFAULT, default))
        return tuple(recipe)

    def compute(args, kwargs):
        shape = (len(args), *kwargs)
        recipe = recipes.get(shape)
        if recipe is None:
            recipe = recipe_for(args, kwargs)
            if len(recipes) < 64:
                recipes[shape] = recipe
        values = []
        for source, operand in recipe:
            if source == _TAKE_POSITIONAL:
                values.append(args[operand])
            elif source == _TAKE_KEYWORD:
                values.append(kwargs[operand])
            elif source == _CALL_FACTORY:
                values.append(operand())
            else:
                values.append(operand)
        return values

    # The two common shapes store inline: a call level costs as much as the stores.
    if direct and not post_init:
        def __init__(self, *args, **kwargs):
            if kwargs or len(args) != n_pos:
                args = tuple(compute(args, kwargs))
            if not (raw_store and _store_fields(self, store_names, args, via_setattr)):
                for name, value in zip(store_names, args):
                    fallback_set(self, name, value)
    elif not split:
        def __init__(self, *args, **kwargs):
            if not direct or kwargs or len(args) != n_pos:
                args = tuple(compute(args, kwargs))
            if not (raw_store and _store_fields(self, store_names, args, via_setattr)):
                for name, value in zip(store_names, args):
                    fallback_set(self, name, value)
            if post_init:
                self.__post_init__()
    else:
        def __init__(self, *args, **kwargs):
            values = compute(args, kwargs)
            store(self, tuple([values[i] for i in stored]))
            if post_init:
                self.__post_init__(*[values[i] for i in passed])
    # The annotations a written-out __init__ would have: each parameter's field type.
    notes = {f.name: f.type for f in positional}
    for f in keyword_only:
        notes[f.name] = f.type
    notes['return'] = None
    try:
        __init__.__annotations__ = notes
    except (AttributeError, TypeError):
        pass
    return __init__


def _repr_for(names):
    busy = set()

    def __repr__(self):
        # An object that (indirectly) contains itself shows as '...' the second time round.
        token = id(self)
        if token in busy:
            return '...'
        busy.add(token)
        try:
            inner = ', '.join([f'{n}={getattr(self, n)!r}' for n in names])
        finally:
            busy.discard(token)
        return f'{self.__class__.__qualname__}({inner})'

    # pprint lays out instances whose repr is this generated one field by field.
    __repr__._dataclass_fields_repr = True
    return __repr__


# Tuple comparisons the ordering methods apply to the compared fields, by method name.
_ORDERINGS = (
    ('__lt__', lambda a, b: a < b),
    ('__le__', lambda a, b: a <= b),
    ('__gt__', lambda a, b: a > b),
    ('__ge__', lambda a, b: a >= b),
)


def _eq_for(names):
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return [getattr(self, n) for n in names] == [getattr(other, n) for n in names]
    return __eq__


def _ordering_for(method_name, test, names):
    def compare(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return test(tuple([getattr(self, n) for n in names]),
                    tuple([getattr(other, n) for n in names]))
    compare.__name__ = method_name
    return compare


def _hash_for(names):
    def __hash__(self):
        return hash(tuple([getattr(self, n) for n in names]))
    return __hash__


def _freeze(cls, names):
    # Instances of cls itself refuse every store; a subclass's instances only stores to fields.
    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)

    for fn in (__setattr__, __delattr__):
        if _install(cls, fn.__name__, fn):
            raise TypeError(f'Cannot overwrite attribute {fn.__name__} in class {cls.__name__}')


def _show_annotation(annotation):
    # How inspect.signature writes an annotation, which the class's __doc__ reuses.
    home = getattr(annotation, '__module__', None)
    if home == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, type):
        return annotation.__qualname__ if home == 'builtins' else f'{home}.{annotation.__qualname__}'
    return repr(annotation)


def _describe(cls, positional, keyword_only):
    def param(f):
        text = f.name if f.type is None else f'{f.name}: {_show_annotation(f.type)}'
        if _has_factory(f):
            return f'{text} = {_FACTORY_MARK!r}'
        if f.default is not MISSING:
            return f'{text} = {f.default!r}'
        return text
    parts = [param(f) for f in positional]
    if keyword_only:
        parts.append('*')
        parts += [param(f) for f in keyword_only]
    return cls.__name__ + '(' + ', '.join(parts) + ')'


def _decide_hash(cls, unsafe_hash, eq, frozen, hash_names):
    own = cls.__dict__.get('__hash__', MISSING)
    # A __hash__ = None that only comes from defining __eq__ in the body does not count.
    explicit = own is not MISSING and not (own is None and '__eq__' in cls.__dict__)
    if unsafe_hash:
        if explicit:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
    elif not eq or explicit:
        return
    elif not frozen:
        cls.__hash__ = None
        return
    fn = _hash_for(hash_names)
    fn.__qualname__ = f'{cls.__qualname__}.__hash__'
    cls.__hash__ = fn


def _decorate(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots,
              weakref_slot):
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen)
    everything, some_frozen, some_thawed = _gather(cls, kw_only)
    if some_frozen and not frozen:
        raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
    if frozen and some_thawed:
        raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    cls.__dataclass_fields__ = everything
    if order and not eq:
        raise ValueError('eq must be true if order is true')

    real = [f for f in everything.values() if f._field_type is _REAL]
    init_fields = [f for f in everything.values() if f._field_type is not _CLASSVAR]
    positional = [f for f in init_fields if f.init and not f.kw_only]
    keyword_only = [f for f in init_fields if f.init and f.kw_only]

    if init:
        _install(cls, '__init__', _init_for(cls, init_fields, positional, keyword_only, frozen,
                                            hasattr(cls, '__post_init__')))
    if repr:
        _install(cls, '__repr__', _repr_for(tuple(f.name for f in real if f.repr)))
    compared = tuple(f.name for f in real if f.compare)
    if eq:
        _install(cls, '__eq__', _eq_for(compared))
    if order:
        for method_name, test in _ORDERINGS:
            if _install(cls, method_name, _ordering_for(method_name, test, compared)):
                raise TypeError(f'Cannot overwrite attribute {method_name} '
                                f'in class {cls.__name__}. Consider using '
                                'functools.total_ordering')
    if frozen:
        _freeze(cls, tuple(f.name for f in real))
    _decide_hash(cls, unsafe_hash, eq, frozen,
                 tuple(f.name for f in real if (f.compare if f.hash is None else f.hash)))

    if not cls.__dict__.get('__doc__'):
        if cls.__init__ is object.__init__:
            cls.__doc__ = cls.__name__ + '()'
        else:
            cls.__doc__ = _describe(cls, positional, keyword_only)
    if match_args:
        _install(cls, '__match_args__', tuple(f.name for f in positional))
    if not slots:
        if weakref_slot:
            raise TypeError('weakref_slot is True but slots is False')
    else:
        if cls.__dict__.get('__slots__') is not None:
            raise TypeError(f'{cls.__name__} already specifies __slots__')
        cls.__slots__ = tuple(f.name for f in real)
        if frozen:
            # A frozen slotted instance has no __dict__ to copy or unpickle through, and its
            # __setattr__ refuses: its state is the field values, put back with object's setter.
            names = tuple(f.name for f in real)

            def __getstate__(self):
                return [getattr(self, name) for name in names]

            def __setstate__(self, state):
                for name, value in zip(names, state):
                    object.__setattr__(self, name, value)

            _install(cls, '__getstate__', __getstate__)
            _install(cls, '__setstate__', __setstate__)
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    options = (init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots,
               weakref_slot)
    if cls is None:
        return lambda target: _decorate(target, *options)
    return _decorate(cls, *options)


# ---------------------------------------------------------------- inspection and conversion

def fields(class_or_instance):
    try:
        table = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple([f for f in table.values() if f._field_type is _REAL])


def _is_record(obj):
    return hasattr(type(obj), '__dataclass_fields__')


def is_dataclass(obj):
    return hasattr(obj if isinstance(obj, type) else type(obj), '__dataclass_fields__')


def _rebuild(obj, factory, keyed):
    # Deep conversion shared by asdict (keyed: name/value pairs) and astuple: dataclass
    # instances become factory(...); lists, tuples, namedtuples and dicts are rebuilt as their
    # own type with converted contents; anything else is deep-copied.
    if _is_record(obj):
        if keyed:
            return factory([(f.name, _rebuild(getattr(obj, f.name), factory, True))
                            for f in fields(obj)])
        return factory([_rebuild(getattr(obj, f.name), factory, False) for f in fields(obj)])
    kind = type(obj)
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return kind(*[_rebuild(item, factory, keyed) for item in obj])
    if isinstance(obj, (list, tuple)):
        return kind(_rebuild(item, factory, keyed) for item in obj)
    if isinstance(obj, dict):
        return kind((_rebuild(k, factory, keyed), _rebuild(v, factory, keyed))
                    for k, v in obj.items())
    return _copy.deepcopy(obj)


def asdict(obj, *, dict_factory=dict):
    if not _is_record(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _rebuild(obj, dict_factory, True)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_record(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _rebuild(obj, tuple_factory, False)


def replace(obj, /, **changes):
    if not _is_record(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in obj.__dataclass_fields__.values():
        kind = f._field_type
        if kind is _CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with init=False, '
                                 'it cannot be specified with replace()')
        elif f.name not in changes:
            if kind is _INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} must be specified with replace()")
            changes[f.name] = getattr(obj, f.name)
    return type(obj)(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False, module=None):
    annotations = {}
    body = dict(namespace or {})
    for spec in fields:
        if isinstance(spec, str):
            name, annotation = spec, 'typing.Any'
        elif len(spec) in (2, 3):
            name, annotation = spec[0], spec[1]
            if len(spec) == 3:
                body[name] = spec[2]
        else:
            raise TypeError(f'Invalid field: {spec!r}')
        if not (isinstance(name, str) and name.isidentifier()):
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if _keyword.iskeyword(name):
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in annotations:
            raise TypeError(f'Field name duplicated: {name!r}')
        annotations[name] = annotation
    body['__annotations__'] = annotations
    cls = type(cls_name, tuple(bases), body)
    # 3.11 builds the class with types.new_class, which leaves 'types' as its module.
    cls.__module__ = 'types' if module is None else module
    return _decorate(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                     slots, weakref_slot)
)PY";
}

}  // namespace basilisk::stdlib
