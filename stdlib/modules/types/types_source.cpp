// types: names for the interpreter's own types, taken from objects of those types, plus
// SimpleNamespace and the class-making helpers (new_class, resolve_bases, prepare_class).
// The types a sandboxed program must never reach (CodeType, FrameType, TracebackType, CellType
// and the descriptor types of C internals) are left out, as is `coroutine` (a generator
// function cannot be made awaitable after it is compiled here).
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view types_source() {
    return R"PY(
import sys as _sys

__all__ = [
    'FunctionType', 'LambdaType', 'GeneratorType', 'CoroutineType', 'AsyncGeneratorType',
    'MethodType', 'BuiltinFunctionType', 'BuiltinMethodType', 'ModuleType', 'MappingProxyType',
    'SimpleNamespace', 'GenericAlias', 'UnionType', 'EllipsisType', 'NoneType',
    'NotImplementedType', 'new_class', 'resolve_bases', 'prepare_class',
]


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)


def _g():
    yield 1


GeneratorType = type(_g())


async def _c():
    pass


_coro = _c()
CoroutineType = type(_coro)
_coro.close()


async def _ag():
    yield 1


AsyncGeneratorType = type(_ag())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
ModuleType = type(_sys)
MappingProxyType = type(_C.__dict__)
GenericAlias = type(list[int])
UnionType = type(int | str)
EllipsisType = type(Ellipsis)
NoneType = type(None)
NotImplementedType = type(NotImplemented)

del _f, _g, _c, _coro, _ag, _C, _sys


class SimpleNamespace:
    # Attributes given as keywords; repr lists them in order, == compares them all.
    def __init__(self, /, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        self.__dict__.update(kwargs)

    def __repr__(self):
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        if self in _repr_running:
            return f"{name}(...)"
        _repr_running.append(self)
        try:
            parts = [f"{k}={v!r}" for k, v in self.__dict__.items()]
        finally:
            _repr_running.remove(self)
        return f"{name}({', '.join(parts)})"

    def __eq__(self, other):
        if isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None

    def __reduce__(self):
        return (type(self), (), self.__dict__)


# The namespaces whose repr is being made (by identity), so a namespace holding itself shows
# as namespace(...).
class _Running:
    def __init__(self):
        self._ids = []

    def __contains__(self, ns):
        return id(ns) in self._ids

    def append(self, ns):
        self._ids.append(id(ns))

    def remove(self, ns):
        self._ids.remove(id(ns))


_repr_running = _Running()


def resolve_bases(bases):
    # PEP 560: a base with __mro_entries__ stands for the classes it returns.
    new_bases = list(bases)
    changed = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type):
            continue
        if not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        changed = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new_bases[i + shift:i + shift + 1] = new_base
        shift += len(new_base) - 1
    if not changed:
        return bases
    return tuple(new_bases)


def _most_derived_metaclass(meta, bases):
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class must be a "
                        "(non-strict) subclass of the metaclasses of all its bases")
    return winner


def prepare_class(name, bases=(), kwds=None):
    kwds = {} if kwds is None else dict(kwds)
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    else:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _most_derived_metaclass(meta, bases)
    if hasattr(meta, '__prepare__'):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, resolved_bases, ns, **kwds)
)PY";
}

}  // namespace basilisk::stdlib
