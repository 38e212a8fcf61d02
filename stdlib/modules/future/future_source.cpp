// __future__: the feature records `from __future__ import X` binds. The statement itself is
// read by the compiler (parser_stmt.cpp: `annotations` makes annotations strings, as PEP 563
// says; the other features are already the language's rules); this module only gives the
// names their CPython 3.11 values: each feature's optional and mandatory releases and its
// compiler flag.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view future_source() {
    return R"PY(
CO_NESTED = 0x0010
CO_GENERATOR_ALLOWED = 0
CO_FUTURE_DIVISION = 0x20000
CO_FUTURE_ABSOLUTE_IMPORT = 0x40000
CO_FUTURE_WITH_STATEMENT = 0x80000
CO_FUTURE_PRINT_FUNCTION = 0x100000
CO_FUTURE_UNICODE_LITERALS = 0x200000
CO_FUTURE_BARRY_AS_BDFL = 0x400000
CO_FUTURE_GENERATOR_STOP = 0x800000
CO_FUTURE_ANNOTATIONS = 0x1000000


class _Feature:
    def __init__(self, optional, mandatory, flag):
        self.optional = optional
        self.mandatory = mandatory
        self.compiler_flag = flag

    def getOptionalRelease(self):
        return self.optional

    def getMandatoryRelease(self):
        return self.mandatory

    def __repr__(self):
        return '_Feature' + repr((self.optional, self.mandatory, self.compiler_flag))


_TABLE = (
    ('nested_scopes', (2, 1, 0, 'beta', 1), (2, 2, 0, 'alpha', 0), CO_NESTED),
    ('generators', (2, 2, 0, 'alpha', 1), (2, 3, 0, 'final', 0), CO_GENERATOR_ALLOWED),
    ('division', (2, 2, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), CO_FUTURE_DIVISION),
    ('absolute_import', (2, 5, 0, 'alpha', 1), (3, 0, 0, 'alpha', 0), CO_FUTURE_ABSOLUTE_IMPORT),
    ('with_statement', (2, 5, 0, 'alpha', 1), (2, 6, 0, 'alpha', 0), CO_FUTURE_WITH_STATEMENT),
    ('print_function', (2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), CO_FUTURE_PRINT_FUNCTION),
    ('unicode_literals', (2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), CO_FUTURE_UNICODE_LITERALS),
    ('barry_as_FLUFL', (3, 1, 0, 'alpha', 2), (4, 0, 0, 'alpha', 0), CO_FUTURE_BARRY_AS_BDFL),
    ('generator_stop', (3, 5, 0, 'beta', 1), (3, 7, 0, 'alpha', 0), CO_FUTURE_GENERATOR_STOP),
    ('annotations', (3, 7, 0, 'beta', 1), None, CO_FUTURE_ANNOTATIONS),
)

all_feature_names = [row[0] for row in _TABLE]
for _name, _optional, _mandatory, _flag in _TABLE:
    globals()[_name] = _Feature(_optional, _mandatory, _flag)
del _name, _optional, _mandatory, _flag, _TABLE
)PY";
}

}  // namespace basilisk::stdlib
