// sys, read-only and minimal: the constants of the interpreter Basilisk stands in for (CPython
// 3.11 on a 64-bit little-endian machine) and getrecursionlimit(). Nothing that reaches the
// process exists (argv, path, modules, stdin/stdout, exit, setrecursionlimit): an
// AttributeError says so, as for any missing attribute.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view sys_source() {
    return R"PY(
class _StructSeq(tuple):
    _fields = ()
    _name = ''

    def __new__(cls, values):
        self = tuple.__new__(cls, values)
        return self

    def __getattr__(self, name):
        try:
            return self[type(self)._fields.index(name)]
        except ValueError:
            raise AttributeError("'%s' object has no attribute '%s'" % (type(self)._name, name)) from None

    def __repr__(self):
        return '%s(%s)' % (type(self)._name,
                           ', '.join('%s=%r' % (f, v) for f, v in zip(type(self)._fields, self)))


class _VersionInfo(_StructSeq):
    _fields = ('major', 'minor', 'micro', 'releaselevel', 'serial')
    _name = 'sys.version_info'


class _FloatInfo(_StructSeq):
    _fields = ('max', 'max_exp', 'max_10_exp', 'min', 'min_exp', 'min_10_exp', 'dig', 'mant_dig',
               'epsilon', 'radix', 'rounds')
    _name = 'sys.float_info'


class _IntInfo(_StructSeq):
    _fields = ('bits_per_digit', 'sizeof_digit', 'default_max_str_digits', 'str_digits_check_threshold')
    _name = 'sys.int_info'


class _HashInfo(_StructSeq):
    _fields = ('width', 'modulus', 'inf', 'nan', 'imag', 'algorithm', 'hash_bits', 'seed_bits', 'cutoff')
    _name = 'sys.hash_info'


version_info = _VersionInfo((3, 11, 7, 'final', 0))
hexversion = 0x30B07F0
version = '3.11.7 (basilisk)'
api_version = 1013
maxsize = 9223372036854775807
maxunicode = 1114111
byteorder = 'little'
float_info = _FloatInfo((1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
                         2.220446049250313e-16, 2, 1))
int_info = _IntInfo((30, 4, 4300, 640))
hash_info = _HashInfo((64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))
float_repr_style = 'short'
builtin_module_names = ('builtins', 'sys')
dont_write_bytecode = True


def getrecursionlimit():
    return 1000


def getdefaultencoding():
    return 'utf-8'


def intern(string):
    if type(string) is not str:
        raise TypeError("intern() argument must be str, not %s" % type(string).__name__)
    return string


del _StructSeq
)PY";
}

}  // namespace basilisk::stdlib
