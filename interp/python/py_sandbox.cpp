// CodeSandbox and CodeConstraints for Python hosts.
#include <cmath>
#include <cstdint>
#include <optional>

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "interp/python/py_execution.h"
#include "interp/python/py_sandbox.h"
#include "interp/python/py_session.h"
#include "interp/python/py_values.h"

namespace basilisk::python {

namespace {

std::vector<std::string> names_of(py::handle iterable, const char* what) {
    std::vector<std::string> out;
    if (py::isinstance<py::str>(iterable))
        throw py::type_error(fmt::format("{} must be a list of names, not a str", what));
    for (py::handle item : iterable) {
        if (!py::isinstance<py::str>(item))
            throw py::type_error(fmt::format("{} must hold str names, not '{}'", what, Py_TYPE(item.ptr())->tp_name));
        out.push_back(item.cast<std::string>());
    }
    return out;
}

}  // namespace

ExecutionLimits limits_from_python(py::handle limits, ExecutionLimits base) {
    if (limits.is_none()) return base;
    if (!py::isinstance<py::dict>(limits)) throw py::type_error("limits must be a dict such as {'max_instructions': 10**6}");
    Json j = Json::object();
    for (auto [key, value] : py::reinterpret_borrow<py::dict>(limits)) {
        if (!py::isinstance<py::str>(key)) throw py::type_error("limits keys are str");
        if (py::isinstance<py::bool_>(value) || !py::isinstance<py::int_>(value) || value.cast<py::int_>() < py::int_(0))
            throw py::value_error(fmt::format("limit '{}' must be a non-negative int", key.cast<std::string>()));
        j[key.cast<std::string>()] = value.cast<uint64_t>();
    }
    return ExecutionLimits::from_json(j, base);   // unknown keys: std::invalid_argument -> ValueError
}

namespace {

// The host's clock for datetime.now()/time.time(): an aware datetime, a naive one read as UTC,
// or seconds since the epoch.
std::optional<int64_t> clock_from_python(py::handle now) {
    if (now.is_none()) return std::nullopt;
    py::module_ datetime = py::module_::import("datetime");
    py::object instant = py::reinterpret_borrow<py::object>(now);
    if (py::isinstance(instant, datetime.attr("datetime"))) {
        if (instant.attr("tzinfo").is_none())
            instant = instant.attr("replace")(py::arg("tzinfo") = datetime.attr("timezone").attr("utc"));
        py::object epoch = datetime.attr("datetime")(1970, 1, 1, py::arg("tzinfo") = datetime.attr("timezone").attr("utc"));
        py::object delta = instant - epoch;
        int64_t days = delta.attr("days").cast<int64_t>(), seconds = delta.attr("seconds").cast<int64_t>();
        return (days * 86400 + seconds) * 1000000 + delta.attr("microseconds").cast<int64_t>();
    }
    if (py::isinstance<py::int_>(now) && !py::isinstance<py::bool_>(now)) return now.cast<int64_t>() * 1000000;
    if (py::isinstance<py::float_>(now)) return int64_t(std::llround(now.cast<double>() * 1e6));
    throw py::type_error("now must be a datetime.datetime or seconds since the epoch");
}

}  // namespace

SandboxConfig config_from_python(py::handle functions, py::handle async_functions, py::handle limits,
                                 py::handle disabled_features, const std::string& script_name,
                                 const std::string& additional_instructions, py::handle now, py::handle seed) {
    SandboxConfig config;
    config.clock_us = clock_from_python(now);
    if (!seed.is_none()) {
        if (!py::isinstance<py::int_>(seed) || py::isinstance<py::bool_>(seed) || seed.cast<py::int_>() < py::int_(0) ||
            seed.cast<py::int_>() > py::int_(INT64_MAX))
            throw py::value_error("seed must be an int from 0 to 2**63-1");
        config.random_seed = seed.cast<uint64_t>();
    }
    if (!functions.is_none()) config.functions = names_of(functions, "functions");
    if (!async_functions.is_none()) config.async_functions = names_of(async_functions, "async_functions");
    for (const std::string& name : config.async_functions)
        if (config.functions && std::find(config.functions->begin(), config.functions->end(), name) != config.functions->end())
            throw py::value_error(fmt::format("'{}' is in both functions and async_functions", name));
    // Python hosts run the code in their own process: without limits of their own, the defaults of
    // `basilisk run`/`serve` stop a runaway script instead of hanging the host.
    config.limits = limits_from_python(limits, ExecutionLimits::command_line_defaults());
    if (!disabled_features.is_none()) {
        for (const std::string& key : names_of(disabled_features, "disabled_features")) {
            auto feature = feature_by_key(key);
            if (!feature) {
                std::string known;
                for (const FeatureInfo& f : feature_table()) known += (known.empty() ? "" : ", ") + std::string(f.key);
                throw py::value_error(fmt::format("unknown feature '{}' (known: {})", key, known));
            }
            config.disabled_features.insert(*feature);
        }
    }
    config.script_name = script_name;
    config.additional_instructions = additional_instructions;
    return config;
}

Inputs inputs_from_python(py::handle inputs) {
    Inputs out;
    if (inputs.is_none()) return out;
    if (!py::isinstance<py::dict>(inputs)) throw py::type_error("inputs must be a dict {name: value}");
    for (auto [key, value] : py::reinterpret_borrow<py::dict>(inputs)) {
        if (!py::isinstance<py::str>(key)) throw py::type_error("inputs keys are variable names (str)");
        out.emplace_back(key.cast<std::string>(), to_host(value));
    }
    return out;
}

namespace {

py::object constraints_to_python(const CodeConstraints& c) {
    py::object cls = py::module_::import("basilisk._constraints").attr("CodeConstraints");
    py::dict features;
    for (const auto& f : c.features) features[py::str(f.key)] = py::bool_(f.enabled);
    py::dict limits;
    Json limit_values = c.limits.to_json();
    for (const auto& [key, value] : limit_values.items()) limits[py::str(key)] = py::int_(value.get<uint64_t>());
    return cls(features, c.modules, limits, c.additional_instructions, c.prompt());
}

}  // namespace

void bind_sandbox(py::module_& m) {
    py::class_<CodeSandbox>(m, "CodeSandbox", "Compiles and runs code under one configuration.")
        .def(py::init([](py::object functions, py::object async_functions, py::object limits,
                         py::object disabled_features, std::string script_name, std::string additional_instructions,
                         py::object now, py::object seed) {
                 return CodeSandbox(config_from_python(functions, async_functions, limits, disabled_features,
                                                       script_name, additional_instructions, now, seed));
             }),
             py::kw_only(), py::arg("functions") = py::none(), py::arg("async_functions") = py::none(),
             py::arg("limits") = py::none(), py::arg("disabled_features") = py::none(),
             py::arg("script_name") = "main.py", py::arg("additional_instructions") = "",
             py::arg("now") = py::none(), py::arg("seed") = py::none())
        .def(
            "execute",
            [](const CodeSandbox& s, const std::string& code, py::object inputs, py::object limits) {
                Inputs bound = inputs_from_python(inputs);
                std::optional<ExecutionLimits> l;
                if (!limits.is_none()) l = limits_from_python(limits, s.config().limits);
                py::gil_scoped_release compiling;
                return std::make_shared<PyExecution>(s.execute(code, bound, l));
            },
            py::arg("code"), py::arg("inputs") = py::none(), py::kw_only(), py::arg("limits") = py::none())
        .def(
            "restore",
            [](const CodeSandbox& s, py::bytes data) {
                std::string bytes = data;
                py::gil_scoped_release restoring;
                return std::make_shared<PyExecution>(s.restore(bytes));
            },
            py::arg("data"))
        .def(
            "type_check",
            [](const CodeSandbox& s, const std::string& code, const std::string& stubs) {
                py::gil_scoped_release checking;
                s.type_check(code, stubs);
            },
            py::arg("code"), py::arg("stubs") = "")
        .def("constraints", [](const CodeSandbox& s) { return constraints_to_python(s.constraints()); })
        .def(
            "session", [](py::object self) { return std::make_unique<PySession>(self); },
            "A session: executions that share their globals, like the cells of a notebook.")
        .def(
            "restore_session",
            [](py::object self, py::bytes data) {
                auto session = std::make_unique<PySession>(self);
                session->restore(data);
                return session;
            },
            py::arg("data"));
    bind_session(m);
}

}  // namespace basilisk::python
