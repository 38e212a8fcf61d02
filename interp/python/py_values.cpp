// Conversions between Python objects and host values. Both directions walk with an explicit
// depth bound: values come from user code on one side and from agent code on the other.
#include "interp/python/py_values.h"

#include <fmt/format.h>

namespace basilisk::python {

namespace {

HostValue convert_in(py::handle o, size_t depth);

std::vector<HostValue> convert_items(py::handle iterable, size_t depth) {
    std::vector<HostValue> out;
    for (py::handle item : iterable) out.push_back(convert_in(item, depth + 1));
    return out;
}

HostValue convert_in(py::handle o, size_t depth) {
    if (depth > kMaxDepth) throw py::value_error(fmt::format("value nested deeper than {} levels", kMaxDepth));
    PyObject* p = o.ptr();
    if (p == Py_None) return HostValue();
    if (PyBool_Check(p)) return HostValue(p == Py_True);
    if (PyLong_Check(p)) {
        int overflow = 0;
        long long v = PyLong_AsLongLongAndOverflow(p, &overflow);
        if (!overflow) {
            if (v == -1 && PyErr_Occurred()) throw py::error_already_set();
            return HostValue(int64_t(v));
        }
        // Wider than 64 bits: the decimal digits (int's own __repr__, not a subclass's).
        py::object text = py::reinterpret_steal<py::object>(PyLong_Type.tp_repr(p));
        if (!text) throw py::error_already_set();
        return HostValue(HostBigInt{text.cast<std::string>()});
    }
    if (PyFloat_Check(p)) return HostValue(PyFloat_AS_DOUBLE(p));
    if (PyUnicode_Check(p)) {
        Py_ssize_t size = 0;
        const char* data = PyUnicode_AsUTF8AndSize(p, &size);
        if (!data) throw py::error_already_set();   // lone surrogates: UnicodeEncodeError
        return HostValue(std::string(data, size_t(size)));
    }
    if (PyBytes_Check(p)) return HostValue::bytes(std::string(PyBytes_AS_STRING(p), size_t(PyBytes_GET_SIZE(p))));
    if (PyList_Check(p)) return HostValue::list(convert_items(o, depth));
    if (PyTuple_Check(p)) return HostValue::tuple(convert_items(o, depth));
    if (PyDict_Check(p)) {
        std::vector<std::pair<HostValue, HostValue>> items;
        items.reserve(size_t(PyDict_Size(p)));
        PyObject *key, *value;
        Py_ssize_t pos = 0;
        // A dict subclass may override items(); the stored pairs are what the dict holds.
        while (PyDict_Next(p, &pos, &key, &value))
            items.emplace_back(convert_in(key, depth + 1), convert_in(value, depth + 1));
        return HostValue::dict(std::move(items));
    }
    if (PyFrozenSet_Check(p)) return HostValue::set(convert_items(o, depth), true);
    if (PyAnySet_Check(p)) return HostValue::set(convert_items(o, depth), false);
    throw py::type_error(fmt::format(
        "cannot pass a value of type '{}' into the sandbox: use None, bool, int, float, str, bytes, "
        "list, tuple, dict, set or frozenset",
        Py_TYPE(p)->tp_name));
}

py::object convert_out(const HostValue& v);

py::object convert_out(const HostValue& v) {
    return std::visit(
        [](const auto& x) -> py::object {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, std::monostate>) {
                return py::none();
            } else if constexpr (std::is_same_v<T, bool>) {
                return py::bool_(x);
            } else if constexpr (std::is_same_v<T, int64_t>) {
                return py::reinterpret_steal<py::object>(PyLong_FromLongLong(x));
            } else if constexpr (std::is_same_v<T, HostBigInt>) {
                py::object r = py::reinterpret_steal<py::object>(PyLong_FromString(x.decimal.c_str(), nullptr, 10));
                if (!r) throw py::error_already_set();
                return r;
            } else if constexpr (std::is_same_v<T, double>) {
                return py::float_(x);
            } else if constexpr (std::is_same_v<T, std::string>) {
                py::object r = py::reinterpret_steal<py::object>(
                    PyUnicode_DecodeUTF8(x.data(), Py_ssize_t(x.size()), "surrogatepass"));
                if (!r) throw py::error_already_set();
                return r;
            } else if constexpr (std::is_same_v<T, HostBytes>) {
                return py::bytes(x.data);
            } else if constexpr (std::is_same_v<T, HostList>) {
                py::list out(x.items.size());
                for (size_t i = 0; i < x.items.size(); ++i) out[i] = convert_out(x.items[i]);
                return out;
            } else if constexpr (std::is_same_v<T, HostTuple>) {
                py::tuple out(x.items.size());
                for (size_t i = 0; i < x.items.size(); ++i) out[i] = convert_out(x.items[i]);
                return out;
            } else if constexpr (std::is_same_v<T, HostDict>) {
                py::dict out;
                for (const auto& [k, val] : x.items) out[convert_out(k)] = convert_out(val);
                return out;
            } else if constexpr (std::is_same_v<T, HostSet>) {
                py::set items;
                for (const auto& item : x.items) items.add(convert_out(item));
                if (x.frozen) return py::reinterpret_steal<py::object>(PyFrozenSet_New(items.ptr()));
                return items;
            } else {
                static_assert(std::is_same_v<T, HostRepr>);
                py::object opaque = py::module_::import("basilisk._values").attr("Opaque");
                return opaque(x.text);
            }
        },
        v.data);
}

}  // namespace

HostValue to_host(py::handle object) { return convert_in(object, 0); }

// Host values coming out were built by from_vm, which already bounds their depth by the
// execution's recursion limit (interp/convert.h), so this walk is bounded too.
py::object to_python(const HostValue& value) { return convert_out(value); }

}  // namespace basilisk::python
