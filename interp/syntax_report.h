#pragma once
// CPython's report for a SyntaxError (shared by `basilisk run`, the REPL and the embedding API).
#include <string>
#include <string_view>

#include "compiler/syntax_error.h"

namespace basilisk::interp {

// `  File "main.py", line 3`, the source line, a caret under the offending span, then
// "SyntaxError: message" (each line ends with '\n').
std::string format_syntax_error(const compiler::SyntaxErrorInfo& e, std::string_view filename);

}  // namespace basilisk::interp
