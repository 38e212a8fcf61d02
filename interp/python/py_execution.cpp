#include "interp/python/py_execution.h"

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "interp/python/py_values.h"

namespace basilisk::python {

BusyGuard::BusyGuard(PyExecution& e) : m_flag(e.m_busy) {
    if (m_flag.exchange(true))
        throw std::logic_error("this CodeExecution is in use by another thread; an execution is driven by one thread at a time");
}

namespace {

py::tuple args_tuple(const std::vector<HostValue>& args) {
    py::tuple out(args.size());
    for (size_t i = 0; i < args.size(); ++i) out[i] = to_python(args[i]);
    return out;
}

py::dict kwargs_dict(const std::vector<std::pair<std::string, HostValue>>& kwargs) {
    py::dict out;
    for (const auto& [name, value] : kwargs) out[py::str(name)] = to_python(value);
    return out;
}

py::object call_to_python(const HostCall& call, py::object stdout_text, py::object async_calls) {
    PyFunctionCall out{py::str(call.name),  args_tuple(call.args),   kwargs_dict(call.kwargs),
                       py::int_(call.call_id), std::move(stdout_text), std::move(async_calls)};
    return py::cast(std::move(out));
}

py::list ids_to_python(const std::vector<uint64_t>& ids) {
    py::list out(ids.size());
    for (size_t i = 0; i < ids.size(); ++i) out[i] = py::int_(ids[i]);
    return out;
}

}  // namespace

py::list calls_to_python(const std::vector<HostCall>& calls) {
    py::list out(calls.size());
    for (size_t i = 0; i < calls.size(); ++i) out[i] = call_to_python(calls[i], py::str(""), py::list());
    return out;
}

py::object event_to_python(ExecutionEvent&& event) {
    if (auto* call = std::get_if<FunctionCall>(&event))
        return call_to_python(*call, py::str(call->stdout_text), calls_to_python(call->async_calls));
    if (auto* pending = std::get_if<PendingCalls>(&event))
        return py::cast(PyPendingCalls{calls_to_python(pending->calls), ids_to_python(pending->pending),
                                       py::str(pending->stdout_text)});
    auto& done = std::get<ExecutionResult>(event);
    return py::cast(PyExecutionResult{to_python(done.output), py::str(done.stdout_text),
                                      calls_to_python(done.async_calls), ids_to_python(done.unawaited)});
}

std::pair<std::string, std::string> exception_answer(py::handle exception) {
    if (!PyExceptionInstance_Check(exception.ptr())) {
        if (PyExceptionClass_Check(exception.ptr())) return exception_answer(exception());
        throw py::type_error(fmt::format("an exception instance is required, not '{}'", Py_TYPE(exception.ptr())->tp_name));
    }
    std::string type = py::str(exception.get_type().attr("__name__"));
    py::tuple args = exception.attr("args");
    std::string message;
    // KeyError('k') answers KeyError('k') inside, not KeyError("'k'") (str() of a KeyError quotes).
    if (args.size() == 1 && py::isinstance<py::str>(args[0])) message = args[0].cast<std::string>();
    else message = py::str(exception);
    return {std::move(type), std::move(message)};
}

py::object PyExecution::next() {
    BusyGuard busy(*this);
    ExecutionEvent event;
    {
        py::gil_scoped_release running;
        event = m_execution.next();
    }
    return event_to_python(std::move(event));
}

void PyExecution::provide_result(py::handle value) {
    BusyGuard busy(*this);
    m_execution.provide_result(to_host(value));
}

void PyExecution::provide_exception(py::handle exception) {
    BusyGuard busy(*this);
    auto [type, message] = exception_answer(exception);
    m_execution.provide_exception(type, message);
}

void PyExecution::provide_results(py::handle results) {
    BusyGuard busy(*this);
    if (!py::isinstance<py::dict>(results))
        throw py::type_error("provide_results() takes a dict {call_id: value or exception}");
    std::vector<CallResult> answers;
    for (auto [key, value] : py::reinterpret_borrow<py::dict>(results)) {
        CallResult r;
        if (!py::isinstance<py::int_>(key)) throw py::type_error("provide_results(): call ids are ints");
        r.call_id = key.cast<uint64_t>();
        if (PyExceptionInstance_Check(value.ptr())) r.error = exception_answer(value);
        else r.value = to_host(value);
        answers.push_back(std::move(r));
    }
    m_execution.provide_results(answers);
}

py::list PyExecution::pending_async_calls() {
    BusyGuard busy(*this);
    return calls_to_python(m_execution.pending_async_calls());
}

py::bytes PyExecution::dump() {
    BusyGuard busy(*this);
    std::string bytes;
    {
        py::gil_scoped_release dumping;
        bytes = m_execution.dump();
    }
    return py::bytes(bytes);
}

CodeExecution PyExecution::take() {
    BusyGuard busy(*this);
    return std::move(m_execution);
}

namespace {

std::string call_repr(const PyFunctionCall& c) {
    return fmt::format("FunctionCall(function_name={}, args={}, kwargs={}, call_id={})",
                       py::repr(c.function_name).cast<std::string>(), py::repr(c.args).cast<std::string>(),
                       py::repr(c.kwargs).cast<std::string>(), py::repr(c.call_id).cast<std::string>());
}

}  // namespace

void bind_execution(py::module_& m) {
    py::class_<PyFunctionCall>(m, "FunctionCall",
                               "The code called a host function: answer with provide_result() or provide_exception().")
        .def_readonly("function_name", &PyFunctionCall::function_name)
        .def_readonly("args", &PyFunctionCall::args)
        .def_readonly("kwargs", &PyFunctionCall::kwargs)
        .def_readonly("call_id", &PyFunctionCall::call_id)
        .def_readonly("stdout", &PyFunctionCall::stdout_text)
        .def_readonly("async_calls", &PyFunctionCall::async_calls)
        .def("__repr__", &call_repr);
    py::class_<PyPendingCalls>(m, "PendingCalls",
                               "No task can run until some async host calls are answered: provide_results().")
        .def_readonly("calls", &PyPendingCalls::calls)
        .def_readonly("pending", &PyPendingCalls::pending)
        .def_readonly("stdout", &PyPendingCalls::stdout_text)
        .def("__repr__", [](const PyPendingCalls& p) {
            return fmt::format("PendingCalls(pending={}, calls={})", py::repr(p.pending).cast<std::string>(),
                               py::repr(p.calls).cast<std::string>());
        });
    py::class_<PyExecutionResult>(m, "ExecutionResult", "The code finished.")
        .def_readonly("output", &PyExecutionResult::output)
        .def_readonly("stdout", &PyExecutionResult::stdout_text)
        .def_readonly("async_calls", &PyExecutionResult::async_calls)
        .def_readonly("unawaited", &PyExecutionResult::unawaited)
        .def("__repr__", [](const PyExecutionResult& r) {
            return fmt::format("ExecutionResult(output={}, stdout={})", py::repr(r.output).cast<std::string>(),
                               py::repr(r.stdout_text).cast<std::string>());
        });
    py::class_<PyExecution, std::shared_ptr<PyExecution>>(m, "CodeExecution",
                                                          "One run of code: drive it with next() until ExecutionResult.")
        .def("next", &PyExecution::next)
        .def("provide_result", &PyExecution::provide_result, py::arg("value"))
        .def("provide_exception", &PyExecution::provide_exception, py::arg("exception"))
        .def("provide_results", &PyExecution::provide_results, py::arg("results"))
        .def("pending_async_calls", &PyExecution::pending_async_calls)
        .def("dump", &PyExecution::dump)
        .def_property_readonly("finished", &PyExecution::finished)
        .def_property_readonly("waiting_for_host", &PyExecution::waiting_for_host)
        .def_property_readonly("waiting_for_results", &PyExecution::waiting_for_results);
}

}  // namespace basilisk::python
