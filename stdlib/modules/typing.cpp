// typing: the names annotations use at run time, written for Basilisk. Three plain classes carry
// nearly everything: _SpecialForm (Union, Optional, ClassVar, Literal... each with a builder
// function for its subscription), _SpecialGenericAlias (List, Dict and the collections.abc
// aliases, which delegate isinstance() to their class) and _GenericAlias (a subscription's
// result; Union, Callable, Literal and Annotated results subclass it for repr, equality and
// get_args). Generic and Protocol work through __mro_entries__/__init_subclass__; protocols use
// an ABCMeta subclass so runtime_checkable ones check members structurally. NamedTuple and
// TypedDict are metaclasses over collections.namedtuple and dict. Without eval, get_type_hints
// reads string annotations with a small expression reader (names, dots, subscripts, `|`,
// literals) over the namespaces it can reach: those passed in, the class body, builtins and
// typing's own names (not the defining module's globals, which Python code cannot see here).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view typing_source() {
    return R"PY(
import abc
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

# Design. Every annotation object here is one of a few plain classes:
#   _SpecialForm          a keyword of the type language (Union, Optional, ClassVar, Literal...);
#                         subscribing it calls the builder function it was made with.
#   _SpecialGenericAlias  a bare alias of a real class (List -> list, Iterable -> the
#                         collections.abc class); subscribing checks the arity.
#   _GenericAlias         the result of a subscription: __origin__, __args__, __parameters__.
#                         Union, Callable, Literal and Annotated results are subclasses that
#                         differ in repr, equality or get_args().
# isinstance() against a bare alias delegates to its class (the collections.abc ABCs answer
# structurally); against a subscribed one it raises, as 3.11 does (Union excepted).
# Basilisk has no eval: get_type_hints() reads string annotations with a small expression
# reader (names, dots, subscripts, `|`, literals) over the namespaces it can see.

TYPE_CHECKING = False
_FunctionType = type(lambda: None)
_UnionType = type(int | str)
_BuiltinAlias = type(list[int])   # types.GenericAlias
_NoneType = type(None)


def _show(arg):
    # One argument inside an alias repr: classes by dotted name, builtins bare.
    if isinstance(arg, type):
        home = arg.__module__
        return arg.__qualname__ if home == 'builtins' else f"{home}.{arg.__qualname__}"
    if arg is ...:
        return '...'
    if isinstance(arg, _FunctionType):
        return arg.__name__
    return repr(arg)


def _show_all(args):
    return ', '.join([_show(a) for a in args])


def _as_type(arg):
    # What a type argument stands for: None is NoneType, a string is a forward reference.
    if arg is None:
        return _NoneType
    if type(arg) is str:
        return ForwardRef(arg)
    if isinstance(arg, _GenericAlias) and (arg.__origin__ is ClassVar or arg.__origin__ is Final):
        raise TypeError(str(arg) + " is not valid as type argument")
    return arg


def _as_tuple(item):
    return item if type(item) is tuple else (item,)


def _free_vars(args):
    # The type variables an alias still has open, first occurrence first.
    found = []
    for a in args:
        if isinstance(a, (TypeVar, ParamSpec, TypeVarTuple)):
            if a not in found:
                found.append(a)
        else:
            for p in a.__parameters__ if isinstance(a, (_GenericAlias, _BuiltinAlias)) else ():
                if p not in found:
                    found.append(p)
    return tuple(found)


def _one_arg(form, item):
    if type(item) is tuple:
        raise TypeError(f"{form} accepts only single type. Got {repr(item)[:100]}.")
    return _as_type(item)


class _Shared:
    # Behaviour every typing object has: it is its own copy, and `|` makes a Union.
    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __copy__(self):
        return self

    def __deepcopy__(self, _memo):
        return self


class _SpecialForm(_Shared):
    def __init__(self, name, builder=None):
        self._name = name
        self.__name__ = name
        self._build = builder

    def __repr__(self):
        return f'typing.{self._name}'

    def __reduce__(self):
        return self._name

    def __getitem__(self, spec):
        if self._build is None:
            raise TypeError(f"{self} is not subscriptable")
        return self._build(self, spec)

    def __call__(self, *pos, **kw):
        raise TypeError(f"Cannot instantiate {self}")

    def __mro_entries__(self, class_bases):
        raise TypeError(f"Cannot subclass {self}")

    def __instancecheck__(self, value):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, klass):
        raise TypeError(f"{self} cannot be used with issubclass()")


def _bases_after_alias(alias, origin, bases, add_origin):
    # Class bases an alias stands for in a class statement: its class, plus Generic when no
    # later base brings Generic in already.
    entries = (origin,) if add_origin and origin not in bases else ()
    later = bases[bases.index(alias) + 1:]
    for b in later:
        if isinstance(b, (_GenericAlias, _SpecialGenericAlias)):
            return entries
        if isinstance(b, type) and issubclass(b, Generic):
            return entries
    return entries + (Generic,)


