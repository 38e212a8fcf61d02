// dataclasses: @dataclass with CPython 3.11's options, checks and messages. There is no
// exec here: the generated methods are closures over the field list, and __init__ binds its
// arguments itself (collections._bind) with the TypeError messages CPython's generated code gets.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view dataclasses_source() {
    return R"PY(
__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY',
           'MISSING', 'fields', 'asdict', 'astuple', 'make_dataclass', 'replace',
           'is_dataclass']

# There is no exec here: the generated methods are closures over the class's field list, and
# __init__ binds its arguments itself, with the TypeError messages CPython's generated
# __init__ gets from the interpreter.

from collections import _bind
import copy as _copy


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

_POST_INIT_NAME = '__post_init__'


def _type_name(t):
    if isinstance(t, type):
        if t.__module__ == 'builtins':
            return t.__qualname__
        return f'{t.__module__}.{t.__qualname__}'
    return repr(t)


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        return f'dataclasses.InitVar[{_type_name(self.type)}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init',
                 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    def __set_name__(self, owner, name):
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _fields_in_init_order(fields):
    return (tuple(f for f in fields if f.init and not f.kw_only),
            tuple(f for f in fields if f.init and f.kw_only))


def _is_classvar(a_type):
    if isinstance(a_type, str):
        return a_type.startswith('ClassVar') or a_type.startswith('typing.ClassVar')
    name = getattr(a_type, '_name', None) or getattr(a_type, '__name__', None)
    origin = getattr(a_type, '__origin__', None)
    return name == 'ClassVar' or (origin is not None and getattr(origin, '_name', None) == 'ClassVar')


def _is_initvar(a_type):
    if isinstance(a_type, str):
        return a_type.startswith('InitVar') or a_type.startswith('dataclasses.InitVar')
    return a_type is InitVar or type(a_type) is InitVar


def _is_kw_only(a_type):
    if isinstance(a_type, str):
        return a_type in ('KW_ONLY', 'dataclasses.KW_ONLY')
    return a_type is KW_ONLY


def _get_field(cls, a_name, a_type, default_kw_only):
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    if _is_classvar(a_type):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(a_type):
        f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    if f._field_type is _FIELD and f.default is not MISSING and _unhashable(f.default):
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')
    return f


def _unhashable(value):
    # CPython refuses a default whose class has __hash__ None (list, dict, set, an eq-only class).
    for k in type(value).__mro__:
        if k in (list, dict, set, bytearray):
            return True
        if isinstance(k, type) and k.__module__ != 'builtins' and '__hash__' in vars(k):
            return vars(k)['__hash__'] is None
    return False


def _set_new_attribute(cls, name, value):
    if name in vars(cls):
        return True
    try:
        value.__qualname__ = f'{cls.__qualname__}.{value.__name__}'
    except AttributeError:
        pass
    setattr(cls, name, value)
    return False


def _make_init(cls, fields, std_fields, kw_fields, frozen, has_post_init):
    # The checks CPython's generated __init__ makes at class creation.
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} follows default argument')

    fname = f'{cls.__qualname__}.__init__'
    pos_names = tuple(f.name for f in std_fields)
    kw_names = tuple(f.name for f in kw_fields)
    defaults = {f.name: f for f in std_fields
                if f.default is not MISSING or f.default_factory is not MISSING}
    kwdefaults = {f.name: f for f in kw_fields
                  if f.default is not MISSING or f.default_factory is not MISSING}
    # What each field gets: (name, init?, field, is_initvar)
    plan = tuple((f.name, f.init, f, f._field_type is _FIELD_INITVAR) for f in fields)
    initvars = tuple(f.name for f in fields if f._field_type is _FIELD_INITVAR)
    setter = object.__setattr__
    npos = len(pos_names)
    simple = not kw_names and all(f._field_type is _FIELD for f in fields) and all(f.init for f in fields)
    # Storing straight into the instance dict is what `self.x = x` does when neither the class's
    # __setattr__ nor a data descriptor named like a field intervenes (checked per call for the
    # first, here for the second); the frozen __init__ always stores this way, as CPython's.
    no_descriptors = not any(hasattr(type(vars(cls).get(name)), '__set__') for name in pos_names)

    def __init__(self, *args, **kwargs):
        if simple and not kwargs and len(args) == npos:
            if no_descriptors and _store_fields(self, pos_names, args, not frozen):
                pass
            elif frozen:
                for name, value in zip(pos_names, args):
                    setter(self, name, value)
            else:
                for name, value in zip(pos_names, args):
                    setattr(self, name, value)
            if has_post_init:
                self.__post_init__()
            return
        bound = _bind(fname, pos_names, defaults, args, kwargs, 1, kw_names, kwdefaults)
        for name, init, f, is_initvar in plan:
            if init and name in bound:
                value = bound[name]
            elif f.default_factory is not MISSING:
                value = f.default_factory()
            elif init and f.default is not MISSING:
                value = f.default
            else:
                continue
            if is_initvar:
                bound[name] = value
                continue
            if frozen:
                setter(self, name, value)
            else:
                setattr(self, name, value)
        if has_post_init:
            self.__post_init__(*[bound[name] for name in initvars])

    return __init__


