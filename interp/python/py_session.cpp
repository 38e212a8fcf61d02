#include "interp/python/py_session.h"

#include "interp/python/py_sandbox.h"
#include "interp/python/py_values.h"

namespace basilisk::python {

PySession::PySession(py::object sandbox)
    : m_sandbox_object(std::move(sandbox)), m_sandbox(m_sandbox_object.cast<const CodeSandbox&>()) {}

std::shared_ptr<PyExecution> PySession::execute(const std::string& code, py::handle inputs, py::handle limits) {
    Inputs bound = inputs_from_python(inputs);
    std::optional<ExecutionLimits> l;
    if (!limits.is_none()) l = limits_from_python(limits, m_sandbox.config().limits);
    std::shared_ptr<PyExecution> next;
    if (!m_last) {
        py::gil_scoped_release compiling;
        next = std::make_shared<PyExecution>(m_sandbox.execute(code, bound, l));
    } else {
        if (!m_last->finished())
            throw std::logic_error("the previous cell has not finished: drive it to its ExecutionResult first");
        CodeExecution previous = m_last->take();
        py::gil_scoped_release compiling;
        next = std::make_shared<PyExecution>(m_sandbox.execute_next(std::move(previous), code, bound, l));
    }
    m_last = next;
    return next;
}

void PySession::run_empty_cell() {
    execute("", py::none(), py::none());
    m_last->next();
}

py::bytes PySession::dump() {
    // No cell yet: an empty cell gives the empty namespace to dump.
    if (!m_last) run_empty_cell();
    if (!m_last->finished()) throw std::logic_error("the session's last cell has not finished; dump() it instead");
    try {
        return m_last->dump();
    } catch (const CodeCheckpointError&) {
        // The last cell failed: an empty cell settles its globals (frames dropped) to dump.
        run_empty_cell();
        return m_last->dump();
    }
}

void PySession::restore(py::bytes data) {
    std::string bytes = data;
    auto restored = std::make_shared<PyExecution>(m_sandbox.restore(bytes));
    if (!restored->finished())
        throw CodeCheckpointError("the snapshot is a paused execution, not a session: use CodeSandbox.restore()");
    m_last = std::move(restored);
}

void bind_session(py::module_& m) {
    py::class_<PySession>(m, "Session", "Executions that keep their globals between cells.")
        .def("execute", &PySession::execute, py::arg("code"), py::arg("inputs") = py::none(), py::kw_only(),
             py::arg("limits") = py::none())
        .def("reset", &PySession::reset)
        .def("dump", &PySession::dump);
}

}  // namespace basilisk::python
