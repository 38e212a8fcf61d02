// typing: every public name of CPython 3.11's module importable, with the behaviour annotations
// need at run time: subscription (List[int], Optional[str], Callable[[int], str], Literal,
// Annotated), CPython's reprs, equality and hashing of aliases, Union flattening, TypeVar,
// Generic and Protocol as bases (through __mro_entries__), NamedTuple and TypedDict classes,
// NewType, cast, get_type_hints, get_origin/get_args, overload, final and the no-op helpers.
// String annotations are not evaluated (Basilisk has no eval): get_type_hints returns them as
// written (tests/conformance/DEVIATIONS.md).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view typing_source() {
    return R"PY(
import collections

__all__ = [
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final', 'ForwardRef', 'Generic',
    'Literal', 'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type', 'TypeVar', 'TypeVarTuple',
    'Union', 'AbstractSet', 'ByteString', 'Container', 'ContextManager', 'Hashable', 'ItemsView',
    'Iterable', 'Iterator', 'KeysView', 'Mapping', 'MappingView', 'MutableMapping',
    'MutableSequence', 'MutableSet', 'Sequence', 'Sized', 'ValuesView', 'Awaitable',
    'AsyncIterator', 'AsyncIterable', 'Coroutine', 'Collection', 'AsyncGenerator',
    'AsyncContextManager', 'Reversible', 'SupportsAbs', 'SupportsBytes', 'SupportsComplex',
    'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound', 'ChainMap', 'Counter',
    'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict', 'Set', 'FrozenSet', 'NamedTuple',
    'TypedDict', 'Generator', 'BinaryIO', 'IO', 'Match', 'Pattern', 'TextIO', 'AnyStr',
    'assert_type', 'assert_never', 'cast', 'clear_overloads', 'dataclass_transform', 'final',
    'get_args', 'get_origin', 'get_overloads', 'get_type_hints', 'is_typeddict', 'LiteralString',
    'Never', 'NewType', 'no_type_check', 'no_type_check_decorator', 'NoReturn', 'NotRequired',
    'overload', 'ParamSpecArgs', 'ParamSpecKwargs', 'Required', 'reveal_type',
    'runtime_checkable', 'Self', 'Text', 'TYPE_CHECKING', 'TypeAlias', 'TypeGuard', 'Unpack',
]

TYPE_CHECKING = False
_function_type = type(lambda: None)


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return '%s.%s' % (obj.__module__, obj.__qualname__)
    if obj is ...:
        return '...'
    if isinstance(obj, _function_type):
        return obj.__name__
    if obj is None:
        return 'None'
    return repr(obj)


def _type_check(arg, msg=None):
    if arg is None:
        return type(None)
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


class _Final:
    pass


class _SpecialForm(_Final):
    def __init__(self, name, getitem=None, doc=None):
        self._name = name
        self._getitem = getitem
        self.__doc__ = doc

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError("Cannot instantiate %r" % self)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError("%r is not subscriptable" % self)
        return self._getitem(self, parameters)

    def __mro_entries__(self, bases):
        raise TypeError("Cannot subclass %r" % self)

    def __instancecheck__(self, obj):
        raise TypeError("%r cannot be used with isinstance()" % self)

    def __subclasscheck__(self, cls):
        raise TypeError("%r cannot be used with issubclass()" % self)