class _GenericAlias(_Shared):
    def __init__(self, origin, args, name=None, inst=True):
        args = _as_tuple(args)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _free_vars(args)
        self._name = name
        self._inst = inst

    def _head(self):
        return f'typing.{self._name}' if self._name else _show(self.__origin__)

    def __repr__(self):
        if self.__origin__ is Unpack and len(self.__args__) == 1:
            # 3.11 shows Unpack[X] in its star form: *Ts, *tuple[int].
            return '*' + _show(self.__args__[0])
        if not self.__args__:
            return self._head() + '[()]'
        return f"{self._head()}[{_show_all(self.__args__)}]"

    def __eq__(self, other):
        if isinstance(other, _GenericAlias):
            return self.__origin__ == other.__origin__ and self.__args__ == other.__args__
        return NotImplemented

    def __hash__(self):
        return hash((self.__origin__,) + self.__args__)

    def __call__(self, *pos, **kw):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__.lower()}() instead")
        made = self.__origin__(*pos, **kw)
        try:
            made.__orig_class__ = self
        except Exception:
            pass  # built-in instances take no attributes
        return made

    def _rebuild(self, args):
        return _GenericAlias(self.__origin__, args, self._name, self._inst)

    def __getitem__(self, spec):
        if self.__origin__ is Generic or self.__origin__ is Protocol:
            raise TypeError(f"Cannot subscript already-subscripted {self}")
        wanted = self.__parameters__
        if not wanted:
            raise TypeError(f"{self} is not a generic class")
        given = _as_tuple(spec)
        if len(given) != len(wanted):
            raise TypeError(f"Too {'many' if len(given) > len(wanted) else 'few'} arguments for "
                            f"{self}; actual {len(given)}, expected {len(wanted)}")
        binding = dict(zip(wanted, [_as_type(g) for g in given]))
        return self._rebuild(tuple([_substitute(a, binding) for a in self.__args__]))

    def __mro_entries__(self, class_bases):
        origin = self.__origin__
        if self._name:
            return _bases_after_alias(self, origin, class_bases, True)
        if origin is Generic:
            if Protocol in class_bases:
                return ()
            for b in class_bases[class_bases.index(self) + 1:]:
                if isinstance(b, _GenericAlias) and b is not self:
                    return ()
        return (origin,)

    def __getattr__(self, name):
        # Plain attribute names reach the class behind the alias (List[int].append).
        if name in ('__name__', '__qualname__'):
            return self._name if self._name else self.__origin__.__name__
        if name.startswith('__') and name.endswith('__') or name in ('_name', '_inst'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __instancecheck__(self, value):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, klass):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


def _substitute(arg, binding):
    if isinstance(arg, (TypeVar, ParamSpec)):
        return binding.get(arg, arg)
    if isinstance(arg, (_GenericAlias, _BuiltinAlias)) and arg.__parameters__:
        return arg[tuple([binding.get(p, p) for p in arg.__parameters__])]
    return arg


class _UnionGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and _NoneType in args:
            other = args[1] if args[0] is _NoneType else args[0]
            return f"typing.Optional[{_show(other)}]"
        return f"typing.Union[{_show_all(args)}]"

    def _rebuild(self, args):
        return Union[args]

    def __eq__(self, other):
        if isinstance(other, (_UnionGenericAlias, _UnionType)):
            return frozenset(self.__args__) == frozenset(other.__args__)
        return NotImplemented

    def __hash__(self):
        return hash((Union, frozenset(self.__args__)))

    def __instancecheck__(self, value):
        return any(issubclass(type(value), member) for member in self.__args__)

    def __subclasscheck__(self, klass):
        return any(issubclass(klass, member) for member in self.__args__)


def _make_union(form, item):
    if item == ():
        raise TypeError("Cannot take a Union of no types.")
    members = []
    for arg in _as_tuple(item):
        arg = _as_type(arg)
        inner = arg.__args__ if isinstance(arg, (_UnionGenericAlias, _UnionType)) else (arg,)
        for m in inner:
            if m not in members:
                members.append(m)
    if len(members) == 1:
        return members[0]
    return _UnionGenericAlias(Union, tuple(members))


def _make_optional(form, item):
    if type(item) is tuple:
        raise TypeError(f"{form} requires a single type. Got {repr(item)[:100]}.")
    return Union[item, None]


def _literal_key(values):
    return {(v, type(v)) for v in values}


class _LiteralGenericAlias(_GenericAlias):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return _literal_key(self.__args__) == _literal_key(other.__args__)

    def __hash__(self):
        return hash(frozenset(_literal_key(self.__args__)))


def _make_literal(form, item):
    values = []
    seen = set()
    for v in _as_tuple(item):
        for x in v.__args__ if isinstance(v, _LiteralGenericAlias) else (v,):
            try:
                key = (x, type(x))
                if key in seen:
                    continue
                seen.add(key)
            except TypeError:
                pass  # unhashable literal values are kept as given
            values.append(x)
    return _LiteralGenericAlias(form, tuple(values))


def _make_wrapper(form, item):
    # ClassVar[X], Final[X], TypeGuard[X], Unpack[X]: one argument, repr through the form.
    return _GenericAlias(form, (_one_arg(form, item),))


def _make_key_marker(form, item):
    # Required[X] / NotRequired[X] word their error without the module prefix.
    if type(item) is tuple:
        raise TypeError(f"{form._name} accepts only a single type. Got {repr(item)[:100]}.")
    return _GenericAlias(form, (_as_type(item),))


def _make_concatenate(form, item):
    if item == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    args = _as_tuple(item)
    if not (isinstance(args[-1], ParamSpec) or args[-1] is ...):
        raise TypeError("The last parameter to Concatenate should be a ParamSpec variable "
                        "or ellipsis.")
    return _GenericAlias(form, tuple([_as_type(a) for a in args[:-1]]) + (args[-1],))


def _make_self_alias_error(form, item):
    raise TypeError(f"{form} is not subscriptable")


class _AnyMeta(type):
    def __instancecheck__(cls, value):
        if cls is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return issubclass(type(value), cls)

    def __repr__(cls):
        if cls is Any:
            return 'typing.Any'
        return f"<class '{cls.__module__}.{cls.__qualname__}'>"


class Any(metaclass=_AnyMeta):
    # A class (3.11 lets code subclass it), refusing instances and subscription.
    def __new__(cls, *pos, **kw):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls)

    def __class_getitem__(cls, spec):
        raise TypeError("type 'Any' is not subscriptable")


NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
Union = _SpecialForm('Union', _make_union)
Optional = _SpecialForm('Optional', _make_optional)
Literal = _SpecialForm('Literal', _make_literal)
ClassVar = _SpecialForm('ClassVar', _make_wrapper)
Final = _SpecialForm('Final', _make_wrapper)
TypeGuard = _SpecialForm('TypeGuard', _make_wrapper)
Unpack = _SpecialForm('Unpack', _make_wrapper)
Required = _SpecialForm('Required', _make_key_marker)
NotRequired = _SpecialForm('NotRequired', _make_key_marker)
Concatenate = _SpecialForm('Concatenate', _make_concatenate)


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, inner, extras):
        if isinstance(inner, _AnnotatedAlias):
            # Annotated[Annotated[T, a], b] is Annotated[T, a, b].
            extras = inner.__metadata__ + extras
            inner = inner.__origin__
        _GenericAlias.__init__(self, inner, (inner,))
        self.__metadata__ = extras

    def __repr__(self):
        extras = ', '.join([repr(m) for m in self.__metadata__])
        return f"typing.Annotated[{_show(self.__origin__)}, {extras}]"

    def _rebuild(self, args):
        return _AnnotatedAlias(args[0], self.__metadata__)

    def __eq__(self, other):
        if isinstance(other, _AnnotatedAlias):
            return (self.__origin__, self.__metadata__) == (other.__origin__, other.__metadata__)
        return NotImplemented

    def __hash__(self):
        return hash((Annotated, self.__origin__) + self.__metadata__)

    def __mro_entries__(self, class_bases):
        return self.__origin__,


class Annotated:
    __slots__ = ()

    def __new__(cls, *pos, **kw):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, spec):
        if type(spec) is not tuple or len(spec) < 2:
            raise TypeError("Annotated[...] should be used with at least two arguments "
                            "(a type and an annotation).")
        first = spec[0]
        # Annotated takes the special forms as its type: Annotated[ClassVar[int], ...].
        if not (isinstance(first, _GenericAlias)
                and (first.__origin__ is ClassVar or first.__origin__ is Final)):
            first = _as_type(first)
        return _AnnotatedAlias(first, spec[1:])

    def __init_subclass__(cls, *pos, **kw):
        raise TypeError("Cannot subclass typing.Annotated")


class ForwardRef(_Shared):
    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if type(arg) is not str:
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if isinstance(other, ForwardRef):
            return self.__forward_arg__ == other.__forward_arg__
        return NotImplemented

    def __hash__(self):
        return hash(self.__forward_arg__)

    def __repr__(self):
        return f"ForwardRef({self.__forward_arg__!r})"


def _variance_mark(var):
    return '+' if var.__covariant__ else '-' if var.__contravariant__ else '~'


def _init_variable(var, name, bound, co, contra):
    # What TypeVar and ParamSpec share: name, bound, variance. Their module is taken to be
    # the main program's (CPython reads the caller's frame, which Basilisk does not expose).
    if co and contra:
        raise ValueError("Bivariant types are not supported.")
    var.__name__ = name
    var.__bound__ = None if bound is None else _as_type(bound)
    var.__covariant__, var.__contravariant__ = bool(co), bool(contra)
    var.__module__ = '__main__'


class TypeVar(_Shared):
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        _init_variable(self, name, bound, covariant, contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__constraints__ = tuple([_as_type(c) for c in constraints])

    def __repr__(self):
        return _variance_mark(self) + self.__name__

    def __typing_subst__(self, arg):
        # What list[T][X] puts in T's place (types.GenericAlias calls it, as in 3.11).
        return _as_type(arg)

    def __mro_entries__(self, class_bases):
        raise TypeError("Cannot subclass an instance of TypeVar")


class TypeVarTuple(_Shared):
    def __init__(self, name):
        self.__name__ = name
        self.__module__ = '__main__'

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


class _ParamSpecPart(_Shared):
    # P.args / P.kwargs: equal when they belong to the same ParamSpec.
    _part = ''

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.{self._part}"

    def __eq__(self, other):
        return type(other) is type(self) and other.__origin__ is self.__origin__

    def __hash__(self):
        return hash((self._part, id(self.__origin__)))


class ParamSpecArgs(_ParamSpecPart):
    _part = 'args'


class ParamSpecKwargs(_ParamSpecPart):
    _part = 'kwargs'


class ParamSpec(_Shared):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        _init_variable(self, name, bound, covariant, contravariant)

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __typing_subst__(self, arg):
        if type(arg) is list:
            return tuple([_as_type(a) for a in arg])
        return _as_type(arg)

    def __repr__(self):
        return _variance_mark(self) + self.__name__


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'
Text = str


# ---- Generic and Protocol ----------------------------------------------------------------

def _check_generic_params(cls, params):
    if not params:
        raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
    if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple))
               or (isinstance(p, _GenericAlias) and p.__origin__ is Unpack
                   and isinstance(p.__args__[0], TypeVarTuple)) for p in params):
        raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables "
                        f"or parameter specification variables.")
    if len(frozenset(params)) < len(params):
        raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")


def _declared_params(cls, written):
    # The class's type variables: those its Generic[...] / Protocol[...] base lists, or else
    # every variable its subscripted bases leave open, in order.
    if written is None or Generic in written:
        plain = written is not None or (Generic in cls.__bases__ and cls.__name__ != 'Protocol')
        if plain:
            raise TypeError("Cannot inherit from plain Generic")
        return ()
    found = _free_vars(written)
    listing = [b for b in written
               if isinstance(b, _GenericAlias) and b.__origin__ in (Generic, Protocol)]
    if not listing:
        return found
    if len(listing) > 1:
        raise TypeError("Cannot inherit from Generic[...] multiple times.")
    declared = listing[0].__parameters__
    missing = [str(v) for v in found if v not in declared]
    if missing:
        raise TypeError(f"Some type variables ({', '.join(missing)}) are not listed in "
                        f"{listing[0].__origin__.__name__}[{', '.join(map(str, declared))}]")
    return declared


