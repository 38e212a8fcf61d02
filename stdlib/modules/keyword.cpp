// keyword: CPython's Lib/keyword.py for 3.11, as Python source (iskeyword is a function here,
// where CPython binds frozenset.__contains__). The smallest module written in
// Python; it also keeps the import machinery's Python path (and `__all__`) exercised.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view keyword_source() {
    return R"PY(
__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]

kwlist = [
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
    'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
    'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return',
    'try', 'while', 'with', 'yield'
]

softkwlist = [
    '_',
    'case',
    'match'
]

_kwset = frozenset(kwlist)
_softkwset = frozenset(softkwlist)


def iskeyword(s):
    return s in _kwset


def issoftkeyword(s):
    return s in _softkwset
)PY";
}

}  // namespace basilisk::stdlib
