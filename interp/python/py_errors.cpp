#include "interp/python/py_errors.h"

#include <stdexcept>

#include "interp/errors.h"

namespace basilisk::python {

namespace py = pybind11;

namespace {

// Builds basilisk._errors.<cls>(message, **fields) and raises it.
void raise_error(const char* cls, const std::string& message, py::dict fields) {
    py::object type = py::module_::import("basilisk._errors").attr(cls);
    py::object error = type(message, **fields);
    PyErr_SetObject(type.ptr(), error.ptr());
}

}  // namespace

void register_error_translation(py::module_& m) {
    py::register_exception_translator([](std::exception_ptr p) {
        if (!p) return;
        try {
            std::rethrow_exception(p);
        } catch (const CodeSyntaxError& e) {
            raise_error("CodeSyntaxError", e.message(),
                        py::dict(py::arg("type_name") = e.type, py::arg("filename") = e.filename,
                                 py::arg("lineno") = e.line, py::arg("offset") = e.col, py::arg("report") = e.report,
                                 py::arg("stdout") = e.stdout_text()));
        } catch (const CodeTypeError& e) {
            raise_error("CodeTypeError", e.message(), py::dict(py::arg("stdout") = e.stdout_text()));
        } catch (const CodeRuntimeError& e) {
            raise_error("CodeRuntimeError", e.message(),
                        py::dict(py::arg("type_name") = e.type, py::arg("traceback") = e.traceback,
                                 py::arg("stdout") = e.stdout_text()));
        } catch (const CodeLimitError& e) {
            raise_error("CodeLimitError", e.message(),
                        py::dict(py::arg("limit") = e.limit, py::arg("stdout") = e.stdout_text()));
        } catch (const CodeCheckpointError& e) {
            raise_error("CodeCheckpointError", e.message(), py::dict(py::arg("stdout") = e.stdout_text()));
        } catch (const CodeExecutionError& e) {
            raise_error("CodeExecutionError", e.message(), py::dict(py::arg("stdout") = e.stdout_text()));
        } catch (const std::invalid_argument& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        } catch (const std::logic_error& e) {
            PyErr_SetString(PyExc_RuntimeError, e.what());
        }
    });
}

}  // namespace basilisk::python