class Generic:
    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, spec):
        params = tuple([_as_type(p) for p in _as_tuple(spec)])
        if cls is Generic or cls is Protocol:
            _check_generic_params(cls, params)
        else:
            declared = cls.__dict__.get('__parameters__', ())
            wanted = len(declared)
            if not wanted:
                raise TypeError(f"{cls} is not a generic class")
            if any(isinstance(v, TypeVarTuple) for v in declared):
                # A TypeVarTuple takes any number of arguments, the others one each.
                if len(params) < wanted - 1:
                    raise TypeError(f"Too few arguments for {cls}; actual {len(params)}, "
                                    f"expected at least {wanted - 1}")
            elif len(params) != wanted:
                raise TypeError(f"Too {'many' if len(params) > wanted else 'few'} arguments for "
                                f"{cls}; actual {len(params)}, expected {wanted}")
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *pos, **kw):
        super().__init_subclass__(*pos, **kw)
        cls.__parameters__ = _declared_params(cls, cls.__dict__.get('__orig_bases__'))


Generic.__parameters__ = ()

# Names a protocol class body always has, which are not members of the protocol.
_NOT_MEMBERS = frozenset([
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__', '__module__',
    '__new__', '__slots__', '__subclasshook__', '__weakref__', '__class_getitem__',
    '__qualname__', '__orig_bases__', '__parameters__', '_is_protocol', '_is_runtime_protocol',
    '__init_subclass__', '__match_args__', '__orig_class__', '__hash__', '__classcell__',
])


def _protocol_members(proto):
    members = []
    for klass in proto.__mro__:
        if klass is object or klass is Protocol or klass is Generic:
            continue
        own = klass.__dict__
        for name in list(own) + list(own.get('__annotations__', {})):
            if name.startswith('_abc_') or name in _NOT_MEMBERS or name in members:
                continue
            members.append(name)
    return members


def _class_defines(klass, name):
    for step in klass.__mro__:
        own = getattr(step, '__dict__', None)
        if own is None:
            # Basilisk's built-in types keep no __dict__: ask the type itself.
            if step is not object and hasattr(step, name):
                return getattr(step, name) is not None
        elif name in own:
            return own[name] is not None
    return False


def _own_flag(klass, flag):
    return klass.__dict__.get(flag, False)


def _require_runtime(proto):
    if not _own_flag(proto, '_is_runtime_protocol'):
        raise TypeError("Instance and class checks can only be used with"
                        " @runtime_checkable protocols")


class _ProtocolMeta(abc.ABCMeta):
    # A class deriving from a protocol is checked nominally (through ABCMeta); a protocol
    # itself, once marked runtime_checkable, structurally by its members.
    def __instancecheck__(cls, instance):
        if not _own_flag(cls, '_is_protocol'):
            return abc.ABCMeta.__instancecheck__(cls, instance)
        _require_runtime(cls)
        if abc.ABCMeta.__subclasscheck__(cls, type(instance)):
            return True
        for name in _protocol_members(cls):
            if not hasattr(instance, name):
                return False
            if getattr(instance, name) is None and callable(getattr(cls, name, None)):
                return False
        return True

    def __subclasscheck__(cls, klass):
        if not _own_flag(cls, '_is_protocol'):
            return abc.ABCMeta.__subclasscheck__(cls, klass)
        if not isinstance(klass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        _require_runtime(cls)
        members = _protocol_members(cls)
        if not all(callable(getattr(cls, name, None)) for name in members):
            raise TypeError("Protocols with non-method members don't support issubclass()")
        if abc.ABCMeta.__subclasscheck__(cls, klass):
            return True
        return all(_class_defines(klass, name) for name in members)


def _refuse_protocol_init(self, *pos, **kw):
    if _own_flag(type(self), '_is_protocol'):
        raise TypeError('Protocols cannot be instantiated')


# The non-protocol classes a protocol may still name as bases, as CPython's allow-list.
_PROTOCOL_ALLOWED = frozenset([
    ('collections.abc', n) for n in ('Callable', 'Awaitable', 'Iterable', 'AsyncIterable',
                                     'Iterator', 'AsyncIterator', 'Hashable', 'Sized',
                                     'Container', 'Collection', 'Reversible')] + [
    ('contextlib', 'AbstractContextManager'), ('contextlib', 'AbstractAsyncContextManager')])


class Protocol(Generic, metaclass=_ProtocolMeta):
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *pos, **kw):
        super().__init_subclass__(*pos, **kw)
        # A protocol is a class listing Protocol (or Protocol[...]) among its own bases.
        cls._is_protocol = Protocol in cls.__bases__
        if cls._is_protocol:
            for base in cls.__bases__:
                if not (base is object or base is Generic or base is Protocol
                        or (base.__module__, base.__name__) in _PROTOCOL_ALLOWED
                        or (isinstance(base, _ProtocolMeta) and _own_flag(base, '_is_protocol'))):
                    raise TypeError('Protocols can only inherit from other protocols, '
                                    'got %r' % base)
        if '_is_runtime_protocol' not in cls.__dict__:
            cls._is_runtime_protocol = False
        if cls._is_protocol and '__init__' not in cls.__dict__:
            cls.__init__ = _refuse_protocol_init


def runtime_checkable(cls):
    if isinstance(cls, _ProtocolMeta) and _own_flag(cls, '_is_protocol'):
        setattr(cls, '_is_runtime_protocol', True)
        return cls
    raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                    ' got %r' % cls)


# ---- aliases of concrete and abstract classes --------------------------------------------