class _GenericAlias(_Final):
    def __init__(self, origin, args, name=None, inst=True, special_name=None):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._inst = inst
        self._special_name = special_name
        params = []
        for a in args:
            if isinstance(a, (TypeVar, ParamSpec)) and a not in params:
                params.append(a)
            elif isinstance(a, _GenericAlias):
                for p in a.__parameters__:
                    if p not in params:
                        params.append(p)
        self.__parameters__ = tuple(params)

    def __repr__(self):
        if self._special_name is not None:
            return self._special_name(self)
        if self._name:
            name = 'typing.' + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__ == ():
            return '%s[()]' % name
        return '%s[%s]' % (name, ', '.join(_type_repr(a) for a in self.__args__))

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        if self.__origin__ is Union and other.__origin__ is Union:
            return set(self.__args__) == set(other.__args__)
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        if self.__origin__ is Union:
            return hash((Union, frozenset(self.__args__)))
        return hash((self.__origin__, self.__args__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError("Type %s cannot be instantiated; use %s() instead"
                            % (self._name, self.__origin__.__name__.lower()))
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        subst = dict(zip(self.__parameters__, params))
        new_args = []
        for a in self.__args__:
            if isinstance(a, TypeVar):
                new_args.append(subst.get(a, a))
            elif isinstance(a, _GenericAlias) and a.__parameters__:
                new_args.append(a[tuple(subst.get(p, p) for p in a.__parameters__)])
            else:
                new_args.append(a)
        return self.copy_with(tuple(new_args))

    def copy_with(self, args):
        return _GenericAlias(self.__origin__, args, name=self._name, inst=self._inst,
                             special_name=self._special_name)

    def __mro_entries__(self, bases):
        origin = self.__origin__
        if isinstance(origin, _SpecialForm):
            raise TypeError("Cannot subclass %r" % origin)
        res = []
        if origin not in bases:
            res.append(origin)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _GenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
                break
        else:
            if origin is not Generic and isinstance(origin, type) and not issubclass(origin, Generic):
                pass
        return tuple(res)

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __getattr__(self, attr):
        if attr in ('__origin__', '__args__', '_name', '__parameters__'):
            raise AttributeError(attr)
        if '__origin__' in self.__dict__ and not (attr.startswith('__') and attr.endswith('__')):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)


class _SpecialGenericAlias(_Final):
    # List, Dict, Iterable, ...: the bare alias of a class, subscriptable nparams times.
    def __init__(self, origin, nparams, name, inst=True):
        self.__origin__ = origin
        self._nparams = nparams
        self._name = name
        self._inst = inst
        self.__args__ = ()
        self.__parameters__ = ()

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p) for p in params)
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError("Too %s arguments for %r; actual %d, expected %d"
                            % ('many' if len(params) > self._nparams else 'few', self, len(params), self._nparams))
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError("Type %s cannot be instantiated; use %s() instead"
                            % (self._name, self.__origin__.__name__.lower()))
        return self.__origin__(*args, **kwargs)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__origin__)


class _TupleAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), name='Tuple')
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) == 2 and params[1] is ...:
            return _GenericAlias(tuple, (_type_check(params[0]), ...), name='Tuple')
        return _GenericAlias(tuple, tuple(_type_check(p) for p in params), name='Tuple')


def _callable_repr(alias):
    args = alias.__args__
    if len(args) == 2 and args[0] is ...:
        return 'typing.Callable[..., %s]' % _type_repr(args[1])
    return 'typing.Callable[[%s], %s]' % (', '.join(_type_repr(a) for a in args[:-1]), _type_repr(args[-1]))


class _CallableAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            params = tuple(_type_check(a) for a in args) + (_type_check(result),)
        elif args is ...:
            params = (..., _type_check(result))
        else:
            params = (args, _type_check(result))
        return _GenericAlias(self.__origin__, params, name='Callable', special_name=_callable_repr)


def _union_repr(alias):
    args = alias.__args__
    if len(args) == 2:
        if args[0] is type(None):
            return 'typing.Optional[%s]' % _type_repr(args[1])
        if args[1] is type(None):
            return 'typing.Optional[%s]' % _type_repr(args[0])
    return 'typing.Union[%s]' % ', '.join(_type_repr(a) for a in args)


def _flatten_union(params):
    out = []
    for p in params:
        if isinstance(p, _GenericAlias) and p.__origin__ is Union:
            items = p.__args__
        elif type(p) is type(int | str):
            items = p.__args__
        else:
            items = (p,)
        for x in items:
            if x not in out:
                out.append(x)
    return tuple(out)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    parameters = tuple(_type_check(p) for p in parameters)
    parameters = _flatten_union(parameters)
    if len(parameters) == 1:
        return parameters[0]
    return _GenericAlias(Union, parameters, name='Union', special_name=_union_repr)


