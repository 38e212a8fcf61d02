// enum: Enum, IntEnum, StrEnum, Flag, IntFlag, ReprEnum, EnumType (EnumMeta), auto, unique,
// verify-free subset of CPython 3.11's module. The metaclass's __new__ turns the class body's
// plain values into members; its __call__ looks a value up (Color(1)); its __iter__, __len__,
// __contains__ and __getitem__ make the class a container of its members. Members are ordinary
// attributes of the class (CPython keeps them behind descriptors), so they dump and restore like
// any instance. The reprs, str/format rules and error messages are CPython 3.11's.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view enum_source() {
    return R"PY(
__all__ = ['EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
           'auto', 'unique', 'property', 'global_enum', 'FlagBoundary', 'STRICT', 'CONFORM',
           'EJECT', 'KEEP', 'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE', 'verify', 'member',
           'nonmember']

property = property   # CPython's enum.property (a DynamicClassAttribute); the built-in here
_auto_null = object()
_function_type = type(lambda: None)


class auto:
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)

    # CPython's class body resolves auto() at assignment (EnumType.__prepare__'s _EnumDict), so
    # `RW = R | W` in a Flag body combines ints. The body here fills a plain dict: an operator on
    # an auto makes a deferred expression that __new__ evaluates once the autos before it have values.
    def __or__(self, other): return _auto_expr(_operator_or, self, other)
    def __ror__(self, other): return _auto_expr(_operator_or, other, self)
    def __and__(self, other): return _auto_expr(_operator_and, self, other)
    def __rand__(self, other): return _auto_expr(_operator_and, other, self)
    def __xor__(self, other): return _auto_expr(_operator_xor, self, other)
    def __rxor__(self, other): return _auto_expr(_operator_xor, other, self)
    def __add__(self, other): return _auto_expr(_operator_add, self, other)
    def __radd__(self, other): return _auto_expr(_operator_add, other, self)
    def __sub__(self, other): return _auto_expr(_operator_sub, self, other)
    def __rsub__(self, other): return _auto_expr(_operator_sub, other, self)
    def __mul__(self, other): return _auto_expr(_operator_mul, self, other)
    def __rmul__(self, other): return _auto_expr(_operator_mul, other, self)
    def __invert__(self): return _auto_expr(_operator_invert, self)


def _operator_or(a, b): return a | b
def _operator_and(a, b): return a & b
def _operator_xor(a, b): return a ^ b
def _operator_add(a, b): return a + b
def _operator_sub(a, b): return a - b
def _operator_mul(a, b): return a * b
def _operator_invert(a): return ~a


class _auto_expr(auto):
    def __init__(self, op, *operands):
        self.value = _auto_null
        self._op = op
        self._operands = operands

    def _resolve(self):
        args = []
        for v in self._operands:
            if isinstance(v, _auto_expr):
                v = v._resolve()
            elif isinstance(v, auto):
                v = v.value
            args.append(v)
        return self._op(*args)


class member:
    def __init__(self, value):
        self.value = value


class nonmember:
    def __init__(self, value):
        self.value = value


class FlagBoundary:
    pass


STRICT = 'strict'
CONFORM = 'conform'
EJECT = 'eject'
KEEP = 'keep'
CONTINUOUS = 'no skipped integer values'
NAMED_FLAGS = 'multi-flag aliases may not contain unnamed flags'
UNIQUE = 'one name per value'


class EnumCheck:
    pass


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1:2] != '_' and name[-2:-1] != '_'


def _is_private(cls_name, name):
    pattern = '_%s__' % (cls_name.lstrip('_'),)
    return len(name) > len(pattern) and name.startswith(pattern) and not name.endswith('__')


def _is_descriptor(obj):
    if isinstance(obj, (_function_type, property, classmethod, staticmethod)):
        return True
    return hasattr(obj, '__get__') or hasattr(obj, '__set__') or hasattr(obj, '__delete__')


def _power_of_two(value):
    return value > 0 and (value & (value - 1)) == 0


def _bin(num, max_bits=None):
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = bin(num + ceiling).replace('1', '0', 1)
    else:
        s = bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


def _iter_bits_lsb(num):
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def _data_type(bases):
    # The built-in type mixed into the enum (int for IntEnum), or object.
    for chain in bases:
        for base in chain.__mro__:
            if base is object:
                continue
            if isinstance(base, EnumType):
                if base._member_type_ is not object:
                    return base._member_type_
                continue
            if base in (int, str, float, bytes, tuple, frozenset):
                return base
            if '__new__' in base.__dict__ or '__init__' in base.__dict__:
                return base
    return object


def _first_enum(bases):
    for base in reversed(bases):
        if isinstance(base, EnumType):
            return base
    return None


