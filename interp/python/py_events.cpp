#include "interp/python/py_events.h"

#include <cstddef>
#include <stdexcept>
#include <structmember.h>

namespace basilisk::python {

namespace {

// Every event is a PyObject header followed by its fields (the type's tp_basicsize says how many).
struct EventObject {
    PyObject_HEAD
    PyObject* fields[6];
};

constexpr Py_ssize_t field_offset(int i) {
    return Py_ssize_t(offsetof(EventObject, fields) + size_t(i) * sizeof(PyObject*));
}

Py_ssize_t field_count(PyObject* self) {
    return (Py_TYPE(self)->tp_basicsize - Py_ssize_t(offsetof(EventObject, fields))) / Py_ssize_t(sizeof(PyObject*));
}

int event_traverse(PyObject* self, visitproc visit, void* arg) {
    auto* event = reinterpret_cast<EventObject*>(self);
    for (Py_ssize_t i = 0; i < field_count(self); ++i) Py_VISIT(event->fields[i]);
    Py_VISIT(Py_TYPE(self));
    return 0;
}

int event_clear(PyObject* self) {
    auto* event = reinterpret_cast<EventObject*>(self);
    for (Py_ssize_t i = 0; i < field_count(self); ++i) Py_CLEAR(event->fields[i]);
    return 0;
}

void event_dealloc(PyObject* self) {
    PyTypeObject* type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    event_clear(self);
    type->tp_free(self);
    Py_DECREF(type);
}

PyObject* field(PyObject* self, int i) { return reinterpret_cast<EventObject*>(self)->fields[i]; }

PyObject* function_call_repr(PyObject* self) {
    return PyUnicode_FromFormat("FunctionCall(function_name=%R, args=%R, kwargs=%R, call_id=%R)", field(self, 0),
                                field(self, 1), field(self, 2), field(self, 3));
}
PyObject* pending_calls_repr(PyObject* self) {
    return PyUnicode_FromFormat("PendingCalls(pending=%R, calls=%R)", field(self, 1), field(self, 0));
}
PyObject* execution_result_repr(PyObject* self) {
    return PyUnicode_FromFormat("ExecutionResult(output=%R, stdout=%R)", field(self, 0), field(self, 1));
}

PyMemberDef function_call_members[] = {
    {"function_name", T_OBJECT_EX, field_offset(0), READONLY, "the host function's name"},
    {"args", T_OBJECT_EX, field_offset(1), READONLY, "positional arguments (a tuple)"},
    {"kwargs", T_OBJECT_EX, field_offset(2), READONLY, "keyword arguments (a dict)"},
    {"call_id", T_OBJECT_EX, field_offset(3), READONLY, "this call's number in the execution (from 1)"},
    {"stdout", T_OBJECT_EX, field_offset(4), READONLY, "printed since the previous event"},
    {"async_calls", T_OBJECT_EX, field_offset(5), READONLY, "async host calls made since the previous event"},
    {nullptr, 0, 0, 0, nullptr},
};
PyMemberDef pending_calls_members[] = {
    {"calls", T_OBJECT_EX, field_offset(0), READONLY, "the async calls made since the previous event"},
    {"pending", T_OBJECT_EX, field_offset(1), READONLY, "every unanswered async call id, in call order"},
    {"stdout", T_OBJECT_EX, field_offset(2), READONLY, "printed since the previous event"},
    {nullptr, 0, 0, 0, nullptr},
};
PyMemberDef execution_result_members[] = {
    {"output", T_OBJECT_EX, field_offset(0), READONLY, "the value of the last expression statement, or None"},
    {"stdout", T_OBJECT_EX, field_offset(1), READONLY, "printed since the previous event"},
    {"async_calls", T_OBJECT_EX, field_offset(2), READONLY, "async host calls made since the previous event"},
    {"unawaited", T_OBJECT_EX, field_offset(3), READONLY, "async call ids never answered (fired, not awaited)"},
    {nullptr, 0, 0, 0, nullptr},
};

PyTypeObject* make_type(const char* name, const char* doc, int fields, PyMemberDef* members, reprfunc repr) {
    PyType_Slot slots[] = {
        {Py_tp_doc, const_cast<char*>(doc)},
        {Py_tp_members, members},
        {Py_tp_repr, reinterpret_cast<void*>(repr)},
        {Py_tp_traverse, reinterpret_cast<void*>(event_traverse)},
        {Py_tp_clear, reinterpret_cast<void*>(event_clear)},
        {Py_tp_dealloc, reinterpret_cast<void*>(event_dealloc)},
        {0, nullptr},
    };
    PyType_Spec spec{name, int(field_offset(fields)), 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, slots};
    PyObject* type = PyType_FromSpec(&spec);
    if (!type) throw py::error_already_set();
    return reinterpret_cast<PyTypeObject*>(type);
}

// Created once when the module is imported; immutable afterwards (like any extension's types).
PyTypeObject* function_call_type = nullptr;
PyTypeObject* pending_calls_type = nullptr;
PyTypeObject* execution_result_type = nullptr;

template <size_t N>
py::object make_event(PyTypeObject* type, py::object (&values)[N]) {
    PyObject* self = type->tp_alloc(type, 0);
    if (!self) throw py::error_already_set();
    auto* event = reinterpret_cast<EventObject*>(self);
    for (size_t i = 0; i < N; ++i) event->fields[i] = values[i].release().ptr();
    return py::reinterpret_steal<py::object>(self);
}

}  // namespace

py::object make_function_call(py::object function_name, py::object args, py::object kwargs, py::object call_id,
                              py::object stdout_text, py::object async_calls) {
    py::object values[] = {std::move(function_name), std::move(args),        std::move(kwargs),
                           std::move(call_id),       std::move(stdout_text), std::move(async_calls)};
    return make_event(function_call_type, values);
}

py::object make_pending_calls(py::object calls, py::object pending, py::object stdout_text) {
    py::object values[] = {std::move(calls), std::move(pending), std::move(stdout_text)};
    return make_event(pending_calls_type, values);
}

py::object make_execution_result(py::object output, py::object stdout_text, py::object async_calls,
                                 py::object unawaited) {
    py::object values[] = {std::move(output), std::move(stdout_text), std::move(async_calls), std::move(unawaited)};
    return make_event(execution_result_type, values);
}

void bind_events(py::module_& m) {
    function_call_type = make_type("basilisk.FunctionCall",
                                   "The code called a host function: answer with provide_result() or provide_exception().",
                                   6, function_call_members, function_call_repr);
    pending_calls_type = make_type("basilisk.PendingCalls",
                                   "No task can run until some async host calls are answered: provide_results().", 3,
                                   pending_calls_members, pending_calls_repr);
    execution_result_type = make_type("basilisk.ExecutionResult", "The code finished.", 4, execution_result_members,
                                      execution_result_repr);
    m.add_object("FunctionCall", py::reinterpret_borrow<py::object>(reinterpret_cast<PyObject*>(function_call_type)));
    m.add_object("PendingCalls", py::reinterpret_borrow<py::object>(reinterpret_cast<PyObject*>(pending_calls_type)));
    m.add_object("ExecutionResult",
                 py::reinterpret_borrow<py::object>(reinterpret_cast<PyObject*>(execution_result_type)));
}

}  // namespace basilisk::python
