// enum, written for Basilisk. The VM's class statement ignores __prepare__, so an enum body is
// a plain dict that EnumType.__new__ sorts into members and ordinary attributes once the body
// has run; auto() values (and operators between autos, kept as deferred expressions) are
// settled then, in definition order. Members are ordinary class attributes that the
// metaclass's __setattr__/__delattr__ protect, and hash by identity so dict lookups stay
// native. Flag values that are no single member are built on demand by Flag._missing_ and
// named from the single-bit members they hold; the class keyword `boundary=` picks
// STRICT/CONFORM/EJECT/KEEP as in 3.11 (FlagBoundary and EnumCheck are StrEnums).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view enum_source() {
    return R"PY(
__all__ = ['EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
           'auto', 'unique', 'property', 'global_enum', 'FlagBoundary', 'STRICT', 'CONFORM',
           'EJECT', 'KEEP', 'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE', 'verify', 'member',
           'nonmember']

# An enum body fills an _EnumBody (EnumType.__prepare__), which only refuses a name given twice
# where either value would be a member; EnumType.__new__ sorts the body into members and
# ordinary attributes afterwards. So auto() is not resolved while the body runs; an operator on an auto (`RW = R | W` in a Flag)
# records a deferred expression, evaluated once the values before it are known. Members are
# ordinary class attributes (no DynamicClassAttribute); EnumType's __setattr__/__delattr__
# protect them. Members hash by identity (no Python __hash__), which keeps dict lookups native.

property = property     # enum.property is the builtin here (it cannot be subclassed in the VM)


class _Unset:
    def __repr__(self):
        return '_auto_null'


_UNSET = _Unset()


class auto:
    def __init__(self, value=_UNSET):
        self.value = value

    def __repr__(self):
        return f'auto({self.value!r})'

    def _settled(self):
        return self.value

    # Arithmetic between autos (or an auto and a constant) in a class body is put off until
    # the members before it have values.
    def __or__(self, other): return _Pending(_or, self, other)
    def __ror__(self, other): return _Pending(_or, other, self)
    def __and__(self, other): return _Pending(_and, self, other)
    def __rand__(self, other): return _Pending(_and, other, self)
    def __xor__(self, other): return _Pending(_xor, self, other)
    def __rxor__(self, other): return _Pending(_xor, other, self)
    def __add__(self, other): return _Pending(_add, self, other)
    def __radd__(self, other): return _Pending(_add, other, self)
    def __sub__(self, other): return _Pending(_sub, self, other)
    def __rsub__(self, other): return _Pending(_sub, other, self)
    def __mul__(self, other): return _Pending(_mul, self, other)
    def __rmul__(self, other): return _Pending(_mul, other, self)
    def __invert__(self): return _Pending(_inv, self)


def _or(a, b): return a | b
def _and(a, b): return a & b
def _xor(a, b): return a ^ b
def _add(a, b): return a + b
def _sub(a, b): return a - b
def _mul(a, b): return a * b
def _inv(a): return ~a


class _Pending(auto):
    def __init__(self, fn, *operands):
        self.value = _UNSET
        self._fn = fn
        self._operands = operands

    def _settled(self):
        return self._fn(*[o._settled() if isinstance(o, auto) else o for o in self._operands])


class member:
    # Forces a value to become a member (a function, say).
    def __init__(self, value):
        self.value = value


class nonmember:
    # Keeps a value out of the members.
    def __init__(self, value):
        self.value = value


# ---------------------------------------------------------------- name classes

def _dunder(name):
    return (len(name) > 4 and name.startswith('__') and name.endswith('__')
            and name[2] != '_' and name[-3] != '_')


def _sunder(name):
    return (len(name) > 2 and name[0] == '_' == name[-1]
            and name[1] != '_' and name[-2] != '_')


def _mangled(class_name, name):
    prefix = '_' + class_name.lstrip('_') + '__'
    return name.startswith(prefix) and len(name) > len(prefix) and not name.endswith('__')


