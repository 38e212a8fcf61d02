#pragma once
// The Python face of CodeExecution: one run's handle, and the events next() returns.
#include <atomic>
#include <memory>

#include <pybind11/pybind11.h>

#include "interp/sandbox.h"

namespace basilisk::python {

namespace py = pybind11;

// Owns the C++ execution. The GIL is released while the sandbox's code runs, so two threads
// may drive two executions at once; one execution used by two threads at once is refused.
class PyExecution {
public:
    explicit PyExecution(CodeExecution execution) : m_execution(std::move(execution)) {}

    py::object next();
    void provide_result(py::handle value);
    void provide_exception(py::handle exception);
    void provide_results(py::handle results);
    py::list pending_async_calls();
    py::bytes dump();
    bool finished() const { return m_execution.finished(); }
    bool waiting_for_host() const { return m_execution.waiting_for_host(); }
    bool waiting_for_results() const { return m_execution.waiting_for_results(); }

    // Hands the C++ execution over (a session continues its globals); the handle is then spent.
    CodeExecution take();

private:
    friend class BusyGuard;
    CodeExecution m_execution;
    std::atomic<bool> m_busy{false};
};

// Marks an execution in use for one call; a second thread gets RuntimeError instead of a race.
class BusyGuard {
public:
    explicit BusyGuard(PyExecution& e);
    ~BusyGuard() { m_flag.store(false); }
    BusyGuard(const BusyGuard&) = delete;
    BusyGuard& operator=(const BusyGuard&) = delete;

private:
    std::atomic<bool>& m_flag;
};

// The Python objects of one event (GIL held).
py::object event_to_python(ExecutionEvent&& event);
py::list calls_to_python(const std::vector<HostCall>& calls);

// (type name, message) of a Python exception instance handed in as an answer: a built-in
// exception keeps its type; any other class becomes RuntimeError("Name: message") inside.
std::pair<std::string, std::string> exception_answer(py::handle exception);

void bind_execution(py::module_& m);

}  // namespace basilisk::python