def _optional_getitem(self, parameters):
    arg = _type_check(parameters)
    return Union[arg, type(None)]


def _literal_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    out = []
    for p in parameters:
        if isinstance(p, _GenericAlias) and p.__origin__ is Literal:
            items = p.__args__
        else:
            items = (p,)
        for x in items:
            if not any(x == y and type(x) is type(y) for y in out):
                out.append(x)
    return _GenericAlias(Literal, tuple(out), name='Literal')


def _single_getitem(self, parameters):
    item = _type_check(parameters)
    return _GenericAlias(self, (item,), name=self._name)


def _concat_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    return _GenericAlias(self, parameters, name=self._name)


Any = _SpecialForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
ClassVar = _SpecialForm('ClassVar', _single_getitem)
Final = _SpecialForm('Final', _single_getitem)
Union = _SpecialForm('Union', _union_getitem)
Optional = _SpecialForm('Optional', _optional_getitem)
Literal = _SpecialForm('Literal', _literal_getitem)
TypeGuard = _SpecialForm('TypeGuard', _single_getitem)
Required = _SpecialForm('Required', _single_getitem)
NotRequired = _SpecialForm('NotRequired', _single_getitem)
Unpack = _SpecialForm('Unpack', _single_getitem)
Concatenate = _SpecialForm('Concatenate', _concat_getitem)


def _annotated_repr(alias):
    return 'typing.Annotated[%s, %s]' % (_type_repr(alias.__origin__),
                                         ', '.join(repr(a) for a in alias.__metadata__))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, (origin,), name='Annotated', special_name=_annotated_repr)
        self.__metadata__ = metadata

    def copy_with(self, params):
        return _AnnotatedAlias(params[0], self.__metadata__)

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))


class Annotated:
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError("Annotated[...] should be used with at least two arguments "
                            "(a type and an annotation).")
        return _AnnotatedAlias(_type_check(params[0]), tuple(params[1:]))

    def __init_subclass__(cls, *args, **kwargs):
        raise TypeError("Cannot subclass {}.Annotated".format(cls.__module__))


class ForwardRef(_Final):
    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(self.__forward_arg__)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        return f'ForwardRef({self.__forward_arg__!r})'


class TypeVar(_Final):
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__constraints__ = tuple(_type_check(t) for t in constraints)
        self.__bound__ = _type_check(bound) if bound is not None else None

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __mro_entries__(self, bases):
        raise TypeError("Cannot subclass an instance of TypeVar")


class TypeVarTuple(_Final):
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__


class ParamSpecArgs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"


class ParamSpecKwargs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"


class ParamSpec(_Final):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__


AnyStr = TypeVar('AnyStr', bytes, str)
Text = str


class Generic:
    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p) for p in params)
        if cls in (Generic, Protocol):
            if not params:
                raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
            if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables "
                                f"or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        tvars = []
        for base in cls.__dict__.get('__orig_bases__', ()):
            for p in getattr(base, '__parameters__', ()):
                if p not in tvars:
                    tvars.append(p)
        if '__parameters__' not in cls.__dict__:
            cls.__parameters__ = tuple(tvars) if tvars else getattr(cls, '__parameters__', ())


Generic.__parameters__ = ()


_SPECIAL_NAMES = frozenset({
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__', '__module__',
    '__new__', '__slots__', '__subclasshook__', '__weakref__', '__class_getitem__', '__qualname__',
    '__orig_bases__', '__parameters__', '_is_protocol', '_is_runtime_protocol', '__protocol_attrs__',
    '__init_subclass__', '__match_args__', '__orig_class__', '__hash__'})


def _get_protocol_attrs(cls):
    attrs = []
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        annotations = base.__dict__.get('__annotations__', {})
        for attr in list(base.__dict__) + list(annotations):
            if not attr.startswith('_abc_') and attr not in _SPECIAL_NAMES and attr not in attrs:
                attrs.append(attr)
    return attrs