class _SpecialGenericAlias(_Shared):
    # `where` is the class, or a function giving it (for classes of modules imported late).
    def __init__(self, where, arity, name, inst=True):
        self._where = where
        self._arity = arity
        self._name = name
        self._inst = inst

    @property
    def __origin__(self):
        where = self._where
        if not isinstance(where, type):
            where = self._where = where()
        return where

    def __repr__(self):
        return f'typing.{self._name}'

    def __reduce__(self):
        return self._name

    def _build(self, params):
        return _GenericAlias(self.__origin__, params, self._name, self._inst)

    def __getitem__(self, spec):
        params = tuple([_as_type(p) for p in _as_tuple(spec)])
        if self._arity == 0:
            raise TypeError(f"{self} is not a generic class")
        if len(params) != self._arity:
            raise TypeError(f"Too {'many' if len(params) > self._arity else 'few'} arguments for "
                            f"{self}; actual {len(params)}, expected {self._arity}")
        return self._build(params)

    def __call__(self, *pos, **kw):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__.lower()}() instead")
        return self.__origin__(*pos, **kw)

    def __mro_entries__(self, class_bases):
        return _bases_after_alias(self, self.__origin__, class_bases, True)

    def __getattr__(self, name):
        if name in ('__name__', '__qualname__'):
            return self._name
        if name.startswith('_'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __instancecheck__(self, value):
        # The real test: collections.abc's ABCs answer structurally, built-ins by class.
        return isinstance(value, self.__origin__)

    def __subclasscheck__(self, klass):
        target = self.__origin__
        if isinstance(klass, _SpecialGenericAlias):
            return issubclass(klass.__origin__, target)
        return issubclass(klass, target)


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, spec):
        if spec == ():
            return _GenericAlias(tuple, (), 'Tuple', False)
        params = _as_tuple(spec)
        if len(params) == 2 and params[1] is ...:
            return _GenericAlias(tuple, (_as_type(params[0]), ...), 'Tuple', False)
        return _GenericAlias(tuple, tuple([_as_type(p) for p in params]), 'Tuple', False)


def _is_signature_form(arg):
    # Callable[<this>, R] written without brackets: ..., a ParamSpec or a Concatenate.
    return arg is ... or isinstance(arg, ParamSpec) or (
        isinstance(arg, _GenericAlias) and arg.__origin__ is Concatenate)


class _CallableGenericAlias(_GenericAlias):
    # __args__ is flat: the argument types then the result (CPython's layout).
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and _is_signature_form(args[0]):
            return f"typing.Callable[{_show(args[0])}, {_show(args[1])}]"
        return f"typing.Callable[[{_show_all(args[:-1])}], {_show(args[-1])}]"

    def _rebuild(self, args):
        # A ParamSpec replaced by a list of types spreads into the argument types:
        # Callable[P, R][[int, str], bool] is Callable[[int, str], bool].
        first = args[0] if len(args) == 2 else None
        if (isinstance(first, _GenericAlias) and first.__origin__ is Concatenate
                and type(first.__args__[-1]) is list):
            args = (list(first.__args__[:-1]) + first.__args__[-1], args[-1])
        if any(type(a) is list for a in args[:-1]):
            flat = []
            for a in args[:-1]:
                if type(a) is list:
                    flat.extend([_as_type(x) for x in a])
                else:
                    flat.append(a)
            args = tuple(flat) + (args[-1],)
        return _CallableGenericAlias(self.__origin__, args, 'Callable')


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, spec):
        if type(spec) is not tuple or len(spec) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        takes, result = spec
        if type(takes) is list:
            flat = tuple([_as_type(a) for a in takes])
        elif _is_signature_form(takes):
            flat = (takes,)
        else:
            raise TypeError("Callable[args, result]: args must be a list. Got %.100r." % (takes,))
        return _CallableGenericAlias(self.__origin__, flat + (_as_type(result),), 'Callable')


def _later(module_name, attr):
    def resolve():
        if module_name == 're':
            import re as home
        elif module_name == 'contextlib':
            import contextlib as home
        else:
            import collections.abc
            home = collections.abc
        return getattr(home, attr)
    return resolve


def _abc(name):
    # collections.abc is imported on first use too: most programs import typing only for
    # annotations, and building the ABCs would double the cost of that import.
    return _later('collections.abc', name)