# The _sunder_ names an enum body may set; any other is refused.
_BODY_SUNDERS = frozenset(('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_',
                           '_ignore_', '_iter_member_', '_iter_member_by_value_',
                           '_iter_member_by_def_'))

_function = type(_dunder)


class _MemberAttr:
    # Enum.name / Enum.value: read-only, refusing assignment and deletion with CPython's words.
    __slots__ = ('_attr', '_slot')

    def __init__(self, attr, slot):
        self._attr = attr
        self._slot = slot

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return getattr(obj, self._slot)

    def __set__(self, obj, value):
        raise AttributeError(f"<enum 'Enum'> cannot set attribute '{self._attr}'")

    def __delete__(self, obj):
        raise AttributeError(f"<enum 'Enum'> cannot delete attribute '{self._attr}'")


def _is_attribute_like(value):
    if isinstance(value, (_function, property, classmethod, staticmethod, type)):
        return True
    kind = type(value)
    return hasattr(kind, '__get__') or hasattr(kind, '__set__') or hasattr(kind, '__delete__')


def _single_bit(v):
    return v > 0 and v & (v - 1) == 0


def _bits_low_first(v):
    while v:
        low = v & -v
        yield low
        v ^= low


def _bit_text(v, width=None):
    # '0b0 0111' / '0b1 1000': sign digit, then the bits (two's complement when negative),
    # padded to width with the sign digit.
    size = v.bit_length()
    if v >= 0:
        sign, digits = '0', (bin(v)[2:] if v else '')
    else:
        sign, digits = '1', bin(v & ((1 << (size + 1)) - 1))[3:]
    if width is not None and len(digits) < width:
        digits = sign * (width - len(digits)) + digits
    return f'0b{sign} {digits}'


def _data_type(bases):
    # The non-enum type members also are (int for IntEnum), else object.
    for base in bases:
        for klass in base.__mro__:
            if klass is object:
                continue
            if isinstance(klass, EnumType):
                if klass._member_type_ is not object:
                    return klass._member_type_
            elif klass in (int, str, float, bytes, tuple, frozenset) or \
                    '__new__' in klass.__dict__ or '__init__' in klass.__dict__:
                return klass
    return object


def _sort_body(class_name, body):
    """Takes the would-be members out of a class body: [(name, raw value)], in order."""
    skip = body.get('_ignore_', ())
    if isinstance(skip, str):
        skip = skip.replace(',', ' ').split()
    found = []
    taken = set()
    for key in list(body):
        value = body[key]
        if key == '_ignore_' or key in skip:
            del body[key]
            continue
        if isinstance(value, nonmember):
            dict.__setitem__(body, key, value.value)
            continue
        if _sunder(key):
            if key not in _BODY_SUNDERS:
                raise ValueError(f'_sunder_ names, such as {key!r}, are reserved for future '
                                 'Enum use')
            continue
        if isinstance(value, member):
            value = value.value
        elif _dunder(key) or _mangled(class_name, key) or _is_attribute_like(value):
            continue
        if key in taken:
            raise TypeError(f'{key!r} already defined as {dict(found)[key]!r}')
        taken.add(key)
        found.append((key, value))
        del body[key]
    if 'mro' in taken:
        raise ValueError("invalid enum member name(s) 'mro'")
    return found


# ---------------------------------------------------------------- the metaclass

def _would_be_member(key, value):
    if isinstance(value, nonmember) or _dunder(key) or _sunder(key):
        return False
    return isinstance(value, member) or not _is_attribute_like(value)


class _EnumBody(dict):
    """The namespace of an enum's class body: a member name cannot be bound twice."""

    def __setitem__(self, key, value):
        if key in self and (_would_be_member(key, value) or _would_be_member(key, self[key])):
            raise TypeError(f'{key!r} already defined as {self[key]!r}')
        dict.__setitem__(self, key, value)