class _ProtocolMeta(type):
    # isinstance() against a @runtime_checkable protocol checks the members structurally, as
    # CPython 3.11's _ProtocolMeta does; other protocol classes refuse class checks.
    def __instancecheck__(cls, instance):
        if getattr(cls, '_is_protocol', False) and not getattr(cls, '_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if cls in type(instance).__mro__:
            return True
        if not getattr(cls, '_is_protocol', False):
            return False
        for attr in _get_protocol_attrs(cls):
            if not hasattr(instance, attr):
                return False
            val = getattr(instance, attr)
            if val is None and callable(getattr(cls, attr, None)):
                return False
        return True

    def __subclasscheck__(cls, other):
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if getattr(cls, '_is_protocol', False) and not getattr(cls, '_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if cls in other.__mro__:
            return True
        if not getattr(cls, '_is_protocol', False):
            return False
        for attr in _get_protocol_attrs(cls):
            if not any(attr in base.__dict__ for base in other.__mro__):
                return False
        return True


class Protocol(Generic, metaclass=_ProtocolMeta):
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)


def runtime_checkable(cls):
    if not isinstance(cls, _ProtocolMeta) or not getattr(cls, '_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


def _alias(origin, nparams, name, inst=True):
    return _SpecialGenericAlias(origin, nparams, name, inst)


class _AbstractOrigin:
    # Stand-in origin for the collections.abc classes Basilisk does not have.
    def __init__(self, name):
        self.__name__ = name
        self.__qualname__ = name
        self.__module__ = 'collections.abc'

    def __repr__(self):
        return "<class 'collections.abc.%s'>" % self.__name__


List = _alias(list, 1, 'List', inst=False)
Dict = _alias(dict, 2, 'Dict', inst=False)
Set = _alias(set, 1, 'Set', inst=False)
FrozenSet = _alias(frozenset, 1, 'FrozenSet', inst=False)
Tuple = _TupleAlias(tuple, -1, 'Tuple', inst=False)
Type = _alias(type, 1, 'Type', inst=False)
Deque = _alias(collections.deque, 1, 'Deque')
DefaultDict = _alias(collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _alias(collections.OrderedDict, 2, 'OrderedDict')
Counter = _alias(collections.Counter, 1, 'Counter')
ChainMap = _alias(collections.ChainMap, 2, 'ChainMap')
Callable = _CallableAlias(_AbstractOrigin('Callable'), 2, 'Callable')
Iterable = _alias(_AbstractOrigin('Iterable'), 1, 'Iterable')
Iterator = _alias(_AbstractOrigin('Iterator'), 1, 'Iterator')
Generator = _alias(_AbstractOrigin('Generator'), 3, 'Generator')
Sequence = _alias(_AbstractOrigin('Sequence'), 1, 'Sequence')
MutableSequence = _alias(_AbstractOrigin('MutableSequence'), 1, 'MutableSequence')
Mapping = _alias(_AbstractOrigin('Mapping'), 2, 'Mapping')
MutableMapping = _alias(_AbstractOrigin('MutableMapping'), 2, 'MutableMapping')
AbstractSet = _alias(_AbstractOrigin('Set'), 1, 'AbstractSet')
MutableSet = _alias(_AbstractOrigin('MutableSet'), 1, 'MutableSet')
Collection = _alias(_AbstractOrigin('Collection'), 1, 'Collection')
Container = _alias(_AbstractOrigin('Container'), 1, 'Container')
Hashable = _alias(_AbstractOrigin('Hashable'), 0, 'Hashable')
Sized = _alias(_AbstractOrigin('Sized'), 0, 'Sized')
Reversible = _alias(_AbstractOrigin('Reversible'), 1, 'Reversible')
Awaitable = _alias(_AbstractOrigin('Awaitable'), 1, 'Awaitable')
Coroutine = _alias(_AbstractOrigin('Coroutine'), 3, 'Coroutine')
AsyncIterable = _alias(_AbstractOrigin('AsyncIterable'), 1, 'AsyncIterable')
AsyncIterator = _alias(_AbstractOrigin('AsyncIterator'), 1, 'AsyncIterator')
AsyncGenerator = _alias(_AbstractOrigin('AsyncGenerator'), 2, 'AsyncGenerator')
ItemsView = _alias(_AbstractOrigin('ItemsView'), 2, 'ItemsView')
KeysView = _alias(_AbstractOrigin('KeysView'), 1, 'KeysView')
ValuesView = _alias(_AbstractOrigin('ValuesView'), 1, 'ValuesView')
MappingView = _alias(_AbstractOrigin('MappingView'), 1, 'MappingView')
ByteString = _alias(_AbstractOrigin('ByteString'), 0, 'ByteString')
ContextManager = _alias(_AbstractOrigin('AbstractContextManager'), 1, 'ContextManager')
AsyncContextManager = _alias(_AbstractOrigin('AbstractAsyncContextManager'), 1, 'AsyncContextManager')
Pattern = _alias(_AbstractOrigin('Pattern'), 1, 'Pattern')
Match = _alias(_AbstractOrigin('Match'), 1, 'Match')


class SupportsInt(Protocol):
    __slots__ = ()


class SupportsFloat(Protocol):
    __slots__ = ()


class SupportsComplex(Protocol):
    __slots__ = ()


class SupportsBytes(Protocol):
    __slots__ = ()


class SupportsIndex(Protocol):
    __slots__ = ()


class SupportsAbs(Protocol):
    __slots__ = ()


class SupportsRound(Protocol):
    __slots__ = ()


class IO(Generic):
    __slots__ = ()


class BinaryIO(IO):
    __slots__ = ()


class TextIO(IO):
    __slots__ = ()


def cast(typ, val):
    return val


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj, /):
    print(f"Runtime type is {type(obj).__name__!r}")
    return obj


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @typing.overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


_overload_registry = {}


def overload(func):
    key = getattr(func, '__qualname__', None)
    _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    return list(_overload_registry.get(getattr(func, '__qualname__', None), []))


def clear_overloads():
    _overload_registry.clear()


def final(f):
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    return arg


def no_type_check_decorator(decorator):
    return decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default, "order_default": order_default,
            "kw_only_default": kw_only_default, "field_specifiers": field_specifiers,
            "kwargs": kwargs}
        return cls_or_fn
    return decorator


class NewType:
    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __mro_entries__(self, bases):
        superclass_name = self.__name__
        raise TypeError(f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                        f"`{superclass_name} = NewType({superclass_name!r}, {superclass_name})`")

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias, ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if type(tp) is type(int | str):
        return type(int | str)
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _GenericAlias):
        res = tp.__args__
        if tp.__origin__ is Callable.__origin__ and not (len(res) == 2 and res[0] is ...):
            res = (list(res[:-1]), res[-1])
        return res
    if type(tp) is type(int | str):
        return tp.__args__
    return ()


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if isinstance(t, _GenericAlias) and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    if isinstance(t, _GenericAlias):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        return t.copy_with(stripped)
    return t