List = _SpecialGenericAlias(list, 1, 'List', False)
Dict = _SpecialGenericAlias(dict, 2, 'Dict', False)
Set = _SpecialGenericAlias(set, 1, 'Set', False)
FrozenSet = _SpecialGenericAlias(frozenset, 1, 'FrozenSet', False)
Tuple = _TupleType(tuple, -1, 'Tuple', False)
Type = _SpecialGenericAlias(type, 1, 'Type', False)
Deque = _SpecialGenericAlias(collections.deque, 1, 'Deque')
DefaultDict = _SpecialGenericAlias(collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _SpecialGenericAlias(collections.OrderedDict, 2, 'OrderedDict')
Counter = _SpecialGenericAlias(collections.Counter, 1, 'Counter')
ChainMap = _SpecialGenericAlias(collections.ChainMap, 2, 'ChainMap')
Callable = _CallableType(_abc('Callable'), 2, 'Callable')
Hashable = _SpecialGenericAlias(_abc('Hashable'), 0, 'Hashable')
Sized = _SpecialGenericAlias(_abc('Sized'), 0, 'Sized')
ByteString = _SpecialGenericAlias(_abc('ByteString'), 0, 'ByteString')
Awaitable = _SpecialGenericAlias(_abc('Awaitable'), 1, 'Awaitable')
Coroutine = _SpecialGenericAlias(_abc('Coroutine'), 3, 'Coroutine')
AsyncIterable = _SpecialGenericAlias(_abc('AsyncIterable'), 1, 'AsyncIterable')
AsyncIterator = _SpecialGenericAlias(_abc('AsyncIterator'), 1, 'AsyncIterator')
AsyncGenerator = _SpecialGenericAlias(_abc('AsyncGenerator'), 2, 'AsyncGenerator')
Iterable = _SpecialGenericAlias(_abc('Iterable'), 1, 'Iterable')
Iterator = _SpecialGenericAlias(_abc('Iterator'), 1, 'Iterator')
Reversible = _SpecialGenericAlias(_abc('Reversible'), 1, 'Reversible')
Generator = _SpecialGenericAlias(_abc('Generator'), 3, 'Generator')
Container = _SpecialGenericAlias(_abc('Container'), 1, 'Container')
Collection = _SpecialGenericAlias(_abc('Collection'), 1, 'Collection')
AbstractSet = _SpecialGenericAlias(_abc('Set'), 1, 'AbstractSet')
MutableSet = _SpecialGenericAlias(_abc('MutableSet'), 1, 'MutableSet')
Mapping = _SpecialGenericAlias(_abc('Mapping'), 2, 'Mapping')
MutableMapping = _SpecialGenericAlias(_abc('MutableMapping'), 2, 'MutableMapping')
Sequence = _SpecialGenericAlias(_abc('Sequence'), 1, 'Sequence')
MutableSequence = _SpecialGenericAlias(_abc('MutableSequence'), 1, 'MutableSequence')
MappingView = _SpecialGenericAlias(_abc('MappingView'), 1, 'MappingView')
KeysView = _SpecialGenericAlias(_abc('KeysView'), 1, 'KeysView')
ItemsView = _SpecialGenericAlias(_abc('ItemsView'), 2, 'ItemsView')
ValuesView = _SpecialGenericAlias(_abc('ValuesView'), 1, 'ValuesView')
# contextlib and re are imported on first use as well.
ContextManager = _SpecialGenericAlias(_later('contextlib', 'AbstractContextManager'), 1, 'ContextManager')
AsyncContextManager = _SpecialGenericAlias(_later('contextlib', 'AbstractAsyncContextManager'), 1,
                                           'AsyncContextManager')
Pattern = _SpecialGenericAlias(_later('re', 'Pattern'), 1, 'Pattern')
Match = _SpecialGenericAlias(_later('re', 'Match'), 1, 'Match')


# ---- the Supports* protocols and IO --------------------------------------------------------

_T_co = TypeVar('T_co', covariant=True)


@runtime_checkable
class SupportsInt(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __int__(self):
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __float__(self):
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __complex__(self):
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __bytes__(self):
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    __slots__ = ()

    @abc.abstractmethod
    def __index__(self):
        pass


@runtime_checkable
class SupportsAbs(Protocol[_T_co]):
    __slots__ = ()

    @abc.abstractmethod
    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol[_T_co]):
    __slots__ = ()

    @abc.abstractmethod
    def __round__(self, ndigits=0):
        pass


class IO(Generic[AnyStr]):
    __slots__ = ()


class BinaryIO(IO[bytes]):
    __slots__ = ()


class TextIO(IO[str]):
    __slots__ = ()


# ---- small helpers ------------------------------------------------------------------------

def cast(typ, val):
    return val


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    shown = repr(arg)
    if len(shown) > 100:
        shown = shown[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {shown}")


def reveal_type(obj, /):
    # CPython writes this line to stderr, which a Basilisk program cannot reach: it is dropped.
    return obj


_OVERLOAD_CALLED = ("You should not call an overloaded function. A series of @overload-decorated "
                    "functions outside a stub module should always be followed by an "
                    "implementation that is not @overload-ed.")


def _called_overload(*pos, **kw):
    raise NotImplementedError(_OVERLOAD_CALLED)


_overloads_by_name = {}


def _overload_key(func):
    return (getattr(func, '__module__', None), getattr(func, '__qualname__', None))


def overload(func):
    _overloads_by_name.setdefault(_overload_key(func), []).append(func)
    return _called_overload


def get_overloads(func):
    return list(_overloads_by_name.get(_overload_key(func), ()))


def clear_overloads():
    _overloads_by_name.clear()


def final(f):
    try:
        f.__final__ = True
    except Exception:
        pass  # objects without a __dict__ are returned unmarked
    return f


def no_type_check(arg):
    try:
        setattr(arg, '__no_type_check__', True)
    except Exception:
        pass
    return arg


def no_type_check_decorator(decorator):
    def decorate(*args, **kwargs):
        return no_type_check(decorator(*args, **kwargs))
    return decorate


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    settings = {'eq_default': eq_default, 'order_default': order_default,
                'kw_only_default': kw_only_default, 'field_specifiers': field_specifiers,
                'kwargs': kwargs}

    def mark(target):
        target.__dataclass_transform__ = settings
        return target
    return mark


class NewType(_Shared):
    def __init__(self, name, tp):
        self.__qualname__ = name
        self.__name__ = name.rpartition('.')[2]
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __repr__(self):
        return f"{self.__module__}.{self.__qualname__}"

    def __call__(self, x):
        return x

    def __mro_entries__(self, class_bases):
        # The error names the class being written, known only once it exists: a stand-in
        # base refuses its subclass from __init_subclass__.
        wanted = self.__name__

        class _Refuse:
            def __init_subclass__(sub):
                made = sub.__name__
                raise TypeError(f"Cannot subclass an instance of NewType. Perhaps you were "
                                f"looking for: `{made} = NewType({made!r}, {wanted})`")
        return (_Refuse,)


# ---- introspection ------------------------------------------------------------------------

def get_origin(tp):
    if type(tp) is _AnnotatedAlias:
        return Annotated
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias, _BuiltinAlias, ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, _UnionType):
        return _UnionType
    return None


def get_args(tp):
    if type(tp) is _AnnotatedAlias:
        return (tp.__origin__, *tp.__metadata__)
    if isinstance(tp, _CallableGenericAlias):
        args = tp.__args__
        if len(args) == 2 and _is_signature_form(args[0]):
            return args
        return (list(args[:-1]), args[-1])
    if isinstance(tp, _BuiltinAlias) and _is_abc_callable(tp.__origin__):
        # collections.abc.Callable[[int], str]: its flat arguments regrouped, as for typing's.
        args = tp.__args__
        if len(args) == 2 and _is_signature_form(args[0]):
            return args
        return (list(args[:-1]), args[-1])
    if isinstance(tp, (_GenericAlias, _UnionType, _BuiltinAlias)):
        return tp.__args__
    return ()


def _is_abc_callable(origin):
    return (isinstance(origin, type) and origin.__name__ == 'Callable'
            and origin.__module__ == 'collections.abc')


def _without_extras(tp):
    # Annotated[...] and Required/NotRequired wrappers removed, at any depth.
    if isinstance(tp, _AnnotatedAlias):
        return _without_extras(tp.__origin__)
    if isinstance(tp, _GenericAlias):
        if tp.__origin__ is Required or tp.__origin__ is NotRequired:
            return _without_extras(tp.__args__[0])
        inner = tuple([_without_extras(a) for a in tp.__args__])
        if inner != tp.__args__:
            return tp._rebuild(inner)
    elif isinstance(tp, _BuiltinAlias):
        inner = tuple([_without_extras(a) for a in tp.__args__])
        if inner != tp.__args__:
            return _BuiltinAlias(tp.__origin__, inner)
    return tp


_BUILTIN_TYPES = {
    'int': int, 'str': str, 'float': float, 'bool': bool, 'bytes': bytes, 'list': list,
    'dict': dict, 'set': set, 'frozenset': frozenset, 'tuple': tuple, 'object': object,
    'type': type, 'bytearray': bytearray, 'range': range, 'slice': slice, 'Exception': Exception,
    'BaseException': BaseException, 'callable': callable,
}


class _Unresolved(Exception):
    pass


class _AnnotationReader:
    # Reads the expression subset annotations use (names, dotted names, subscripts, `|`,
    # string/number literals, None, ..., lists and tuples) and evaluates it with `lookup`.
    def __init__(self, text, lookup):
        self.text = text
        self.pos = 0
        self.lookup = lookup

    def _skip(self):
        text = self.text
        while self.pos < len(text) and text[self.pos] in ' \t\n':
            self.pos += 1

    def _peek(self):
        self._skip()
        return self.text[self.pos] if self.pos < len(self.text) else ''

    def _take(self, ch):
        if self._peek() != ch:
            raise _Unresolved(self.text)
        self.pos += 1

    def whole(self):
        value = self.expression()
        if self._peek() != '':
            raise _Unresolved(self.text)
        return value

    def expression(self):
        value = self.primary()
        while self._peek() == '|':
            self.pos += 1
            value = value | self.primary()
        return value

    def sequence(self, closer):
        # Items up to `closer`; returns (items, whether a comma was seen).
        items = []
        comma = False
        while self._peek() != closer:
            items.append(self.expression())
            if self._peek() == ',':
                self.pos += 1
                comma = True
            elif self._peek() != closer:
                raise _Unresolved(self.text)
        self.pos += 1
        return items, comma

    def primary(self):
        value = self.atom()
        while True:
            ch = self._peek()
            if ch == '.':
                self.pos += 1
                value = getattr(value, self.word())
            elif ch == '[':
                self.pos += 1
                items, comma = self.sequence(']')
                if not items:
                    raise _Unresolved(self.text)
                value = value[tuple(items) if comma or len(items) > 1 else items[0]]
            else:
                return value

    def word(self):
        self._skip()
        start = self.pos
        text = self.text
        while self.pos < len(text) and (text[self.pos].isalnum() or text[self.pos] == '_'):
            self.pos += 1
        if start == self.pos:
            raise _Unresolved(text)
        return text[start:self.pos]

    def atom(self):
        ch = self._peek()
        text = self.text
        if ch == '[':
            self.pos += 1
            return self.sequence(']')[0]
        if ch == '(':
            self.pos += 1
            items, comma = self.sequence(')')
            return tuple(items) if comma or not items else items[0]
        if ch in ('"', "'"):
            end = text.find(ch, self.pos + 1)
            if end < 0:
                raise _Unresolved(text)
            literal = text[self.pos + 1:end]
            self.pos = end + 1
            return literal
        if text.startswith('...', self.pos):
            self.pos += 3
            return ...
        if ch.isdigit() or ch == '-':
            start = self.pos
            self.pos += 1
            while self.pos < len(text) and (text[self.pos].isdigit() or text[self.pos] == '.'):
                self.pos += 1
            number = text[start:self.pos]
            return float(number) if '.' in number else int(number)
        name = self.word()
        if name == 'None':
            return None
        if name == 'True':
            return True
        if name == 'False':
            return False
        return self.lookup(name)


def _resolver(namespaces, home=None):
    # `home`: the function or class whose defining module answers next, as its __globals__
    # would in CPython (only when no globalns was passed).
    def lookup(name):
        for ns in namespaces:
            if ns is not None and name in ns:
                return ns[name]
        if home is not None:
            found = _global_lookup(home, name, _Unresolved)
            if found is not _Unresolved:
                return found
        if name in _BUILTIN_TYPES:
            return _BUILTIN_TYPES[name]
        if name in __all__:
            return globals()[name]
        if name == 'typing':
            import typing
            return typing
        if name == 'collections':
            return collections
        raise _Unresolved(name)
    return lookup


def _evaluate(value, lookup):
    # A string annotation is read; forward references inside aliases are resolved too.
    # What cannot be read stays as written (there is no eval to ask).
    if value is None:
        return _NoneType
    if isinstance(value, type):
        return value
    if type(value) is str:
        try:
            found = _AnnotationReader(value, lookup).whole()
        except _Unresolved:
            return value
        except (TypeError, AttributeError, KeyError, ValueError):
            return value
        return _evaluate(found, lookup)
    if isinstance(value, ForwardRef):
        found = _evaluate(value.__forward_arg__, lookup)
        return value if type(found) is str else found
    if isinstance(value, (_GenericAlias, _BuiltinAlias)) and not isinstance(value, _LiteralGenericAlias):
        args = value.__args__
        inner = tuple([a if isinstance(a, type) or a is None else _evaluate(a, lookup) for a in args])
        for old, new in zip(args, inner):
            if old is not new:
                if isinstance(value, _BuiltinAlias):
                    return _BuiltinAlias(value.__origin__, inner)
                return value._rebuild(inner)
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    hints = {}
    if isinstance(obj, type):
        selves = {}
        for klass in reversed(obj.__mro__):
            selves[klass.__name__] = klass
        for klass in reversed(obj.__mro__):
            own = getattr(klass, '__dict__', None)
            if own is None:
                continue
            notes = own.get('__annotations__')
            if not notes:
                continue
            # A class's names resolve in its own body namespace as well, then in its module (a
            # __main__ class: the program's globals); the classes of the MRO stand in for the
            # names they are bound to there.
            lookup = _resolver((localns, globalns, own, selves) if localns is None
                               else (localns, globalns, selves), klass if globalns is None else None)
            for name, value in notes.items():
                hints[name] = _evaluate(value, lookup)
    else:
        notes = getattr(obj, '__annotations__', None)
        if notes is None:
            if callable(obj) or type(obj).__name__ == 'module':
                return {}
            raise TypeError(f"{obj!r} is not a module, class, method, or function.")
        home = obj
        while hasattr(home, '__wrapped__'):
            home = home.__wrapped__
        home = getattr(home, '__func__', home)
        lookup = _resolver((localns, globalns), home if globalns is None else None)
        for name, value in notes.items():
            hints[name] = _evaluate(value, lookup)
    if include_extras:
        return hints
    return {name: _without_extras(tp) for name, tp in hints.items()}


# ---- NamedTuple ---------------------------------------------------------------------------

_NAMEDTUPLE_RESERVED = frozenset(['__new__', '__init__', '__slots__', '__getnewargs__', '_fields',
                                  '_field_defaults', '_make', '_replace', '_asdict', '_source'])
_NAMEDTUPLE_KEEP_OUT = frozenset(['__module__', '__name__', '__annotations__'])


class NamedTupleMeta(type):
    # `class P(NamedTuple)` lands here: the body's annotations become a collections.namedtuple,
    # and the body's other members are copied onto it.
    def __new__(mcls, typename, bases, ns):
        notes = ns.get('__annotations__', {})
        names = list(notes)
        defaults = []
        defaulted = []
        for field in names:
            if field in ns:
                defaults.append(ns[field])
                defaulted.append(field)
            elif defaulted:
                plural = 's' if len(defaulted) > 1 else ''
                raise TypeError(f"Non-default namedtuple field {field} cannot follow "
                                f"default field{plural} {', '.join(defaulted)}")
        made = collections.namedtuple(typename, names, defaults=defaults,
                                      module=ns.get('__module__', '__main__'))
        made.__annotations__ = dict(notes)
        for key, value in ns.items():
            if key in _NAMEDTUPLE_RESERVED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key not in _NAMEDTUPLE_KEEP_OUT and key not in names and key != '__classcell__':
                setattr(made, key, value)
        return made


def NamedTuple(typename, fields=None, /, **kwargs):
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to NamedTuple, not both")
    pairs = [(name, _as_type(tp)) for name, tp in fields]
    made = collections.namedtuple(typename, [name for name, _ in pairs], module='__main__')
    made.__annotations__ = dict(pairs)
    return made


_NamedTupleBase = type.__new__(NamedTupleMeta, 'NamedTuple', (), {})
NamedTuple.__mro_entries__ = lambda bases: (_NamedTupleBase,)


# ---- TypedDict ----------------------------------------------------------------------------

class _TypedDictKind(type):
    # A TypedDict class is a dict subclass carrying the key annotations; calling it makes a
    # plain dict.
    def __new__(mcls, name, bases, ns, total=True):
        if not all(type(b) is _TypedDictKind or b is Generic for b in bases):
            raise TypeError('cannot inherit from both a TypedDict type '
                            'and a non-TypedDict base class')
        made = type.__new__(_TypedDictKind, name, (dict,), ns)
        notes = {}
        required = set()
        optional = set()
        for base in bases:
            notes.update(base.__dict__.get('__annotations__', {}))
            required.update(base.__dict__.get('__required_keys__', ()))
            optional.update(base.__dict__.get('__optional_keys__', ()))
        own = ns.get('__annotations__', {})
        notes.update(own)
        for key, tp in own.items():
            marker = get_origin(tp)
            needed = True if marker is Required else False if marker is NotRequired else total
            (required if needed else optional).add(key)
            (optional if needed else required).discard(key)
        made.__annotations__ = notes
        made.__required_keys__ = frozenset(required)
        made.__optional_keys__ = frozenset(optional)
        made.__total__ = bool(total)
        return made

    def __call__(cls, *pos, **kw):
        return dict(*pos, **kw)

    def __subclasscheck__(cls, klass):
        _no_typeddict_checks()

    def __instancecheck__(cls, value):
        _no_typeddict_checks()


def _no_typeddict_checks():
    raise TypeError('TypedDict does not support instance and class checks')


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    ns = {'__annotations__': dict(fields), '__module__': '__main__'}
    return _TypedDictKind(typename, (), ns, total=total)


_TypedDictBase = type.__new__(_TypedDictKind, 'TypedDict', (), {})
TypedDict.__mro_entries__ = lambda bases: (_TypedDictBase,)


def is_typeddict(tp):
    return isinstance(tp, _TypedDictKind)
)PY";
}

}  // namespace basilisk::stdlib