def _make_repr(fields):
    names = tuple(f.name for f in fields if f.repr and f._field_type is _FIELD)
    running = set()

    def __repr__(self):
        key = id(self)
        if key in running:
            return '...'
        running.add(key)
        try:
            return (self.__class__.__qualname__ + '(' +
                    ', '.join([f'{name}={getattr(self, name)!r}' for name in names]) + ')')
        finally:
            running.discard(key)

    # pprint lays out instances whose repr is this generated one field by field.
    __repr__._dataclass_fields_repr = True
    return __repr__


def _make_cmp(op, names):
    def key(obj):
        return tuple([getattr(obj, n) for n in names])
    if op == '__eq__':
        def method(self, other):
            if other.__class__ is self.__class__:
                return key(self) == key(other)
            return NotImplemented
    elif op == '__lt__':
        def method(self, other):
            if other.__class__ is self.__class__:
                return key(self) < key(other)
            return NotImplemented
    elif op == '__le__':
        def method(self, other):
            if other.__class__ is self.__class__:
                return key(self) <= key(other)
            return NotImplemented
    elif op == '__gt__':
        def method(self, other):
            if other.__class__ is self.__class__:
                return key(self) > key(other)
            return NotImplemented
    else:
        def method(self, other):
            if other.__class__ is self.__class__:
                return key(self) >= key(other)
            return NotImplemented
    method.__name__ = op
    return method


def _make_hash(names):
    def __hash__(self):
        return hash(tuple([getattr(self, n) for n in names]))
    return __hash__


def _make_frozen(cls, field_names):
    def __setattr__(self, name, value):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)

    return __setattr__, __delattr__


def _signature_text(cls, std_fields, kw_fields):
    def one(f):
        text = f.name
        if f.type is not None:
            text += f': {_annotation_text(f.type)}'
        if f.default_factory is not MISSING:
            text += ' = <factory>'
        elif f.default is not MISSING:
            text += f' = {f.default!r}'
        return text
    parts = [one(f) for f in std_fields]
    if kw_fields:
        parts.append('*')
        parts.extend(one(f) for f in kw_fields)
    return f'{cls.__name__}({", ".join(parts)})'


def _annotation_text(t):
    if isinstance(t, type):
        if t.__module__ == 'builtins':
            return t.__qualname__
        return f'{t.__module__}.{t.__qualname__}'
    if isinstance(t, str):
        return repr(t)
    return repr(t).replace('typing.', '')