class EnumType(type):

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        first_enum = _first_enum(bases)
        if first_enum is not None:
            for base in bases:
                if isinstance(base, EnumType) and base._member_names_:
                    raise TypeError("<enum %r> cannot extend %r" % (cls, base))
        member_type = _data_type(bases)
        ignore = classdict.get('_ignore_', [])
        if isinstance(ignore, str):
            ignore = ignore.replace(',', ' ').split()
        names = []
        values = []
        for key in list(classdict):
            value = classdict[key]
            if key in ignore or key == '_ignore_':
                del classdict[key]
                continue
            if isinstance(value, nonmember):
                classdict[key] = value.value
                continue
            if isinstance(value, member):
                value = value.value
            elif (_is_dunder(key) or _is_sunder(key) or _is_private(cls, key) or _is_descriptor(value)
                  or isinstance(value, type)):
                continue
            if key in names:
                raise TypeError('%r already defined as %r' % (key, values[names.index(key)]))
            names.append(key)
            values.append(value)
            del classdict[key]
        for key in ('mro', ''):
            if key in names:
                raise ValueError('invalid enum member name: {0}'.format(key))
        user_new = classdict.get('__new__') if Enum is not None else None
        if isinstance(user_new, staticmethod):
            user_new = user_new.__func__
        classdict['_member_names_'] = []
        classdict['_member_map_'] = {}
        classdict['_value2member_map_'] = {}
        classdict['_unhashable_values_'] = []
        classdict['_member_type_'] = member_type
        classdict['_new_member_'] = user_new
        if '_generate_next_value_' in classdict:
            gnv = classdict['_generate_next_value_']
        elif first_enum is not None:
            gnv = first_enum._generate_next_value_
        else:
            gnv = None
        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        if first_enum is not None:
            if user_new is None:
                user_new = first_enum._new_member_
            enum_class._new_member_ = user_new
        is_flag = Flag is not None and issubclass(enum_class, Flag)
        enum_class._flag_mask_ = 0
        enum_class._all_bits_ = 0
        enum_class._singles_mask_ = 0
        last_values = []
        for index, (name, value) in enumerate(zip(names, values)):
            if isinstance(value, _auto_expr):
                value = value._resolve()
            elif isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = gnv(name, 1, index, last_values[:])
                value = value.value
            elif isinstance(value, tuple):
                # auto() inside a tuple value
                if any(isinstance(v, auto) for v in value):
                    fixed = []
                    for v in value:
                        if isinstance(v, auto):
                            if v.value is _auto_null:
                                v.value = gnv(name, 1, index, last_values[:])
                            v = v.value
                        fixed.append(v)
                    value = tuple(fixed)
            last_values.append(value)
            enum_class._add_member_(name, value)
        if is_flag:
            single = 0
            for m in enum_class._member_map_.values():
                v = m._value_
                if isinstance(v, int) and _power_of_two(v):
                    single |= v
            mask = 0
            for m in enum_class._member_map_.values():
                if isinstance(m._value_, int):
                    mask |= m._value_
            enum_class._flag_mask_ = mask
            enum_class._singles_mask_ = single
            enum_class._all_bits_ = 2 ** (mask.bit_length()) - 1 if mask else 0
            member_list = [m._value_ for m in enum_class]
            if member_list != sorted(member_list):
                enum_class._iter_member_ = enum_class._iter_member_by_def_
        # Members are looked up by value from now on (Color(1)); a member's own __new__ made it.
        if Enum is not None:
            enum_class.__new__ = staticmethod(Enum.__new__)
        return enum_class

    def _add_member_(cls, name, value):
        member_type = cls._member_type_
        args = value if isinstance(value, tuple) else (value,)
        if member_type is tuple:
            args = (args,)
        new = cls._new_member_
        if new is None:
            if member_type is object:
                enum_member = object.__new__(cls)
            else:
                enum_member = member_type.__new__(cls, *args)
            if not hasattr(enum_member, '_value_'):
                enum_member._value_ = value if member_type is object else member_type(*args)
        else:
            enum_member = new(cls, *args)
            if not hasattr(enum_member, '_value_'):
                enum_member._value_ = value if member_type is object else member_type(*args)
        value = enum_member._value_
        enum_member._name_ = name
        enum_member._sort_order_ = len(cls._member_names_)
        enum_member.__init__(*args)
        canonical = None
        try:
            canonical = cls._value2member_map_.get(value)
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    canonical = m
                    break
        if canonical is None:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    canonical = m
                    break
        if canonical is not None:
            enum_member = canonical
        elif Flag is None or not issubclass(cls, Flag) or (isinstance(value, int) and _power_of_two(value)):
            # A flag's multi-bit and zero members are aliases: named, but not iterated.
            cls._member_names_.append(name)
        # The class attribute first: once in _member_map_, the name cannot be reassigned.
        setattr(cls, name, enum_member)
        cls._member_map_[name] = enum_member
        try:
            cls._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            cls._unhashable_values_.append(value)

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1):
        bases = (cls,) if type is None else (type, cls)
        first_enum = cls
        classdict = {}
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if isinstance(names, dict):
            names = list(names.items())
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict['__module__'] = module if module is not None else '__main__'
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return EnumType.__new__(EnumType, class_name, bases, classdict)

    def __contains__(cls, member):
        if isinstance(member, cls):
            return True
        try:
            return member in cls._value2member_map_ or member in cls._unhashable_values_
        except TypeError:
            return member in cls._unhashable_values_

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __bool__(cls):
        return True

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get('_member_map_', {})
        if name in member_map:
            raise AttributeError('cannot reassign member %r' % (name, ))
        super().__setattr__(name, value)

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)

    @property
    def __members__(cls):
        return dict(cls._member_map_)

    def __dir__(cls):
        return ['__class__', '__doc__', '__members__', '__module__'] + list(cls._member_names_)


