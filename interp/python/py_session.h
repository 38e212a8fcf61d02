#pragma once
// Sessions: executions that continue one global namespace, like the cells of a notebook or a
// code-mode REPL. Between cells a session dumps to bytes and restores in any process.
#include <memory>

#include <pybind11/pybind11.h>

#include "interp/python/py_execution.h"

namespace basilisk::python {

namespace py = pybind11;

class PySession {
public:
    explicit PySession(py::object sandbox);   // a basilisk.CodeSandbox, kept alive by the session

    // The next cell: it runs in the globals the previous cell left (completed or failed).
    std::shared_ptr<PyExecution> execute(const std::string& code, py::handle inputs, py::handle limits);
    // Forgets every global: the next cell starts empty.
    void reset() { m_last.reset(); }
    // The globals between cells as bytes (CodeSandbox.restore_session takes them).
    py::bytes dump();
    void restore(py::bytes data);

private:
    // Runs "" after the last cell: a namespace to dump when there is no cell or it failed.
    void run_empty_cell();
    py::object m_sandbox_object;
    const CodeSandbox& m_sandbox;
    std::shared_ptr<PyExecution> m_last;   // the previous cell, while the host may still drive it
};

void bind_session(py::module_& m);

}  // namespace basilisk::python