_BUILTIN_NAMES = {
    'int': int, 'str': str, 'float': float, 'bool': bool, 'bytes': bytes, 'list': list,
    'dict': dict, 'set': set, 'frozenset': frozenset, 'tuple': tuple, 'object': object,
    'type': type, 'complex': 'complex', 'None': None, 'bytearray': bytearray, 'range': range,
}


def _resolve(value, globalns, localns):
    # A string annotation: Basilisk has no eval, so only a plain name is looked up (in the
    # namespaces given, then builtins and this module); anything else stays a string.
    if not isinstance(value, str):
        return value
    name = value.strip()
    for ns in (localns, globalns):
        if ns is not None and name in ns:
            return ns[name]
    if name in _BUILTIN_NAMES and _BUILTIN_NAMES[name] != 'complex':
        return _BUILTIN_NAMES[name]
    if name.startswith('typing.'):
        name = name[7:]
    if name in __all__:
        return _TYPING_NAMES.get(name, value)
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            if base is object or not hasattr(base, '__module__') or base.__module__ == 'builtins':
                continue
            ann = base.__dict__.get('__annotations__', {})
            for name, value in ann.items():
                if value is None:
                    value = type(None)
                hints[name] = _resolve(value, globalns, localns)
    else:
        ann = getattr(obj, '__annotations__', None)
        if ann is None:
            if isinstance(obj, (_function_type, type(print))):
                return {}
            raise TypeError('{!r} is not a module, class, method, or function.'.format(obj))
        for name, value in ann.items():
            if value is None:
                value = type(None)
            hints[name] = _resolve(value, globalns, localns)
    if include_extras:
        return hints
    return {k: _strip_annotations(t) for k, t in hints.items()}


