#pragma once
// Python objects to host values and back: values cross directly, not through JSON.
#include <pybind11/pybind11.h>

#include "interp/values.h"

namespace basilisk::python {

namespace py = pybind11;

// None, bool, int (any size), float, str, bytes, list, tuple, dict, set, frozenset (and their
// subclasses), nested. Anything else raises TypeError naming the type and where it was found;
// nesting deeper than kMaxDepth raises ValueError (a deep value must not overflow the C++ stack).
HostValue to_host(py::handle object);
constexpr size_t kMaxDepth = 10000;

// The Python twin of a host value. A value with no Python twin (a function, a generator, an
// instance) arrives as basilisk.Opaque, carrying its repr().
py::object to_python(const HostValue& value);

}  // namespace basilisk::python
