#pragma once
// FunctionCall, PendingCalls and ExecutionResult: the events CodeExecution.next() returns, as
// small native Python types (read-only attributes, a repr, garbage-collected) rather than pybind11
// classes: one host call makes one event, and a pybind11 instance costs several times what the
// rest of the round trip does (allocation of a holder, registration in pybind11's instance map).
#include <pybind11/pybind11.h>

namespace basilisk::python {

namespace py = pybind11;

// Each takes its fields by value (new references are stolen from the py::objects).
py::object make_function_call(py::object function_name, py::object args, py::object kwargs, py::object call_id,
                              py::object stdout_text, py::object async_calls);
py::object make_pending_calls(py::object calls, py::object pending, py::object stdout_text);
py::object make_execution_result(py::object output, py::object stdout_text, py::object async_calls,
                                 py::object unawaited);

// Creates the three types and adds them to the module (once, at import).
void bind_events(py::module_& m);

}  // namespace basilisk::python