EnumMeta = EnumType
Enum = None
Flag = None
ReprEnum = None


class Enum(metaclass=EnumType):

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
        exc = None
        result = None
        try:
            result = cls._missing_(value)
        except Exception as e:
            exc = e
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and isinstance(result, cls):
            return result
        ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        if exc is None:
            exc = TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                            % (cls.__name__, result))
        if not isinstance(exc, ValueError):
            exc.__context__ = ve_exc
        raise exc

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return "<%s.%s: %r>" % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        if self.__class__._use_data_str_:
            return str(self._value_)
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        if self.__class__._use_data_str_:
            return format(self._value_, format_spec)
        return format(str(self), format_spec)

    def __dir__(self):
        return ['__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value']

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

    _use_data_str_ = False


class ReprEnum(Enum):
    _use_data_str_ = True


class IntEnum(int, ReprEnum):
    pass


class StrEnum(str, ReprEnum):

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values, ))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError('%r is not a string' % (values[0], ))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class Flag(Enum):

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = last_value.bit_length() - 1
        except Exception:
            raise TypeError('invalid flag value %r' % last_value) from None
        return 2 ** (high_bit + 1)

    _boundary_ = STRICT
    _numeric_repr_ = repr

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s" % (
                    cls, value, _bin(value, max_bits), _bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]' % (cls.__name__, value, unknown, _bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo_member, '_value_'):
            pseudo_member._value_ = value
        if member_value or aliases:
            members = []
            combined_value = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined_value |= m._value_
            if aliases:
                value = member_value | aliases
                for n, pv in cls._member_map_.items():
                    if pv not in members and pv._value_ and pv._value_ & value == pv._value_:
                        members.append(pv)
                        combined_value |= pv._value_
            unknown = value ^ combined_value
            pseudo_member._name_ = '|'.join([m._name_ for m in members])
            if not combined_value:
                pseudo_member._name_ = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError('%r: no members with value %r' % (cls, unknown))
            elif unknown:
                pseudo_member._name_ += '|%s' % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        if not unknown:
            pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
            if neg_value is not None:
                cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    @classmethod
    def _iter_member_by_value_(cls, value):
        for val in _iter_bits_lsb(value & cls._flag_mask_):
            m = cls._value2member_map_.get(val)
            if m is not None:
                yield m

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        # members whose values were not defined in increasing order iterate in definition order
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError(
                "unsupported operand type(s) for 'in': %r and %r" % (
                    type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return self._iter_member_(self._value_)

    def __len__(self):
        return bin(self._value_).count('1')

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = repr(self._value_)
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr)
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr)

    def __str__(self):
        if self.__class__._use_data_str_:
            return str(self._value_)
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return self.__class__(~self._value_)
        return self.__class__(self._singles_mask_ & ~self._value_)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag):
    _boundary_ = KEEP
    __or__ = Flag.__or__
    __and__ = Flag.__and__
    __xor__ = Flag.__xor__
    __ror__ = Flag.__ror__
    __rand__ = Flag.__rand__
    __rxor__ = Flag.__rxor__
    __invert__ = Flag.__invert__
    __str__ = Enum.__str__
    __repr__ = Flag.__repr__


def unique(enumeration):
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration


def verify(*checks):
    def decorate(enumeration):
        return enumeration
    return decorate


def global_enum(cls, update_str=False):
    return cls


def _simple_enum(etype=Enum, *, boundary=None, use_args=None):
    def convert_class(cls):
        return cls
    return convert_class
)PY";
}

}  // namespace basilisk::stdlib
