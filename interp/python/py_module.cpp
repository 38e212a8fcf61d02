// The extension module basilisk._basilisk; basilisk/__init__.py re-exports it with the pure-Python
// parts (errors, stand-ins, basilisk.aio).
#include <pybind11/pybind11.h>

#include "interp/python/py_errors.h"
#include "interp/python/py_execution.h"
#include "interp/python/py_sandbox.h"

PYBIND11_MODULE(_basilisk, m) {
    m.doc() = "Basilisk: an embeddable, snapshotting interpreter for a subset of Python";
    basilisk::python::register_error_translation(m);
    basilisk::python::bind_execution(m);
    basilisk::python::bind_sandbox(m);
}
