// re's Python half: RegexFlag (a light int subclass, no enum import), re.error, the Pattern,
// Match and _Scanner classes whose hot methods are the natives of pattern_methods.cpp and
// match_methods.cpp, the per-execution cache of compiled patterns (_cache0 is the natives'
// flags-0 fast path), and sub()/subn() with a callable replacement, which run in Python so that
// the callable may call the host and pause.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view re_source() {
    return R"PY(
# The Python half of re. Matching itself is native (RE2 plus the translator in
# translate.cpp): module-level match/search/fullmatch/findall/finditer/split,
# escape, and the template substitution helpers _sub/_subx/_assemble are
# registered straight into this module, and the _p_*/_m_*/_scan_next natives
# become the hot methods of Pattern, Match and _Scanner below.
#
# Names the natives look up here, so they must keep their spelling:
#   _compile(pattern, flags), _cache0 (flags-0 patterns keyed by source: the
#   natives' one-lookup fast path), error(msg, pattern, pos), _Scanner, and
#   _match_parts (the Match class plus the attribute names it fills in).
# Pattern keeps .pattern/.flags/.groups/.groupindex as plain attributes because
# the natives read them; Match keeps .re/.string/._spans(/._bspans).
#
# sub()/subn() with a callable replacement run here in Python, not natively,
# so that the callable may call the host and the VM can pause inside it.


class _FlagClass(type):
    # Lets the flag class be iterated and indexed by member name, like an enum.
    def __iter__(cls):
        return iter(cls._listed)

    def __len__(cls):
        return len(cls._listed)

    def __getitem__(cls, key):
        return cls._by_name[key]


def _bitwise(combine):
    def operator(self, other):
        if isinstance(other, int):
            return RegexFlag(combine(int(self), int(other)))
        return NotImplemented
    return operator


class RegexFlag(int, metaclass=_FlagClass):
    """Integer flags for compile() and friends, printed by name."""
    __module__ = 're'

    def __new__(cls, value=0):
        if type(value) is cls:
            return value
        if isinstance(value, int):
            return int.__new__(cls, value)
        raise ValueError('%r is not a valid RegexFlag' % (value,))

    @property
    def value(self):
        return int(self)

    def _parts(self):
        # Member names covering the set bits (listing order), and any bits left over.
        rest = int(self)
        names = []
        for member in RegexFlag._listed:
            bit = int(member)
            if rest & bit:
                names.append(member._name)
                rest &= ~bit
        return names, rest

    @property
    def name(self):
        if not self:
            return 'NOFLAG'
        names, rest = self._parts()
        return '|'.join(names) if names else None

    def __repr__(self):
        if not self:
            return 're.NOFLAG'
        names, rest = self._parts()
        if not names:
            return 're.RegexFlag(%d)' % int(self)
        text = '|'.join(['re.' + n for n in names])
        return text + ('|%s' % hex(rest) if rest else '')

    __str__ = __repr__

    def __format__(self, spec):
        return format(int(self), spec) if spec else repr(self)

    def __iter__(self):
        value = int(self)
        return iter([m for m in sorted(RegexFlag._listed) if value & int(m)])

    # Bitwise operators with any int stay flags; they are symmetric, so the
    # reflected forms are the same functions.
    __or__ = __ror__ = _bitwise(lambda a, b: a | b)
    __and__ = __rand__ = _bitwise(lambda a, b: a & b)
    __xor__ = __rxor__ = _bitwise(lambda a, b: a ^ b)

    def __invert__(self):
        everything = 0
        for member in RegexFlag._listed:
            everything |= int(member)
        return RegexFlag(everything & ~int(self))