# ---- NamedTuple and TypedDict: classes made by a metaclass from the body's annotations ----

class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        types = ns.get('__annotations__', {})
        field_names = list(types)
        defaults = []
        for field_name in types:
            if field_name in ns:
                defaults.append(ns[field_name])
            elif defaults:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field{'s' if len(defaults) > 1 else ''} "
                                f"{', '.join(field_names[:0] + [f for f in types if f in ns])}")
        nm_tpl = collections.namedtuple(typename, field_names, defaults=defaults,
                                        module=ns.get('__module__', '__main__'))
        nm_tpl.__annotations__ = types
        for key in ns:
            if key in ('__module__', '__qualname__', '__annotations__', '__doc__', '__classcell__'):
                continue
            if key in ('_make', '_asdict', '_replace', '_fields', '_field_defaults', '__new__', '__init__',
                       '__slots__', '__getnewargs__'):
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key not in field_names:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    if fields is None:
        fields = kwargs.items()
    fields = list(fields)
    nm_tpl = collections.namedtuple(typename, [n for n, t in fields])
    nm_tpl.__annotations__ = dict(fields)
    return nm_tpl


_NamedTuple = type.__new__(NamedTupleMeta, 'NamedTuple', (), {})


def _namedtuple_mro_entries(bases):
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        tp_dict = type.__new__(_TypedDictMeta, name, (dict,), ns)
        annotations = {}
        own_annotations = ns.get('__annotations__', {})
        required_keys = set()
        optional_keys = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required_keys.update(base.__dict__.get('__required_keys__', ()))
            optional_keys.update(base.__dict__.get('__optional_keys__', ()))
        annotations.update(own_annotations)
        for annotation_key, annotation_type in own_annotations.items():
            origin = get_origin(annotation_type)
            if origin is Required:
                is_required = True
            elif origin is NotRequired:
                is_required = False
            else:
                is_required = total
            if is_required:
                required_keys.add(annotation_key)
                optional_keys.discard(annotation_key)
            else:
                optional_keys.add(annotation_key)
                required_keys.discard(annotation_key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required_keys)
        tp_dict.__optional_keys__ = frozenset(optional_keys)
        tp_dict.__total__ = total
        return tp_dict

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    ns = {'__annotations__': dict(fields), '__module__': '__main__'}
    return _TypedDictMeta(typename, (), ns, total=total)


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {})


def _typeddict_mro_entries(bases):
    return (_TypedDict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries


def is_typeddict(tp):
    return isinstance(tp, _TypedDictMeta)


_TYPING_NAMES = {
    'Any': Any, 'Optional': Optional, 'Union': Union, 'List': List, 'Dict': Dict, 'Tuple': Tuple,
    'Set': Set, 'FrozenSet': FrozenSet, 'Callable': Callable, 'Literal': Literal, 'Type': Type,
    'Iterable': Iterable, 'Iterator': Iterator, 'Sequence': Sequence, 'Mapping': Mapping,
    'ClassVar': ClassVar, 'Final': Final, 'Annotated': Annotated, 'Generic': Generic,
    'Protocol': Protocol, 'NoReturn': NoReturn, 'Never': Never, 'Self': Self, 'Text': Text,
}
)PY";
}

}  // namespace basilisk::stdlib
