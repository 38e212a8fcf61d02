#pragma once
// C++ exceptions of the embedding API to the Python error classes of basilisk._errors.
#include <pybind11/pybind11.h>

namespace basilisk::python {

// Installs the translator (once, at module import): CodeSyntaxError and its siblings become
// basilisk.CodeSyntaxError ... with their fields; std::invalid_argument becomes ValueError and
// std::logic_error (misuse of a handle) RuntimeError.
void register_error_translation(pybind11::module_& m);

}  // namespace basilisk::python