class EnumType(type):

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        return _EnumBody()

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        parent = next((b for b in reversed(bases) if isinstance(b, EnumType)), None)
        for base in bases:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError(f'<enum {cls!r}> cannot extend {base!r}')
        items = _sort_body(cls, classdict)
        order = classdict.pop('_order_', None)
        data_type = _data_type(bases)
        own_new = classdict.get('__new__') if Enum is not None else None
        if isinstance(own_new, staticmethod):
            own_new = own_new.__func__
        classdict.update(_member_names_=[], _member_map_={}, _value2member_map_={},
                         _unhashable_values_=[], _member_type_=data_type)
        if ReprEnum is not None and ReprEnum in bases:
            if data_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type (i.e.'
                                ' int, str, float, etc.)')
            classdict.setdefault('__str__', _value_str)
            classdict.setdefault('__format__', _value_format)
        made = super().__new__(metacls, cls, bases, classdict, **kwds)
        if own_new is None and parent is not None:
            own_new = parent._new_member_
        type.__setattr__(made, '_new_member_', own_new)
        if boundary is not None:
            type.__setattr__(made, '_boundary_', boundary)

        next_value = made._generate_next_value_ if parent is not None else None
        done = []
        for position, (name, raw) in enumerate(items):
            value = _settle(raw, name, position, done, next_value)
            done.append(value)
            made._add_member_(name, value)

        if Flag is not None and issubclass(made, Flag):
            _flag_masks(made)
        if order is not None:
            if isinstance(order, str):
                order = order.replace(',', ' ').split()
            if order != made._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (made._member_names_, order))
        # Calling the class from now on looks a member up; members were made above.
        if Enum is not None:
            type.__setattr__(made, '__new__', staticmethod(Enum.__new__))
        return made

    def _add_member_(cls, name, value):
        data_type = cls._member_type_
        args = value if isinstance(value, tuple) else (value,)
        if data_type is tuple:
            args = (args,)
        maker = cls._new_member_
        if maker is not None:
            new = maker(cls, *args)
        elif data_type is object:
            new = object.__new__(cls)
        else:
            new = data_type.__new__(cls, *args)
        if not hasattr(new, '_value_'):
            new._value_ = value if data_type is object else data_type(*args)
        value = new._value_
        new._name_ = name
        new._sort_order_ = len(cls._member_names_)
        new.__init__(*args)
        existing = _find_by_value(cls, value)
        if existing is not None:
            new = existing          # an alias: a second name for an earlier member
        elif not (Flag is not None and issubclass(cls, Flag)) or \
                (isinstance(value, int) and _single_bit(value)):
            # Only single-bit flags iterate; zero and multi-bit flags are named aliases.
            cls._member_names_.append(name)
        # Bound as an attribute before it enters _member_map_, which makes it read-only.
        type.__setattr__(cls, name, new)
        cls._member_map_[name] = new
        try:
            cls._value2member_map_.setdefault(value, new)
        except TypeError:
            cls._unhashable_values_.append(value)

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        if names is None:
            if not cls._member_names_:
                raise TypeError(f'{cls!r} has no members defined')
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, dict):
            pairs = list(names.items())
        else:
            pairs = []
            seen = []
            for position, entry in enumerate(names):
                if isinstance(entry, str):
                    value = cls._generate_next_value_(entry, start, position, seen[:])
                    seen.append(value)
                    pairs.append((entry, value))
                else:
                    pairs.append(tuple(entry))
        body = dict(pairs)
        body['__module__'] = '__main__' if module is None else module
        if qualname is not None:
            body['__qualname__'] = qualname
        bases = (cls,) if type is None else (type, cls)
        return EnumType.__new__(EnumType, class_name, bases, body, boundary=boundary)

    def __contains__(cls, value):
        if not isinstance(value, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(value).__qualname__, cls.__class__.__qualname__))
        return isinstance(value, cls) and value._name_ in cls._member_map_

    def __iter__(cls):
        table = cls._member_map_
        return (table[name] for name in cls._member_names_)

    def __reversed__(cls):
        table = cls._member_map_
        return (table[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __getattr__(cls, name):
        if not _dunder(name):
            found = cls.__dict__.get('_member_map_', {}).get(name)
            if found is not None:
                return found
        raise AttributeError(name)

    def __bool__(cls):
        return True

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get('_member_map_', ()):
            raise AttributeError(f'cannot reassign member {name!r}')
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        if name in cls._member_map_:
            raise AttributeError(f'{cls.__name__!r} cannot delete member {name!r}.')
        super().__delattr__(name)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return f'<flag {cls.__name__!r}>'
        return f'<enum {cls.__name__!r}>'

    @property
    def __members__(cls):
        return dict(cls._member_map_)

    def __dir__(cls):
        return ['__class__', '__doc__', '__members__', '__module__'] + cls._member_names_


EnumMeta = EnumType


def _settle(raw, name, position, done, next_value):
    # The value a body entry stands for: autos take _generate_next_value_, also inside tuples.
    if isinstance(raw, _Pending):
        return raw._settled()
    if isinstance(raw, auto):
        if raw.value is _UNSET:
            raw.value = next_value(name, 1, position, done[:])
        return raw.value
    if isinstance(raw, tuple) and any(isinstance(part, auto) for part in raw):
        return tuple([_settle(part, name, position, done, next_value)
                      if isinstance(part, auto) else part for part in raw])
    return raw


def _find_by_value(cls, value):
    try:
        found = cls._value2member_map_.get(value)
        if found is not None:
            return found
    except TypeError:
        pass
    for candidate in cls._member_map_.values():
        if candidate._value_ == value:
            return candidate
    return None


def _value_str(self):
    return str(self._value_)


def _value_format(self, spec):
    return format(self._value_, spec)


def _flag_masks(cls):
    every = singles = 0
    for m in cls._member_map_.values():
        v = m._value_
        if isinstance(v, int):
            every |= v
            if _single_bit(v):
                singles |= v
    cls._flag_mask_ = every
    cls._singles_mask_ = singles
    cls._all_bits_ = (1 << every.bit_length()) - 1 if every else 0
    values = [m._value_ for m in cls]
    if values != sorted(values):
        cls._iter_member_ = cls._iter_member_by_def_


Enum = Flag = ReprEnum = None   # placeholders while the bases themselves are created


class Enum(metaclass=EnumType):

    def __new__(cls, value):
        # Reached through Enum(...) calls: finds the member, else asks _missing_.
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            pass
        for candidate in cls._member_map_.values():
            if candidate._value_ == value:
                return candidate
        not_valid = ValueError(f'{value!r} is not a valid {cls.__qualname__}')
        try:
            answer = cls._missing_(value)
        except Exception as problem:
            if not isinstance(problem, ValueError):
                problem.__context__ = not_valid
            raise
        if isinstance(answer, cls):
            return answer
        if isinstance(answer, int) and getattr(cls, '_boundary_', None) is EJECT:
            return answer       # an EJECT flag hands back the bare int
        if answer is None:
            raise not_valid
        problem = TypeError(f'error in {cls.__name__}._missing_: returned {answer!r} '
                            'instead of None or a valid member')
        problem.__context__ = not_valid
        raise problem

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        # One more than the last value that supports +1; `start` when there is none.
        for previous in reversed(last_values):
            try:
                return previous + 1
            except TypeError:
                continue
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return f'<{type(self).__name__}.{self._name_}: {self._value_!r}>'

    def __str__(self):
        return f'{type(self).__name__}.{self._name_}'

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __dir__(self):
        return ['__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value']

    def __reduce_ex__(self, proto):
        return type(self), (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    name = _MemberAttr('name', '_name_')
    value = _MemberAttr('value', '_value_')


class ReprEnum(Enum):
    # Members keep Enum's repr but their data type's str() and format().
    pass


class IntEnum(int, ReprEnum):
    pass


class StrEnum(str, ReprEnum):

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError(f'too many arguments for str(): {values!r}')
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError(f'{values[0]!r} is not a string')
        if len(values) >= 2 and not isinstance(values[1], str):
            raise TypeError(f'encoding must be a string, not {values[1]!r}')
        if len(values) == 3 and not isinstance(values[2], str):
            raise TypeError(f'errors must be a string, not {values[2]!r}')
        text = str(*values)
        made = str.__new__(cls, text)
        made._value_ = text
        return made

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM = FlagBoundary.STRICT, FlagBoundary.CONFORM
EJECT, KEEP = FlagBoundary.EJECT, FlagBoundary.KEEP


class Flag(Enum, boundary=STRICT):

    _numeric_repr_ = repr

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        # The power of two above the highest value so far.
        if not count:
            return 1 if start is None else start
        highest = max(last_values)
        try:
            return 1 << highest.bit_length()
        except Exception:
            raise TypeError(f'invalid flag value {highest!r}') from None

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError(f'{value!r} is not a valid {cls.__qualname__}')
        mask, singles, everything = cls._flag_mask_, cls._singles_mask_, cls._all_bits_
        rule = cls._boundary_
        outside = not (~everything <= value <= everything) or value & (everything ^ mask)
        if outside:
            if rule is STRICT:
                width = max(value.bit_length(), mask.bit_length())
                raise ValueError(f'{cls!r} invalid value {value!r}\n'
                                 f'    given {_bit_text(value, width)}\n'
                                 f'  allowed {_bit_text(mask, width)}')
            if rule is CONFORM:
                value &= mask
            elif rule is EJECT:
                return value
            elif rule is KEEP and value < 0:
                value += max(everything + 1, 1 << value.bit_length())
        negative = None
        if value < 0:
            negative = value
            value += everything + 1
        stray = value & ~mask
        if stray and rule is not KEEP:
            raise ValueError(f'{cls.__name__}({value!r}) -->  unknown values {stray!r} '
                             f'[{_bit_text(stray)}]')
        data_type = cls._member_type_
        made = object.__new__(cls) if data_type is object else data_type.__new__(cls, value)
        if not hasattr(made, '_value_'):
            made._value_ = value
        if not _name_composite(cls, made, value, singles, stray):
            # Values with bits no member names are not cached.
            made = cls._value2member_map_.setdefault(value, made)
            if negative is not None:
                cls._value2member_map_[negative] = made
        return made

    @classmethod
    def _iter_member_by_value_(cls, value):
        table = cls._value2member_map_
        for bit in _bits_low_first(value & cls._flag_mask_):
            found = table.get(bit)
            if found is not None:
                yield found

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        # Members defined out of value order come back in definition order.
        yield from sorted(cls._iter_member_by_value_(value), key=_definition_rank)

    def __contains__(self, other):
        if not isinstance(other, type(self)):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, type(self).__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return self._iter_member_(self._value_)

    def __len__(self):
        return bin(self._value_).count('1')

    def __repr__(self):
        kind = type(self).__name__
        if self._name_ is None:
            return f'<{kind}: {self._value_!r}>'
        return f'<{kind}.{self._name_}: {self._value_!r}>'

    def __str__(self):
        kind = type(self).__name__
        if self._name_ is None:
            return f'{kind}({self._value_!r})'
        return f'{kind}.{self._name_}'

    def __bool__(self):
        return bool(self._value_)

    def _operand(self, other):
        if isinstance(other, type(self)):
            return other._value_
        data_type = self._member_type_
        if data_type is not object and isinstance(other, data_type):
            return other
        return None

    def __or__(self, other):
        v = self._operand(other)
        return NotImplemented if v is None else type(self)(self._value_ | v)

    def __and__(self, other):
        v = self._operand(other)
        return NotImplemented if v is None else type(self)(self._value_ & v)

    def __xor__(self, other):
        v = self._operand(other)
        return NotImplemented if v is None else type(self)(self._value_ ^ v)

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return type(self)(~self._value_)
        return type(self)(self._singles_mask_ & ~self._value_)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__


def _definition_rank(m):
    return m._sort_order_


def _name_composite(cls, made, value, singles, stray):
    # Names a value that is no single member: the single-bit members it holds, then any
    # multi-bit alias it covers, then (outside STRICT) the leftover bits as a number.
    # Returns the bits left unnamed.
    parts = []
    covered = 0
    for m in cls._iter_member_(value & singles):
        parts.append(m)
        covered |= m._value_
    extra = value & ~singles
    if extra:
        for m in cls._member_map_.values():
            v = m._value_
            if m not in parts and v and v & value == v:
                parts.append(m)
                covered |= v
    if not (value & singles or extra) or not covered:
        made._name_ = None
        return stray
    made._name_ = '|'.join([m._name_ for m in parts])
    leftover = value ^ covered
    if leftover:
        if cls._boundary_ is STRICT:
            raise ValueError(f'{cls!r}: no members with value {leftover!r}')
        made._name_ += '|' + cls._numeric_repr_(leftover)
    return leftover


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    # int comes first in the bases, so the flag behaviour is named here explicitly.
    __or__, __and__, __xor__ = Flag.__or__, Flag.__and__, Flag.__xor__
    __ror__, __rand__, __rxor__ = Flag.__ror__, Flag.__rand__, Flag.__rxor__
    __invert__ = Flag.__invert__
    __repr__ = Flag.__repr__


class EnumCheck(StrEnum):
    CONTINUOUS = 'no skipped integer values'
    NAMED_FLAGS = 'multi-flag aliases may not contain unnamed flags'
    UNIQUE = 'one name per value'


CONTINUOUS, UNIQUE = EnumCheck.CONTINUOUS, EnumCheck.UNIQUE
NAMED_FLAGS = EnumCheck.NAMED_FLAGS


def _alias_pairs(enumeration):
    return [(name, m.name) for name, m in enumeration.__members__.items() if name != m.name]


def unique(enumeration):
    pairs = _alias_pairs(enumeration)
    if pairs:
        listed = ', '.join([f'{alias} -> {name}' for alias, name in pairs])
        raise ValueError(f'duplicate values found in {enumeration!r}: {listed}')
    return enumeration


def _single_bit_value(v):
    return v > 0 and v & (v - 1) == 0


def _check_continuous(enumeration):
    values = []
    for m in enumeration.__members__.values():
        if m._value_ not in values:
            values.append(m._value_)
    is_flag = issubclass(enumeration, Flag)
    if is_flag:
        bits = [v.bit_length() - 1 for v in values if _single_bit_value(v)]
        if not bits:
            return
        missing = [1 << b for b in range(min(bits), max(bits)) if (1 << b) not in values]
    else:
        if not values:
            return
        low, high = min(values), max(values)
        missing = [v for v in range(low + 1, high) if v not in values]
    if missing:
        kind = 'flag' if is_flag else 'enum'
        raise ValueError(f"invalid {kind} {enumeration.__name__!r}: missing values "
                         f"{', '.join([str(v) for v in missing])}")


def _check_named_flags(enumeration):
    if not issubclass(enumeration, Flag):
        return
    members = list(enumeration.__members__.items())
    named = 0
    for _, m in members:
        if _single_bit_value(m._value_):
            named |= m._value_
    aliases = []
    combined = 0
    for name, m in members:
        v = m._value_
        if v > 0 and not _single_bit_value(v) and v & ~named:
            if name not in aliases:
                aliases.append(name)
            combined |= v & ~named
    if not aliases:
        return
    if len(aliases) == 1:
        who = f'alias {aliases[0]} is missing'
    else:
        who = f"aliases {', '.join(aliases[:-1])} and {aliases[-1]} are missing"
    what = f'value {combined:#x}' if _single_bit_value(combined) else \
        f'combined values of {combined:#x}'
    raise ValueError(f"invalid Flag {enumeration.__name__!r}: {who} {what} "
                     f"[use enum.show_flag_values(value) for details]")


def verify(*checks):
    def apply(enumeration):
        if UNIQUE in checks:
            pairs = _alias_pairs(enumeration)
            if pairs:
                listed = ', '.join([f'{alias} -> {name}' for alias, name in pairs])
                raise ValueError(f'aliases found in {enumeration!r}: {listed}')
        if CONTINUOUS in checks:
            _check_continuous(enumeration)
        if NAMED_FLAGS in checks:
            _check_named_flags(enumeration)
        return enumeration
    return apply


def global_enum(cls, update_str=False):
    return cls
)PY";
}

}  // namespace basilisk::stdlib
