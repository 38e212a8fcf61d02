#pragma once
// A syntax error as a value, shaped like CPython's SyntaxError attributes so that the interpreter can
// print `File "...", line N`, the source line and the caret exactly as CPython does.

#include <string>

namespace basilisk::compiler {

struct SyntaxErrorInfo {
    std::string type = "SyntaxError";  // or "IndentationError", "TabError"
    std::string message;
    std::string filename;
    int line = 0;      // 1-based; 0 when unknown
    int col = 0;       // 1-based character offset (CPython's SyntaxError.offset); 0 when unknown
    int end_line = 0;  // 1-based; 0 when unknown
    int end_col = 0;   // 1-based character offset, exclusive (CPython's end_offset); 0 when unknown
    std::string text;  // the offending source line without its line terminator; may be empty
    // Not a syntax error: the compilation stopped at this limit of CompileOptions::limits
    // ("max_duration_ms", "max_memory_bytes"); hosts report it as they report the limit at run time.
    std::string limit;
};

}  // namespace basilisk::compiler
