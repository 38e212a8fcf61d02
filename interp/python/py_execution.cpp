#include "interp/python/py_execution.h"

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "interp/python/py_events.h"
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
    return make_function_call(py::str(call.name), args_tuple(call.args), kwargs_dict(call.kwargs),
                              py::int_(call.call_id), std::move(stdout_text), std::move(async_calls));
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
        return make_pending_calls(calls_to_python(pending->calls), ids_to_python(pending->pending),
                                  py::str(pending->stdout_text));
    auto& done = std::get<ExecutionResult>(event);
    return make_execution_result(to_python(done.output), py::str(done.stdout_text), calls_to_python(done.async_calls),
                                 ids_to_python(done.unawaited));
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

// next() and provide_result() run once per host call, so they skip pybind11's generic dispatcher
// (an argument vector and a flag vector allocated per call, a type lookup by name hash, a call
// through tp_call with an argument tuple): they are plain vectorcall methods of the class, and
// reach the C++ object through the instance's first value slot.
PyExecution* execution_of(PyObject* self) {
    auto* instance = reinterpret_cast<py::detail::instance*>(self);
    auto holder = instance->get_value_and_holder(nullptr, false);
    if (!holder || !holder.holder_constructed() || !holder.value_ptr()) {
        PyErr_SetString(PyExc_TypeError, "CodeExecution objects come from CodeSandbox.execute() or restore()");
        return nullptr;
    }
    return static_cast<PyExecution*>(holder.value_ptr());
}

// The Python exception for the C++ exception being handled, as pybind11's dispatcher makes it.
void set_python_error() {
    try {
        throw;
    } catch (py::error_already_set& e) {
        e.restore();
    } catch (...) {
        if (py::detail::apply_exception_translators(py::detail::get_local_internals().registered_exception_translators))
            return;
        if (py::detail::apply_exception_translators(py::detail::get_internals().registered_exception_translators))
            return;
        PyErr_SetString(PyExc_SystemError, "unknown C++ exception in basilisk");
    }
}

PyObject* fast_next(PyObject* self, PyObject*) {
    PyExecution* execution = execution_of(self);
    if (!execution) return nullptr;
    try {
        return execution->next().release().ptr();
    } catch (...) {
        set_python_error();
        return nullptr;
    }
}

PyObject* fast_provide_result(PyObject* self, PyObject* const* args, Py_ssize_t nargsf, PyObject* kwnames) {
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    bool by_keyword = nkw == 1 && nargs == 0 &&
                      PyUnicode_CompareWithASCIIString(PyTuple_GET_ITEM(kwnames, 0), "value") == 0;
    if (nargs + nkw != 1 || (nkw == 1 && !by_keyword)) {
        PyErr_SetString(PyExc_TypeError, "provide_result() takes exactly one argument: value");
        return nullptr;
    }
    PyExecution* execution = execution_of(self);
    if (!execution) return nullptr;
    try {
        execution->provide_result(args[0]);
    } catch (...) {
        set_python_error();
        return nullptr;
    }
    Py_RETURN_NONE;
}

PyMethodDef fast_next_def = {"next", fast_next, METH_NOARGS,
                             "Runs until the next host call or the end: FunctionCall | PendingCalls | ExecutionResult."};
PyMethodDef fast_provide_result_def = {
    "provide_result", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fast_provide_result)),
    METH_FASTCALL | METH_KEYWORDS, "Answers the pending host call: it returns `value` inside the code."};

template <typename Class>
void add_fast_methods(Class& cls) {
    auto* type = reinterpret_cast<PyTypeObject*>(cls.ptr());
    for (PyMethodDef* def : {&fast_next_def, &fast_provide_result_def}) {
        py::object method = py::reinterpret_steal<py::object>(PyDescr_NewMethod(type, def));
        if (!method) throw py::error_already_set();
        py::setattr(cls, def->ml_name, method);
    }
}

}  // namespace

void bind_execution(py::module_& m) {
    bind_events(m);
    auto cls = py::class_<PyExecution, std::shared_ptr<PyExecution>>(
        m, "CodeExecution", "One run of code: drive it with next() until ExecutionResult.");
    cls.def("provide_exception", &PyExecution::provide_exception, py::arg("exception"))
        .def("provide_results", &PyExecution::provide_results, py::arg("results"))
        .def("pending_async_calls", &PyExecution::pending_async_calls)
        .def("dump", &PyExecution::dump)
        .def_property_readonly("finished", &PyExecution::finished)
        .def_property_readonly("waiting_for_host", &PyExecution::waiting_for_host)
        .def_property_readonly("waiting_for_results", &PyExecution::waiting_for_results);
    add_fast_methods(cls);
}

}  // namespace basilisk::python