_hash_action = {
    # (unsafe_hash, eq, frozen, has_explicit_hash): what to do with __hash__
    (False, False, False, False): None, (False, False, False, True): None,
    (False, False, True, False): None, (False, False, True, True): None,
    (False, True, False, False): 'none', (False, True, False, True): None,
    (False, True, True, False): 'add', (False, True, True, True): None,
    (True, False, False, False): 'add', (True, False, False, True): 'raise',
    (True, False, True, False): 'add', (True, False, True, True): 'raise',
    (True, True, False, False): 'add', (True, True, False, True): 'raise',
    (True, True, True, False): 'add', (True, True, True, True): 'raise',
}


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots,
                   weakref_slot):
    fields = {}
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen)

    any_frozen_base = False
    has_dataclass_bases = False
    all_frozen_bases = None
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, '__dataclass_fields__', None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if all_frozen_bases is None:
                all_frozen_bases = True
            current_frozen = getattr(b, '__dataclass_params__').frozen
            all_frozen_bases = all_frozen_bases and current_frozen
            any_frozen_base = any_frozen_base or current_frozen

    cls_annotations = vars(cls).get('__annotations__', {})
    cls_fields = []
    KW_ONLY_seen = False
    for name, a_type in cls_annotations.items():
        if _is_kw_only(a_type):
            if KW_ONLY_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            KW_ONLY_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, a_type, kw_only))

    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    for name, value in vars(cls).items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if all_frozen_bases is False and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')

    cls.__dataclass_fields__ = fields

    class_hash = vars(cls).get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and '__eq__' in vars(cls)))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    all_init_fields = [f for f in fields.values() if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields, kw_only_init_fields = _fields_in_init_order(all_init_fields)
    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, '__init__',
                           _make_init(cls, all_init_fields, std_init_fields, kw_only_init_fields,
                                      frozen, has_post_init))

    if repr:
        _set_new_attribute(cls, '__repr__', _make_repr(field_list))

    if eq:
        names = tuple(f.name for f in field_list if f.compare)
        _set_new_attribute(cls, '__eq__', _make_cmp('__eq__', names))

    if order:
        names = tuple(f.name for f in field_list if f.compare)
        for op in ('__lt__', '__le__', '__gt__', '__ge__'):
            if _set_new_attribute(cls, op, _make_cmp(op, names)):
                raise TypeError(f'Cannot overwrite attribute {op} '
                                f'in class {cls.__name__}. Consider using '
                                'functools.total_ordering')

    if frozen:
        setattr_fn, delattr_fn = _make_frozen(cls, tuple(f.name for f in field_list))
        for name, fn in (('__setattr__', setattr_fn), ('__delattr__', delattr_fn)):
            if _set_new_attribute(cls, name, fn):
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}')

    action = _hash_action[(bool(unsafe_hash), bool(eq), bool(frozen), has_explicit_hash)]
    if action == 'none':
        cls.__hash__ = None
    elif action == 'add':
        names = tuple(f.name for f in field_list
                      if (f.compare if f.hash is None else f.hash))
        fn = _make_hash(names)
        fn.__qualname__ = f'{cls.__qualname__}.__hash__'
        cls.__hash__ = fn
    elif action == 'raise':
        raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')

    if not vars(cls).get('__doc__'):
        cls.__doc__ = _signature_text(cls, std_init_fields, kw_only_init_fields)

    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_init_fields))

    if slots:
        if '__slots__' in vars(cls):
            raise TypeError(f'{cls.__name__} already specifies __slots__')
        cls.__slots__ = tuple(f.name for f in field_list)

    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
                              kw_only, slots, weakref_slot)
    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    try:
        fields = getattr(class_or_instance, '__dataclass_fields__')
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), '__dataclass_fields__')


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _asdict_inner(getattr(obj, f.name), dict_factory)
            result.append((f.name, value))
        return dict_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    else:
        return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _astuple_inner(getattr(obj, f.name), tuple_factory)
            result.append(value)
        return tuple_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    else:
        return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in getattr(obj, '__dataclass_fields__').values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with '
                                 'replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} "
                                 'must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False, module=None):
    if namespace is None:
        namespace = {}
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp, = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')
        seen.add(name)
        annotations[name] = tp
    ns = {}
    ns.update(namespace)
    ns.update(defaults)
    ns['__annotations__'] = annotations
    cls = type(cls_name, tuple(bases), ns)
    # CPython 3.11 makes the class in types.new_class, whose module it then names.
    cls.__module__ = 'types' if module is None else module
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)
)PY";
}

}  // namespace basilisk::stdlib