def _make_flags():
    # (name, value) in the order CPython lists the members.
    table = (('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4), ('UNICODE', 32),
             ('MULTILINE', 8), ('DOTALL', 16), ('VERBOSE', 64), ('TEMPLATE', 1), ('DEBUG', 128))
    listed = []
    by_name = {}
    for name, value in table:
        member = int.__new__(RegexFlag, value)
        member._name = name
        listed.append(member)
        by_name[name] = member
    none = int.__new__(RegexFlag, 0)
    none._name = 'NOFLAG'
    by_name['NOFLAG'] = none
    RegexFlag._listed = tuple(listed)
    RegexFlag._by_name = by_name
    for name, member in by_name.items():
        setattr(RegexFlag, name, member)
    return by_name


_members = _make_flags()
NOFLAG = _members['NOFLAG']
ASCII = A = _members['ASCII']
IGNORECASE = I = _members['IGNORECASE']
LOCALE = L = _members['LOCALE']
UNICODE = U = _members['UNICODE']
MULTILINE = M = _members['MULTILINE']
DOTALL = S = _members['DOTALL']
VERBOSE = X = _members['VERBOSE']
TEMPLATE = T = _members['TEMPLATE']
DEBUG = _members['DEBUG']
del _members

# Pattern reprs list flags in bit order, with ASCII (the highest bit) last.
_REPR_ORDER = tuple(sorted(RegexFlag._listed))


class error(Exception):
    """Raised for an invalid regular expression."""
    __module__ = 're'

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        self.lineno = None
        self.colno = None
        if pattern is None or pos is None:
            Exception.__init__(self, msg)
            return
        # Where the problem is, also as line/column when the pattern spans lines.
        eol = '\n' if isinstance(pattern, str) else b'\n'
        before = pattern[:pos]
        self.lineno = before.count(eol) + 1
        self.colno = pos - before.rfind(eol)
        where = ' at position %d' % pos
        if eol in pattern:
            where += ' (line %d, column %d)' % (self.lineno, self.colno)
        Exception.__init__(self, msg + where)


def _describe_flags(flags, textual):
    # UNICODE is implied for str patterns, so it is only shown next to ASCII/LOCALE.
    if textual and flags & 0x124 == 0x20:   # of LOCALE|UNICODE|ASCII, only UNICODE
        flags ^= 0x20
    shown = []
    for member in _REPR_ORDER:
        if flags & member:
            shown.append('re.' + member._name)
            flags &= ~int(member)
    if flags:
        shown.append(hex(flags))
    return '|'.join(shown)


def _itself(self, *ignored):
    return self


class Pattern:
    """A compiled regular expression (made by re.compile)."""
    __module__ = 're'
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias

    def __init__(self, pattern, flags, groups, groupindex):
        self.pattern = pattern
        self.flags = flags
        self.groups = groups
        self.groupindex = groupindex

    match = _p_match
    search = _p_search
    fullmatch = _p_fullmatch
    findall = _p_findall
    finditer = _p_finditer
    split = _p_split

    def sub(self, repl, string, count=0):
        if callable(repl):
            return _replace_by_call(self, repl, string, count)[0]
        return _subx(self, repl, string, count, False)

    def subn(self, repl, string, count=0):
        if callable(repl):
            return _replace_by_call(self, repl, string, count)
        return _subx(self, repl, string, count, True)

    def __repr__(self):
        source = repr(self.pattern)[:200]
        shown = _describe_flags(self.flags, type(self.pattern) is str)
        return 're.compile(%s, %s)' % (source, shown) if shown else 're.compile(%s)' % source

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return (type(self.pattern) is type(other.pattern) and self.pattern == other.pattern
                and self.flags == other.flags)

    def __hash__(self):
        return hash((self.pattern, self.flags))

    # Immutable as far as users can tell: copies are the object itself.
    __copy__ = __deepcopy__ = _itself


class Match:
    """The result of a successful match."""
    __module__ = 're'
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias

    group = _m_group
    groups = _m_groups
    groupdict = _m_groupdict
    span = _m_span
    start = _m_start
    end = _m_end
    expand = _m_expand

    def __getitem__(self, g):
        return _m_getitem(self, g)

    # The natives store _spans as 2*(groups+1) code-point offsets followed by
    # pos, endpos and lastindex.
    @property
    def pos(self):
        return self._spans[-3]

    @property
    def endpos(self):
        return self._spans[-2]

    @property
    def lastindex(self):
        return self._spans[-1]

    @property
    def lastgroup(self):
        last = self._spans[-1]
        if last is not None:
            for name, number in self.re.groupindex.items():
                if number == last:
                    return name
        return None

    @property
    def regs(self):
        offsets = self._spans
        return tuple([(offsets[k], offsets[k + 1]) for k in range(0, len(offsets) - 3, 2)])

    def __repr__(self):
        offsets = self._spans
        return '<re.Match object; span=(%d, %d), match=%s>' % (
            offsets[0], offsets[1], repr(self.group(0))[:50])

    def __bool__(self):
        return True

    __copy__ = __deepcopy__ = _itself


# make_match (support.cpp) fetches this once per match: the class to instantiate
# and the interned attribute names it sets.
_match_parts = (Match, 're', 'string', '_spans', '_bspans')


class _Scanner:
    # Iterator behind finditer(); the natives keep its cursor in attributes.
    __module__ = 're'

    def __iter__(self):
        return self

    __next__ = _scan_next


def _replace_by_call(pattern, repl, string, count):
    # Returns (new string, number of replacements). The matches are found by
    # the native finditer; each replacement comes from the user's callable.
    found = []
    pieces = []
    for m in pattern.finditer(string):
        if count and len(found) == count:
            break
        found.append(m)
        pieces.append(repl(m))
    if found:
        return _assemble(string, found, pieces), len(found)
    # Nothing replaced: the input comes back (a bytearray as bytes).
    return (bytes(string) if type(string) is bytearray else string), 0


# Compiled patterns live for the whole execution. _cache0 holds the flags-0
# ones by source alone so the native module functions find them in one lookup.
_cache = {}
_cache0 = {}
_CACHE_LIMIT = 512


def compile(pattern, flags=0):
    """Compile a regular expression, returning a Pattern."""
    if type(flags) is not int and isinstance(flags, int):
        flags = int(flags)  # RegexFlag -> plain int, as Pattern.flags reports
    if type(pattern) is Pattern:  # (Pattern cannot be subclassed)
        if flags:
            raise ValueError('cannot process flags argument with a compiled pattern')
        return pattern
    key = (type(pattern), pattern, flags)
    known = _cache.get(key)
    if known is not None:
        return known
    if not isinstance(pattern, (str, bytes)):
        raise TypeError('first argument must be string or compiled pattern')
    real_flags, group_count, names = _compile_info(pattern, flags)
    made = Pattern(pattern, real_flags, group_count, names)
    if len(_cache) >= _CACHE_LIMIT:
        purge()
    _cache[key] = made
    if flags == 0:
        _cache0[pattern] = made
    return made


# The natives call the compiler by this name.
_compile = compile


def template(pattern, flags=0):
    return _compile(pattern, flags | TEMPLATE)


def sub(pattern, repl, string, count=0, flags=0):
    if callable(repl):
        return _replace_by_call(_compile(pattern, flags), repl, string, count)[0]
    return _sub(pattern, repl, string, count, flags, False)


def subn(pattern, repl, string, count=0, flags=0):
    if callable(repl):
        return _replace_by_call(_compile(pattern, flags), repl, string, count)
    return _sub(pattern, repl, string, count, flags, True)


def purge():
    _cache.clear()
    _cache0.clear()


__all__ = ['match', 'fullmatch', 'search', 'sub', 'subn', 'split', 'findall', 'finditer',
           'compile', 'purge', 'template', 'escape', 'error', 'Pattern', 'Match', 'A', 'I',
           'L', 'M', 'S', 'X', 'U', 'ASCII', 'IGNORECASE', 'LOCALE', 'MULTILINE', 'DOTALL',
           'VERBOSE', 'UNICODE', 'NOFLAG', 'RegexFlag']
)PY";
}

}  // namespace basilisk::stdlib
