#pragma once
// CodeSandbox's configuration from Python arguments, and the class bindings.
#include <string>

#include <pybind11/pybind11.h>

#include "interp/sandbox.h"

namespace basilisk::python {

namespace py = pybind11;

// {"max_instructions": N, ...} over `base`; None gives `base`. ValueError for an unknown key or
// a negative value.
ExecutionLimits limits_from_python(py::handle limits, ExecutionLimits base);
SandboxConfig config_from_python(py::handle functions, py::handle async_functions, py::handle limits,
                                 py::handle disabled_features, const std::string& script_name,
                                 const std::string& additional_instructions, py::handle now, py::handle seed);
Inputs inputs_from_python(py::handle inputs);

void bind_sandbox(py::module_& m);

}  // namespace basilisk::python
