// re's Python part: the flags, re.error, the Pattern, Match and _Scanner classes (whose hot
// methods are the natives of pattern_methods.cpp and match_methods.cpp), the per-execution
// cache of compiled patterns, and sub() with a callable replacement, which runs here so that
// the callable may call the host and pause.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view re_source() {
    return R"PY(
NOFLAG = 0
TEMPLATE = T = 1
IGNORECASE = I = 2
LOCALE = L = 4
MULTILINE = M = 8
DOTALL = S = 16
UNICODE = U = 32
VERBOSE = X = 64
DEBUG = 128
ASCII = A = 256

_FLAG_NAMES = ((1, 'TEMPLATE'), (2, 'IGNORECASE'), (4, 'LOCALE'), (8, 'MULTILINE'),
               (16, 'DOTALL'), (32, 'UNICODE'), (64, 'VERBOSE'), (128, 'DEBUG'), (256, 'ASCII'))


class error(Exception):
    __module__ = 're'

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            if isinstance(pattern, str):
                newline = '\n'
            else:
                newline = b'\n'
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)


def _flags_repr(flags, is_str):
    if is_str and (flags & (LOCALE | UNICODE | ASCII)) == UNICODE:
        flags &= ~UNICODE
    names = []
    for bit, name in _FLAG_NAMES:
        if flags & bit:
            names.append('re.' + name)
            flags &= ~bit
    if flags:
        names.append(hex(flags))
    return '|'.join(names)


class Pattern:
    __module__ = 're'

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
            return _sub_callable(self, repl, string, count, False)
        return _subx(self, repl, string, count, False)

    def subn(self, repl, string, count=0):
        if callable(repl):
            return _sub_callable(self, repl, string, count, True)
        return _subx(self, repl, string, count, True)

    def __repr__(self):
        text = repr(self.pattern)[:200]
        flags = _flags_repr(self.flags, isinstance(self.pattern, str))
        if flags:
            return 're.compile(%s, %s)' % (text, flags)
        return 're.compile(%s)' % text

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return (self.flags == other.flags and type(self.pattern) is type(other.pattern)
                and self.pattern == other.pattern)

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class Match:
    __module__ = 're'

    group = _m_group
    groups = _m_groups
    groupdict = _m_groupdict
    span = _m_span
    start = _m_start
    end = _m_end
    expand = _m_expand

    def __getitem__(self, g):
        return _m_getitem(self, g)

    # _spans: 2 * (groups + 1) offsets, then pos, endpos, lastindex (set by the natives).
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
        if self.lastindex is None:
            return None
        for name, index in self.re.groupindex.items():
            if index == self.lastindex:
                return name
        return None

    @property
    def regs(self):
        s = self._spans
        return tuple((s[i], s[i + 1]) for i in range(0, len(s) - 3, 2))

    def __repr__(self):
        return '<re.Match object; span=(%d, %d), match=%s>' % (
            self._spans[0], self._spans[1], repr(self.group(0))[:50])

    def __bool__(self):
        return True

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


# What make_match needs for each Match, in one module lookup: the class and its attribute names.
_match_parts = (Match, 're', 'string', '_spans', '_bspans')


class _Scanner:
    __module__ = 're'

    def __iter__(self):
        return self

    __next__ = _scan_next


def _sub_callable(pattern, repl, string, count, subn):
    matches = []
    parts = []
    for m in pattern.finditer(string):
        if count and len(matches) >= count:
            break
        matches.append(m)
        parts.append(repl(m))
    if not matches:
        result = string if type(string) is not bytearray else bytes(string)
    else:
        result = _assemble(string, matches, parts)
    if subn:
        return result, len(matches)
    return result


_cache = {}
_cache0 = {}   # flags 0, keyed by the pattern alone: the module-level natives' fast path
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError('cannot process flags argument with a compiled pattern')
        return pattern
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is not None:
        return p
    if not isinstance(pattern, (str, bytes)):
        raise TypeError('first argument must be string or compiled pattern')
    info = _compile_info(pattern, flags)
    p = Pattern(pattern, info[0], info[1], info[2])
    if len(_cache) >= _MAXCACHE:
        _cache.clear()
        _cache0.clear()
    _cache[key] = p
    if not flags:
        _cache0[pattern] = p
    return p


def compile(pattern, flags=0):
    return _compile(pattern, flags)


# match, search, fullmatch, findall, finditer and split are natives (pattern_methods.cpp).


def sub(pattern, repl, string, count=0, flags=0):
    if callable(repl):
        return _compile(pattern, flags).sub(repl, string, count)
    return _sub(pattern, repl, string, count, flags, False)


def subn(pattern, repl, string, count=0, flags=0):
    if callable(repl):
        return _compile(pattern, flags).subn(repl, string, count)
    return _sub(pattern, repl, string, count, flags, True)


def purge():
    _cache.clear()
    _cache0.clear()


__all__ = ['match', 'fullmatch', 'search', 'sub', 'subn', 'split', 'findall', 'finditer',
           'compile', 'purge', 'escape', 'error', 'Pattern', 'Match', 'A', 'I', 'L',
           'M', 'S', 'X', 'U', 'ASCII', 'IGNORECASE', 'LOCALE', 'MULTILINE', 'DOTALL', 'VERBOSE',
           'UNICODE', 'NOFLAG']
)PY";
}

}  // namespace basilisk::stdlib
